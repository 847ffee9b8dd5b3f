import type { MenuNode } from '@pharma/contract';
import { App, Layout, Menu, type MenuProps } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from './icons.tsx';
import { ancestorsOf, filterMenuByRoles, nodeTitle, routeOf } from './menuTree.ts';
import { rolesOf, useSession } from './stores/session.ts';
import { useUi } from './stores/ui.ts';

/** The phone's sliding menu: only phones use antd's Drawer here, so it loads there alone (4.9 kB gzip, issue 37). */
const Drawer = lazy(() => import('antd/es/drawer'));

import { sideTree, useTopMenu } from './topmenu/store.ts';

type Item = Required<MenuProps>['items'][number];

/** Leaves are keyed by the route they open (so the current path selects them), parents by id. */
function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children?.length
      ? {
          key: `menu:${node.id}`,
          icon: <MenuIcon source={node.source} />,
          label: <Label text={nodeTitle(node)} />,
          children: toItems(node.children),
        }
      : { key: routeOf(node), icon: <MenuIcon source={node.source} />, label: <Label text={nodeTitle(node)} /> },
  );
}

/** A menu label; one too long for the sidebar still reads whole in its tooltip (the browser's title). */
function Label({ text }: { text: string }) {
  return <span title={text}>{text}</span>;
}

/** Where a given password is changed; the guard keeps a user there until it is (app/guard.ts). */
const passwordPage = '/info/index';

/**
 * The sidebar's width: English labels are about half as long again as Chinese ones ("Purchase contracts" was cut
 * to "Purchase contr…" at 220 px, issue 35), so the English sidebar is wider.
 */
export const sidebarWidth = (lang: string) => (lang.startsWith('en') ? 256 : 220);

/**
 * The collapsible side menu: the tree of the top menu picked in the top bar (the whole menu for 全部), after the
 * role filter. Dark is only the default look: themes restyle it from outside, through `.shell-sider` and the
 * `.shell-menu` inside it, so neither carries inline colours.
 *
 * Below 768 px (screen class 0) there is no room beside the page: the menu is a drawer over it instead, open while
 * the sidebar is not collapsed (the top bar's toggle opens it), closed again by a pick, the mask or Esc.
 */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t, i18n } = useTranslation(); // re-renders the labels when the language changes
  const { message } = App.useApp();
  const width = sidebarWidth(i18n.language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useSession((s) => s.menu);
  const userInfo = useSession((s) => s.userInfo);
  const topMenuId = useTopMenu((s) => s.topMenuId);
  const sideMenu = useTopMenu((s) => s.sideMenu);
  const sideFor = useTopMenu((s) => s.sideFor);
  const drawer = useUi((s) => s.screen === 0);
  const setCollapsed = useUi((s) => s.setCollapsed);
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

  // In the drawer the menu is never folded to icons: the drawer itself comes and goes.
  const folded = collapsed && !drawer;
  const content = (
    <>
      <div className="shell-logo">{folded ? 'P' : t('app.short')}</div>
      <Menu
        theme="dark"
        mode="inline"
        className="shell-menu"
        items={toItems(visible)}
        selectedKeys={[pathname]}
        {...(folded ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => {
          // A pick closes the drawer, the page it opens included (navigating there collapses it too, useScreenWatch).
          if (drawer) setCollapsed(true);
          // A given password is changed first: say so rather than let the guard bring the user back in silence.
          if (useSession.getState().userInfo?.must_change_password === true && key !== passwordPage) {
            void message.warning(t('shell.changePasswordFirst'));
            navigate(passwordPage);
            return;
          }
          navigate(key);
        }}
      />
    </>
  );

  if (drawer) {
    return (
      <Suspense fallback={null}>
        <Drawer
          open={!collapsed}
          onClose={() => setCollapsed(true)}
          placement="left"
          width={width}
          closable={false}
          rootClassName="shell-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <div className="shell-sider shell-sider-drawer" data-testid="sidebar">
            {content}
          </div>
        </Drawer>
      </Suspense>
    );
  }
  return (
    <Layout.Sider
      data-testid="sidebar"
      collapsible
      trigger={null}
      collapsed={collapsed}
      width={width}
      className="shell-sider"
    >
      {content}
    </Layout.Sider>
  );
}
