import type { MenuNode } from '@pharma/contract';
import { describe, expect, it } from 'vitest';
import { registerPage } from '../app/pageRegistry.ts';
import { setLanguage } from '../i18n/index.ts';
import { filterMenuByRoles, findMenuByRoute, isExternal, nodeTitle, routeOf, routeTitle } from './menuTree.ts';
import { rolesOf } from './stores/session.ts';

function node(id: string, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    parentId: '0',
    code: id,
    name: id,
    alias: 'menu',
    path: `/${id}`,
    source: '',
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
    remark: '',
    meta: {},
    ...extra,
  };
}

const tree = [
  node('system', {
    children: [
      node('param'),
      node('tenant', { meta: { roles: ['administrator'] } }),
      node('post', { meta: { roles: [] } }),
    ],
  }),
  node('ops', { meta: { roles: ['ops', 'admin'] }, children: [node('log')] }),
];

const codes = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.code, ...codes(n.children ?? [])]);

describe('menu role filter', () => {
  it('shows items without roles and items that list one of the user roles', () => {
    expect(codes(filterMenuByRoles(tree, ['administrator']))).toEqual(['system', 'param', 'tenant', 'post']);
    expect(codes(filterMenuByRoles(tree, ['user', 'admin']))).toEqual(['system', 'param', 'post', 'ops', 'log']);
  });

  it('hides a restricted parent together with its children', () => {
    expect(codes(filterMenuByRoles(tree, []))).toEqual(['system', 'param', 'post']);
  });

  it('reads the role aliases from the comma-joined role_name', () => {
    expect(rolesOf({ role_name: 'admin, user' })).toEqual(['admin', 'user']);
    expect(rolesOf(null)).toEqual([]);
  });
});

describe('menu routes', () => {
  it('opens web addresses and html pages in the iframe route', () => {
    const docs = node('docs', { path: 'https://example.com/doc' });
    expect(isExternal('http://x.y')).toBe(true);
    expect(isExternal('/static/help.html')).toBe(true);
    expect(isExternal('/system/param')).toBe(false);
    expect(routeOf(docs)).toBe('/myiframe/docs');
    expect(findMenuByRoute([node('a', { children: [docs] })], '/myiframe/docs')).toBe(docs);
  });
});

describe('menu names', () => {
  const renamed = { id: '9', parentId: '0', code: 'param', name: '系统参数', path: '/system/param' } as MenuNode;

  it('shows the server name in Chinese (a renamed menu as renamed), the translation in English', () => {
    setLanguage('zh');
    expect(nodeTitle(renamed)).toBe('系统参数');
    expect(routeTitle([renamed], '/system/param', 'x')).toBe('系统参数');
    expect(routeTitle([renamed], '/wel/index', '首页', 'home')).toBe('首页');
    setLanguage('en');
    expect(nodeTitle(renamed)).toBe('Parameters');
    expect(routeTitle([renamed], '/wel/index', '首页', 'home')).toBe('Home');
    expect(nodeTitle({ ...renamed, code: 'tenant_own_menu', name: '自建菜单' })).toBe('自建菜单');
    setLanguage('zh');
  });

  it('titles a page off the menu (a form, a detail) by what its page registered, not by its address', () => {
    registerPage('/work/process/leave/form/:processDefinitionId', async () => ({ default: () => null }), {
      requireMenu: false,
      title: { zh: '请假申请', en: 'Leave request' },
    });
    setLanguage('zh');
    expect(routeTitle([renamed], '/work/process/leave/form/Leave:1:9', '/work/process/leave/form/Leave:1:9')).toBe(
      '请假申请',
    );
    setLanguage('en');
    expect(routeTitle([renamed], '/work/process/leave/form/Leave:1:9', 'x')).toBe('Leave request');
    setLanguage('zh');
  });
});
