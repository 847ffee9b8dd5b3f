import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { ok, refuse, showUsers, startServer } from '../../../../test/usersFixture.tsx';
import { setLanguage } from '../../../i18n/index.ts';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

const detail = {
  id: '2',
  userId: '2',
  account: 'zhangsan',
  realName: '张三',
  userType: 2,
  userTypeName: '移动端',
  userExt: '{"skin":"dark"}',
};

async function openPlatform(overrides = {}) {
  const server = startServer({ '/blade-user/platform-detail': () => ok(detail), ...overrides });
  const view = await showUsers();
  await clickRowAction(1, '平台配置');
  const dialog = await screen.findByRole('dialog');
  const ext = (await within(dialog).findByLabelText('用户拓展')) as HTMLTextAreaElement;
  return { server, dialog, ext, ...view };
}

const setExt = (ext: HTMLTextAreaElement, value: string) => fireEvent.change(ext, { target: { value } });

describe('users page: 平台配置', () => {
  it('loads the platform and the extension of the user', async () => {
    const { server, dialog, ext } = await openPlatform();
    expect(server.calls('/blade-user/platform-detail')[0]!.params).toEqual({ id: '2' });
    expect(within(dialog).getByText('zhangsan')).toBeTruthy();
    expect(await within(dialog).findByTitle('移动端')).toBeTruthy();
    expect(JSON.parse(ext.value)).toEqual({ skin: 'dark' });
  });

  it('refuses text that is not a JSON object with 请输入正确的JSON, then saves the platform and the object', async () => {
    const { server, dialog, ext } = await openPlatform();
    for (const bad of ['{skin: dark', '[1, 2]', '"dark"', '']) {
      setExt(ext, bad);
      fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      expect(await within(dialog).findByText('请输入正确的JSON')).toBeTruthy();
    }
    expect(server.calls('/blade-user/update-platform')).toHaveLength(0);

    setExt(ext, '{ "skin": "light", "wxId": 7 }');
    await waitFor(() => expect(within(dialog).queryByText('请输入正确的JSON')).toBeNull());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '用户平台' }));
    fireEvent.click(await screen.findByTitle('其他'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    const call = server.calls('/blade-user/update-platform')[0]!;
    expect(call.params).toEqual({ userId: '2', userType: 3, userExt: '{"skin":"light","wxId":7}' });
    expect(call.data ?? null).toBeNull(); // everything travels in the query string
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a user without an extension starts from {} and can be saved as is', async () => {
    const { server, dialog, ext } = await openPlatform({
      '/blade-user/platform-detail': () => ok({ ...detail, userType: 1, userExt: null }),
    });
    expect(ext.value).toBe('{}');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-user/update-platform')).toHaveLength(1));
    expect(server.calls('/blade-user/update-platform')[0]!.params).toEqual({ userId: '2', userType: 1, userExt: '{}' });
  });

  it("a refused save shows the server's reason and keeps the dialog open", async () => {
    const { dialog, toast } = await openPlatform({ '/blade-user/update-platform': () => refuse('用户不存在') });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('用户不存在'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('操作成功!')).toBeNull();
  });

  it('speaks English, the JSON message included', async () => {
    act(() => setLanguage('en'));
    startServer({ '/blade-user/platform-detail': () => ok(detail) });
    await showUsers();
    await clickRowAction(0, 'Platform settings');
    const dialog = await screen.findByRole('dialog');
    setExt((await within(dialog).findByLabelText('User extension')) as HTMLTextAreaElement, 'nope');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter valid JSON (an object)')).toBeTruthy();
  });
});
