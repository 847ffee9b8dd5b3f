import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buttonsOf,
  lastDialog,
  ok,
  pageOf,
  type Routes,
  refuse,
  rowOf,
  showPage,
  stubRoutes,
} from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { systemModule } from '../index.ts';
import { SocialPage } from './SocialPage.tsx';

const corp = {
  id: '41',
  source: 'corp',
  name: '集团统一认证',
  category: 1,
  clientId: 'console',
  clientSecret: '******',
  baseUrl: 'https://sso.example.com',
  status: 2,
  categoryName: 'OpenID Connect',
  callbackUrl: 'https://console.example.com/oauth/redirect/corp',
  createTime: '2024-01-01 10:00:00',
};
const github = {
  id: '42',
  source: 'github',
  name: 'GitHub 登录',
  category: 2,
  clientId: 'gh-client',
  clientSecret: '******',
  status: 1,
  categoryName: 'GitHub',
  callbackUrl: 'https://console.example.com/oauth/redirect/github',
  createTime: '2024-01-02 10:00:00',
};
const allCodes = ['social_add', 'social_edit', 'social_delete', 'social_view', 'social_enable', 'social_disable'];

const startServer = (overrides: Routes = {}) =>
  stubRoutes({
    '/blade-auth/social/list': () => pageOf([corp, github]),
    '/blade-auth/social/detail': (c) => ok(c.params?.id === '41' ? corp : github),
    ...overrides,
  });
const showProviders = (codes: readonly string[] = allCodes) => showPage(<SocialPage />, codes, 'GitHub 登录');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('sign-in providers page (第三方登录)', () => {
  it('is the page the registry opens at /system/social, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/system/social');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(SocialPage);
  });

  it('shows whether each provider is on, with 停用 on the enabled one and 启用 on the other, each by its code', async () => {
    startServer();
    await showProviders();
    expect(screen.getByRole('columnheader', { name: '是否启用' })).toBeTruthy();
    expect(await within(rowOf('集团统一认证')).findByText('是')).toBeTruthy();
    expect(within(rowOf('GitHub 登录')).getByText('否')).toBeTruthy();
    expect(buttonsOf('集团统一认证')).toContain('停用');
    expect(buttonsOf('集团统一认证')).not.toContain('启用');
    expect(buttonsOf('GitHub 登录')).toContain('启用');
    expect(buttonsOf('GitHub 登录')).not.toContain('停用');
    cleanup();

    startServer();
    await showProviders(['social_view']);
    expect(buttonsOf('GitHub 登录')).not.toContain('启用');
    expect(buttonsOf('集团统一认证')).not.toContain('停用');
  });

  it('启用 asks first, switches the provider on and reloads the list', async () => {
    const server = startServer();
    await showProviders();
    fireEvent.click(within(rowOf('GitHub 登录')).getByRole('button', { name: '启用' }));
    const confirm = await lastDialog();
    expect(within(confirm).getByText('确定启用该第三方登录?其按钮将出现在本租户的登录页。')).toBeTruthy();
    expect(server.calls('/blade-auth/social/enable')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(server.calls('/blade-auth/social/enable')[0]!.params).toEqual({ id: '42' });
    await waitFor(() => expect(server.calls('/blade-auth/social/list').length).toBeGreaterThan(1));
  });

  it("停用 switches the provider off; a refusal shows the server's reason", async () => {
    const server = startServer({ '/blade-auth/social/disable': () => refuse('数据不存在') });
    const { toast } = await showProviders();
    fireEvent.click(within(rowOf('集团统一认证')).getByRole('button', { name: '停用' }));
    fireEvent.click(within(await lastDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('数据不存在'));
    expect(server.calls('/blade-auth/social/disable')[0]!.params).toEqual({ id: '41' });
  });

  it('查看 and 编辑 show the callback URL to register at the provider, and 编辑 does not send it back', async () => {
    const server = startServer();
    await showProviders();
    fireEvent.click(within(rowOf('集团统一认证')).getByRole('button', { name: '查看' }));
    const view = await lastDialog();
    expect(await within(view).findByText('https://console.example.com/oauth/redirect/corp')).toBeTruthy();
    expect(within(view).getByText('请在第三方平台的应用设置中登记此地址')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

    await clickRowAction(rowOf('GitHub 登录'), '编辑');
    const edit = await lastDialog();
    expect(await within(edit).findByText('https://console.example.com/oauth/redirect/github')).toBeTruthy();
    fireEvent.click(within(edit).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-auth/social/submit')).toHaveLength(1));
    const sent = JSON.parse(server.calls('/blade-auth/social/submit')[0]!.data);
    expect(sent.id).toBe('42');
    expect(sent).not.toHaveProperty('callbackUrl');
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showProviders();
    expect(buttonsOf('集团统一认证')).toContain('Disable');
    expect(buttonsOf('GitHub 登录')).toContain('Enable');
    fireEvent.click(within(rowOf('GitHub 登录')).getByRole('button', { name: 'Enable' }));
    expect(
      await screen.findByText("Enable this provider? Its button will show on the tenant's login page."),
    ).toBeTruthy();
  });
});
