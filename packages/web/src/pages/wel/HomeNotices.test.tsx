import { type InboxNotice, noticeCalls, type TokenReply } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../test/fakeBackend.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { setHttpHooks } from '../../lib/http.ts';
import { useSession } from '../../shell/stores/session.ts';
import { HomePage } from './HomePage.tsx';

/** The home page's 通知公告 card, against a fake server holding the caller's inbox. */

const notice = (id: string, title: string, read: boolean): InboxNotice => ({
  id,
  title,
  category: 6,
  categoryName: '其他通知',
  releaseTime: `2026-03-0${id.slice(-1)} 09:00:00`,
  content: `<p>${title}</p><ul><li>请值班人员保持手机畅通</li></ul>`,
  read,
});

function startServer(notices: InboxNotice[]) {
  setHttpHooks({ navigate: vi.fn() });
  const backend = fakeBackend()
    .on(noticeCalls.inbox, () => ({
      records: notices.slice(0, 5),
      total: notices.length,
      size: 5,
      current: 1,
      pages: 1,
      unread: notices.filter((n) => !n.read).length,
    }))
    .on(noticeCalls.read, ({ query }) => {
      for (const n of notices) if (query.ids.includes(n.id)) n.read = true;
      return true as const;
    });
  useSession.setState({
    token: 'token-1',
    userInfo: { tenant_id: '000000', account: 'admin', real_name: '管理员', role_name: 'administrator' } as TokenReply,
  });
  return backend;
}

const card = () => screen.findByTestId('home-notices');

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('home page: 通知公告', () => {
  it('lists the newest notices with their category and time, the unread ones marked', async () => {
    const backend = startServer([
      notice('3', '冷链药品储运温度监控升级', false),
      notice('2', '智能采购计划上线试运行', true),
    ]);
    renderApp(<HomePage />);
    const notices = await card();
    expect(within(notices).getByText('通知公告')).toBeTruthy();
    const first = await within(notices).findByTestId('home-notice-3');
    expect(within(first).getByText('冷链药品储运温度监控升级')).toBeTruthy();
    expect(within(first).getByText('其他通知')).toBeTruthy();
    expect(within(first).getByText('2026-03-03 09:00:00')).toBeTruthy();
    expect(within(first).getByText('未读')).toBeTruthy();
    expect(within(within(notices).getByTestId('home-notice-2')).queryByText('未读')).toBeNull();
    expect(within(notices).getByTestId('home-notices-unread').textContent).toBe('1 条未读');
    expect(backend.asked(noticeCalls.inbox)[0]!.query).toEqual({ current: '1', size: '5' });
  });

  it('opens a notice with its formatted content and marks it read', async () => {
    const backend = startServer([notice('3', '冷链药品储运温度监控升级', false)]);
    renderApp(<HomePage />);
    fireEvent.click(await within(await card()).findByTestId('home-notice-3'));
    const reader = await screen.findByRole('dialog');
    expect(within(reader).getByText('其他通知')).toBeTruthy();
    const content = within(reader).getByTestId('notice-reader-content');
    expect(within(content).getByRole('listitem').textContent).toBe('请值班人员保持手机畅通');
    await waitFor(() => expect(backend.asked(noticeCalls.read).map((a) => a.query.ids)).toEqual([['3']]));
    // The inbox is asked again: the notice reads as read, nothing is left unread.
    const notices = await card();
    await waitFor(() => expect(within(notices).queryByText('未读')).toBeNull());
    expect(within(notices).queryByTestId('home-notices-unread')).toBeNull();
  });

  it('says when there are none, in either language', async () => {
    startServer([]);
    renderApp(<HomePage />);
    expect(await within(await card()).findByText('暂无通知公告')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(await within(await card()).findByText('No notices')).toBeTruthy();
    expect(within(await card()).getByText('Notices')).toBeTruthy();
  });
});
