import { menuCodes as codes, menuAddChildButton, menuCalls, menuCategory, menuResource } from '@pharma/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { actionsColumn } from '../../../crud/columns.tsx';
import { ListScreen, useAddAndBatchDelete, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { pickColumns } from './columns.tsx';
import { type MenuForm, MenuFormDialog } from './MenuFormDialog.tsx';
import type { Menu } from './menu.api.ts';
import { useLazyTree } from './useLazyTree.ts';
import { useRemoveMenus } from './useRemoveMenus.ts';

type Dialog = MenuForm | { mode: 'view'; row: Menu };

const columnKeys = ['name', 'source', 'code', 'alias', 'path', 'sort', 'category', 'action', 'isOpen'];

/**
 * 菜单管理 (/system/menu): menus and buttons as a tree table whose levels load when opened; a search by name or
 * code shows every match flat. Add / add child (parent locked) / edit / view / delete; after a save the levels
 * it touched reload. Every button follows the user's permission codes.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();

  const tree = useLazyTree<Menu>(menuCalls.lazyList);
  const [selected, setSelected] = useState<Menu[]>([]);
  // The search shown now, for 导出 (the tree keeps its own copy for its calls).
  const [filters, setFilters] = useState<Filters>({});
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const remove = useRemoveMenus((rows) => {
    const ids = rows.map((r) => r.id);
    setSelected((keep) => keep.filter((r) => !ids.includes(r.id)));
    void tree.reload(rows.map((r) => r.parentId));
  });

  const withSelection = useWithSelection(selected);

  const columns = [
    ...pickColumns(text, columnKeys),
    ...actionsColumn<Menu>(
      t('crud.actions'),
      [
        allowed(codes.view) && { key: 'view', label: t('crud.view'), run: (row) => setDialog({ mode: 'view', row }) },
        allowed(codes.edit) && { key: 'edit', label: t('crud.edit'), run: (row) => setDialog({ mode: 'edit', row }) },
        allowed(codes.delete) && { key: 'delete', label: t('crud.delete'), danger: true, run: (row) => remove([row]) },
        allowed(codes.addChild) && {
          key: 'addChild',
          label: text(menuAddChildButton.name),
          // Buttons are leaves: nothing hangs below a button.
          shows: (row: Menu) => row.category !== menuCategory.button,
          run: (row) => setDialog({ mode: 'add', parentId: row.id, locked: true }),
        },
      ],
      260,
    ),
  ];

  const toolbar = useAddAndBatchDelete(
    allowed(codes.add) ? () => setDialog({ mode: 'add' }) : undefined,
    allowed(codes.delete) ? withSelection(remove) : undefined,
  );

  return (
    <ListScreen<Menu>
      search={{
        def: menuResource,
        createTime: false,
        onSearch: (next) => {
          tree.search(next);
          setFilters(next);
          setSelected([]);
        },
      }}
      toolbar={toolbar}
      exportOf={{ source: 'menu', filters }}
      table={{
        columns,
        dataSource: tree.rows,
        loading: tree.loading,
        expandable: { expandedRowKeys: tree.expandedRowKeys, onExpand: tree.onExpand },
        // checkStrictly (antd's default): selecting a menu does not select what lies below it.
        rowSelection: { selectedRowKeys: selected.map((r) => r.id), onChange: (_, rows) => setSelected(rows) },
      }}
    >
      {dialog?.mode === 'view' && (
        <ViewDialog def={menuResource} row={dialog.row as unknown as CrudRecord} onClose={() => setDialog(null)} />
      )}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <MenuFormDialog
          form={dialog}
          onSaved={(parentIds) => {
            void tree.reload(parentIds);
            // A new child is shown at once: its parent opens.
            if (dialog.mode === 'add') for (const id of parentIds) tree.reveal(id);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default MenusPage;
