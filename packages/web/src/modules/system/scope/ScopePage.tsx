import { menuCalls, menuResource, scopeSettingButton } from '@pharma/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { ListScreen, useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { pickColumns } from '../menu/columns.tsx';
import type { Menu } from '../menu/menu.api.ts';
import { useLazyTree } from '../menu/useLazyTree.ts';
import type { ScopeKind } from './kind.ts';
import { ScopeDrawer } from './ScopeDrawer.tsx';

const columnKeys = ['name', 'path', 'source', 'code', 'sort'];

/**
 * 数据权限 / 接口权限: the menus (no buttons) as a lazily loaded tree, searchable by name and code; 权限配置 on a
 * row opens the drawer with that menu's scopes of the kind.
 */
export function ScopePage({ kind }: { kind: ScopeKind }) {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const tree = useLazyTree<Menu>(menuCalls.lazyMenuList);
  const [menu, setMenu] = useState<Menu | null>(null);

  const columns = [
    ...pickColumns(text, columnKeys),
    ...actionsColumn<Menu>(t('crud.actions'), [
      allowed(kind.settingCode) && { key: 'setting', label: text(scopeSettingButton.name), run: setMenu },
    ]),
  ];

  return (
    <ListScreen<Menu>
      search={{ def: menuResource, createTime: false, onSearch: tree.search }}
      table={{
        columns,
        dataSource: tree.rows,
        loading: tree.loading,
        expandable: { expandedRowKeys: tree.expandedRowKeys, onExpand: tree.onExpand },
      }}
    >
      {menu && <ScopeDrawer kind={kind} menu={menu} onClose={() => setMenu(null)} />}
    </ListScreen>
  );
}
