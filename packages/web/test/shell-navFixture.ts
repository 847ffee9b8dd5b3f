import type { MenuNode } from '@pharma/contract';

/** A menu item as GET menu/routes gives it; `meta.i18n` is the code, so known codes read in English too. */
export function menuNode(id: string, code: string, name: string, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    parentId: '0',
    code,
    name,
    alias: 'menu',
    path: `/${code}`,
    source: '',
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
    remark: '',
    meta: { i18n: code },
    ...extra,
  };
}

/**
 * 系统管理 → 参数管理, 岗位管理, 租户管理 (administrators only); 运维 → 日志 (no translation: the server's name is
 * shown in both languages).
 */
export const navMenu: MenuNode[] = [
  menuNode('1', 'system', '系统管理', {
    path: '/system',
    source: 'SettingOutlined',
    children: [
      menuNode('2', 'param', '参数管理', { parentId: '1', path: '/system/param', source: 'ControlOutlined' }),
      menuNode('3', 'post', '岗位管理', { parentId: '1', path: '/system/post' }),
      menuNode('4', 'tenant', '租户管理', {
        parentId: '1',
        path: '/system/tenant',
        meta: { roles: ['administrator'] },
      }),
    ],
  }),
  menuNode('5', 'ops-x', '运维', {
    path: '/ops',
    children: [menuNode('6', 'log-x', '日志', { parentId: '5', path: '/ops/log' })],
  }),
];
