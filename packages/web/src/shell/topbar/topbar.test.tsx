import type { OssFileRecord } from '@pharma/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('shows the count on the badge and opens a 350 px popover with mail, messages and notices tabs', async () => {
    const popover = await openNotices();
    expect(document.querySelector('.ant-badge-count')?.textContent).toBe('12');
    expect(popover.style.width).toBe('350px');
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['邮件 (4)', '消息 (3)', '通知 (5)']);

    // The first tab is on show, in a 300 px scroll area.
    expect(within(popover).getByText('采购合同审批结果')).toBeTruthy();
    expect(within(popover).getByTestId('notices-mail').className).toContain('shell-notices-scroll');

    fireEvent.click(within(popover).getByRole('tab', { name: '消息 (3)' }));
    await waitFor(() => expect(within(popover).getByText('李会计 回复了您')).toBeTruthy());
    fireEvent.click(within(popover).getByRole('tab', { name: '通知 (5)' }));
    await waitFor(() => expect(within(popover).getByText('系统升级通知')).toBeTruthy());
    const selected = within(popover).getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('通知 (5)');
  });

  it('speaks English, sample data included', async () => {
    act(() => setLanguage('en'));
    const popover = await openNotices();
    const tabs = within(popover).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Mail (4)', 'Messages (3)', 'Notices (5)']);
    expect(within(popover).getByText('Purchase contract approved')).toBeTruthy();
    fireEvent.click(within(popover).getByRole('tab', { name: 'Notices (5)' }));
    await waitFor(() => expect(within(popover).getByText('System upgrade')).toBeTruthy());
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
    await waitFor(() => expect(badge()).toBe('13'));
    const messages = within(popover).getByRole('tab', { name: '消息 (4)' });
    fireEvent.click(messages);
    const entry = await within(popover).findByTestId('ready-download-301');
    expect(within(entry).getByText('参数管理.xlsx')).toBeTruthy();
    expect(within(entry).getByText('文件已生成, 点击下载')).toBeTruthy();
    // Downloaded once already: not new, not listed.
    expect(within(popover).queryByText('用户管理.xlsx')).toBeNull();
    // The samples follow.
    expect(within(popover).getByText('李会计 回复了您')).toBeTruthy();
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
    expect(badge()).toBe('12');
    running = false;
    const note = await screen.findByText('文件已生成: 角色管理.xlsx', {}, { timeout: 4500 });
    const notice = note.closest('.ant-notification-notice') as HTMLElement;
    await waitFor(() => expect(badge()).toBe('13'));
    fireEvent.click(within(notice).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toEqual(['角色管理.xlsx']));
  });

  it('asks nothing while signed out', async () => {
    const server = startServer({ watched: () => [ready] });
    await openNotices();
    expect(badge()).toBe('12');
    expect(server.calls('/blade-resource/oss-file/list')).toHaveLength(0);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    useSession.setState({ token: 'token-1' });
    startServer({ watched: () => [file('303', { name: 'Parameters.xlsx' })] });
    const popover = await openNotices();
    const messages = await within(popover).findByRole('tab', { name: 'Messages (4)' });
    fireEvent.click(messages);
    const entry = await within(popover).findByTestId('ready-download-303');
    expect(within(entry).getByText('Your file is ready: click to download')).toBeTruthy();
    expect(entry.getAttribute('title')).toBe('Click to download');
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
