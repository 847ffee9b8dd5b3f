import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, AxiosProgressEvent } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, refuse, showUsers, startServer } from '../../../../test/usersFixture.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

const importPath = '/blade-user/import-user';
const report = {
  total: 3,
  succeeded: 2,
  failed: 1,
  rows: [
    { row: 2, account: 'lisi', success: true, msg: '' },
    { row: 3, account: 'wangwu', success: true, msg: '' },
    { row: 4, account: 'zhaoliu', success: false, msg: '手机号码格式不正确' },
  ],
};

/**
 * Holds the import call after reporting 40% of the upload, the way a slow network would, until `finish()`.
 * Everything else goes on to the fixture's fake server.
 */
function slowUpload() {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const inner = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    if (config.url === importPath) {
      config.onUploadProgress?.({ loaded: 40, total: 100, progress: 0.4, bytes: 40 } as AxiosProgressEvent);
      await gate;
    }
    return inner(config);
  };
  return { finish };
}

const xlsx = (name = 'users.xlsx') => new File(['PK fake workbook'], name, { type: 'application/octet-stream' });
const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

async function openImport() {
  fireEvent.click(screen.getByRole('button', { name: '导入' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('用户数据导入')).toBeTruthy();
  return dialog;
}

describe('users page: 导入', () => {
  it('offers the template with the token, and refuses to start without an .xlsx', async () => {
    const server = startServer();
    await showUsers();
    const dialog = await openImport();
    const template = within(dialog).getByRole('link', { name: '下载导入模板' }) as HTMLAnchorElement;
    expect(template.getAttribute('href')).toBe('/api/blade-user/export-template?blade-auth=tok-123');

    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('请选择要导入的文件')).toBeTruthy();
    choose(dialog, xlsx('users.csv'));
    expect(await screen.findByText('请上传 .xlsx 格式的文件')).toBeTruthy();
    expect(within(dialog).queryByText('users.csv')).toBeNull();
    expect(server.calls(importPath)).toHaveLength(0);
  });

  it('uploads the file with a progress bar, then shows the totals and each row, and reloads the list', async () => {
    const server = startServer({ [importPath]: () => ok(report) });
    await showUsers();
    const upload = slowUpload();
    const dialog = await openImport();
    choose(dialog, xlsx());
    expect(await within(dialog).findByText('users.xlsx')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: '覆盖已有账号' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));

    // Mid-upload: the bar shows how far it got.
    expect(await within(dialog).findByText('40%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    const pagesBefore = server.calls('/blade-user/page').length;

    upload.finish();
    expect(await within(dialog).findByText('共 3 行:成功 2 行,失败 1 行')).toBeTruthy();
    const row = (account: string) => within(dialog).getByText(account).closest('tr') as HTMLElement;
    expect(within(row('lisi')).getByText('成功')).toBeTruthy();
    expect(within(row('zhaoliu')).getByText('失败')).toBeTruthy();
    expect(within(row('zhaoliu')).getByText('手机号码格式不正确')).toBeTruthy();
    expect(within(row('zhaoliu')).getByText('4')).toBeTruthy();

    const call = server.calls(importPath)[0]!;
    expect(call.params).toEqual({ isCovered: 1 });
    expect((call.data as FormData).get('file')).toHaveProperty('name', 'users.xlsx');
    await waitFor(() => expect(server.calls('/blade-user/page').length).toBeGreaterThan(pagesBefore));

    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("without 覆盖已有账号 it sends isCovered=0; a refused file shows the server's reason and can be retried", async () => {
    let answer = refuse('文件不是有效的 xlsx');
    const server = startServer({ [importPath]: () => answer });
    const { toast } = await showUsers();
    const dialog = await openImport();
    choose(dialog, xlsx());
    await within(dialog).findByText('users.xlsx');
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('文件不是有效的 xlsx'));
    expect(server.calls(importPath)[0]!.params).toEqual({ isCovered: 0 });
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    answer = ok({ ...report, failed: 0, succeeded: 3, rows: report.rows.slice(0, 2) });
    // The button is enabled again once the refusal is in (its loading icon may still be fading out).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /开始导入/ }).className).not.toContain('ant-btn-loading'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /开始导入/ }));
    expect(await within(dialog).findByText('共 3 行:成功 3 行,失败 0 行')).toBeTruthy();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showUsers();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Download the template' })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Overwrite existing accounts' })).toBeTruthy();
  });
});

describe('users page: 导出', () => {
  it('posts the users list with the current search and the chosen department (no token in any link)', async () => {
    const server = startServer();
    const { container } = await showUsers();
    expect(screen.queryByRole('link', { name: '导出' })).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('请输入登录账号'), { target: { value: ' zhang ' } });
    fireEvent.change(screen.getByPlaceholderText('请输入手机号码'), { target: { value: '139' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    fireEvent.click(await within(container.querySelector('.user-depts') as HTMLElement).findByText('研发中心'));
    await waitFor(() => expect(server.calls('/blade-user/page').at(-1)?.params.deptId).toBe('11'));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.calls('/blade-system/excel/export')).toHaveLength(1));
    const [call] = server.calls('/blade-system/excel/export');
    expect(call!.method).toBe('post');
    expect(call!.responseType).toBe('blob');
    expect(JSON.parse(call!.data)).toEqual({
      source: 'user',
      filters: { account: 'zhang', phone: '139', deptId: '11' },
    });
  });
});
