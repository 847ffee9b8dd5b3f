import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { systemModule } from '../index.ts';
import { JobsPage } from './JobsPage.tsx';

const base = {
  tenantId: '000000',
  account: 'admin',
  retryLimit: 2,
  createTime: '2026-11-26 10:00:00',
  startTime: '2026-11-26 10:00:01',
  startAfter: '2026-11-26 10:00:00',
};
const jobs = [
  {
    ...base,
    id: '11111111-1111-4111-8111-111111111111',
    name: 'export-users',
    state: 'completed',
    retryCount: 0,
    completeTime: '2026-11-26 10:00:02',
    error: '',
  },
  {
    ...base,
    id: '22222222-2222-4222-8222-222222222222',
    name: 'send-sms',
    state: 'failed',
    retryCount: 2,
    completeTime: '2026-11-26 10:00:09',
    error: 'supplier down',
  },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

function startServer() {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
    '/blade-system/job/list': () => ok({ records: jobs, total: 2, size: 10, current: 1, pages: 1 }),
    '/blade-system/job/detail': (c) => {
      const job = jobs.find((j) => j.id === c.params.id)!;
      return ok({ ...job, data: { phone: '13800000000' }, output: null, error: `Error: ${job.error}\n    at send` });
    },
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(true));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showJobs(codes: readonly string[] = ['job_view', 'job_retry']) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(<JobsPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText('send-sms');
}

/** A row of the list (the drawer shows the same values). */
const rowOf = (text: string) =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('job queue page (任务队列)', () => {
  it('is the page the registry opens at /system/job, behind the menu', async () => {
    registerModulePages(systemModule);
    const entry = findPage('/system/job');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(JobsPage);
  });

  it('tags each state, shows the error, and offers 重试 on failed jobs only', async () => {
    startServer();
    await showJobs();
    expect(within(rowOf('export-users')).getByText('已完成')).toBeTruthy();
    expect(within(rowOf('send-sms')).getByText('失败')).toBeTruthy();
    expect(within(rowOf('send-sms')).getByText('supplier down')).toBeTruthy();
    expect(within(rowOf('send-sms')).queryByRole('button', { name: '重试' })).toBeTruthy();
    expect(within(rowOf('export-users')).queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('shows a job’s error in the drawer, and 重试 asks first, then queues it again', async () => {
    const server = startServer();
    await showJobs();
    fireEvent.click(within(rowOf('send-sms')).getByRole('button', { name: '查看' }));
    expect(await screen.findByText(/Error: supplier down/)).toBeTruthy();
    fireEvent.click(within(rowOf('send-sms')).getByRole('button', { name: '重试' }));
    const dialogs = await screen.findAllByRole('dialog');
    const confirm = dialogs.at(-1)!;
    expect(within(confirm).getByText('确定重新执行该失败的任务?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.calls('/blade-system/job/retry')).toHaveLength(1));
    expect(server.calls('/blade-system/job/retry')[0]!.params).toEqual({ id: jobs[1]!.id });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showJobs();
    expect(within(rowOf('send-sms')).getByText('Failed')).toBeTruthy();
    expect(within(rowOf('send-sms')).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Queue', { selector: 'th' })).toBeTruthy();
  });
});
