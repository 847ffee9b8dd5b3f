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
import { RecordDataPage } from './RecordDataPage.tsx';

const record = {
  id: '301',
  tenantId: '000000',
  serviceId: 'pharma-console',
  serverHost: 'node-a',
  serverIp: '10.0.0.5',
  env: 'dev',
  recordLevel: 'info',
  tableName: 'blade_param',
  method: 'POST',
  requestUri: '/api/blade-system/param/submit',
  operation: 'update',
  dataId: '1200',
  remoteIp: '10.0.0.9',
  userAgent: 'Mozilla/5.0',
  recordUserId: '1',
  recordUserName: 'admin',
  recordCost: 4,
  recordTime: '2026-12-01 10:00:00',
  oldData: '{"paramValue": "20"}',
  newData: '{"paramValue": "50"}',
  recordResult: '{"paramValue": {"old": "20", "new": "50"}}',
  recordMessage: '',
};
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });

function startServer() {
  const routes: Record<string, (config: InternalAxiosRequestConfig) => StubReply> = {
    '/blade-system/record-data/list': () =>
      ok({ records: [record], total: 1, size: 10, current: 1, pages: 1, next: '', capped: false }),
    '/blade-system/record-data/detail': () => ok(record),
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(true));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

describe('数据审计 (/data/record)', () => {
  it('is the page the registry opens at BladeX’s path', async () => {
    registerModulePages(systemModule);
    expect((await findPage('/data/record')!.load()).default).toBe(RecordDataPage);
  });

  it('lists who changed which row; the drawer shows the field before and after', async () => {
    const server = startServer();
    useSession.setState({ permission: { record_view: true } });
    renderApp(<RecordDataPage />);
    bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
    const cell = await screen.findByText('blade_param');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('修改')).toBeTruthy();
    expect(within(row).getByText('admin')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByText('paramValue')).toBeTruthy());
    const change = within(drawer).getByText('paramValue').closest('tr') as HTMLElement;
    expect(within(change).getByText('20')).toBeTruthy();
    expect(within(change).getByText('50')).toBeTruthy();
    // The filters go to the list as typed.
    fireEvent.change(screen.getByPlaceholderText('如 blade_param'), { target: { value: 'blade_user' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(server.calls('/blade-system/record-data/list').at(-1)!.params).toMatchObject({ tableName: 'blade_user' }),
    );
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    useSession.setState({ permission: { record_view: true } });
    renderApp(<RecordDataPage />);
    await screen.findByText('blade_param');
    expect(screen.getByText('Changed')).toBeTruthy();
    expect(screen.getByText('Changed by', { selector: 'th' })).toBeTruthy();
  });
});
