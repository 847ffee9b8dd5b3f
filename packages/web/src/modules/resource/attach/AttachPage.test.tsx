import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictRoutes } from '../../../../test/dictStub.ts';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { AttachPage } from './AttachPage.tsx';

const attachments = [
  {
    id: '51',
    link: '/api/blade-resource/oss/file/000000/20260101/0123456789abcdef0123456789abcdef.pdf',
    name: '000000/20260101/0123456789abcdef0123456789abcdef.pdf',
    originalName: '年度报告.pdf',
    extension: 'pdf',
    attachSize: 2048,
    createTime: '2026-01-01 10:00:00',
  },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    ...dictRoutes,
    '/blade-resource/attach/list': () => ok({ records: attachments, total: 1, size: 10, current: 1, pages: 1 }),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(null));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function show(codes: string[]) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(<AttachPage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText('年度报告.pdf');
}

afterEach(() => cleanup());

describe('attachments page (附件管理)', () => {
  it('shows 上传 and 下载 by their codes; 下载 opens the link', async () => {
    startServer();
    await show(['attach_upload', 'attach_download', 'attach_delete']);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const row = screen.getByText('年度报告.pdf').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '下载' }));
    expect(open.mock.calls[0]![0]).toMatch(/\/api\/blade-resource\/oss\/file\/000000\/20260101\/.*\.pdf$/);
    expect(screen.getByRole('button', { name: /上传/ })).toBeTruthy();
    cleanup();

    startServer();
    await show(['attach_delete']);
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '下载' })).toBeNull();
  });

  it('uploads a dropped file to put-file-attach and reloads the list', async () => {
    const server = startServer({
      '/blade-resource/oss/endpoint/put-file-attach': () =>
        ok({ link: '/api/x', domain: '/api', name: 'n', originalName: 'a.txt', attachId: '52' }),
    });
    await show(['attach_upload']);
    fireEvent.click(screen.getByRole('button', { name: /上传/ }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(dialog).getByText('将文件拖到此处,或点击上传')).toBeTruthy();
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'a.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(server.calls('/blade-resource/oss/endpoint/put-file-attach')).toHaveLength(1));
    expect(server.calls('/blade-resource/oss/endpoint/put-file-attach')[0]!.data).toBeInstanceOf(FormData);
    await waitFor(() => expect(server.calls('/blade-resource/attach/list').length).toBeGreaterThan(1));
  });

  it('names each attachment by the file’s own name and its size in B / KB / MB', async () => {
    startServer({
      '/blade-resource/attach/list': () =>
        ok({
          records: [...attachments, { ...attachments[0], id: '52', originalName: '说明.txt', attachSize: 24 }],
          total: 2,
          size: 10,
          current: 1,
          pages: 1,
        }),
    });
    await show([]);
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toContain('附件名称');
    // The storage key is no column: it reads as a path of tenant, day and hash.
    expect(screen.queryByText(attachments[0]!.name)).toBeNull();
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(row('年度报告.pdf')).getByText('2.0 KB')).toBeTruthy();
    expect(within(row('说明.txt')).getByText('24 B')).toBeTruthy();
  });
});
