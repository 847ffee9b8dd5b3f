import type { TokenReply } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { HttpError, http, setHttpHooks } from '../../lib/http.ts';
import { setStore } from '../../lib/storage.ts';
import { useSession } from '../stores/session.ts';
import { installErrorCapture } from './capture.ts';
import { ErrorLogButton } from './ErrorLogButton.tsx';
import { appendErrorLog, appendTo, clearErrorLog, maxEntries, redact, toEntry, useErrorLog } from './errorLog.ts';

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功!' } });
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiMSJ9.c2lnbmF0dXJl';

let seen: InternalAxiosRequestConfig[];

beforeEach(() => {
  clearErrorLog();
  setHttpHooks({ navigate: vi.fn() });
  seen = stubServer(http, () => ok(1));
});
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem('pharma-logsList') ?? 'null');

describe('the local error log', () => {
  it('appends entries with url, time, type, message, stack and info, and keeps them in storage logsList', () => {
    appendErrorLog({ type: 'TypeError', message: 'x is undefined', stack: 'at f (a.js:1:2)', info: 'render' });
    const [entry] = useErrorLog.getState().entries;
    expect(entry).toMatchObject({ type: 'TypeError', message: 'x is undefined', stack: 'at f (a.js:1:2)' });
    expect(entry!.url).toBe(window.location.href);
    expect(Math.abs(entry!.at - Date.now())).toBeLessThan(5000);
    expect(stored()).toMatchObject({ dataType: 'object', content: [{ message: 'x is undefined' }] });
  });

  it(`keeps only the newest ${maxEntries} entries`, () => {
    let list = [toEntry({ type: 'Error', message: 'first' })];
    for (let i = 1; i <= maxEntries; i++) list = appendTo(list, toEntry({ type: 'Error', message: `m${i}` }));
    expect(list).toHaveLength(maxEntries);
    expect(list[0]!.message).toBe('m1');
    expect(list.at(-1)!.message).toBe(`m${maxEntries}`);
  });

  it('never keeps a token or a password: headers, JWTs, query and JSON values are masked', () => {
    expect(redact(`Request failed; Blade-Auth: bearer ${jwt}`)).toBe('Request failed; Blade-Auth: ***');
    expect(redact(`{"Blade-Auth":"bearer ${jwt}"}`)).toBe('{"Blade-Auth":"***"}');
    expect(redact(`token ${jwt} expired`)).toBe('token *** expired');
    expect(redact('http://h/login?access_token=abc.def&tab=1&refresh_token=zzz')).toBe(
      'http://h/login?access_token=***&tab=1&refresh_token=***',
    );
    expect(redact('body {"account":"admin","password":"s3cret"}')).toBe('body {"account":"admin","password":"***"}');
    expect(redact('http://h/oauth/callback?code=abc&state=1')).toBe('http://h/oauth/callback?code=***&state=1');
    // Ordinary text stays as it is.
    expect(redact('Cannot read properties of undefined (reading "code")')).toBe(
      'Cannot read properties of undefined (reading "code")',
    );
    appendErrorLog({ type: 'Error', message: `401 with bearer ${jwt}`, url: `http://h/x?token=${jwt}` });
    expect(JSON.stringify(stored())).not.toContain(jwt);
  });

  it('window errors and unhandled rejections are appended; toasted server replies (HttpError) are not', () => {
    const uninstall = installErrorCapture(window);
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('journey boom'), message: 'journey boom' }));
      const rejection = (reason: unknown) => {
        const event = new Event('unhandledrejection');
        Object.assign(event, { reason });
        window.dispatchEvent(event);
      };
      rejection(new Error('async boom'));
      rejection(new HttpError('参数错误', 400, {} as never));
      window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered' }));
    } finally {
      uninstall();
    }
    const entries = useErrorLog.getState().entries;
    expect(entries.map((e) => e.message)).toEqual(['journey boom', 'async boom']);
    expect(entries.map((e) => e.type)).toEqual(['TypeError', 'Error']);
    expect(entries[1]!.info).toBe('unhandled promise rejection');
  });
});

describe('the error-log button', () => {
  const badge = () => screen.getByTestId('error-log-badge');

  it('is hidden while the log is empty', () => {
    renderApp(<ErrorLogButton />);
    expect(screen.queryByTestId('error-log')).toBeNull();
  });

  it('shows the count, and 99+ past 99', async () => {
    for (let i = 0; i < 3; i++) appendErrorLog({ type: 'Error', message: `e${i}` });
    renderApp(<ErrorLogButton />);
    expect(badge().querySelector('sup')?.getAttribute('title')).toBe('3');
    act(() => {
      for (let i = 3; i < 150; i++) appendErrorLog({ type: 'Error', message: `e${i}` });
    });
    await waitFor(() => expect(badge().textContent).toBe('99+'));
    expect(screen.getByTestId('error-log').getAttribute('aria-label')).toBe('错误日志 (150)');
  });

  it('lists the entries; 上传服务器 posts them to blade-auth/oauth/logout, then 清空本地日志 empties the log', async () => {
    appendErrorLog({ type: 'TypeError', message: 'first boom', stack: 'at one (a.js:1:1)', info: 'uncaught error' });
    appendErrorLog({ type: 'Error', message: 'second boom', stack: 'at two (b.js:2:2)' });
    renderApp(<ErrorLogButton />);
    fireEvent.click(screen.getByTestId('error-log'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('first boom')).toBeTruthy();
    expect(within(dialog).getByText('second boom')).toBeTruthy();
    for (const title of ['地址', '时间', '类型', '内容', '错误堆栈', '信息']) {
      expect(within(dialog).getByText(title)).toBeTruthy();
    }
    // The stack is in the expanded row.
    fireEvent.click(within(dialog).getAllByRole('button', { name: /展开行|Expand row/ })[0]!);
    await within(dialog).findByText(/at two \(b\.js:2:2\)/);

    fireEvent.click(within(dialog).getByRole('button', { name: /上传服务器/ }));
    await screen.findByText('确定上传本地日志到服务器?');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('发送成功!');
    const upload = seen.find((c) => c.url === '/blade-auth/oauth/logout')!;
    expect(upload.method).toBe('post');
    const body = JSON.parse(upload.data as string);
    expect(body).toHaveLength(2);
    expect(body[0]).toEqual({
      url: window.location.href,
      time: expect.any(String),
      type: 'TypeError',
      message: 'first boom',
      stack: 'at one (a.js:1:1)',
      info: 'uncaught error',
    });
    // Sent entries leave the local log (the server has them now): the badge goes away.
    await waitFor(() => expect(screen.queryByTestId('error-log')).toBeNull());
    expect(useErrorLog.getState().entries).toEqual([]);

    appendErrorLog({ type: 'Error', message: 'third boom' });
    fireEvent.click(await screen.findByTestId('error-log'));
    fireEvent.click(await screen.findByRole('button', { name: /清空本地日志/ }));
    await screen.findByText('确定清空本地日志记录?');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await screen.findByText('清空成功!');
    await waitFor(() => expect(screen.queryByTestId('error-log')).toBeNull());
    expect(stored()?.content).toEqual([]);
  });

  it('a failed upload keeps the log', async () => {
    stubServer(http, () => 'network');
    appendErrorLog({ type: 'Error', message: 'kept boom' });
    renderApp(<ErrorLogButton />);
    fireEvent.click(screen.getByTestId('error-log'));
    fireEvent.click(await screen.findByRole('button', { name: /上传服务器/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await screen.findByText('上传失败,请稍后重试');
    expect(useErrorLog.getState().entries.map((e) => e.message)).toEqual(['kept boom']);
  });
});

describe('the times of the error log', () => {
  // 01:02:03 UTC: 09:02:03 in Shanghai, 20:02:03 the day before in New York. The browser is in at most one of them,
  // so whichever zone it is in, a time written in the browser's zone fails one of the two.
  const at = new Date(Date.UTC(2026, 0, 15, 1, 2, 3));

  it.each([
    ['Asia/Shanghai', '2026-01-15 09:02:03'],
    ['America/New_York', '2026-01-14 20:02:03'],
  ])(
    'are shown and uploaded in the server’s zone (the token reply’s time_zone %s), not the browser’s',
    async (zone, shown) => {
      useSession.setState({ userInfo: { time_zone: zone } as TokenReply });
      useErrorLog.setState({ entries: [toEntry({ type: 'Error', message: 'zoned boom' }, at)] });
      renderApp(<ErrorLogButton />);
      fireEvent.click(screen.getByTestId('error-log'));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(shown)).toBeTruthy();

      fireEvent.click(within(dialog).getByRole('button', { name: /上传服务器/ }));
      fireEvent.click(await screen.findByRole('button', { name: '确定' }));
      await screen.findByText('发送成功!');
      const upload = seen.find((c) => c.url === '/blade-auth/oauth/logout')!;
      expect(JSON.parse(upload.data as string)).toEqual([
        expect.objectContaining({ message: 'zoned boom', time: shown }),
      ]);
    },
  );

  it('reads an entry an earlier console stored with its time as text in the browser’s zone', async () => {
    setStore({
      name: 'logsList',
      content: [
        { id: 'old', url: '/x', time: '2026-01-15 09:02:03', type: 'Error', message: 'old boom', stack: '', info: '' },
      ],
    });
    useErrorLog.setState({ entries: [] });
    appendErrorLog({ type: 'Error', message: 'new boom' });
    const old = useErrorLog.getState().entries.find((e) => e.id === 'old')!;
    expect(old.at).toBe(new Date(2026, 0, 15, 9, 2, 3).getTime());
    expect(old).not.toHaveProperty('time');
  });
});
