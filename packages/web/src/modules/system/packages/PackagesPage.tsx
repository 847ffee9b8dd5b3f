import { tenantPackageResource as def, messages, permissionsOf } from '@pharma/contract';
import { App, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { buildColumns } from '../../../crud/columns.tsx';
import { SearchForm } from '../../../crud/SearchForm.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useCrudList, useCrudWrites } from '../../../crud/useCrud.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { PackageFormDialog } from './PackageFormDialog.tsx';
import '../../../crud/crud.css';

type Dialog = { mode: 'add' } | { mode: 'edit'; row: CrudRecord };

const codes = permissionsOf(def);

/**
 * 租户产品包 (/system/tenantpackage): the generic list, search and delete of the declared resource, with its own
 * form dialog because the menus are picked in a tree (CrudPage's dialog only knows plain inputs). No 查看 (spec).
 */
export function PackagesPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const permission = useSession((s) => s.permission);
  const allowed = (code: string) => can(permission, code);

  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useCrudList(def, { ...pager.paging, filters });
  const pagination = usePagination(pager, list.data, () => setSelected([]));
  const { remove } = useCrudWrites(def);
  const confirm = useConfirmAction();

  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelected((keys) => keys.filter((k) => !ids.includes(k))),
    });

  const columns = buildColumns(def, text, t, {
    edit: allowed(codes.edit) ? (row) => setDialog({ mode: 'edit', row }) : undefined,
    remove: allowed(codes.delete) ? (row) => confirmRemove([row.id]) : undefined,
  });

  return (
    <Card className="crud-page">
      <SearchForm
        def={def}
        onSearch={(next) => {
          setFilters(next);
          setSelected([]);
          pager.restart();
        }}
      />
      <Space className="crud-toolbar">
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => setDialog({ mode: 'add' })}>
            {t('crud.add')}
          </Button>
        )}
        {allowed(codes.delete) && (
          <Button
            danger
            onClick={() =>
              selected.length === 0 ? void message.warning(text(messages.selectOne)) : confirmRemove(selected)
            }
          >
            {t('crud.batchDelete')}
          </Button>
        )}
      </Space>
      <Table<CrudRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={pagination}
      />
      {dialog && (
        <PackageFormDialog row={dialog.mode === 'edit' ? dialog.row : undefined} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PackagesPage;
