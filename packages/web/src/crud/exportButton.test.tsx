import { paramResource } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StubReply, stubServer } from '../../test/httpStub.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { setLanguage } from '../i18n/index.ts';
import { http, setHttpHooks } from '../lib/http.ts';
import { registerNavigate } from '../lib/navigate.ts';
import { useSession } from '../shell/stores/session.ts';
import { CrudPage } from './CrudPage.tsx';

/** CrudPage's 导出: the list's source with the search it shows now, saved under the name the server gives. */
const rows = [
  { id: '11', paramName: '初始密码', paramKey: 'account.initPassword', paramValue: '123456', createTime: '2024-01-02' },
];
const ok = (data: unknown): StubReply => ({ status: 200, data: { code: 200, success: true, data, msg: '操作成功' } });
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const disposition = `attachment; filename="Parameters.xlsx"; filename*=UTF-8''${encodeURIComponent('参数管理.xlsx')}`;

let seen: InternalAxiosRequestConfig[];
let exportReply: StubReply;
let saved: Array<{ name: string; blob: Blob }>;

beforeEach(() => {
  setHttpHooks({ navigate: vi.fn() });
  exportReply = { status: 200, data: new Blob(['PK-xlsx'], { type: xlsxType }) };
  seen = stubServer(http, (c) => {
    if (c.url?.endsWith('/list')) return ok({ records: rows, total: 1, size: 10, current: 1, pages: 1 });
    if (c.url?.endsWith('/excel/export')) return exportReply;
    return ok({});
  });
  // The stub answers without headers; the real route names the file in content-disposition.
  const stub = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    const res = await stub(config);
    if (config.url?.endsWith('/excel/export')) res.headers = { 'content-disposition': disposition };
    return res;
  };
  // jsdom has no object URLs and no downloads: keep what would have been saved.
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
  registerNavigate(null);
  vi.restoreAllMocks();
  act(() => setLanguage('zh'));
});

const exports = () => seen.filter((c) => c.url?.endsWith('/excel/export'));
// Once busy, jsdom never finishes the spinner's leave motion, so its "loading" label stays in the button's name.
const exportButton = () => screen.getByRole('button', { name: /导出/ });

async function show() {
  useSession.setState({ permission: { param_add: true } });
  renderApp(<CrudPage def={paramResource} />);
  await screen.findByText('初始密码');
}

describe('CrudPage 导出', () => {
  it('posts the list source with the search shown now, and saves the file under the server’s name', async () => {
    await show();
    fireEvent.change(screen.getByPlaceholderText('请输入参数名称'), { target: { value: ' 密码 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(seen.filter((c) => c.url?.endsWith('/list'))).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = exports();
    expect(call!.method).toBe('post');
    expect(call!.url).toBe('/blade-system/excel/export');
    expect(call!.responseType).toBe('blob');
    expect(JSON.parse(call!.data)).toEqual({ source: 'param', filters: { paramName: '密码' } });
    expect(saved[0]!.name).toBe('参数管理.xlsx');
    expect(await saved[0]!.blob.text()).toBe('PK-xlsx');
    // Ready for another export once the file is saved.
    await waitFor(() => expect(exportButton().className).not.toContain('ant-btn-loading'));
  });

  it('exports the whole list before any search', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(JSON.parse(exports()[0]!.data)).toEqual({ source: 'param', filters: {} });
  });

  it('shows the server’s refusal, saves nothing, and can be clicked again', async () => {
    exportReply = {
      status: 400,
      data: new Blob([JSON.stringify({ code: 400, success: false, data: null, msg: '创建时间的时间格式不正确' })], {
        type: 'application/json',
      }),
    };
    await show();
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('创建时间的时间格式不正确')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await waitFor(() => expect(exportButton().className).not.toContain('ant-btn-loading'));
    fireEvent.click(exportButton());
    await waitFor(() => expect(exports()).toHaveLength(2));
  });

  it('reads Export in English', async () => {
    act(() => setLanguage('en'));
    await show();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(await screen.findByRole('menuitem', { name: 'Export in background' })).toBeTruthy();
  });
});

describe('CrudPage 导出 in the background (下载中心)', () => {
  const queuedMsg = '数据较多, 已转入后台导出, 完成后可在下载中心下载';
  const queued = () => ({
    status: 200,
    data: new Blob(
      [JSON.stringify({ code: 200, success: true, data: { ossFileId: '901', background: true }, msg: queuedMsg })],
      { type: 'application/json' },
    ),
  });

  it('a large list becomes a job: the server’s message shows with 前往下载中心, and no file is saved', async () => {
    exportReply = queued();
    const navigate = vi.fn();
    registerNavigate(navigate);
    await show();
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText(queuedMsg)).toBeTruthy();
    expect(saved).toHaveLength(0);
    expect(JSON.parse(exports()[0]!.data)).toEqual({ source: 'param', filters: {} });
    fireEvent.click(screen.getByRole('button', { name: '前往下载中心' }));
    expect(navigate).toHaveBeenCalledWith('/resource/oss-file');
    await waitFor(() => expect(exportButton().className).not.toContain('ant-btn-loading'));
  });

  it('后台导出 asks for the background whatever the size', async () => {
    exportReply = queued();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '更多选项' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '后台导出' }));
    await waitFor(() => expect(exports()).toHaveLength(1));
    expect(JSON.parse(exports()[0]!.data)).toEqual({ source: 'param', filters: {}, background: true });
    expect(await screen.findByText(queuedMsg)).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('an envelope that says no shows its message', async () => {
    exportReply = {
      status: 200,
      data: new Blob([JSON.stringify({ code: 200, success: false, data: null, msg: '导出队列已满' })], {
        type: 'application/json',
      }),
    };
    await show();
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出队列已满')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
