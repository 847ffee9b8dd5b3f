import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allCodes, ok, refuse, rows, showUsers, startServer } from '../../../../test/usersFixture.tsx';
import { setLanguage } from '../../../i18n/index.ts';

/** 张三 registered as a guest through a sign-in provider and waits for 审核通过. */
const pending = [rows[0], { ...rows[1], status: 3 }].map((r) => ({ status: 1, ...r }));
let approvedAlready = false;
const server = (overrides = {}) =>
  startServer({
    '/blade-user/page': () =>
      ok({
        records: approvedAlready ? pending.map((r) => ({ ...r, status: 1 })) : pending,
        total: 2,
        size: 10,
        current: 1,
        pages: 1,
      }),
    ...overrides,
  });

afterEach(() => {
  cleanup();
  approvedAlready = false;
  act(() => setLanguage('zh'));
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const tick = (text: string) => fireEvent.click(within(rowOf(text)).getByRole('checkbox'));

describe('users page: 审核通过 (accounts registered by guests)', () => {
  it('shows 待审核 in the status column, and the button only with user_approve', async () => {
    server();
    await showUsers(allCodes);
    expect(screen.getByRole('columnheader', { name: '账号状态' })).toBeTruthy();
    expect(await within(rowOf('张三')).findByText('待审核')).toBeTruthy();
    expect(within(rowOf('管理员')).getByText('正常')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    cleanup();

    server();
    await showUsers(['user_view', 'user_approve']);
    expect(screen.getByRole('button', { name: '审核通过' })).toBeTruthy();
  });

  it('without a selection it warns 请选择至少一条数据', async () => {
    const api = server();
    await showUsers(['user_approve']);
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(api.calls('/blade-user/approve')).toHaveLength(0);
  });

  it("asks first, approves the selected ids, shows the server's message and reloads the list", async () => {
    const api = server({
      '/blade-user/approve': () => {
        approvedAlready = true;
        return ok(1, '审核通过');
      },
    });
    await showUsers([...allCodes, 'user_approve']);
    tick('张三');
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定审核通过选择的账号?审核通过后这些账号即可登录。')).toBeTruthy();
    expect(api.calls('/blade-user/approve')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls('/blade-user/approve')).toHaveLength(1));
    expect(api.calls('/blade-user/approve')[0]!.params).toEqual({ ids: '2' });
    expect(await screen.findByText('审核通过', { selector: '.ant-message *' })).toBeTruthy();
    await waitFor(() => expect(within(rowOf('张三')).queryByText('待审核')).toBeNull());
    expect(within(rowOf('张三')).getByText('正常')).toBeTruthy();
  });

  it("a refusal (none of them waiting) shows the server's reason", async () => {
    server({ '/blade-user/approve': () => refuse('所选用户没有待审核的账号') });
    const { toast } = await showUsers(['user_view', 'user_approve']);
    tick('管理员');
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('所选用户没有待审核的账号'));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    server();
    await showUsers(['user_view', 'user_approve']);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(await within(rowOf('张三')).findByText('Pending approval')).toBeTruthy();
  });
});
