import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { RolesPage } from './RolesPage.tsx';

const role = (id: string, roleName: string) => ({
  id,
  parentId: '0',
  roleName,
  roleAlias: `alias-${id}`,
  sort: 1,
  tenantId: '000000',
  createTime: '2024-01-01 10:00:00',
});
const node = (id: string, title: string, children?: unknown[]) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  ...(children ? { children } : {}),
});
// 系统管理 → 用户管理 (新增用户, 删除用户) and 角色管理 (新增角色).
const menu = [
  node('100', '系统管理', [
    node('101', '用户管理', [node('1011', '新增用户'), node('1012', '删除用户')]),
    node('102', '角色管理', [node('1021', '新增角色')]),
  ]),
];
// The scope trees: scope rows hang under their menu (the same menu may group data and API scopes).
const dataScope = [node('101', '用户管理', [node('9001', '本人可见'), node('9002', '所在机构可见')])];
const apiScope = [node('102', '角色管理', [node('9101', '角色新增接口'), node('9102', '角色删除接口')])];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

let seen: InternalAxiosRequestConfig[];
/** What role-tree-keys answers: by default the server keeps one button with the parents it was sent. */
let heldMenus: string[] = ['100', '101', '1011'];
/** What grant-tree offers besides the menus, and which scopes role-tree-keys says are held. */
let scopes: { dataScope: unknown[]; apiScope: unknown[] } = { dataScope: [], apiScope: [] };
let heldScopes: { dataScope?: string[]; apiScope?: string[] } = { dataScope: [] };
const calls = (path: string) => seen.filter((c) => c.url === path);

async function openGrant(...names: string[]) {
  setHttpHooks({ navigate: vi.fn() });
  seen = stubServer(http, (c) => {
    if (c.url === '/blade-system/role/list') return ok([role('7', '审计员'), role('8', '采购员')]);
    if (c.url === '/blade-system/menu/grant-tree') return ok({ menu, ...scopes });
    // The server keeps the parents it was sent along with the one granted button.
    if (c.url === '/blade-system/menu/role-tree-keys') return ok({ menu: heldMenus, ...heldScopes });
    return ok(null);
  });
  useSession.setState({ permission: { role_grant: true } });
  renderApp(<RolesPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText('采购员');
  for (const name of names) {
    fireEvent.click(within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox'));
  }
  fireEvent.click(screen.getByRole('button', { name: '权限设置' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('角色权限配置')).toBeTruthy();
  await within(dialog).findByText('系统管理');
  return dialog;
}

/** A node's checkbox state as the user sees it (in the tab on show): checked, half (indeterminate) or empty. */
function stateOf(title: string): 'checked' | 'half' | 'empty' {
  const pane = document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
  const row = within(pane).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
  const box = row.querySelector('.ant-tree-checkbox') as HTMLElement;
  if (box.className.includes('ant-tree-checkbox-checked')) return 'checked';
  return box.className.includes('ant-tree-checkbox-indeterminate') ? 'half' : 'empty';
}

/** Opens a folded branch of the tab on show, as a click on its arrow does. */
function unfold(title: string) {
  const pane = document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
  const row = within(pane).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
  fireEvent.click(row.querySelector('.ant-tree-switcher') as HTMLElement);
}

const sentBody = () => JSON.parse(calls('/blade-system/role/grant')[0]!.data);

afterEach(() => {
  cleanup();
  heldMenus = ['100', '101', '1011'];
  scopes = { dataScope: [], apiScope: [] };
  heldScopes = { dataScope: [] };
});

describe('roles page: 权限设置', () => {
  it('pre-checks exactly what one role holds', async () => {
    await openGrant('审计员');
    expect(calls('/blade-system/menu/role-tree-keys')[0]!.params).toEqual({ roleIds: '7' });
    expect(stateOf('新增用户')).toBe('checked');
    expect(stateOf('删除用户')).toBe('empty');
    expect(stateOf('用户管理')).toBe('checked');
    expect(stateOf('系统管理')).toBe('checked');
    expect(stateOf('角色管理')).toBe('empty');
  });

  it('keeps a menu held without its buttons when saving unchanged', async () => {
    heldMenus = ['100', '102'];
    const dialog = await openGrant('审计员');
    expect(stateOf('角色管理')).toBe('checked');
    // 角色管理 holds nothing checked below it: folded until opened.
    expect(within(dialog).queryByText('新增角色')).toBeNull();
    unfold('角色管理');
    expect(stateOf('新增角色')).toBe('empty');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/blade-system/role/grant')).toHaveLength(1));
    expect([...sentBody().menuIds].sort()).toEqual(['100', '102']);
  });

  it('checking a node brings its buttons and parents; unchecking drops its buttons', async () => {
    const dialog = await openGrant('审计员');
    fireEvent.click(within(dialog).getByText('角色管理'));
    unfold('角色管理');
    await waitFor(() => expect(stateOf('新增角色')).toBe('checked'));
    fireEvent.click(within(dialog).getByText('用户管理'));
    await waitFor(() => expect(stateOf('新增用户')).toBe('empty'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/blade-system/role/grant')).toHaveLength(1));
    expect([...sentBody().menuIds].sort()).toEqual(['100', '102', '1021']);
  });

  it('sends the checked keys with their parents and empty scope lists, and says 操作成功!', async () => {
    const dialog = await openGrant('审计员');
    fireEvent.click(within(dialog).getByText('删除用户'));
    await waitFor(() => expect(stateOf('删除用户')).toBe('checked'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const body = sentBody();
    expect(body.roleIds).toEqual(['7']);
    expect([...body.menuIds].sort()).toEqual(['100', '101', '1011', '1012']);
    expect(body.dataScopeIds).toEqual([]);
    expect(body.apiScopeIds).toEqual([]);
  });

  it('several roles start empty (no key lookup); 全选 grants every menu and button to all of them', async () => {
    const dialog = await openGrant('审计员', '采购员');
    expect(calls('/blade-system/menu/role-tree-keys')).toHaveLength(0);
    // Nothing checked: every branch folded.
    expect(within(dialog).queryByText('新增用户')).toBeNull();
    expect(stateOf('系统管理')).toBe('empty');
    fireEvent.click(within(dialog).getByRole('button', { name: '全选' }));
    await waitFor(() => expect(stateOf('系统管理')).toBe('checked'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/blade-system/role/grant')).toHaveLength(1));
    expect(sentBody().roleIds).toEqual(['7', '8']);
    expect([...sentBody().menuIds].sort()).toEqual(['100', '101', '1011', '1012', '102', '1021']);
  });

  it('the three tabs each pre-check what the role holds and save all four lists together', async () => {
    scopes = { dataScope, apiScope };
    heldScopes = { dataScope: ['9001'], apiScope: ['9102'] };
    const dialog = await openGrant('审计员');
    const tab = (name: string) => fireEvent.click(within(dialog).getByRole('tab', { name }));
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['菜单权限', '数据权限', '接口权限']);

    tab('数据权限');
    await waitFor(() => expect(stateOf('本人可见')).toBe('checked'));
    expect(stateOf('所在机构可见')).toBe('empty');
    expect(stateOf('用户管理')).toBe('half');
    fireEvent.click(within(dialog).getByText('所在机构可见'));
    await waitFor(() => expect(stateOf('用户管理')).toBe('checked'));

    tab('接口权限');
    await waitFor(() => expect(stateOf('角色删除接口')).toBe('checked'));
    // Checking the menu checks every scope under it; the menu itself is not a scope and is not sent.
    fireEvent.click(within(document.querySelector('.ant-tabs-tabpane-active') as HTMLElement).getByText('角色管理'));
    await waitFor(() => expect(stateOf('角色新增接口')).toBe('checked'));

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const body = sentBody();
    expect(body.roleIds).toEqual(['7']);
    expect([...body.menuIds].sort()).toEqual(['100', '101', '1011']);
    expect([...body.dataScopeIds].sort()).toEqual(['9001', '9002']);
    expect([...body.apiScopeIds].sort()).toEqual(['9101', '9102']);
  });

  it('清空 on a scope tab drops those scopes only; empty trees say there is nothing to grant', async () => {
    scopes = { dataScope, apiScope: [] };
    heldScopes = { dataScope: ['9001', '9002'] };
    const dialog = await openGrant('审计员');
    fireEvent.click(within(dialog).getByRole('tab', { name: '接口权限' }));
    expect(await within(dialog).findByText('暂无可授权的接口权限')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: '数据权限' }));
    await waitFor(() => expect(stateOf('用户管理')).toBe('checked'));
    const pane = document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
    fireEvent.click(within(pane).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(stateOf('本人可见')).toBe('empty'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/blade-system/role/grant')).toHaveLength(1));
    const body = sentBody();
    expect([...body.menuIds].sort()).toEqual(['100', '101', '1011']);
    expect(body.dataScopeIds).toEqual([]);
    expect(body.apiScopeIds).toEqual([]);
  });

  it('opens folded but for the branches holding checked nodes; the search keeps and opens what matches (issue 35)', async () => {
    heldMenus = ['100', '101', '1011'];
    const dialog = await openGrant('审计员');
    // 系统管理 and 用户管理 hold 新增用户: open. 角色管理 holds nothing checked: its button is out of sight.
    expect(stateOf('新增用户')).toBe('checked');
    expect(within(dialog).getByText('角色管理')).toBeTruthy();
    expect(within(dialog).queryByText('新增角色')).toBeNull();

    const search = within(dialog).getByRole('searchbox', { name: '搜索名称' });
    fireEvent.change(search, { target: { value: '新增角' } });
    await waitFor(() => expect(stateOf('新增角色')).toBe('empty'));
    // Only the match and its branch stay.
    expect(within(dialog).queryByText('用户管理')).toBeNull();
    expect(within(dialog).queryByText('删除用户')).toBeNull();
    // Granting from the search result still cascades as usual, and what the search hid keeps its state.
    fireEvent.click(within(dialog).getByText('新增角色'));
    await waitFor(() => expect(stateOf('新增角色')).toBe('checked'));
    fireEvent.change(search, { target: { value: '没有这个' } });
    expect(await within(dialog).findByText('没有名称匹配的节点')).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(stateOf('新增用户')).toBe('checked'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/blade-system/role/grant')).toHaveLength(1));
    expect([...sentBody().menuIds].sort()).toEqual(['100', '101', '1011', '102', '1021']);
  });
});
