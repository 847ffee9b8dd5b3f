import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickNode, pickOption } from '../../../../test/pick.ts';
import { ok, showUsers, startServer } from '../../../../test/usersFixture.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../shell/stores/session.ts';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

/** md5('123456'), as every BladeX client computes it. */
const md5Of123456 = 'e10adc3949ba59abbe56e057f20f883e';

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

function selectRows(...indexes: number[]) {
  const boxes = screen.getAllByRole('checkbox');
  for (const i of indexes) fireEvent.click(boxes[i + 1]!);
}

const bodyOf = (config: { data?: unknown }) => JSON.parse(String(config.data));

describe('users page: add and edit', () => {
  it('add checks required fields, phone and the password confirmation, then posts the password as typed, as Saber does', async () => {
    const server = startServer({ '/blade-user/submit': () => ok({ id: '9' }) });
    await showUsers();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入登录账号')).toBeTruthy();
    expect(await within(dialog).findByText('请输入用户姓名')).toBeTruthy();
    expect(await within(dialog).findByText('请输入密码')).toBeTruthy();
    // A role and a department, as Saber's form requires (the pickers' placeholders say the same words).
    const errors = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    await waitFor(() => expect(errors()).toEqual(expect.arrayContaining(['请选择所属角色', '请选择所属部门'])));

    type(dialog, '登录账号', 'lisi');
    type(dialog, '用户姓名', '李四');
    type(dialog, '手机号码', '1380000');
    type(dialog, '密码', '123456');
    type(dialog, '确认密码', '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('手机号码长度不为11位')).toBeTruthy();
    expect(await within(dialog).findByText('两次密码输入不一致')).toBeTruthy();
    type(dialog, '手机号码', '12345678901');
    expect(await within(dialog).findByText('手机号码格式不正确')).toBeTruthy();
    expect(server.calls('/blade-user/submit')).toHaveLength(0);

    type(dialog, '手机号码', '13700000003');
    type(dialog, '确认密码', '123456');
    await pickNode(dialog, '所属角色', '普通用户');
    await pickNode(dialog, '所属部门', '研发中心');
    await pickOption(dialog, '所属岗位', '采购专员');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const body = bodyOf(server.calls('/blade-user/submit')[0]!);
    expect(body).toEqual({
      account: 'lisi',
      realName: '李四',
      phone: '13700000003',
      roleId: '4',
      deptId: '11',
      postId: '22',
      password: '123456',
      password2: '123456',
    });
    expect(server.calls('/blade-user/update')).toHaveLength(0);
  });

  it('edit loads the detail, locks the account and posts to update with the id and no password', async () => {
    const server = startServer({ '/blade-user/update': () => ok({ id: '2' }) });
    await showUsers();
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[1]!);
    const dialog = await screen.findByRole('dialog');
    const account = (await within(dialog).findByLabelText('登录账号')) as HTMLInputElement;
    expect(server.calls('/blade-user/detail')[0]!.params).toEqual({ id: '2' });
    expect(account.value).toBe('zhangsan');
    expect(account.disabled).toBe(true);
    expect(within(dialog).queryByLabelText('密码')).toBeNull();
    type(dialog, '用户姓名', '张三丰');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const body = bodyOf(server.calls('/blade-user/update')[0]!);
    expect(body).toMatchObject({ id: '2', realName: '张三丰', roleId: '4', deptId: '11', sex: 2 });
    expect(body).not.toHaveProperty('password');
    expect(server.calls('/blade-user/submit')).toHaveLength(0);
  });
});

describe('users page: roles and passwords', () => {
  it('grant sends the selected userIds and the checked roleIds in the query string', async () => {
    const server = startServer();
    await showUsers();
    selectRows(0, 1);
    fireEvent.click(screen.getByRole('button', { name: '角色配置' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('审计员'));
    fireEvent.click(within(dialog).getByText('普通用户'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const call = server.calls('/blade-user/grant')[0]!;
    expect(call.params).toEqual({ userIds: '1,2', roleIds: '5,4' });
    expect(call.data ?? null).toBeNull(); // the ids travel in the query string, not in a body
  });

  it('grant for one user starts from its roles and refuses an empty choice', async () => {
    const server = startServer();
    await showUsers();
    selectRows(0);
    fireEvent.click(screen.getByRole('button', { name: '角色配置' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('超级管理员')); // user 1 has role 3: this unchecks it
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择角色')).toBeTruthy();
    expect(server.calls('/blade-user/grant')).toHaveLength(0);
  });

  it('a random reset shows the returned password once, with the note, and forgets it on close', async () => {
    const server = startServer({
      '/blade-user/reset-password': () => ok([{ userId: '2', account: 'zhangsan', password: 'Xy7kPq2mRt9w' }]),
    });
    await showUsers();
    selectRows(1);
    fireEvent.click(screen.getByRole('button', { name: '密码重置' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('随机密码')).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('Xy7kPq2mRt9w')).toBeTruthy();
    expect(screen.getByText(/新密码只显示这一次/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
    const call = server.calls('/blade-user/reset-password')[0]!;
    expect(call.params).toEqual({ userIds: '2' });
    expect(bodyOf(call)).toEqual({});

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('Xy7kPq2mRt9w')).toBeNull());
  });

  it('a chosen password is confirmed, sent as md5, and nothing is shown back', async () => {
    const server = startServer({ '/blade-user/reset-password': () => ok([{ userId: '1', account: 'admin' }]) });
    await showUsers();
    selectRows(0);
    fireEvent.click(screen.getByRole('button', { name: '密码重置' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('指定密码'));
    type(dialog, '密码', '123456');
    type(dialog, '确认密码', '12345');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('两次密码输入不一致')).toBeTruthy();
    expect(server.calls('/blade-user/reset-password')).toHaveLength(0);

    type(dialog, '确认密码', '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(bodyOf(server.calls('/blade-user/reset-password')[0]!)).toEqual({ password: md5Of123456 });
    expect(screen.queryByText('新密码')).toBeNull();
  });
});

describe('users page: the platform administrator across tenants', () => {
  const tenants = [
    { id: '20', tenantId: '000000', tenantName: '管理组' },
    { id: '21', tenantId: '100001', tenantName: '华东医药' },
  ];
  const node = (id: string, title: string) => ({ id, parentId: '0', title, key: id, value: id });

  it('shows each user’s tenant and adds a user to the tenant picked, with that tenant’s roles, departments and posts', async () => {
    const server = startServer({
      '/blade-system/tenant/select': () => ok(tenants),
      '/blade-system/role/tree': (c) => ok(c.params?.tenantId === '100001' ? [node('71', '质量专员')] : []),
      '/blade-system/dept/tree': (c) => ok(c.params?.tenantId === '100001' ? [node('81', '质量部')] : []),
      '/blade-system/post/select': (c) =>
        ok(c.params?.tenantId === '100001' ? [{ id: '91', postCode: 'qa', postName: '质量经理', category: 2 }] : []),
      '/blade-user/submit': () => ok({ id: '9' }),
    });
    useSession.setState({ userInfo: { tenant_id: '000000', role_name: 'administrator' } as never });
    await showUsers();
    expect(screen.getByRole('columnheader', { name: '所属租户' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await pickOption(dialog, '所属租户', '华东医药 (100001)');
    type(dialog, '登录账号', 'kt-qa');
    type(dialog, '用户姓名', '质检员');
    type(dialog, '手机号码', '13700000003');
    type(dialog, '密码', 'Kt-qa-2026');
    type(dialog, '确认密码', 'Kt-qa-2026');
    await pickNode(dialog, '所属角色', '质量专员');
    await pickNode(dialog, '所属部门', '质量部');
    await pickOption(dialog, '所属岗位', '质量经理');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(bodyOf(server.calls('/blade-user/submit')[0]!)).toMatchObject({
      tenantId: '100001',
      roleId: '71',
      deptId: '81',
      postId: '91',
    });
    useSession.setState({ userInfo: null });
  });
});
