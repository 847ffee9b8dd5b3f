import type { TokenReply } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { md5 } from 'js-md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { bindFeedback } from '../../lib/feedback.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { getStore } from '../../lib/storage.ts';
import { useSession } from '../../shell/stores/session.ts';
import { InfoPage } from './InfoPage.tsx';

/** /info/index against a stub server: the rules run in the browser first, the calls carry what the server needs. */

const ok = (data: unknown, msg = '操作成功'): StubReply => ({
  status: 200,
  data: { code: 200, success: true, data, msg },
});
const refuse = (msg: string): StubReply => ({ status: 400, data: { code: 400, success: false, data: null, msg } });
const me = {
  userId: '7',
  tenantId: '000000',
  account: 'li',
  name: 'xiaoli',
  realName: '李药师',
  avatar: '',
  email: 'li@example.com',
  phone: '13912345678',
};
/** The binding's reply in a tenant with WeCom configured, before any scan. */
const unboundHere = { bound: false, wecomUserId: '', configured: true };
const scanUrl =
  'https://login.work.weixin.qq.com/wwlogin/sso/login?login_type=CorpApp&appid=ww-corp&agentid=1000002' +
  '&redirect_uri=http%3A%2F%2Fconsole.test%2Fapi%2Fblade-user%2FscanBind%2FwxcallBack&state=s-1';
const stored = '/api/blade-resource/oss/file/000000/20260101/0123456789abcdef0123456789abcdef.png';

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    '/blade-user/info': () => ok(me),
    '/blade-user/update-info': (c) => ok({ ...me, ...JSON.parse(String(c.data)) }, '更新成功'),
    '/blade-user/update-password': () => ok(null, '操作成功!'),
    '/blade-resource/oss/endpoint/put-file': () =>
      ok({ link: stored, domain: '', name: stored.slice(30), originalName: 'me.png' }),
    '/blade-user/qywx/login/unbind': () => refuse('未绑定企业微信'),
    '/blade-user/qywx/binding': () => ok(unboundHere),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? refuse('404 没找到请求'));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showInfo() {
  useSession.setState({
    userInfo: { account: 'li', real_name: '李药师', avatar: '', tenant_id: '000000' } as TokenReply,
  });
  const view = renderApp(<InfoPage />);
  // Server refusals are toasted by lib/http: record them (after the providers have bound antd's own message).
  const toast = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  bindFeedback(toast as never);
  await waitFor(() => expect((screen.getByTestId('info-phone') as HTMLInputElement).value).toBe(me.phone));
  return { ...view, toast };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('info-save'));
/** Types the current password, the new one and its confirmation into the password tab. */
const typePasswords = (current: string, next: string, again: string) => {
  type('password-old', current);
  type('password-new', next);
  type('password-new1', again);
};
const fileInput = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (container: HTMLElement, file: File) =>
  fireEvent.change(fileInput(container), { target: { files: [file] } });

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('info page: profile', () => {
  it('shows the profile from blade-user/info in two tabs', async () => {
    startServer();
    await showInfo();
    expect(screen.getByRole('tab', { name: '个人信息' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '修改密码' })).toBeTruthy();
    expect((screen.getByTestId('info-realName') as HTMLInputElement).value).toBe('李药师');
    expect((screen.getByTestId('info-name') as HTMLInputElement).value).toBe('xiaoli');
    expect((screen.getByTestId('info-account') as HTMLInputElement).value).toBe('li');
    expect(screen.getByText('只能上传jpg/png文件,且不超过500kb')).toBeTruthy();
  });

  it('checks the phone in the spec’s order and the email before calling the server', async () => {
    const server = startServer();
    await showInfo();
    for (const [phone, message] of [
      ['', '手机号码不能为空'],
      ['1391234567', '手机号码长度不为11位'],
      ['12912345678', '手机号码格式不正确'],
    ] as const) {
      type('info-phone', phone);
      save();
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type('info-phone', '13812345678');
    type('info-email', 'li@');
    save();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(server.calls('/blade-user/update-info')).toHaveLength(0);
  });

  it('saves, says 更新成功, and the shell’s user (header name and avatar) changes at once', async () => {
    const server = startServer();
    await showInfo();
    type('info-realName', '李主管');
    type('info-phone', '13812345678');
    save();
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const body = JSON.parse(String(server.calls('/blade-user/update-info')[0]!.data));
    expect(body).toEqual({
      realName: '李主管',
      name: 'xiaoli',
      phone: '13812345678',
      email: 'li@example.com',
      avatar: '',
    });
    expect(useSession.getState().userInfo?.real_name).toBe('李主管');
    expect(getStore<TokenReply>({ name: 'userInfo' })?.real_name).toBe('李主管');
  });

  it('refuses a non-jpg/png or a file over 500kb before uploading; uploads a png and saves its link', async () => {
    const server = startServer();
    const { container } = await showInfo();
    choose(container, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('上传头像图片只能是 JPG/PNG 格式!')).toBeTruthy();
    choose(container, new File([new Uint8Array(500 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('上传头像图片大小不能超过 500kb!')).toBeTruthy();
    expect(server.calls('/blade-resource/oss/endpoint/put-file')).toHaveLength(0);

    choose(container, new File([new Uint8Array(500 * 1024)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(server.calls('/blade-resource/oss/endpoint/put-file')).toHaveLength(1));
    const upload = server.calls('/blade-resource/oss/endpoint/put-file')[0]!;
    expect(upload.params).toEqual({ kind: 'avatar' });
    expect((upload.data as FormData).get('file')).toBeInstanceOf(File);
    expect(((await screen.findByTestId('info-avatar-image')) as HTMLImageElement).getAttribute('src')).toBe(stored);

    save();
    expect(await screen.findByText('更新成功')).toBeTruthy();
    expect(JSON.parse(String(server.calls('/blade-user/update-info')[0]!.data)).avatar).toBe(stored);
    expect(useSession.getState().userInfo?.avatar).toBe(stored);
  });

  it('keeps the form when the server refuses, showing its message', async () => {
    startServer({ '/blade-user/update-info': () => refuse('上传头像图片只能是 JPG/PNG 格式!') });
    const { toast } = await showInfo();
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('上传头像图片只能是 JPG/PNG 格式!'));
    expect(useSession.getState().userInfo?.real_name).toBe('李药师');
    expect((screen.getByTestId('info-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the WeCom user it is bound to; unbinds after a confirmation, then shows it unbound', async () => {
    let bound = true;
    const server = startServer({
      '/blade-user/qywx/binding': () => ok({ ...unboundHere, bound, wecomUserId: bound ? 'LiYaoShi' : '' }),
      '/blade-user/qywx/login/unbind': () => {
        if (!bound) return refuse('未绑定企业微信');
        bound = false;
        return ok(null, '解绑成功');
      },
    });
    await showInfo();
    expect((await screen.findByTestId('info-qywx-user')).textContent).toBe('已绑定企业微信用户: LiYaoShi');
    expect(screen.queryByTestId('info-qywx-bind')).toBeNull();
    fireEvent.click(screen.getByTestId('info-qywx-unbind'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定解除企业微信绑定?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('解绑成功')).toBeTruthy();
    expect(server.calls('/blade-user/qywx/login/unbind')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('info-qywx-user').textContent).toBe('未绑定'));
    expect(screen.queryByTestId('info-qywx-unbind')).toBeNull();
    expect(screen.getByTestId('info-qywx-bind')).toBeTruthy();
  });

  it('unbound meanwhile elsewhere: shows the server’s refusal and what holds now', async () => {
    let reads = 0;
    startServer({
      '/blade-user/qywx/binding': () =>
        ok(++reads === 1 ? { ...unboundHere, bound: true, wecomUserId: 'Li' } : unboundHere),
    });
    const { toast } = await showInfo();
    fireEvent.click(await screen.findByTestId('info-qywx-unbind'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('未绑定企业微信'));
    await waitFor(() => expect(screen.getByTestId('info-qywx-user').textContent).toBe('未绑定'));
  });

  it('绑定企业微信 shows WeCom’s scan page as a QR code; the page sees the phone’s scan by itself', async () => {
    let bound = false;
    const server = startServer({
      '/blade-user/qywx/binding': () => ok({ ...unboundHere, bound, wecomUserId: bound ? 'LiYaoShi' : '' }),
      '/blade-user/scanBind/getScanCode': () =>
        ok({ url: scanUrl, state: 's-1', expiresIn: 600, corpId: 'ww-corp', agentId: '1000002' }),
    });
    await showInfo();
    expect((await screen.findByTestId('info-qywx-user')).textContent).toBe('未绑定');
    fireEvent.click(screen.getByTestId('info-qywx-bind'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('绑定企业微信')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('info-qywx-qr').getAttribute('data-url')).toBe(scanUrl));
    expect(screen.getByTestId('info-qywx-qr').querySelector('svg')).toBeTruthy();
    expect(within(dialog).getByText('请使用企业微信扫描二维码,在手机上确认后即完成绑定')).toBeTruthy();
    expect(within(dialog).getByText('二维码 10 分钟内有效,只能使用一次')).toBeTruthy();
    expect(server.calls('/blade-user/scanBind/getScanCode')).toHaveLength(1);

    // The phone scans: the next read of the binding finds it, the dialog closes and says so.
    bound = true;
    expect(await screen.findByText('企业微信绑定成功', undefined, { timeout: 6000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('info-qywx-user').textContent).toBe('已绑定企业微信用户: LiYaoShi'));
    await waitFor(() => expect(screen.queryByTestId('info-qywx-qr')).toBeNull());
  });

  it('in a tenant without WeCom, says so and offers no binding', async () => {
    startServer({ '/blade-user/qywx/binding': () => ok({ ...unboundHere, configured: false }) });
    await showInfo();
    expect(await screen.findByText('当前租户未启用企业微信')).toBeTruthy();
    expect(screen.queryByTestId('info-qywx-bind')).toBeNull();
    expect(screen.queryByTestId('info-qywx-unbind')).toBeNull();
  });

  it('speaks English', async () => {
    startServer();
    act(() => setLanguage('en'));
    await showInfo();
    expect(screen.getByRole('tab', { name: 'Password' })).toBeTruthy();
    expect(screen.getByText('JPG or PNG only, at most 500 kb')).toBeTruthy();
    expect((await screen.findByTestId('info-qywx-bind')).textContent).toBe('Bind enterprise WeChat');
    expect(screen.getByTestId('info-qywx-user').textContent).toBe('Not bound');
    type('info-phone', '');
    save();
    expect(await screen.findByText('The mobile phone number cannot be empty')).toBeTruthy();
    type('info-phone', '139');
    save();
    expect(await screen.findByText('The mobile phone number must have 11 digits')).toBeTruthy();
  });
});

describe('info page: password', () => {
  async function showPassword() {
    const view = await showInfo();
    fireEvent.click(screen.getByRole('tab', { name: '修改密码' }));
    await screen.findByTestId('password-old');
    return view;
  }

  it('asks for all three and that the two new ones match, before calling', async () => {
    const server = startServer();
    await showPassword();
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    expect(await screen.findByText('请输入确认密码')).toBeTruthy();
    typePasswords('old-pw', 'new-pw', 'new-pw-typo');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    expect(server.calls('/blade-user/update-password')).toHaveLength(0);
  });

  it('a password someone else set: opens on this tab, says why, and once changed the console opens', async () => {
    const server = startServer();
    useSession.setState({
      userInfo: { account: 'li', real_name: '李药师', tenant_id: '000000', must_change_password: true } as TokenReply,
    });
    renderApp(<InfoPage />, '/info/index');
    expect((await screen.findByTestId('change-first')).textContent).toContain('请先修改密码');
    expect(screen.getByRole('tab', { name: '修改密码' }).getAttribute('aria-selected')).toBe('true');
    typePasswords('given-pw', 'mine-pw', 'mine-pw');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('修改密码成功')).toBeTruthy();
    expect(server.calls('/blade-user/update-password')).toHaveLength(1);
    await waitFor(() => expect(useSession.getState().userInfo?.must_change_password).toBe(false));
    expect(getStore<TokenReply>({ name: 'userInfo' })?.must_change_password).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('change-first')).toBeNull());
  });

  it('sends the three as md5, says so, and empties the form', async () => {
    const server = startServer();
    await showPassword();
    typePasswords('old-pw', 'new-pw', 'new-pw');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('修改密码成功')).toBeTruthy();
    expect(server.calls('/blade-user/update-password')[0]!.params).toEqual({
      oldPassword: md5('old-pw'),
      newPassword: md5('new-pw'),
      newPassword1: md5('new-pw'),
    });
    expect((screen.getByTestId('password-old') as HTMLInputElement).value).toBe('');
  });
});
