import { userListColumns } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clickRowAction, rowActionNames } from '../../../../test/rowActions.ts';
import { allCodes, ok, rows, showUsers, startServer } from '../../../../test/usersFixture.tsx';
import { setLanguage } from '../../../i18n/index.ts';

/** 张三 waits for approval; 管理员 is a leader (是否主管). */
const listed = [
  { ...rows[0], status: 1, isLeader: 1 },
  { ...rows[1], status: 3, isLeader: 0 },
];
let refused = false;
const server = (overrides = {}) =>
  startServer({
    '/blade-user/page': () =>
      ok({ records: refused ? [listed[0]] : listed, total: refused ? 1 : 2, size: 10, current: 1, pages: 1 }),
    ...overrides,
  });

afterEach(() => {
  cleanup();
  refused = false;
  act(() => setLanguage('zh'));
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('users page: 审核拒绝 and 设置主管 (BladeX 4)', () => {
  it('审核拒绝 asks first, refuses the selected ids, and the account leaves the list', async () => {
    const api = server({
      '/blade-user/audit-refuse': () => {
        refused = true;
        return ok(1, '已拒绝');
      },
    });
    await showUsers([...allCodes, 'user_refuse']);
    fireEvent.click(within(rowOf('张三')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '审核拒绝' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定拒绝选择的账号?拒绝后这些账号将被删除,账号名可重新注册。')).toBeTruthy();
    expect(api.calls('/blade-user/audit-refuse')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('/blade-user/audit-refuse')).toHaveLength(1));
    expect(api.calls('/blade-user/audit-refuse')[0]!.params).toEqual({ userIds: '2' });
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
  });

  it('without user_refuse or user_leader there is no 审核拒绝 and no 设置主管', async () => {
    server();
    await showUsers(allCodes);
    expect(screen.queryByRole('button', { name: '审核拒绝' })).toBeNull();
    expect(rowActionNames(rowOf('张三'))).not.toContain('设置主管');
  });

  it('offers 取消主管 on a leader and 设置主管 on anyone else, and sends set-leader for the row', async () => {
    const api = server({ '/blade-user/set-leader': () => ok({ id: '2', isLeader: 1 }, '设置主管成功') });
    await showUsers([...allCodes, 'user_leader']);
    expect(rowActionNames(rowOf('管理员'))).toContain('取消主管');
    expect(rowActionNames(rowOf('管理员'))).not.toContain('设置主管');
    await clickRowAction(rowOf('张三'), '设置主管');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定设置该用户为主管?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('/blade-user/set-leader')).toHaveLength(1));
    expect(api.calls('/blade-user/set-leader')[0]!.params).toEqual({ userId: '2' });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    server();
    await showUsers([...allCodes, 'user_leader', 'user_refuse']);
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeTruthy();
    expect(rowActionNames(rowOf('张三'))).toContain('Set as leader');
    expect(rowActionNames(rowOf('管理员'))).toContain('Remove as leader');
  });

  it('编辑 shows 直属主管 from leader-list and 是否主管, and sends both', async () => {
    const api = server({
      '/blade-user/detail': () => ok({ ...listed[1], leaderId: '1', isLeader: 0 }),
      '/blade-user/leader-list': () =>
        ok([
          { id: '1', account: 'admin', realName: '管理员', name: 'Admin', deptName: '医药集团' },
          { id: '2', account: 'zhangsan', realName: '张三', name: '小张', deptName: '研发中心' },
        ]),
      '/blade-user/update': () => ok({ id: '2' }),
    });
    await showUsers(allCodes);
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    // The chosen leader shows by name; the user being edited is not offered as their own leader.
    expect(await within(dialog).findByText('管理员 (医药集团)')).toBeTruthy();
    expect(within(dialog).queryByText('张三 (研发中心)')).toBeNull();
    const leader = within(dialog).getByRole('switch');
    expect(leader.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(leader);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('/blade-user/update')).toHaveLength(1));
    const body = JSON.parse(String(api.calls('/blade-user/update')[0]!.data));
    expect(body).toMatchObject({ id: '2', leaderId: '1', isLeader: 1 });
  });

  it("shows a tenant's user the columns the export writes for them (userListColumns), in the same order", async () => {
    server();
    await showUsers(allCodes);
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim() ?? '')
      .filter((h) => h && h !== '操作');
    expect(headers).toEqual(userListColumns(false).map((c) => c.label.zh));
  });
});
