import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../test/httpStub.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { findPage } from '../../app/pageRegistry.ts';
import { registerModulePages } from '../../app/pages.ts';
import { setLanguage } from '../../i18n/index.ts';
import { bindFeedback } from '../../lib/feedback.ts';
import { http, setHttpHooks } from '../../lib/http.ts';
import { useSession } from '../../shell/stores/session.ts';
import { jobModule } from './index.ts';
import { JobInfoPage } from './JobInfoPage.tsx';
import { JobServerPage } from './JobServerPage.tsx';

const kept = Object.fromEntries(
  [
    'maxInstanceNum',
    'concurrency',
    'instanceTimeLimit',
    'instanceRetryNum',
    'taskRetryNum',
    'minCpuCores',
    'minMemorySpace',
    'minDiskSpace',
    'maxWorkerCount',
    'alertThreshold',
    'statisticWindowLen',
    'silenceWindowLen',
    'logType',
    'logLevel',
  ].map((k) => [k, 0]),
);
const job = (id: string, jobName: string, processorInfo: string, processorName: string, enable: number) => ({
  ...kept,
  id,
  jobId: id,
  jobServerId: '',
  jobServerName: '',
  jobName,
  jobDescription: '',
  jobParams: '{}',
  timeExpressionType: 2,
  timeExpression: '0 30 2 * * ?',
  executeType: 1,
  processorType: 1,
  processorInfo,
  processorName,
  dispatchStrategy: 1,
  enable,
  lifecycle: '',
  designatedWorkers: '',
  notifyUserIds: '',
  extra: '',
  nextFireTime: enable ? '2026-12-03 02:30:00' : '',
  lastFireTime: '',
  createTime: '2026-12-01 10:00:00',
  updateTime: '2026-12-01 10:00:00',
});
const jobs = [
  job('101', '日志保留清理', 'log.retention', '日志保留清理', 1),
  job('102', '消息重试发送', 'message.sweep', '消息重试发送', 0),
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

function startServer() {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
    '/blade-job/job-info/list': () => ok({ records: jobs, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-job/job-info/handlers': () =>
      ok([
        { name: 'log.retention', label: '日志保留清理' },
        { name: 'message.sweep', label: '消息重试发送' },
      ]),
    '/blade-job/job-info/change': (c) => ok({ ...jobs.find((j) => j.id === c.params.id), enable: c.params.enable }),
    '/blade-job/job-info/run': () => ok({ queueJobId: '11111111-1111-4111-8111-111111111111' }),
    '/blade-job/job-info/submit': (c) => ok({ ...jobs[0], ...JSON.parse(String(c.data)), id: '103' }),
    '/blade-job/job-server/list': () =>
      ok({
        records: [
          {
            id: '201',
            jobServerName: 'node-a:4100',
            jobServerUrl: 'http://node-a:8080',
            jobAppName: 'pharma-console',
            jobAppPassword: '',
            jobRemark: '',
            host: 'node-a',
            pid: 4100,
            startTime: '2026-12-01 09:00:00',
            lastHeartbeat: '2026-12-01 10:00:00',
            online: 1,
            createTime: '2026-12-01 09:00:00',
          },
        ],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      }),
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(true));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

const allCodes = ['jobinfo_add', 'jobinfo_edit', 'jobinfo_delete', 'jobinfo_view', 'jobinfo_run', 'jobinfo_sync'];
async function showJobs(codes: readonly string[] = allCodes) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(<JobInfoPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findAllByText('消息重试发送');
}
const rowOf = (id: string) => document.querySelector(`.ant-table-tbody tr[data-row-key="${id}"]`) as HTMLElement;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('任务管理 (/job/jobinfo)', () => {
  it('is the page the registry opens at BladeX’s paths', async () => {
    registerModulePages(jobModule);
    expect((await findPage('/job/jobinfo')!.load()).default).toBe(JobInfoPage);
    expect((await findPage('/job/jobserver')!.load()).default).toBe(JobServerPage);
  });

  it('shows each job’s handler, schedule and next run; the switch pauses an enabled one', async () => {
    const server = startServer();
    await showJobs();
    const row = rowOf('101');
    expect(within(row).getByText('0 30 2 * * ?')).toBeTruthy();
    expect(within(row).getByText('2026-12-03 02:30:00')).toBeTruthy();
    const toggle = within(row).getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(within(rowOf('102')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(server.calls('/blade-job/job-info/change')).toHaveLength(1));
    expect(server.calls('/blade-job/job-info/change')[0]!.params).toEqual({ id: '101', enable: 0 });
  });

  it('运行 asks first, then queues one run', async () => {
    const server = startServer();
    await showJobs();
    fireEvent.click(within(rowOf('101')).getByRole('button', { name: '运行' }));
    const dialogs = await screen.findAllByRole('dialog');
    expect(within(dialogs.at(-1)!).getByText('运行后将立即排队执行一次，是否继续?')).toBeTruthy();
    fireEvent.click(within(dialogs.at(-1)!).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-job/job-info/run')).toHaveLength(1));
    expect(server.calls('/blade-job/job-info/run')[0]!.params).toEqual({ id: '101' });
  });

  it('hides what the user may not do: no add, run or switch without the codes', async () => {
    startServer();
    await showJobs(['jobinfo_view']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(rowOf('101')).queryByRole('button', { name: '运行' })).toBeNull();
    expect((within(rowOf('101')).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    useSession.setState({ permission: Object.fromEntries(allCodes.map((c) => [c, true])) });
    renderApp(<JobInfoPage />);
    await screen.findAllByText('消息重试发送');
    expect(screen.getByText('Next run', { selector: 'th' })).toBeTruthy();
    expect(within(rowOf('101')).getByRole('button', { name: 'Run' })).toBeTruthy();
  });
});

describe('任务服务 (/job/jobserver)', () => {
  it('lists the processes with their heartbeat and online state', async () => {
    startServer();
    useSession.setState({ permission: { jobserver_edit: true, jobserver_delete: true, jobserver_sync: true } });
    renderApp(<JobServerPage />);
    await screen.findByText('node-a:4100');
    expect(screen.getByText('在线')).toBeTruthy();
    expect(screen.getByText('2026-12-01 10:00:00')).toBeTruthy();
    // An online server cannot be removed: no 删除 on its row.
    const row = screen.getByText('node-a:4100').closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  });
});
