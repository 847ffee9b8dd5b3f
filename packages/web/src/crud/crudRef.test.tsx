import { channelAuthResource } from '@pharma/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes } from '../../test/dictStub.ts';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { pickOption } from '../../test/pick.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { http, setHttpHooks } from '../lib/http.ts';
import { useSession } from '../shell/stores/session.ts';
import { CrudPage } from './CrudPage.tsx';

/** A generic screen whose fields name rows of other resources (渠道授权: its app and its send channel). */

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const apps = [
  { id: '11', appCode: 'SMART_SUPPLY', appName: '智能采购' },
  { id: '12', appCode: 'WMS', appName: '仓储管理系统' },
];
const channels = [
  { id: '21', channelCode: 'INBOX', channelName: '站内信', channelType: 'INBOX' },
  { id: '22', channelCode: 'MAIL_MAIN', channelName: '企业邮箱', channelType: 'EMAIL' },
];
const grants = [
  { id: '31', appChannelId: '11', sendChannelId: '22', dailyLimit: 0, createTime: '2026-11-26 09:00:00' },
];

function start() {
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c: InternalAxiosRequestConfig) => {
    const dict = dictRoutes[c.url ?? ''];
    if (dict) return dict(c);
    if (c.url === '/blade-message/appchannel/list') return page(apps);
    if (c.url === '/blade-message/sendChannel/list') return page(channels);
    if (c.url === '/blade-message/channelAuth/list') return page(grants);
    if (c.url?.endsWith('/submit')) return ok({ id: '99' });
    return ok(null);
  });
  return (suffix: string) => seen.filter((c) => c.url?.endsWith(suffix));
}

afterEach(cleanup);

describe('CrudPage: reference fields', () => {
  it('shows the referenced rows by name, offers them by name and sends their ids', async () => {
    const calls = start();
    const codes = ['add', 'edit', 'delete', 'view'].map((b) => [`channel_auth_${b}`, true]);
    useSession.setState({ permission: Object.fromEntries(codes) });
    renderApp(<CrudPage def={channelAuthResource} />);
    const row = (await screen.findByText('智能采购')).closest('tr') as HTMLElement;
    expect(within(row).getByText('企业邮箱')).toBeTruthy();
    expect(within(row).queryByText('11')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await pickOption(dialog, '应用渠道', '仓储管理系统');
    await pickOption(dialog, '发送渠道', '站内信');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls('/submit')).toHaveLength(1));
    expect(JSON.parse(calls('/submit')[0]!.data as string)).toMatchObject({ appChannelId: '12', sendChannelId: '21' });
  });
});
