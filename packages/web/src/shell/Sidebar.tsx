import type { MenuNode } from '@pharma/contract';
import { Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from './icons.tsx';
import { ancestorsOf, filterMenuByRoles, nodeTitle, routeOf } from './menuTree.ts';
import { rolesOf, useSession } from './stores/session.ts';
import { sideTree, useTopMenu } from './topmenu/store.ts';

type Item = Required<MenuProps>['items'][number];

/** Leaves are keyed by the route they open (so the current path selects them), parents by id. */
function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children?.length
      ? {
          key: `menu:${node.id}`,
          icon: <MenuIcon source={node.source} />,
          label: nodeTitle(node),
          children: toItems(node.children),
        }
      : { key: routeOf(node), icon: <MenuIcon source={node.source} />, label: nodeTitle(node) },
  );
}

/**
 * The collapsible side menu: the tree of the top menu picked in the top bar (the whole menu for 全部), after the
 * role filter. Dark is only the default look: themes restyle it from outside, through `.shell-sider` and the
 * `.shell-menu` inside it, so neither carries inline colours.
 */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(); // re-renders the labels when the language changes
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useSession((s) => s.menu);
  const userInfo = useSession((s) => s.userInfo);
  const topMenuId = useTopMenu((s) => s.topMenuId);
  const sideMenu = useTopMenu((s) => s.sideMenu);
  const sideFor = useTopMenu((s) => s.sideFor);
  const visible = useMemo(
    () => filterMenuByRoles(sideTree(menu, { topMenuId, sideMenu, sideFor }), rolesOf(userInfo)),
    [menu, userInfo, topMenuId, sideMenu, sideFor],
  );
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Opening a page (by tab, link or reload) unfolds the submenus above it.
  useEffect(() => {
    const above = ancestorsOf(visible, pathname)?.map((n) => `menu:${n.id}`) ?? [];
    setOpenKeys((keys) => [...new Set([...keys, ...above])]);
  }, [visible, pathname]);

  return (
    <Layout.Sider
      data-testid="sidebar"
      collapsible
      trigger={null}
      collapsed={collapsed}
      width={220}
      className="shell-sider"
    >
      <div className="shell-logo">{collapsed ? 'P' : t('app.short')}</div>
      <Menu
        theme="dark"
        mode="inline"
        className="shell-menu"
        items={toItems(visible)}
        selectedKeys={[pathname]}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => navigate(key)}
      />
    </Layout.Sider>
  );
}
