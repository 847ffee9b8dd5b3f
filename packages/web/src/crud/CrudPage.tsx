import { type CallDef, permissionsOf, type ResourceDef } from '@pharma/contract';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import type { CrudRecord } from './api.ts';
import { buildColumns, type RowButton } from './columns.tsx';
import { useCrossTenant, withTenantColumn } from './crossTenant.tsx';
import type { FieldInputs } from './FieldInput.tsx';
import { FormDialog, type FormMode } from './FormDialog.tsx';
import { ListScreen, useAddAndBatchDelete, useAllowed, useWithSelection } from './ListScreen.tsx';
import { usePagedList } from './usePagedList.ts';
import { ViewDialog } from './ViewDialog.tsx';

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
  /** A screen's own add / edit dialog instead of the generic one (e.g. 产品包's menus are picked in a tree). */
  form?: (dialog: { mode: FormMode; row?: CrudRecord; onClose: () => void }) => ReactNode;
  /** `false` leaves out 查看 whatever the codes (screens whose spec has none). */
  view?: boolean;
  /**
   * A screen's own row buttons, before 查看 / 修改 / 删除 (e.g. 灰度发布's 启用 / 停用). Leave out the ones the user
   * may not use; `shows` hides one on the rows it does not apply to.
   */
  rowActions?: RowButton<CrudRecord>[];
  /** `false` leaves out 导出 (screens with nothing worth a file). */
  exportable?: boolean;
  /** A screen's own input for some fields of the add / edit dialog (通知公告's rich-text content). */
  fieldInputs?: FieldInputs;
  /** How 查看 shows some fields (通知公告's content as its formatted text rather than its HTML source). */
  viewRender?: ComponentProps<typeof ViewDialog>['render'];
  /** How the table shows some fields (附件管理's size in B / KB / MB rather than bytes). */
  cellRender?: Partial<Record<string, (record: CrudRecord) => ReactNode>>;
  /** Reads outside the resource's folder that a save or delete changes (顶部菜单's top bar). */
  refreshes?: readonly CallDef[];
}

/**
 * The generic screen of a declared resource: search, table with paging, add / edit / view dialogs, single and
 * batch delete. Buttons follow the user's permission codes (`<name>_add`, `_edit`, `_delete`, `_view`).
 */
export function CrudPage({
  def,
  toolbarExtra,
  form,
  view = true,
  rowActions,
  exportable = true,
  fieldInputs,
  viewRender,
  cellRender,
  refreshes,
}: CrudPageProps) {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const codes = permissionsOf(def);
  const list = usePagedList(def, refreshes);
  const withSelection = useWithSelection(list.selectedIds);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const crossing = useCrossTenant(def);
  const declared = buildColumns(def, text, t, {
    view: view && allowed(codes.view) ? (row) => setDialog({ mode: 'view', row }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ mode: 'edit', row }) : undefined,
    remove: allowed(codes.delete) ? (row) => list.confirmRemove([row.id]) : undefined,
    extra: rowActions,
  });
  const rendered = cellRender
    ? declared.map((column) => {
        const own = cellRender[String(column.key)];
        return own ? { ...column, render: (_: unknown, row: CrudRecord) => own(row) } : column;
      })
    : declared;
  const columns = withTenantColumn(rendered, crossing, text);
  const toolbar = useAddAndBatchDelete(
    allowed(codes.add) ? () => setDialog({ mode: 'add' }) : undefined,
    allowed(codes.delete) ? withSelection(list.confirmRemove) : undefined,
  );

  return (
    <ListScreen<CrudRecord>
      search={{ def, onSearch: list.search }}
      toolbar={toolbar}
      toolbarExtra={toolbarExtra?.({ ids: list.selectedIds, rows: list.selected })}
      exportOf={exportable ? { source: def.name, filters: list.filters } : undefined}
      table={{
        columns,
        dataSource: list.records,
        loading: list.loading,
        rowSelection: list.rowSelection,
        pagination: list.pagination,
      }}
    >
      {dialog?.mode === 'view' && (
        <ViewDialog def={def} row={dialog.row} render={viewRender} onClose={() => setDialog(null)} />
      )}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') &&
        (form ? (
          form({ mode: dialog.mode, row: dialog.row, onClose: () => setDialog(null) })
        ) : (
          <FormDialog
            def={def}
            mode={dialog.mode}
            row={dialog.row}
            fieldInputs={fieldInputs}
            refreshes={refreshes}
            onClose={() => setDialog(null)}
          />
        ))}
    </ListScreen>
  );
}
