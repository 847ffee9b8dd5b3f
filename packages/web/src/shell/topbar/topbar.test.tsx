import {
  type InboxKind,
  type InboxMessage,
  type InboxNotice,
  messageCalls,
  noticeCalls,
  type OssFileRecord,
} from '@pharma/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../test/fakeBackend.ts';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { Providers } from '../../app/Providers.tsx';
import { setLanguage } from '../../i18n/index.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { useSession } from '../stores/session.ts';
import { FullScreen } from './FullScreen.tsx';
import { Notices } from './Notices.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => setLanguage('zh'));
});

/** The notices read the caller's downloads (下载中心): a fake server answers the list and the file. */
const file = (id: string, more: Partial<OssFileRecord>): OssFileRecord => ({
  id,
  kind: 'export',
  source: 'param',
  name: `file-${id}.xlsx`,
  status: 'done',
  total: 10,
  done: 10,
  failed: 0,
  fileSize: 2048,
  createTime: '2026-03-01 10:00:00',
  finishTime: '2026-03-01 10:01:00',
  expireTime: '2026-03-08 10:01:00',
  downloadTime: '',
  error: '',
  ...more,
});
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const page = (records: OssFileRecord[]) => ok({ records, total: records.length, size: 20, current: 1, pages: 1 });
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `watched` answers the watch (every status), `done` the popover's list of finished files. */
function startServer(answers: { watched: () => OssFileRecord[]; done?: () => OssFileRecord[] }) {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
    '/blade-resource/oss-file/list': (c) =>
      c.params?.status === 'done' ? page((answers.done ?? answers.watched)()) : page(answers.watched()),
    '/blade-resource/oss-file/download': () => ({ status: 200, data: new Blob(['PK-xlsx'], { type: xlsxType }) }),
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

/** jsdom has no object URLs and no downloads: the names of the files that would have been saved. */
function keepDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:0');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

async function openNotices() {
  renderApp(<Notices />);
  fireEvent.click(screen.getByTestId('notices'));
  return waitFor(() => {
    const popover = document.querySelector<HTMLElement>('.shell-notices');
    if (!popover) throw new Error('popover not open');
    return popover;
  });
}

describe('notices popover', () => {
  it('opens a 350 px popover with mail, messages and notices tabs, each a 300 px list', async () => {
    const popover = await openNotices();
    // Signed out: nothing is asked, nothing is counted.
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    expect(popover.style.width).toBe('350px');
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['邮件 (0)', '消息 (0)', '通知 (0)']);

    // The first tab is on show, in a 300 px scroll area.
    expect(within(popover).getByText('暂无邮件')).toBeTruthy();
    expect(within(popover).getByTestId('notices-mail').className).toContain('shell-notices-scroll');

    fireEvent.click(within(popover).getByRole('tab', { name: '消息 (0)' }));
    await waitFor(() => expect(within(popover).getByText('暂无消息')).toBeTruthy());
    expect(within(popover).getByTestId('notices-messages').className).toContain('shell-notices-scroll');
    fireEvent.click(within(popover).getByRole('tab', { name: '通知 (0)' }));
    await waitFor(() => expect(within(popover).getByText('暂无通知公告')).toBeTruthy());
    expect(within(popover).getByTestId('notices-notices').className).toContain('shell-notices-scroll');
    const selected = within(popover).getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('通知 (0)');
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    const popover = await openNotices();
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Mail (0)', 'Messages (0)', 'Notices (0)']);
    expect(within(popover).getByText('No mail')).toBeTruthy();
    fireEvent.click(within(popover).getByRole('tab', { name: 'Notices (0)' }));
    await waitFor(() => expect(within(popover).getByText('No notices')).toBeTruthy());
  });
});

describe('notices: the caller’s downloads', () => {
  const ready = file('301', { name: '参数管理.xlsx' });
  const fetched = file('300', { name: '用户管理.xlsx', downloadTime: '2026-03-01 10:02:00' });
  const badge = () => document.querySelector('.ant-badge-count')?.textContent;

  it('lists a finished file not yet downloaded on top of the messages, counts it, and downloads it on a click', async () => {
    useSession.setState({ token: 'token-1' });
    const server = startServer({ watched: () => [ready, fetched] });
    const saved = keepDownloads();
    const popover = await openNotices();
    await waitFor(() => expect(badge()).toBe('1'));
    const messages = within(popover).getByRole('tab', { name: '消息 (1)' });
    fireEvent.click(messages);
    const entry = await within(popover).findByTestId('ready-download-301');
    expect(within(entry).getByText('参数管理.xlsx')).toBeTruthy();
    expect(within(entry).getByText('文件已生成, 点击下载')).toBeTruthy();
    // Downloaded once already: not new, not listed.
    expect(within(popover).queryByText('用户管理.xlsx')).toBeNull();
    // The caller's messages follow (none here).
    expect(within(popover).getByText('暂无消息')).toBeTruthy();
    // The server is asked for the finished files not downloaded yet (fresh=1).
    expect(server.calls('/blade-resource/oss-file/list').find((c) => c.params.fresh === '1')!.params).toEqual({
      fresh: '1',
      current: '1',
      size: '50',
    });

    fireEvent.click(entry);
    await waitFor(() => expect(saved).toEqual(['参数管理.xlsx']));
    expect(server.calls('/blade-resource/oss-file/download')[0]!.params).toEqual({ id: '301' });
  });

  it('announces a download that becomes ready (文件已生成) with 下载, while it watches every 3 s', async () => {
    useSession.setState({ token: 'token-1' });
    let running = true;
    const job = () => file('302', running ? { status: 'running', done: 4 } : { name: '角色管理.xlsx' });
    const server = startServer({ watched: () => [job()] });
    const saved = keepDownloads();
    await openNotices();
    await waitFor(() => expect(server.calls('/blade-resource/oss-file/list').length).toBeGreaterThanOrEqual(2));
    expect(badge()).toBeUndefined();
    running = false;
    const note = await screen.findByText('文件已生成: 角色管理.xlsx', {}, { timeout: 4500 });
    const notice = note.closest('.ant-notification-notice') as HTMLElement;
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(within(notice).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toEqual(['角色管理.xlsx']));
  });

  it('asks nothing while signed out', async () => {
    const server = startServer({ watched: () => [ready] });
    await openNotices();
    expect(badge()).toBeUndefined();
    expect(server.calls('/blade-resource/oss-file/list')).toHaveLength(0);
    expect(server.calls('/blade-desk/notice/inbox')).toHaveLength(0);
    expect(server.calls('/blade-message/inbox/list')).toHaveLength(0);
    expect(server.calls('/blade-message/inbox/unread-count')).toHaveLength(0);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    useSession.setState({ token: 'token-1' });
    startServer({ watched: () => [file('303', { name: 'Parameters.xlsx' })] });
    const popover = await openNotices();
    const messages = await within(popover).findByRole('tab', { name: 'Messages (1)' });
    fireEvent.click(messages);
    const entry = await within(popover).findByTestId('ready-download-303');
    expect(within(entry).getByText('Your file is ready: click to download')).toBeTruthy();
    expect(entry.getAttribute('title')).toBe('Click to download');
  });
});

describe('notices: the caller’s inbox (通知公告)', () => {
  const notice = (id: string, title: string, read: boolean, releaseTime: string): InboxNotice => ({
    id,
    title,
    category: 1,
    categoryName: '发布通知',
    releaseTime,
    content: `<p>${title}: <strong>请各部门知悉</strong></p>`,
    read,
  });
  const badge = () => document.querySelector('.ant-badge-count')?.textContent;

  /** A server holding three released notices, two unread; read and read-all change what it answers next. */
  function startInbox() {
    setHttpHooks({ navigate: vi.fn() });
    const notices = [
      notice('83', '冷链药品储运温度监控升级', false, '2026-03-03 09:00:00'),
      notice('82', '智能采购计划上线试运行', false, '2026-03-02 09:00:00'),
      notice('81', '关于开展 GSP 内审的通知', true, '2026-03-01 09:00:00'),
    ];
    const backend = fakeBackend()
      .on(noticeCalls.inbox, () => ({
        records: notices,
        total: notices.length,
        size: 20,
        current: 1,
        pages: 1,
        unread: notices.filter((n) => !n.read).length,
      }))
      .on(noticeCalls.read, ({ query }) => {
        for (const n of notices) if (query.ids.includes(n.id)) n.read = true;
        return true as const;
      })
      .on(noticeCalls.readAll, () => {
        for (const n of notices) n.read = true;
        return true as const;
      });
    useSession.setState({ token: 'token-1' });
    return backend;
  }

  async function openInboxTab(name: string) {
    const popover = await openNotices();
    const tab = await within(popover).findByRole('tab', { name });
    fireEvent.click(tab);
    return within(popover).findByTestId('notices-notices');
  }

  it('lists the notices, the unread ones marked and counted on the tab and the bell', async () => {
    startInbox();
    const list = await openInboxTab('通知 (2)');
    // No messages or mail, 2 unread notices.
    await waitFor(() => expect(badge()).toBe('2'));
    const entries = await within(list).findAllByTestId(/^inbox-notice-/);
    expect(entries.map((e) => e.textContent)).toEqual([
      '冷链药品储运温度监控升级发布通知未读2026-03-03 09:00:00',
      '智能采购计划上线试运行发布通知未读2026-03-02 09:00:00',
      '关于开展 GSP 内审的通知发布通知2026-03-01 09:00:00',
    ]);
    expect(within(list).getAllByText('未读')).toHaveLength(2);
  });

  it('opens a notice from the tab and marks it read: the tab and the bell count one less', async () => {
    const backend = startInbox();
    const list = await openInboxTab('通知 (2)');
    fireEvent.click(await within(list).findByTestId('inbox-notice-82'));

    const reader = await screen.findByRole('dialog');
    expect(within(reader).getByText('智能采购计划上线试运行')).toBeTruthy();
    expect(within(reader).getByTestId('notice-reader-content').innerHTML).toBe(
      '<p>智能采购计划上线试运行: <strong>请各部门知悉</strong></p>',
    );
    await waitFor(() => expect(backend.asked(noticeCalls.read).map((a) => a.query.ids)).toEqual([['82']]));
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(within(reader).getByRole('button', { name: /关\s*闭/ }));

    // Opened again: one unread left, and a read notice is not marked read twice.
    fireEvent.click(screen.getByTestId('notices'));
    const tab = await screen.findByRole('tab', { name: '通知 (1)' });
    expect(tab).toBeTruthy();
    fireEvent.click(await screen.findByTestId('inbox-notice-81'));
    await screen.findByText('关于开展 GSP 内审的通知', { selector: '.ant-modal-title *' });
    expect(backend.asked(noticeCalls.read)).toHaveLength(1);
  });

  it('marks every notice read with 全部已读', async () => {
    const backend = startInbox();
    const list = await openInboxTab('通知 (2)');
    fireEvent.click(within(list).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(backend.asked(noticeCalls.readAll)).toHaveLength(1));
    await waitFor(() => expect(badge()).toBeUndefined());
    expect(await screen.findByRole('tab', { name: '通知 (0)' })).toBeTruthy();
    expect(within(list).queryByText('未读')).toBeNull();
    expect(within(list).queryByRole('button', { name: '全部已读' })).toBeNull();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startInbox();
    const list = await openInboxTab('Notices (2)');
    expect(within(list).getAllByText('Unread')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  });
});

describe('notices: the caller’s messages and mail (消息中心)', () => {
  const entry = (
    id: string,
    title: string,
    content: string,
    contentFormat: InboxMessage['contentFormat'],
    read: boolean,
  ): InboxMessage => ({
    id,
    msgId: `msg-${id}`,
    title,
    content,
    contentFormat,
    jumpUrl: '',
    read,
    createTime: `2026-03-0${id.slice(-1)} 09:00:00`,
  });
  const badge = () => document.querySelector('.ant-badge-count')?.textContent;

  /**
   * A server holding two unread messages and a read one, and one unread mail; read and read-all change it. Markdown
   * and HTML come as the server answers them: HTML it rendered and sanitised (its tests check what it drops).
   */
  function startMessages() {
    setHttpHooks({ navigate: vi.fn() });
    const inbox: Record<InboxKind, InboxMessage[]> = {
      message: [
        entry(
          '93',
          '采购计划待审批',
          '<p><strong>计划 JH-2099-001</strong> 待您审批</p><ul><li>提交人: 王经理</li><li><a>打开</a></li></ul>',
          'HTML',
          false,
        ),
        entry('92', '库存预警', '阿莫西林胶囊库存低于下限\n请尽快补货', 'TEXT', false),
        entry('91', '欢迎使用', '欢迎使用医药中台', 'TEXT', true),
      ],
      mail: [
        entry(
          '95',
          '合同已签署',
          '<p>合同 <strong>HT-2099-0312</strong> 已签署</p><a href="https://sign.example.cn/HT-2099-0312">点此</a>',
          'HTML',
          false,
        ),
      ],
    };
    const backend = fakeBackend()
      .on(messageCalls.inbox, ({ query }) => ({
        records: inbox[query.kind],
        total: inbox[query.kind].length,
        size: 20,
        current: 1,
        pages: 1,
      }))
      .on(messageCalls.unread, () => ({
        message: inbox.message.filter((m) => !m.read).length,
        mail: inbox.mail.filter((m) => !m.read).length,
      }))
      .on(messageCalls.read, ({ query }) => {
        for (const m of [...inbox.message, ...inbox.mail]) if (query.ids.includes(m.id)) m.read = true;
        return query.ids.length;
      })
      .on(messageCalls.readAll, ({ query }) => {
        for (const m of inbox[query.kind]) m.read = true;
        return inbox[query.kind].length;
      });
    useSession.setState({ token: 'token-1' });
    return backend;
  }

  async function openTab(name: string, testId: string) {
    const popover = await openNotices();
    fireEvent.click(await within(popover).findByRole('tab', { name }));
    return within(popover).findByTestId(testId);
  }

  it('counts the unread messages and mail on their tabs and the bell, and lists them marked', async () => {
    const backend = startMessages();
    const popover = await openNotices();
    await waitFor(() => expect(badge()).toBe('3'));
    expect(
      within(popover)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['邮件 (1)', '消息 (2)', '通知 (0)']);
    fireEvent.click(within(popover).getByRole('tab', { name: '消息 (2)' }));
    const list = await within(popover).findByTestId('notices-messages');
    const entries = await within(list).findAllByTestId(/^inbox-message-/);
    expect(entries.map((e) => e.textContent)).toEqual([
      '采购计划待审批计划 JH-2099-001 待您审批 提交人: 王经理 打开未读2026-03-03 09:00:00',
      '库存预警阿莫西林胶囊库存低于下限 请尽快补货未读2026-03-02 09:00:00',
      '欢迎使用欢迎使用医药中台2026-03-01 09:00:00',
    ]);
    expect(
      backend
        .asked(messageCalls.inbox)
        .map((a) => a.query.kind)
        .sort(),
    ).toEqual(['mail', 'message']);
  });

  it('opens a message, formatted, and marks it read: its tab and the bell count one less', async () => {
    const backend = startMessages();
    const list = await openTab('消息 (2)', 'notices-messages');
    fireEvent.click(await within(list).findByTestId('inbox-message-93'));
    const reader = await screen.findByRole('dialog');
    expect(within(reader).getByText('采购计划待审批')).toBeTruthy();
    expect(within(reader).getByText('2026-03-03 09:00:00')).toBeTruthy();
    const content = within(reader).getByTestId('message-reader-content');
    expect(content.querySelector('strong')?.textContent).toBe('计划 JH-2099-001');
    expect([...content.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['提交人: 王经理', '打开']);
    await waitFor(() => expect(backend.asked(messageCalls.read).map((a) => a.query.ids)).toEqual([['93']]));
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(within(reader).getByRole('button', { name: /关\s*闭/ }));

    fireEvent.click(screen.getByTestId('notices'));
    fireEvent.click(await screen.findByRole('tab', { name: '消息 (1)' }));
    fireEvent.click(await screen.findByTestId('inbox-message-91'));
    await screen.findByText('欢迎使用医药中台', { selector: '[data-testid="message-reader-content"]' });
    // Already read: not marked again.
    expect(backend.asked(messageCalls.read)).toHaveLength(1);
  });

  it('shows a mail’s HTML formatted, with its link', async () => {
    startMessages();
    const list = await openTab('邮件 (1)', 'notices-mail');
    fireEvent.click(await within(list).findByTestId('inbox-mail-95'));
    const content = await screen.findByTestId('message-reader-content');
    expect(content.querySelector('strong')?.textContent).toBe('HT-2099-0312');
    expect(content.querySelector('a')?.textContent).toBe('点此');
    expect(content.querySelector('a')?.getAttribute('href')).toBe('https://sign.example.cn/HT-2099-0312');
    await waitFor(() => expect(badge()).toBe('2'));
  });

  it('marks every mail read with 全部已读, the messages left as they are', async () => {
    const backend = startMessages();
    const list = await openTab('邮件 (1)', 'notices-mail');
    fireEvent.click(await within(list).findByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(backend.asked(messageCalls.readAll).map((a) => a.query.kind)).toEqual(['mail']));
    expect(await screen.findByRole('tab', { name: '邮件 (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '消息 (2)' })).toBeTruthy();
    await waitFor(() => expect(within(list).queryByRole('button', { name: '全部已读' })).toBeNull());
    expect(await screen.findByText('邮件已全部标记为已读')).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('2'));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startMessages();
    const list = await openTab('Messages (2)', 'notices-messages');
    await within(list).findByTestId('inbox-message-93');
    expect(within(list).getAllByText('Unread')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  });
});

describe('full screen', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
  });

  it('is disabled, and says why, where the Fullscreen API is missing', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    render(
      <Providers>
        <FullScreen />
      </Providers>,
    );
    const button = screen.getByTestId('full-screen') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('当前浏览器不支持全屏');
  });

  it('toggles full screen and follows the document, so leaving with Esc updates the icon', async () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    Object.defineProperty(document, 'fullscreenElement', { get: () => element, configurable: true });
    const change = (next: Element | null) => {
      element = next;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    const request = vi.fn(async () => change(document.documentElement));
    const exit = vi.fn(async () => change(null));
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;

    render(
      <Providers>
        <FullScreen />
      </Providers>,
    );
    const button = screen.getByTestId('full-screen');
    expect(button.getAttribute('aria-label')).toBe('全屏');

    await act(async () => fireEvent.click(button));
    expect(request).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('退出全屏');
    expect(button.querySelector('.anticon-fullscreen-exit')).not.toBeNull();

    // The browser leaves full screen by itself (Esc): no click, the button still follows.
    act(() => change(null));
    expect(button.getAttribute('aria-label')).toBe('全屏');
    expect(button.querySelector('.anticon-fullscreen')).not.toBeNull();

    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(button));
    expect(exit).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('全屏');
  });
});
