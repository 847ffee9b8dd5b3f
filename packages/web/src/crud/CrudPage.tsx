import { defaultPageSize, messages, pageSizes, permissionsOf, type ResourceDef } from '@pharma/contract';
import { App, Button, Card, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { can } from '../lib/permission.ts';
import { useSession } from '../shell/stores/session.ts';
import type { CrudRecord, Filters } from './api.ts';
import { buildColumns } from './columns.tsx';
import { FormDialog, type FormMode } from './FormDialog.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useCrudList, useCrudWrites } from './useCrud.ts';
import { ViewDialog } from './ViewDialog.tsx';
import './crud.css';

type Dialog = { mode: FormMode; row?: CrudRecord } | { mode: 'view'; row: CrudRecord };

export interface CrudPageProps {
  /** The resource declaration from @pharma/contract: fields, API path, permission prefix, labels. */
  def: ResourceDef;
}

/**
 * The generic screen of a declared resource: search, table with paging, add / edit / view dialogs, single and
 * batch delete. Buttons follow the user's permission codes (`<name>_add`, `_edit`, `_delete`, `_view`).
 */
export function CrudPage({ def }: CrudPageProps) {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = App.useApp();
  const permission = useSession((s) => s.permission);
  const codes = permissionsOf(def);
  const allowed = (code: string) => can(permission, code);

  const [paging, setPaging] = useState({ current: 1, size: defaultPageSize });
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useCrudList(def, { ...paging, filters });
  const { remove } = useCrudWrites(def);

  // Deleting the last rows of the last page leaves it empty: step back to the previous page.
  const records = list.data?.records;
  useEffect(() => {
    if (records && records.length === 0 && paging.current > 1) setPaging((p) => ({ ...p, current: p.current - 1 }));
  }, [records, paging.current]);

  const confirmRemove = (ids: string[]) =>
    modal.confirm({
      title: t('shell.tip'),
      content: t('crud.deleteConfirm'),
      onOk: () =>
        remove.mutateAsync(ids).then(
          () => {
            void message.success(text(messages.removed));
            setSelected((keys) => keys.filter((k) => !ids.includes(k)));
          },
          () => undefined, // shown by lib/http
        ),
    });

  const batchRemove = () => {
    if (selected.length === 0) void message.warning(text(messages.selectOne));
    else confirmRemove(selected);
  };

  const columns = buildColumns(def, text, t, {
    view: allowed(codes.view) ? (row) => setDialog({ mode: 'view', row }) : undefined,
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
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <Space className="crud-toolbar">
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => setDialog({ mode: 'add' })}>
            {t('crud.add')}
          </Button>
        )}
        {allowed(codes.delete) && (
          <Button danger onClick={batchRemove}>
            {t('crud.batchDelete')}
          </Button>
        )}
      </Space>
      <Table<CrudRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          pageSizeOptions: pageSizes.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('crud.total', { total }),
          onChange: (current, size) => {
            setSelected([]);
            setPaging({ current: size === paging.size ? current : 1, size });
          },
        }}
      />
      {dialog?.mode === 'view' && <ViewDialog def={def} row={dialog.row} onClose={() => setDialog(null)} />}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <FormDialog def={def} mode={dialog.mode} row={dialog.row} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}
