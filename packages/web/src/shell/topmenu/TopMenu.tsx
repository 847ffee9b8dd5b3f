import { AppstoreOutlined } from '@ant-design/icons';
import { defaultLang, type Lang, topMenuCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Menu } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchTopMenus, type TopMenuItem } from '../../api/menu.ts';
import { menuTitle } from '../../i18n/index.ts';
import { useLang, useText } from '../../i18n/useText.ts';
import { callKey } from '../../lib/api.ts';
import { MenuIcon } from '../icons.tsx';
import { filterMenuByRoles, findMenuByRoute } from '../menuTree.ts';
import { rolesOf, useSession } from '../stores/session.ts';
import { useTopMenu } from './store.ts';
import { topMenuTexts } from './texts.ts';
import './topmenu.css';

/** The key of 全部 (antd needs a non-empty key; a top menu's id is digits, so it cannot collide). */
const ALL = 'all';

/**
 * The top menu (Saber's top-menu): the tenant's top menus plus 全部; picking one switches the sidebar to its tree
 * and, when it names a page the user may open, goes there. Hidden when the tenant has no top menus.
 */
export function TopMenu() {
  const text = useText();
  const lang = useLang();
  const navigate = useNavigate();
  const topMenuId = useTopMenu((s) => s.topMenuId);
  const choose = useTopMenu((s) => s.choose);
  // Keyed by its call, so 顶部菜单's saves and deletes (which name it) refresh the top bar at once.
  const { data: topMenus } = useQuery({
    queryKey: callKey(topMenuCalls.topMenu),
    queryFn: fetchTopMenus,
    staleTime: 60_000,
  });

  // A remembered top menu that no longer exists (removed, or another tenant's) falls back to 全部.
  useEffect(() => {
    if (topMenus && topMenuId && !topMenus.some((t) => t.id === topMenuId)) void choose('');
  }, [topMenus, topMenuId, choose]);

  if (!topMenus?.length) return null;

  const pick = (key: string) => {
    const item = topMenus.find((t) => t.id === key);
    void choose(item?.id ?? '');
    if (item?.path && canOpen(item)) navigate(item.path);
  };

  return (
    <Menu
      data-testid="top-menu"
      aria-label={text(topMenuTexts.label)}
      mode="horizontal"
      className="shell-top-menu"
      selectedKeys={[topMenuId || ALL]}
      onClick={({ key }) => pick(key)}
      items={[
        { key: ALL, icon: <AppstoreOutlined />, label: text(topMenuTexts.all) },
        ...topMenus.map((t) => ({
          key: t.id,
          icon: t.source ? <MenuIcon source={t.source} /> : undefined,
          label: topMenuTitle(t, lang),
        })),
      ]}
    />
  );
}

/** Whether a top menu's own path is a page of the user's menu (anything else would end on 404). */
function canOpen(item: TopMenuItem): boolean {
  const { menu, userInfo } = useSession.getState();
  return Boolean(findMenuByRoute(filterMenuByRoles(menu ?? [], rolesOf(userInfo)), item.path));
}

/**
 * A top menu's name: its stored name is the Chinese one (as a menu's is on the server), so Chinese shows it as
 * typed; other languages take the `route.<code>` translation when one exists (a top menu coded like a translated
 * menu, e.g. `system`), else the stored name. Translating in Chinese too would rename a top menu called 系统 to the
 * menu 系统管理 just because the codes match.
 */
export function topMenuTitle(item: Pick<TopMenuItem, 'name' | 'code'>, lang: Lang): string {
  return lang === defaultLang ? item.name : menuTitle(item.name, item.code);
}
