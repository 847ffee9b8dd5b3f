import { dictCalls, salesExcelCalls, tenantCalls, uploadHisCalls, uploadHisDtlCalls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededOptions } from '../../../../test/dictStub.ts';
import { fakeBackend } from '../../../../test/fakeBackend.ts';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { setHttpHooks } from '../../../lib/http.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { SalesImportButton } from './SalesImportButton.tsx';
import { UploadHisPage } from './UploadHisPage.tsx';

const his = (id: string, batchNo: string, status: number, counts: [number, number, number], more = {}) => ({
  id,
  batchNo,
  moduleNo: 101,
  moduleName: '白名单',
  fileName: `${batchNo}.xlsx`,
  fileSize: 2048,
  totalCount: counts[0],
  successCount: counts[1],
  failCount: counts[2],
  status,
  startTime: '2026-03-01 10:00:00',
  endTime: status === 0 ? null : '2026-03-01 10:00:05',
  operatorName: '王强',
  ossFileId: '7001',
  errorMsg: null,
  createTime: '2026-03-01 10:00:00',
  ...more,
});
const uploads = [
  his('11', 'DR202603010002', 2, [3, 2, 1]),
  his('12', 'DR202603010001', 4, [0, 0, 0], { errorMsg: '文件表头与导入模板不一致', ossFileId: null }),
];
const line = (id: string, rowNo: number, result: number, errorMsg: string) => ({
  id,
  hisId: '11',
  rowNo,
  businessKey: `1390000000${rowNo}`,
  rowData: JSON.stringify({ 手机号: `1390000000${rowNo}`, 姓名: `导入${rowNo}` }),
  result,
  errorMsg,
  targetId: result ? `9${rowNo}` : null,
});
const lines = [line('21', 2, 1, '新增'), line('22', 3, 0, '手机号格式错误'), line('23', 4, 1, '新增')];
const pageOf = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function startServer(list = uploads) {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang))
    .on(uploadHisCalls.list, () => pageOf(list))
    .on(uploadHisCalls.detail, ({ query }) => list.find((r) => r.id === query.id)!)
    .on(uploadHisCalls.remove, ({ query }) => query.ids.length)
    .on(uploadHisDtlCalls.list, ({ query }) =>
      pageOf(lines.filter((l) => query.result === undefined || String(l.result) === query.result)),
    );
}

const allCodes = [
  'sm_upload_his',
  'sm_upload_his_view',
  'sm_upload_his_delete',
  'sm_upload_his_import',
  'sm_whitelist_import',
];

beforeEach(() => {
  // jsdom keeps no files: the template's blob is only handed over.
  URL.createObjectURL = vi.fn(() => 'blob:template');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  act(() => setLanguage('zh'));
});

const xlsx = (name = 'whitelist.xlsx') => new File(['PK fake workbook'], name, { type: 'application/octet-stream' });
const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

async function pickOption(dialog: HTMLElement, option: string) {
  fireEvent.mouseDown(dialog.querySelector('.ant-select-selector') as HTMLElement);
  const item = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const options = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])];
    const found = options.find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return { found, all: options.map((o) => o.textContent) };
  });
  fireEvent.click(item.found);
  return item.all;
}

describe('upload history (导入记录)', () => {
  it('lists the uploads with their template, file, counts, status and operator', async () => {
    startServer();
    await showPage(<UploadHisPage />, allCodes, 'DR202603010002');
    const row = rowOf('DR202603010002');
    for (const text of ['白名单', 'DR202603010002.xlsx', '部分成功', '王强', '2026-03-01 10:00:05'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(rowOf('DR202603010001')).getByText('文件无效')).toBeTruthy();
    expect(buttonsOf('DR202603010002').map((b) => b?.replace(/\s/g, ''))).toEqual(['删除', '查看']);
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();
  });

  it('查看 lists the rows of the upload with their results and messages, filtered by result', async () => {
    const backend = startServer();
    await showPage(<UploadHisPage />, allCodes, 'DR202603010002');
    fireEvent.click(within(rowOf('DR202603010002')).getByRole('button', { name: /查\s*看/ }));
    const dialog = await lastDialog();
    const rows = await within(dialog).findByTestId('upload-rows');
    await within(rows).findByText('手机号格式错误');
    expect(within(rows).getByText('手机号: 13900000003; 姓名: 导入3')).toBeTruthy();
    expect(backend.asked(uploadHisDtlCalls.list)[0]!.query).toMatchObject({ hisId: '11', current: '1', size: '10' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '失败' }));
    await waitFor(() => expect(backend.asked(uploadHisDtlCalls.list).at(-1)!.query).toMatchObject({ result: '0' }));
    await waitFor(() => expect(within(rows).queryByText('新增')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('按业务键查找'), { target: { value: '13900000003' } });
    fireEvent.keyDown(within(dialog).getByLabelText('按业务键查找'), { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(backend.asked(uploadHisDtlCalls.list).at(-1)!.query).toMatchObject({ businessKey: '13900000003' }),
    );
  });

  it('reads the list again while an upload is processed, until it ends', async () => {
    const running = [his('13', 'DR202603010003', 0, [10_000, 1_000, 20])];
    const backend = startServer(running);
    await showPage(<UploadHisPage />, allCodes, 'DR202603010003');
    expect(within(rowOf('DR202603010003')).getByText('处理中')).toBeTruthy();
    // A processing upload has no 删除.
    expect(within(rowOf('DR202603010003')).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    const before = backend.asked(uploadHisCalls.list).length;
    await waitFor(() => expect(backend.asked(uploadHisCalls.list).length).toBeGreaterThan(before), { timeout: 4000 });
  });

  it('removes a finished upload after asking', async () => {
    const backend = startServer();
    await showPage(<UploadHisPage />, allCodes, 'DR202603010002');
    fireEvent.click(within(rowOf('DR202603010002')).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(uploadHisCalls.remove)[0]!.query).toEqual({ ids: ['11'] }));
  });

  it('shows no import, delete or view without their codes', async () => {
    startServer();
    await showPage(<UploadHisPage />, ['sm_upload_his'], 'DR202603010002');
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /查\s*看/ })).toBeNull();
  });
});

describe('the import dialog', () => {
  it('offers the templates the caller may import, downloads one, uploads the file and follows it to its outcome', async () => {
    const queued = his('31', 'DR202603010009', 0, [0, 0, 0], { ossFileId: '7009', endTime: null });
    const states = [
      { ...queued, totalCount: 6000, successCount: 1000, failCount: 0 },
      { ...queued, status: 2, totalCount: 6000, successCount: 5999, failCount: 1, endTime: '2026-03-01 10:01:00' },
    ];
    const backend = startServer();
    const last = states[1]!;
    backend
      .on(salesExcelCalls.template, () => null)
      .on(salesExcelCalls.importFile, () => queued)
      .on(uploadHisCalls.detail, () => states.shift() ?? last);
    await showPage(<UploadHisPage />, allCodes, 'DR202603010002');
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await lastDialog();
    // Only 白名单: the caller holds sm_whitelist_import and no other screen's import code.
    expect(await pickOption(dialog, '白名单')).toEqual(['白名单']);
    fireEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(backend.asked(salesExcelCalls.template)[0]!.query).toMatchObject({ moduleNo: 101 }));
    choose(dialog, xlsx());
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(backend.asked(salesExcelCalls.importFile)).toHaveLength(1));
    expect(backend.asked(salesExcelCalls.importFile)[0]!.query).toMatchObject({ moduleNo: 101 });
    // Processing: its progress, as the record's counts say.
    await within(dialog).findByTestId('import-progress');
    await within(dialog).findByText('正在导入:已处理 1000 / 6000 行', undefined, { timeout: 3000 });
    // Then its outcome, and the failed rows with their reasons.
    const outcome = await within(dialog).findByTestId('import-outcome', undefined, { timeout: 4000 });
    expect(within(outcome).getByText('共 6000 行:成功 5999 行,失败 1 行')).toBeTruthy();
    expect(within(outcome).getByText('部分成功')).toBeTruthy();
    await within(outcome).findByText('手机号格式错误');
    expect(within(outcome).getByRole('button', { name: '下载结果文件' })).toBeTruthy();
  });

  it('lets the platform administrator import into a tenant they choose, its template and its upload', async () => {
    const done = his('32', 'DR202603010010', 1, [1, 1, 0]);
    const backend = startServer([])
      .on(tenantCalls.select, () => [
        { id: '1', tenantId: '000000', tenantName: '平台管理组' },
        { id: '2', tenantId: '100001', tenantName: '楚康医药物流' },
      ])
      .on(salesExcelCalls.template, () => null)
      .on(salesExcelCalls.importFile, () => done)
      .on(uploadHisCalls.detail, () => done);
    useSession.setState({
      permission: { sm_whitelist_import: true },
      userInfo: { tenant_id: '000000', role_name: 'administrator' } as never,
    });
    renderApp(<SalesImportButton moduleNo={101} />);
    fireEvent.click(await screen.findByRole('button', { name: /导\s*入/ }));
    const dialog = await lastDialog();
    const tenant = within(dialog).getByLabelText('导入到租户');
    fireEvent.mouseDown(tenant);
    fireEvent.click(await screen.findByText('楚康医药物流 (100001)'));
    fireEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() =>
      expect(backend.asked(salesExcelCalls.template)[0]!.query).toMatchObject({ moduleNo: 101, tenantId: '100001' }),
    );
    choose(dialog, xlsx());
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(backend.asked(salesExcelCalls.importFile)).toHaveLength(1));
    expect(backend.asked(salesExcelCalls.importFile)[0]!.query).toMatchObject({ moduleNo: 101, tenantId: '100001' });
    useSession.setState({ userInfo: null });
  });

  it('asks anyone else for no tenant', async () => {
    startServer([]);
    useSession.setState({ permission: { sm_whitelist_import: true }, userInfo: null });
    renderApp(<SalesImportButton moduleNo={101} />);
    fireEvent.click(await screen.findByRole('button', { name: /导\s*入/ }));
    const dialog = await lastDialog();
    await within(dialog).findByText('下载模板');
    expect(within(dialog).queryByText('导入到租户')).toBeNull();
  });

  it('refuses a file that is not .xlsx before sending anything', async () => {
    const backend = startServer([]);
    useSession.setState({ permission: { sm_whitelist_import: true } });
    renderApp(<SalesImportButton moduleNo={101} />);
    fireEvent.click(await screen.findByRole('button', { name: /导\s*入/ }));
    const dialog = await lastDialog();
    choose(dialog, xlsx('list.csv'));
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(backend.asked(salesExcelCalls.importFile)).toHaveLength(0);
  });
});

describe('SalesImportButton', () => {
  it('shows only with the screen’s import code, and opens the dialog on that template', async () => {
    startServer([]);
    useSession.setState({ permission: { sm_user_goods_import: true } });
    const view = renderApp(
      <>
        <SalesImportButton moduleNo={101} />
        <span>ready</span>
      </>,
    );
    await screen.findByText('ready');
    expect(screen.queryByRole('button', { name: /导\s*入/ })).toBeNull();
    view.unmount();
    renderApp(<SalesImportButton moduleNo={102} />);
    fireEvent.click(await screen.findByRole('button', { name: /导\s*入/ }));
    const dialog = await lastDialog();
    await within(dialog).findByText('导入 · 用户商品');
  });

  it('speaks English', async () => {
    startServer([]);
    act(() => setLanguage('en'));
    useSession.setState({ permission: { sm_whitelist_import: true } });
    renderApp(<SalesImportButton moduleNo={101} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await lastDialog();
    await within(dialog).findByText('Import · Whitelist');
    expect(within(dialog).getByRole('button', { name: 'Download the template' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeTruthy();
  });
});
