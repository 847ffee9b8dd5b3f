import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clickRowAction, rowActionNames } from '../../../../test/rowActions.ts';
import { allCodes, refuse, showUsers, startServer } from '../../../../test/usersFixture.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { userModule } from '../index.ts';
import { UsersPage } from './UsersPage.tsx';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

const batchButtons = ['新增', '批量删除', '角色配置', '密码重置', '账号解锁', '导入'];

/** The table's row checkboxes (the first checkbox selects the whole page). */
function selectRows(...indexes: number[]) {
  const boxes = screen.getAllByRole('checkbox');
  for (const i of indexes) fireEvent.click(boxes[i + 1]!);
}

describe('users page: list and department tree', () => {
  it('is the page the registry opens at /system/user, behind the menu', async () => {
    registerModulePages(userModule);
    const entry = findPage('/system/user');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(UsersPage);
  });

  it('lists users with their role and department names, first page of 10, no department filter', async () => {
    const server = startServer();
    await showUsers();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(screen.getByText('普通用户')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    for (const title of [
      '登录账号',
      '用户姓名',
      '用户昵称',
      '手机号码',
      '电子邮箱',
      '所属角色',
      '所属部门',
      '创建时间',
    ]) {
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(server.calls('/blade-user/page')[0]!.params).toEqual({ current: 1, size: 10 });
  });

  it('clicking a department lists its users by deptId; 全部 clears it again', async () => {
    const server = startServer();
    const { container } = await showUsers();
    const tree = container.querySelector('.user-depts') as HTMLElement;
    fireEvent.click(await within(tree).findByText('研发中心'));
    await waitFor(() => expect(server.calls('/blade-user/page')).toHaveLength(2));
    expect(server.calls('/blade-user/page')[1]!.params).toEqual({ deptId: '11', current: 1, size: 10 });

    fireEvent.click(within(tree).getByText('全部'));
    await waitFor(() => expect(server.calls('/blade-user/page')).toHaveLength(3));
    expect(server.calls('/blade-user/page')[2]!.params).toEqual({ current: 1, size: 10 });
  });

  it('searches by account together with the chosen department', async () => {
    const server = startServer();
    const { container } = await showUsers();
    fireEvent.click(await within(container.querySelector('.user-depts') as HTMLElement).findByText('医药集团'));
    fireEvent.change(screen.getByPlaceholderText('请输入登录账号'), { target: { value: ' zhang ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.calls('/blade-user/page')).toHaveLength(3));
    expect(server.calls('/blade-user/page')[2]!.params).toEqual({
      account: 'zhang',
      deptId: '10',
      current: 1,
      size: 10,
    });
  });

  it('a failing department tree shows an empty state and the list still works', async () => {
    startServer({ '/blade-system/dept/tree': () => refuse('部门服务不可用') });
    const { container } = await showUsers();
    const tree = container.querySelector('.user-depts') as HTMLElement;
    expect(await within(tree).findByText('暂无部门')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
  });

  it('an empty department tree shows the empty state too', async () => {
    startServer({ '/blade-system/dept/tree': () => ({ status: 200, data: { code: 200, success: true, data: [] } }) });
    const { container } = await showUsers();
    expect(await within(container.querySelector('.user-depts') as HTMLElement).findByText('暂无部门')).toBeTruthy();
  });
});

describe('users page: permissions and batch actions', () => {
  it('shows each toolbar and row button only with its permission code', async () => {
    startServer();
    await showUsers(['user_view']);
    for (const name of batchButtons) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '平台配置' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '查看' })).toHaveLength(2);
    cleanup();

    await showUsers(['user_role', 'user_unlock']);
    expect(screen.getByRole('button', { name: '角色配置' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '账号解锁' })).toBeTruthy();
    for (const name of ['新增', '批量删除', '密码重置']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    cleanup();

    await showUsers(allCodes);
    for (const name of batchButtons) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '编辑' })).toHaveLength(2);
    // 平台配置 is part of editing a user: it comes with user_edit (a fourth button: in the row's 更多).
    for (const row of [0, 1]) expect(rowActionNames(row)).toEqual(['查看', '编辑', '删除', '平台配置']);
  });

  it.each(['批量删除', '角色配置', '密码重置', '账号解锁'])(
    '%s without a selection warns 请选择至少一条数据',
    async (name) => {
      const server = startServer();
      await showUsers();
      fireEvent.click(screen.getByRole('button', { name }));
      expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(server.seen.filter((c) => c.method === 'post')).toHaveLength(0);
    },
  );

  it('batch delete asks first, then removes the selected ids and says 删除成功', async () => {
    const server = startServer();
    await showUsers();
    selectRows(0, 1);
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将选择数据删除?')).toBeTruthy();
    expect(server.calls('/blade-user/remove')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server.calls('/blade-user/remove')[0]!.params).toEqual({ ids: '1,2' });
    await waitFor(() => expect(server.calls('/blade-user/page').length).toBeGreaterThan(1));
  });

  it("a refused row delete (one's own account) shows the server's reason and no success", async () => {
    const server = startServer({ '/blade-user/remove': () => refuse('不能删除当前登录的账号') });
    const { toast } = await showUsers();
    await clickRowAction(0, '删除');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('不能删除当前登录的账号'));
    expect(server.calls('/blade-user/remove')[0]!.params).toEqual({ ids: '1' });
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('unlock asks first, then posts the selected userIds and says 操作成功!', async () => {
    const server = startServer();
    await showUsers();
    selectRows(1);
    fireEvent.click(screen.getByRole('button', { name: '账号解锁' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定解锁选择的账号?')).toBeTruthy();
    expect(server.calls('/blade-user/unlock')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(server.calls('/blade-user/unlock')[0]!.params).toEqual({ userIds: '2' });
  });

  it('speaks English after the language switch', async () => {
    act(() => setLanguage('en'));
    startServer();
    const { container } = await showUsers();
    expect(screen.getByRole('columnheader', { name: 'Account' })).toBeTruthy();
    for (const name of ['Add', 'Batch delete', 'Assign roles', 'Reset password', 'Unlock', 'Import']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(within(container.querySelector('.user-depts') as HTMLElement).getByText('All')).toBeTruthy();
  });
});
