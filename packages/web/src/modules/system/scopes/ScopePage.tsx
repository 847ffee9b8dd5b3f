import { Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { SearchForm } from '../../../crud/SearchForm.tsx';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { type Menu, menuApi } from '../menus/api.ts';
import { pickColumns } from '../menus/columns.tsx';
import { menuSearchDef } from '../menus/defs.ts';
import { useLazyTree } from '../menus/useLazyTree.ts';
import type { ScopeKind } from './kind.ts';
import { ScopeDrawer } from './ScopeDrawer.tsx';
import { scopeTexts } from './texts.ts';
import '../../../crud/crud.css';

const columnKeys = ['name', 'path', 'source', 'code', 'sort'];

/**
 * 数据权限 / 接口权限: the menus (no buttons) as a lazily loaded tree, searchable by name and code; 权限配置 on a
 * row opens the drawer with that menu's scopes of the kind.
 */
export function ScopePage({ kind }: { kind: ScopeKind }) {
  const { t } = useTranslation();
  const text = useText();
  const permission = useSession((s) => s.permission);
  const tree = useLazyTree<Menu>('scope-menu-table', menuApi.lazyMenuList);
  const [menu, setMenu] = useState<Menu | null>(null);

  const columns = [
    ...pickColumns(text, columnKeys),
    ...actionsColumn<Menu>(t('crud.actions'), [
      can(permission, kind.settingCode) && { key: 'setting', label: text(scopeTexts.setting), run: setMenu },
    ]),
  ];

  return (
    <Card className="crud-page">
      <SearchForm def={menuSearchDef} createTime={false} onSearch={tree.search} />
      <Table<Menu>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={tree.rows}
        loading={tree.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ expandedRowKeys: tree.expandedRowKeys, onExpand: tree.onExpand }}
      />
      {menu && <ScopeDrawer kind={kind} menu={menu} onClose={() => setMenu(null)} />}
    </Card>
  );
}
