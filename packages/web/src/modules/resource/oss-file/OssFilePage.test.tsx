import type { OssFileRecord } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../../../test/httpStub.ts';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { bindFeedback } from '../../../lib/feedback.ts';
import { http, setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { resourceModule } from '../index.ts';
import { OssFilePage, sizeText } from './OssFilePage.tsx';

const file = (id: string, more: Partial<OssFileRecord>): OssFileRecord => ({
  id,
  kind: 'export',
  source: 'param',
  name: `file-${id}.xlsx`,
  status: 'done',
  total: 0,
  done: 0,
  failed: 0,
  fileSize: 0,
  createTime: '2026-03-01 10:00:00',
  finishTime: '',
  expireTime: '',
  downloadTime: '',
  error: '',
  ...more,
});
const done = file('103', {
  name: '参数管理.xlsx',
  total: 12000,
  done: 12000,
  fileSize: 1_572_864,
  finishTime: '2026-03-01 10:01:00',
  expireTime: '2026-03-08 10:01:00',
});
const running = file('102', { name: '用户管理.xlsx', status: 'running', total: 8000, done: 2000 });
const counting = file('101', { name: '岗位管理.xlsx', status: 'queued', done: 300 });
const failed = file('100', { name: '角色管理.xlsx', status: 'failed', error: 'storage unreachable', kind: 'import' });

const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const page = (records: OssFileRecord[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });
const allCodes = ['oss_file', 'oss_file_view', 'oss_file_delete', 'oss_file_download', 'oss_file_cancel'];
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Routes = Record<string, (config: InternalAxiosRequestConfig) => StubReply>;

function startServer(overrides: Routes = {}) {
  const routes: Routes = {
    '/blade-resource/oss-file/list': () => page([done, running, counting, failed]),
    '/blade-resource/oss-file/download': () => ({ status: 200, data: new Blob(['PK-xlsx'], { type: xlsxType }) }),
    ...overrides,
  };
  setHttpHooks({ navigate: vi.fn() });
  const seen = stubServer(http, (c) => routes[c.url ?? '']?.(c) ?? ok(true));
  return { calls: (path: string) => seen.filter((c) => c.url === path) };
}

async function showFiles(codes: readonly string[] = allCodes, first = '参数管理.xlsx') {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(<OssFilePage />);
  bindFeedback({ error: vi.fn(), warning: vi.fn(), success: vi.fn() } as never);
  await screen.findByText(first);
}

const rowOf = (text: string) =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement)
    .getByText(text)
    .closest('tr') as HTMLElement;
const buttonsOf = (text: string) =>
  within(rowOf(text))
    .queryAllByRole('button')
    .map((b) => b.textContent);

async function confirmDialog(question: string) {
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  expect(within(dialog).getByText(question)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

// jsdom has no object URLs and no downloads: keep what would have been saved.
let saved: Array<{ name: string; blob: Blob }>;
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => setLanguage('zh'));
});

describe('download centre (下载中心)', () => {
  it('is the page the registry opens at /resource/oss-file, behind the menu', async () => {
    registerModulePages(resourceModule);
    const entry = findPage('/resource/oss-file');
    expect(entry?.requireMenu).toBe(true);
    expect((await entry!.load()).default).toBe(OssFilePage);
  });

  it('lists the downloads with kind, status, progress, size, times and the error of a failed one', async () => {
    const server = startServer();
    await showFiles();
    expect(server.calls('/blade-resource/oss-file/list')[0]!.params).toEqual({ current: '1', size: '10' });
    const names = [...document.querySelectorAll('.ant-table-tbody tr td:first-child')].map((td) => td.textContent);
    expect(names).toEqual(['参数管理.xlsx', '用户管理.xlsx', '岗位管理.xlsx', '角色管理.xlsx']);

    const first = within(rowOf('参数管理.xlsx'));
    expect(first.getByText('导出')).toBeTruthy();
    expect(first.getByText('已完成')).toBeTruthy();
    expect(first.getByText('12000 / 12000')).toBeTruthy();
    expect(first.getByText('1.5 MB')).toBeTruthy();
    expect(first.getByText('2026-03-08 10:01:00')).toBeTruthy();

    const second = within(rowOf('用户管理.xlsx'));
    expect(second.getByText('进行中')).toBeTruthy();
    expect(second.getByText('2000 / 8000')).toBeTruthy();
    expect(rowOf('用户管理.xlsx').querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('25');
    // No total counted yet: the rows done only.
    expect(within(rowOf('岗位管理.xlsx')).getByText('已处理 300 行')).toBeTruthy();
    expect(within(rowOf('岗位管理.xlsx')).getByText('排队中')).toBeTruthy();
    expect(within(rowOf('角色管理.xlsx')).getByText('失败')).toBeTruthy();
    expect(within(rowOf('角色管理.xlsx')).getByText('导入结果')).toBeTruthy();
    expect(within(rowOf('角色管理.xlsx')).getByText('storage unreachable')).toBeTruthy();

    // 下载 on a finished file, 取消 on queued or running ones, 删除 everywhere.
    expect(buttonsOf('参数管理.xlsx')).toEqual(['下载', '删除']);
    expect(buttonsOf('用户管理.xlsx')).toEqual(['取消', '删除']);
    expect(buttonsOf('岗位管理.xlsx')).toEqual(['取消', '删除']);
    expect(buttonsOf('角色管理.xlsx')).toEqual(['删除']);
  });

  it('shows each button only with its code', async () => {
    startServer();
    await showFiles(['oss_file_view']);
    expect(buttonsOf('参数管理.xlsx')).toEqual([]);
    expect(buttonsOf('用户管理.xlsx')).toEqual([]);
  });

  it('searches by name, status and kind', async () => {
    const server = startServer();
    await showFiles();
    fireEvent.change(screen.getByPlaceholderText('请输入文件名称'), { target: { value: ' 参数 ' } });
    fireEvent.mouseDown(
      within(screen.getByText('请选择状态').closest('.ant-select') as HTMLElement).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('已完成'));
    fireEvent.mouseDown(
      within(screen.getByText('请选择类型').closest('.ant-select') as HTMLElement).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('导出'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(server.calls('/blade-resource/oss-file/list').at(-1)!.params).toEqual({
        current: '1',
        size: '10',
        name: '参数',
        status: 'done',
        kind: 'export',
      }),
    );
  });

  it('asks again every 2 s while a row is queued or running, and stops when none is', async () => {
    let polls = 0;
    const server = startServer({
      '/blade-resource/oss-file/list': () => {
        polls += 1;
        return polls === 1
          ? page([running])
          : page([{ ...running, status: 'done', done: 8000, fileSize: 2048, finishTime: '2026-03-01 10:05:00' }]);
      },
    });
    await showFiles(allCodes, '用户管理.xlsx');
    expect(within(rowOf('用户管理.xlsx')).getByText('进行中')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('用户管理.xlsx')).getByText('已完成')).toBeTruthy(), { timeout: 4000 });
    expect(within(rowOf('用户管理.xlsx')).getByText('8000 / 8000')).toBeTruthy();
    expect(within(rowOf('用户管理.xlsx')).getByText('2.0 KB')).toBeTruthy();
    const asked = server.calls('/blade-resource/oss-file/list').length;
    expect(asked).toBe(2);
    // Nothing is running any more: no third look.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(server.calls('/blade-resource/oss-file/list')).toHaveLength(asked);
  });

  it('下载 saves the file under the record’s name', async () => {
    const server = startServer();
    await showFiles();
    fireEvent.click(within(rowOf('参数管理.xlsx')).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = server.calls('/blade-resource/oss-file/download');
    expect(call!.method).toBe('get');
    expect(call!.params).toEqual({ id: '103' });
    expect(call!.responseType).toBe('blob');
    expect(saved[0]!.name).toBe('参数管理.xlsx');
    expect(await saved[0]!.blob.text()).toBe('PK-xlsx');
    // The list is asked again (the file is no longer new).
    await waitFor(() => expect(server.calls('/blade-resource/oss-file/list').length).toBeGreaterThan(1));
  });

  it('取消 asks first, then cancels the running task and reloads', async () => {
    const server = startServer();
    await showFiles();
    fireEvent.click(within(rowOf('用户管理.xlsx')).getByRole('button', { name: '取消' }));
    expect(server.calls('/blade-resource/oss-file/cancel')).toHaveLength(0);
    await confirmDialog('确定取消该任务?已生成的部分将被丢弃');
    await waitFor(() => expect(server.calls('/blade-resource/oss-file/cancel')).toHaveLength(1));
    expect(server.calls('/blade-resource/oss-file/cancel')[0]!.params).toEqual({ id: '102' });
    await waitFor(() => expect(server.calls('/blade-resource/oss-file/list').length).toBeGreaterThan(1));
  });

  it('删除 asks first, then removes the row and reloads', async () => {
    const server = startServer();
    await showFiles();
    fireEvent.click(within(rowOf('角色管理.xlsx')).getByRole('button', { name: '删除' }));
    await confirmDialog('确定将选择数据删除?');
    await waitFor(() => expect(server.calls('/blade-resource/oss-file/remove')).toHaveLength(1));
    expect(server.calls('/blade-resource/oss-file/remove')[0]!.params).toEqual({ ids: '100' });
    await waitFor(() => expect(server.calls('/blade-resource/oss-file/list').length).toBeGreaterThan(1));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showFiles();
    expect(within(rowOf('参数管理.xlsx')).getByText('Done')).toBeTruthy();
    expect(within(rowOf('参数管理.xlsx')).getByText('Export')).toBeTruthy();
    expect(within(rowOf('用户管理.xlsx')).getByText('Running')).toBeTruthy();
    expect(within(rowOf('岗位管理.xlsx')).getByText('300 rows done')).toBeTruthy();
    expect(within(rowOf('角色管理.xlsx')).getByText('Import results')).toBeTruthy();
    expect(buttonsOf('参数管理.xlsx')).toEqual(['Download', 'Delete']);
    expect(buttonsOf('用户管理.xlsx')).toEqual(['Cancel', 'Delete']);
    for (const title of [
      'File name',
      'Kind',
      'Status',
      'Progress',
      'Size',
      'Created',
      'Finished',
      'Expires',
      'Error',
    ]) {
      expect(screen.getByText(title, { selector: 'th' })).toBeTruthy();
    }
    // Nothing Chinese outside the rows' own data (the file names).
    const chrome = [...document.body.querySelectorAll('*')]
      .filter((el) => el.children.length === 0 && !el.closest('.ant-table-tbody td:first-child'))
      .map((el) => el.textContent ?? '')
      .join(' ');
    expect(chrome).not.toMatch(/\p{Script=Han}/u);
  });

  it('reads sizes as people do', () => {
    expect(sizeText(0)).toBe('');
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(150 * 1024 * 1024)).toBe('150 MB');
  });
});
