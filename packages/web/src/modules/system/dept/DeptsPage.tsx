import { deptResource, permissionsOf } from '@pharma/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { useCrossTenant, withTenantColumn } from '../../../crud/crossTenant.tsx';
import { ListScreen, useAddAndBatchDelete, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { parentIds } from '../../../crud/treeKeys.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { deptColumns } from './columns.tsx';
import { type DeptForm, DeptFormDialog } from './DeptFormDialog.tsx';
import type { Dept, DeptFilters } from './dept.api.ts';
import { deptTexts } from './dept.texts.ts';
import { useDeptRows, useDeptWrites } from './useDepts.ts';

type Dialog = DeptForm | { mode: 'view'; row: Dept };

const codes = permissionsOf(deptResource);

/** Opened (lazy mode) or closed (search mode) rows, toggled by the table's expand icon. */
const toggled = (prev: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(prev);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * 部门管理 (/system/dept): the tenant's departments as a tree table. Unfiltered, it loads the top level and each
 * department's children when it is opened (dept/lazy-list); a search by 部门名称 / 部门全称 shows dept/list's tree,
 * every match with its ancestors, all open. Add, add child (新增下级, its parent locked), edit, view and delete
 * (one or the selected), each button with its code.
 */
export function DeptsPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();

  const [filters, setFilters] = useState<DeptFilters>({});
  const [selected, setSelected] = useState<string[]>([]);
  // Lazy mode remembers what was opened; search mode opens everything and remembers what was closed.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const searching = Object.keys(filters).length > 0;
  const { rows, loading } = useDeptRows(filters, [...opened]);
  const { remove } = useDeptWrites();
  const confirm = useConfirmAction();
  // The server refuses a department with sub-departments or users in its own words (toasted by lib/http).
  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelected((keep) => keep.filter((id) => !ids.includes(id))),
    });

  const withSelection = useWithSelection(selected);

  const crossing = useCrossTenant(deptResource);
  const own = deptColumns(t, text, {
    view: allowed(codes.view) ? (row) => setDialog({ mode: 'view', row }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ mode: 'edit', row }) : undefined,
    remove: allowed(codes.delete) ? (row) => confirmRemove([row.id]) : undefined,
    addChild: allowed(codes.add)
      ? (row) => setDialog({ mode: 'add', parentId: row.id, tenantId: row.tenantId })
      : undefined,
  });
  const columns = withTenantColumn(own, crossing, text);

  const toolbar = useAddAndBatchDelete(
    allowed(codes.add) ? () => setDialog({ mode: 'add' }) : undefined,
    allowed(codes.delete) ? withSelection(confirmRemove) : undefined,
  );

  return (
    <ListScreen<Dept>
      search={{
        def: deptResource,
        createTime: false,
        onSearch: (next) => {
          setFilters(next as DeptFilters);
          setSelected([]);
          setClosed(new Set());
        },
      }}
      toolbar={toolbar}
      exportOf={{ source: 'dept', filters: filters as Filters }}
      table={{
        columns,
        dataSource: rows,
        loading,
        expandable: {
          expandedRowKeys: searching ? parentIds(rows).filter((id) => !closed.has(id)) : [...opened],
          onExpand: (open, row) =>
            searching
              ? setClosed((prev) => toggled(prev, row.id, !open))
              : setOpened((prev) => toggled(prev, row.id, open)),
        },
        // checkStrictly (antd's default): selecting a department does not select the ones below it.
        rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) },
      }}
    >
      {dialog?.mode === 'view' && (
        <ViewDialog
          def={deptResource}
          row={dialog.row as unknown as CrudRecord}
          render={{
            parentName: (record) => (record.parentName as string | undefined) || text(deptTexts.topLevel),
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <DeptFormDialog form={dialog} onClose={() => setDialog(null)} />
      )}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default DeptsPage;
