import {
  type ApiLogRecord,
  apiLogCalls,
  type ErrorLogRecord,
  errorLogListCalls,
  errorLogProbeCall,
  tenantCalls,
  type UsualLogRecord,
  usualLogCalls,
} from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, Refusal } from '../../../test/fakeBackend.ts';
import { pickOption } from '../../../test/pick.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { findPage } from '../../app/pageRegistry.ts';
import { registerModulePages } from '../../app/pages.ts';
import { setLanguage } from '../../i18n/index.ts';
import { bindFeedback } from '../../lib/feedback.ts';
import { setHttpHooks } from '../../lib/http.ts';
import { useSession } from '../../shell/stores/session.ts';
import { useUi } from '../../shell/stores/ui.ts';
import { logModule } from './index.ts';
import { prettyJson } from './LogDetailDrawer.tsx';
import { ApiLogPage, ErrorLogPage, LogListPage, logFiltersOf, UsualLogPage } from './LogListPage.tsx';
import { firstLogPage, lastNumberedPage, logPageAsk, nextPage, numberedPage, previousPage } from './logPaging.ts';

const common = {
  tenantId: '000000',
  serviceId: 'pharma-console',
  serverHost: 'app-1',
  serverIp: '10.0.0.5',
  env: 'prod',
  method: 'POST',
  requestUri: '/api/blade-user/reset-password',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  remoteIp: '192.168.1.20',
  methodClass: 'user',
  methodName: 'resetPassword',
  params: '{"userIds":"12","password":"***"}',
  createBy: 'admin',
  createTime: '2026-11-26 10:00:00',
};
const usual = (id: string, more: Partial<UsualLogRecord> = {}): UsualLogRecord => ({
  ...common,
  id,
  logLevel: 'info',
  logId: 'user.resetPassword',
  logData: `admin 重置了 kt-${id} 的密码`,
  ...more,
});
const api = (id: string, more: Partial<ApiLogRecord> = {}): ApiLogRecord => ({
  ...common,
  id,
  type: '1',
  title: `查询用户 ${id}`,
  time: 42,
  status: 200,
  ...more,
});
const error = (id: string, more: Partial<ErrorLogRecord> = {}): ErrorLogRecord => ({
  ...common,
  id,
  source: 'server',
  errorId: `e${id}abcdef`,
  stackTrace: `TypeError: boom ${id}\n    at resetPassword (user.service.ts:88:13)\n    at handler (routes.ts:12:5)`,
  exceptionName: 'TypeError',
  message: `boom ${id}`,
  lineNumber: 88,
  fileName: 'user.service.ts',
  ...more,
});

const page = <R,>(records: R[], more: { total?: number; next?: string; capped?: boolean; current?: number } = {}) => ({
  records,
  total: more.total ?? records.length,
  size: 10,
  current: more.current ?? 1,
  pages: Math.ceil((more.total ?? records.length) / 10),
  next: more.next ?? '',
  capped: more.capped ?? false,
});

/** Cursors as the server writes them: the time and the id of a page's last row. */
const cursor1 = '1764122400000_101';
const cursor2 = '1764122300000_91';

function startServer() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(usualLogCalls.list, () =>
      page([usual('101', { logLevel: 'warn', logId: 'auth.signInFailed', logData: 'kt-1 登录失败' }), usual('100')]),
    )
    .on(usualLogCalls.detail, ({ query }) => usual(query.id))
    .on(apiLogCalls.list, () => page([api('201', { status: 500, type: '2', time: 1234 }), api('200')]))
    .on(apiLogCalls.detail, ({ query }) => api(query.id))
    .on(errorLogListCalls.list, () => page([error('301', { source: 'browser' }), error('300')]))
    .on(errorLogListCalls.detail, ({ query }) => error(query.id))
    .on(tenantCalls.select, () => [
      { id: '1', tenantId: '000000', tenantName: '平台管理组' },
      { id: '2', tenantId: '318462', tenantName: '华东医药' },
    ]);
}

const allCodes = ['log_usual', 'log_usual_view', 'log_api', 'log_api_view', 'log_error', 'log_error_view'];

async function show(page: React.ReactElement, listed: string, codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(page);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText(listed);
}

const body = () => document.querySelector('.ant-table-tbody') as HTMLElement;
const rowOf = (text: string) => within(body()).getByText(text).closest('tr') as HTMLElement;
const searchForm = () => document.querySelector('.crud-search') as HTMLElement;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const drawer = async () => (await screen.findAllByRole('dialog')).at(-1)!;

afterEach(cleanup);

describe('log pages: the registry', () => {
  it('opens the three logs at their menu paths, behind the menu', async () => {
    registerModulePages(logModule);
    for (const [path, page] of [
      ['/monitor/log/usual', UsualLogPage],
      ['/monitor/log/api', ApiLogPage],
      ['/monitor/log/error', ErrorLogPage],
    ] as const) {
      const entry = findPage(path);
      expect(entry?.requireMenu).toBe(true);
      expect((await entry!.load()).default).toBe(page);
    }
  });
});

describe('log pages: the lists', () => {
  it('通用日志 lists its rows newest first, with the level and the event by name', async () => {
    const server = startServer();
    await show(<UsualLogPage />, 'kt-1 登录失败');
    expect(headers()).toEqual([
      '服务id',
      '服务host',
      '日志级别',
      '事件',
      '日志数据',
      '请求接口',
      '操作人',
      '时间',
      '操作',
    ]);
    const row = rowOf('kt-1 登录失败');
    expect(within(row).getByText('警告')).toBeTruthy();
    expect(within(row).getByText('登录失败')).toBeTruthy();
    expect(within(rowOf('admin 重置了 kt-100 的密码')).getByText('重置密码')).toBeTruthy();
    expect(server.asked(usualLogCalls.list)[0]!.query).toEqual({ size: '10', current: '1' });
  });

  it('接口日志 shows the status as a coloured tag and the time taken', async () => {
    startServer();
    await show(<ApiLogPage />, '查询用户 201');
    expect(headers()).toEqual([
      '日志名',
      '请求方法',
      '请求接口',
      '状态码',
      '耗时(ms)',
      '操作人',
      '操作IP',
      '时间',
      '操作',
    ]);
    const failed = within(rowOf('查询用户 201')).getByText('500');
    expect(failed.closest('.ant-tag')?.className).toMatch(/ant-tag-error/);
    expect(within(rowOf('查询用户 201')).getByText('1234')).toBeTruthy();
    expect(within(rowOf('查询用户 200')).getByText('200').closest('.ant-tag')?.className).toMatch(/ant-tag-success/);
  });

  it('错误日志 shows the error id, the exception, the message and where it came from', async () => {
    startServer();
    await show(<ErrorLogPage />, 'e301abcdef');
    expect(headers()).toEqual(['错误编号', '异常名', '异常信息', '来源', '请求接口', '操作人', '时间', '操作']);
    expect(within(rowOf('e301abcdef')).getByText('浏览器')).toBeTruthy();
    expect(within(rowOf('e300abcdef')).getByText('服务端')).toBeTruthy();
    expect(within(rowOf('e301abcdef')).getByText('boom 301')).toBeTruthy();
  });

  it('offers 查看 only with the log’s _view code', async () => {
    startServer();
    await show(<ErrorLogPage />, 'e301abcdef', ['log_error']);
    expect(within(rowOf('e301abcdef')).queryByRole('button', { name: '查看' })).toBeNull();
    expect(headers()).not.toContain('操作');
  });
});

describe('log pages: the search', () => {
  it('sends the account, the path and the log’s own filters, and starts again on page 1', async () => {
    const server = startServer();
    server.on(usualLogCalls.list, ({ query }) =>
      query.after ? page([usual('90')], { next: '' }) : page([usual('101'), usual('100')], { next: cursor1 }),
    );
    await show(<UsualLogPage />, 'admin 重置了 kt-101 的密码');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('admin 重置了 kt-90 的密码');

    const form = searchForm();
    fireEvent.change(within(form).getByLabelText('操作人'), { target: { value: ' kt-1 ' } });
    fireEvent.change(within(form).getByLabelText('请求接口'), { target: { value: 'oauth/token' } });
    await pickOption(form, '日志级别', '警告');
    await pickOption(form, '事件', '登录失败');
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.asked(usualLogCalls.list)).toHaveLength(3));
    expect(server.asked(usualLogCalls.list)[2]!.query).toEqual({
      createBy: 'kt-1',
      requestUri: 'oauth/token',
      logLevel: 'warn',
      logId: 'auth.signInFailed',
      size: '10',
      current: '1',
    });
    expect(await screen.findByText('admin 重置了 kt-101 的密码')).toBeTruthy();

    // 重置 clears the form and asks the whole log again.
    fireEvent.click(within(form).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(server.asked(usualLogCalls.list).at(-1)!.query).toEqual({ size: '10', current: '1' }));
  });

  it('sends 接口日志’s status and method, and 错误日志’s source and error id', async () => {
    const server = startServer();
    await show(<ApiLogPage />, '查询用户 201');
    let form = searchForm();
    fireEvent.change(within(form).getByLabelText('状态码'), { target: { value: '500' } });
    await pickOption(form, '请求方法', 'POST');
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.asked(apiLogCalls.list)).toHaveLength(2));
    expect(server.asked(apiLogCalls.list)[1]!.query).toMatchObject({ status: '500', method: 'POST' });

    fireEvent.change(within(form).getByLabelText('状态码'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    expect(await screen.findByText('状态码应为 100 到 599 的整数')).toBeTruthy();
    expect(server.asked(apiLogCalls.list)).toHaveLength(2);

    cleanup();
    await show(<ErrorLogPage />, 'e301abcdef');
    form = searchForm();
    await pickOption(form, '来源', '浏览器');
    fireEvent.change(within(form).getByLabelText('错误编号'), { target: { value: 'e301abcdef' } });
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.asked(errorLogListCalls.list)).toHaveLength(2));
    expect(server.asked(errorLogListCalls.list)[1]!.query).toMatchObject({ source: 'browser', errorId: 'e301abcdef' });
  });

  it('turns the time range into createTime_datege and createTime_datelt, and keeps the tenant to the administrator', () => {
    const values = {
      timeRange: [dayjs('2026-11-01 08:00:00'), dayjs('2026-11-02 00:00:00')] as [dayjs.Dayjs, dayjs.Dayjs],
      tenantId: '318462',
      createBy: '  ',
      status: '404',
    };
    expect(logFiltersOf(values, true)).toEqual({
      createTime_datege: '2026-11-01 08:00:00',
      createTime_datelt: '2026-11-02 00:00:00',
      tenantId: '318462',
      status: '404',
    });
    expect(logFiltersOf(values, false)).not.toHaveProperty('tenantId');
    expect(logFiltersOf({ timeRange: [null, dayjs('2026-11-02 00:00:00')] }, false)).toEqual({
      createTime_datelt: '2026-11-02 00:00:00',
    });
  });

  it('offers the tenant filter and column to the platform administrator only, and sends the tenant picked', async () => {
    const server = startServer();
    await show(<UsualLogPage />, 'kt-1 登录失败');
    expect(within(searchForm()).queryByLabelText('所属租户')).toBeNull();
    expect(headers()).not.toContain('租户ID');

    cleanup();
    useSession.setState({ userInfo: { tenant_id: '000000', role_name: 'administrator' } as never });
    await show(<UsualLogPage />, 'kt-1 登录失败');
    expect(headers()).toContain('租户ID');
    const form = searchForm();
    await pickOption(form, '所属租户', '华东医药 (318462)');
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(server.asked(usualLogCalls.list).at(-1)!.query).toMatchObject({ tenantId: '318462' }));
  });

  it('gives the platform administrator 异常自检: the failure shows its error id, and the list is asked again', async () => {
    const server = startServer().on(
      errorLogProbeCall,
      () => new Refusal('服务器异常,请联系管理员(错误编号 ab12cd34ef56)', 500),
    );
    const feedback = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
    useSession.setState({ userInfo: { tenant_id: '000000', role_name: 'administrator' } as never });
    await show(<ErrorLogPage />, 'boom 301');
    bindFeedback(feedback as never);
    const before = server.asked(errorLogListCalls.list).length;
    fireEvent.click(screen.getByRole('button', { name: '异常自检' }));
    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith(expect.stringContaining('ab12cd34ef56')));
    await waitFor(() => expect(server.asked(errorLogListCalls.list).length).toBeGreaterThan(before), { timeout: 2000 });
    cleanup();
    useSession.setState({ userInfo: { tenant_id: '318462', role_name: 'administrator' } as never });
    await show(<ErrorLogPage />, 'boom 301');
    expect(screen.queryByRole('button', { name: '异常自检' })).toBeNull();
  });

  it('shows no tenant filter to a tenant’s own administrator', async () => {
    startServer();
    useSession.setState({ userInfo: { tenant_id: '318462', role_name: 'administrator' } as never });
    await show(<UsualLogPage />, 'kt-1 登录失败');
    expect(within(searchForm()).queryByLabelText('所属租户')).toBeNull();
  });
});

describe('log pages: paging', () => {
  it('shows a capped count as 超过 10,000 条, with page numbers reaching row 10,000 only', async () => {
    const server = startServer();
    server.on(apiLogCalls.list, () => page([api('201')], { total: 10_000, capped: true, next: cursor1 }));
    await show(<ApiLogPage />, '查询用户 201');
    expect(screen.getByText('超过 10,000 条')).toBeTruthy();
    expect(screen.getByTitle('1000')).toBeTruthy();
    expect(screen.queryByTitle('1001')).toBeNull();
  });

  it('shows an exact count as it is', async () => {
    startServer();
    await show(<ApiLogPage />, '查询用户 201');
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
  });

  it('下一页 follows the reply’s next as after, and 上一页 comes back the same way', async () => {
    const server = startServer();
    server.on(errorLogListCalls.list, ({ query }) => {
      if (query.after === cursor2) return page([error('80')], { total: 10_000, capped: true, next: '' });
      if (query.after === cursor1) return page([error('90')], { total: 10_000, capped: true, next: cursor2 });
      return page([error('100')], { total: 10_000, capped: true, next: cursor1 });
    });
    await show(<ErrorLogPage />, 'e100abcdef');
    const asked = () => server.asked(errorLogListCalls.list).map((a) => a.query);

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('e90abcdef')).toBeTruthy();
    expect(asked()[1]).toEqual({ size: '10', after: cursor1 });
    expect(screen.getByText('第 2 页')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('e80abcdef')).toBeTruthy();
    expect(asked()[2]).toEqual({ size: '10', after: cursor2 });
    expect(screen.getByText('第 3 页')).toBeTruthy();
    // The end of the log: no page after it.
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(await screen.findByText('e90abcdef')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ size: '10', after: cursor1 });

    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(await screen.findByText('e100abcdef')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ size: '10', current: '1' });
    // Back on the numbered pages.
    expect(screen.getByTitle('1000')).toBeTruthy();
  });

  it('keeps the cursors as a stack over the numbered pages (pure)', () => {
    const on5 = numberedPage(firstLogPage, 5, 10);
    expect(logPageAsk(on5)).toEqual({ size: 10, current: 5 });
    const walked = nextPage(nextPage(on5, cursor1), cursor2);
    expect(logPageAsk(walked)).toEqual({ size: 10, after: cursor2 });
    expect(logPageAsk(previousPage(walked))).toEqual({ size: 10, after: cursor1 });
    expect(logPageAsk(previousPage(previousPage(walked)))).toEqual({ size: 10, current: 5 });
    expect(logPageAsk(previousPage(on5))).toEqual({ size: 10, current: 4 });
    // A new size starts on page 1; no page number reaches past row 10,000.
    expect(numberedPage(on5, 5, 30)).toEqual({ size: 30, current: 1, cursors: [] });
    expect(numberedPage(on5, 5000, 10).current).toBe(1000);
    expect(lastNumberedPage(30)).toBe(333);
  });
});

describe('log pages: the detail drawer', () => {
  it('shows every field, the parameters as indented JSON and the stack trace', async () => {
    const server = startServer();
    await show(<ErrorLogPage />, 'e301abcdef');
    fireEvent.click(within(rowOf('e300abcdef')).getByRole('button', { name: '查看' }));
    const view = await drawer();
    await waitFor(() => expect(server.asked(errorLogListCalls.detail)[0]!.query).toEqual({ id: '300' }));
    expect(within(view).getByText('日志详情')).toBeTruthy();
    const pres = [...view.querySelectorAll('pre')].map((p) => p.textContent);
    expect(pres).toContain('{\n  "userIds": "12",\n  "password": "***"\n}');
    expect(pres.some((p) => p?.startsWith('TypeError: boom 300\n    at resetPassword'))).toBe(true);
    expect(within(view).getByText(common.userAgent)).toBeTruthy();
    expect(within(view).getByText('user.service.ts')).toBeTruthy();
    expect(within(view).getByText('10.0.0.5')).toBeTruthy();
    // The error id, with its copy button.
    const id = within(view).getByText('e300abcdef');
    expect(id.closest('.ant-typography')?.querySelector('.ant-typography-copy')).toBeTruthy();
  });

  it('shows log data that is not JSON as text, and an API call’s outcome', async () => {
    startServer();
    await show(<UsualLogPage />, 'kt-1 登录失败');
    fireEvent.click(within(rowOf('admin 重置了 kt-100 的密码')).getByRole('button', { name: '查看' }));
    let view = await drawer();
    expect(await within(view).findByText('重置密码 (user.resetPassword)')).toBeTruthy();
    expect(within(view).getAllByText('admin 重置了 kt-100 的密码')[0]!.closest('pre')).toBeNull();

    cleanup();
    await show(<ApiLogPage />, '查询用户 201');
    fireEvent.click(within(rowOf('查询用户 200')).getByRole('button', { name: '查看' }));
    view = await drawer();
    expect(await within(view).findByText('成功')).toBeTruthy();
  });

  it('pretty-prints only what parses as an object or a list', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('[1]')).toBe('[\n  1\n]');
    expect(prettyJson('{not json')).toBeUndefined();
    expect(prettyJson('42')).toBeUndefined();
    expect(prettyJson('')).toBeUndefined();
  });
});

describe('log pages: a phone (375 px)', () => {
  it('scrolls the table sideways with nothing fixed, pages simply, and opens the drawer full width', async () => {
    startServer();
    useUi.setState({ screen: 0 });
    await show(<ApiLogPage />, '查询用户 201');
    expect(document.querySelector('.ant-table-cell-fix-right')).toBeNull();
    expect(document.querySelector('.ant-table-content table')?.getAttribute('style')).toMatch(/width: 1\d{3}px/);
    expect(document.querySelector('.ant-pagination-simple')).toBeTruthy();
    fireEvent.click(within(rowOf('查询用户 201')).getByRole('button', { name: '查看' }));
    await drawer();
    const wrapper = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement;
    expect(wrapper.style.width).toBe('100%');
  });
});

describe('log pages: English', () => {
  it('speaks English: columns, filters, tags, the capped count and the pager', async () => {
    act(() => setLanguage('en'));
    const server = startServer();
    server.on(usualLogCalls.list, () =>
      page([usual('101', { logLevel: 'warn', logId: 'auth.signInFailed' })], {
        total: 10_000,
        capped: true,
        next: cursor1,
      }),
    );
    await show(<LogListPage kind="usual" />, 'Sign-in failed');
    expect(headers()).toEqual([
      'Service',
      'Server host',
      'Level',
      'Event',
      'Details',
      'Path',
      'User',
      'Logged at',
      'Actions',
    ]);
    expect(within(rowOf('Sign-in failed')).getByText('Warning')).toBeTruthy();
    expect(screen.getByText('10,000+ rows')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(within(searchForm()).getByLabelText('Time')).toBeTruthy();
    expect(within(rowOf('Sign-in failed')).getByRole('button', { name: 'View' })).toBeTruthy();

    fireEvent.click(within(rowOf('Sign-in failed')).getByRole('button', { name: 'View' }));
    const view = await drawer();
    expect(within(view).getByText('Log entry')).toBeTruthy();
    expect(within(view).getByText('Parameters')).toBeTruthy();
    expect(await within(view).findByText('Sign-in failed (auth.signInFailed)')).toBeTruthy();
  });
});
