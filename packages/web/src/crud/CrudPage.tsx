import { messages, permissionsOf, type ResourceDef } from '@pharma/contract';
import { App, Button, Card, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { can } from '../lib/permission.ts';
import { useSession } from '../shell/stores/session.ts';
import type { CrudRecord, Filters } from './api.ts';
import { buildColumns } from './columns.tsx';
import { FormDialog, type FormMode } from './FormDialog.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useConfirmAction } from './useConfirmAction.ts';
import { useCrudList, useCrudWrites } from './useCrud.ts';
import { usePagination, usePaging } from './usePaging.ts';
import { ViewDialog } from './ViewDialog.tsx';
import './crud.css';

type Dialog = { mode: FormMode; row?: CrudRecord } | { mode: 'view'; row: CrudRecord };

/** The rows ticked in the table (all on the current page: paging and searching clear the selection). */
export interface CrudSelection {
  ids: string[];
  rows: CrudRecord[];
}

export interface CrudPageProps {
  /** The resource declaration from @pharma/contract: fields, API path, permission prefix, labels. */
  def: ResourceDef;
  /**
   * A screen's own toolbar buttons, after 新增 / 批量删除 (e.g. 顶部菜单's 菜单配置). They check their own
   * permission codes and may render their own dialogs.
   */
  toolbarExtra?: (selection: CrudSelection) => ReactNode;
}

/**
 * The generic screen of a declared resource: search, table with paging, add / edit / view dialogs, single and
 * batch delete. Buttons follow the user's permission codes (`<name>_add`, `_edit`, `_delete`, `_view`).
 */
export function CrudPage({ def, toolbarExtra }: CrudPageProps) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const permission = useSession((s) => s.permission);
  const codes = permissionsOf(def);
  const allowed = (code: string) => can(permission, code);

  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useCrudList(def, { ...pager.paging, filters });
  const { remove } = useCrudWrites(def);

  const records = list.data?.records;
  const pagination = usePagination(pager, list.data, () => setSelected([]));
  const confirm = useConfirmAction();

  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelected((keys) => keys.filter((k) => !ids.includes(k))),
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
          <Button danger onClick={batchRemove}>
            {t('crud.batchDelete')}
          </Button>
        )}
        {toolbarExtra?.({ ids: selected, rows: (records ?? []).filter((r) => selected.includes(r.id)) })}
      </Space>
      <Table<CrudRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={pagination}
      />
      {dialog?.mode === 'view' && <ViewDialog def={def} row={dialog.row} onClose={() => setDialog(null)} />}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <FormDialog def={def} mode={dialog.mode} row={dialog.row} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}
