import {
  type CatalogueDetail,
  type CatalogueRecord,
  crudCalls,
  goodsResource,
  purchaseBaseCalls,
  varietyResource,
} from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonsOf, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { typeDate } from '../../../../test/typeDate.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { pageOf, pick, purchaseBackend, resetScreensAfterEach } from '../purchase.fixture.tsx';
import { CataloguePage } from './CataloguePage.tsx';

const header = (id: string, no: string, name: string, status: number): CatalogueRecord => ({
  id,
  tenantId: '100001',
  catalogueNo: no,
  catalogueName: name,
  shipperId: '9101',
  shipperName: '华东康源医药',
  supplierId: null,
  supplierName: '',
  effectiveFrom: '2026-01-01',
  effectiveTo: '2026-12-31',
  lineCount: 1,
  status,
  auditUserId: status === 1 ? '1' : null,
  auditUserName: status === 1 ? '管理员' : '',
  auditTime: status === 1 ? '2026-01-02 09:00:00' : '',
  remark: null,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-02 09:00:00',
});
const inForce = header('601', 'CGML202601010001', '2026年度采购目录-华东康源', 1);
const draft = header('602', 'CGML202601010002', '阴凉品种补充目录', 0);
const draftDetail: CatalogueDetail = {
  ...draft,
  lines: [
    {
      id: '6021',
      lineNo: 1,
      varietyId: '7001',
      varietyName: '阿莫西林胶囊 0.25g',
      goodsId: '7101',
      goodsCode: 'G0001',
      goodsName: '阿莫西林胶囊',
      spec: '0.25g×24粒',
      manufacturer: '珠海联邦制药',
      unit: '盒',
      supplierId: '9201',
      supplierName: '广州白云山医药',
      buyerId: null,
      unitPrice: '12.5000',
      taxRate: '0.1300',
      settleType: 2,
      paymentTermDays: 60,
      onlySupplier: false,
      priority: 1,
      minOrderQty: '10.000',
      bidSerialNo: null,
      effectiveFrom: null,
      effectiveTo: null,
      status: 1,
    },
  ],
};
const goods = [
  {
    id: '7101',
    goodsCode: 'G0001',
    commonName: '阿莫西林胶囊',
    spec: '0.25g×24粒',
    manufacturer: '珠海联邦制药',
    varietyId: '7001',
    taxRate: '0.1300',
  },
  {
    id: '7102',
    goodsCode: 'G0002',
    commonName: '布洛芬缓释胶囊',
    spec: '0.3g×20粒',
    manufacturer: '中美天津史克',
    varietyId: '7002',
    taxRate: '0.0900',
  },
];
const varieties = [
  { id: '7001', varietyCode: 'V0001', varietyName: '阿莫西林胶囊 0.25g' },
  { id: '7002', varietyCode: 'V0002', varietyName: '布洛芬缓释胶囊 0.3g' },
];

function startServer() {
  return purchaseBackend()
    .on(purchaseBaseCalls.catalogueList, ({ query }) =>
      pageOf([inForce, draft].filter((c) => !query.status || String(c.status) === query.status)),
    )
    .on(purchaseBaseCalls.catalogueDetail, () => draftDetail)
    .on(purchaseBaseCalls.catalogueSubmit, () => draftDetail)
    .on(purchaseBaseCalls.catalogueEnable, () => 1)
    .on(purchaseBaseCalls.catalogueDisable, () => 1)
    .on(purchaseBaseCalls.catalogueRemove, () => 1)
    .on(crudCalls(goodsResource).list, () => pageOf(goods))
    .on(crudCalls(varietyResource).list, () => pageOf(varieties));
}

const allCodes = [
  'catalogue',
  'catalogue_add',
  'catalogue_edit',
  'catalogue_delete',
  'catalogue_view',
  'catalogue_enable',
  'catalogue_disable',
];
const show = (codes = allCodes) => showPage(<CataloguePage />, codes, '阴凉品种补充目录');
const drawer = () =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-drawer-content')].at(-1);
    if (!found) throw new Error('no drawer');
    return found;
  });
const posted = (backend: ReturnType<typeof startServer>) =>
  JSON.parse(String(backend.requests.filter((r) => r.url?.includes('catalogue/submit')).at(-1)!.data)) as Record<
    string,
    unknown
  > & { lines: Array<Record<string, unknown>> };

resetScreensAfterEach();

describe('catalogues (采购目录)', () => {
  it('lists the catalogues with their status tag and the moves each status allows', async () => {
    const backend = startServer();
    await show();
    expect(backend.asked(purchaseBaseCalls.catalogueList)[0]!.query).toMatchObject({ current: '1', size: '10' });
    expect(within(rowOf('2026年度采购目录-华东康源')).getByText('生效').className).toContain('ant-tag-success');
    expect(within(rowOf('阴凉品种补充目录')).getByText('草稿').className).toContain('ant-tag-default');
    expect(within(rowOf('阴凉品种补充目录')).getByText('2026-01-01 ~ 2026-12-31')).toBeTruthy();
    expect(buttonsOf('2026年度采购目录-华东康源')).toEqual(['查看', '停用']);
    expect(buttonsOf('阴凉品种补充目录')).toEqual(['查看', '编辑', '生效', '删除']);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();

    // Search by name, shipper and status.
    fireEvent.change(screen.getByLabelText('目录名称'), { target: { value: '阴凉' } });
    await pick(screen.getByLabelText('货主'), '华东康源医药');
    await pick(screen.getByLabelText('状态'), '草稿');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(purchaseBaseCalls.catalogueList).at(-1)!.query).toMatchObject({
        catalogueName: '阴凉',
        shipperId: '9101',
        status: '0',
        current: '1',
      }),
    );
    await waitFor(() => expect(screen.queryByText('2026年度采购目录-华东康源')).toBeNull());
  });

  it('shows each button only with its code', async () => {
    startServer();
    await show(['catalogue', 'catalogue_view']);
    expect(buttonsOf('阴凉品种补充目录')).toEqual(['查看']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    cleanup();
    startServer();
    await show(['catalogue', 'catalogue_enable', 'catalogue_disable']);
    expect(buttonsOf('阴凉品种补充目录')).toEqual(['生效']);
    expect(buttonsOf('2026年度采购目录-华东康源')).toEqual(['停用']);
  });

  it('新增 takes the header and lines and sends them, prices and rates as strings', async () => {
    const backend = startServer();
    const { toast } = await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const editor = await drawer();
    expect(within(editor).getByText('新增采购目录')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('目录名称'), { target: { value: '2026年冷链目录' } });
    await pick(within(editor).getByLabelText('货主'), '西南健康药业');
    await typeDate(editor, '有效期起', '2026-03-01');
    await typeDate(editor, '有效期止', '2026-12-31');

    fireEvent.click(within(editor).getByRole('button', { name: '添加明细' }));
    await pick(
      await within(editor).findByRole('combobox', { name: '商品 1' }),
      'G0002 布洛芬缓释胶囊 0.3g×20粒 中美天津史克',
    );
    await pick(within(editor).getByRole('combobox', { name: '供应商 1' }), '华润三九');
    fireEvent.change(within(editor).getByLabelText('协议进价 1'), { target: { value: '18.2345' } });
    fireEvent.change(within(editor).getByLabelText('起订量 1'), { target: { value: '5.5' } });
    fireEvent.click(within(editor).getByRole('switch', { name: '唯一供货 1' }));
    fireEvent.change(within(editor).getByLabelText('中标流水号 1'), { target: { value: 'ZB2026-0012' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(backend.asked(purchaseBaseCalls.catalogueSubmit)).toHaveLength(1));
    const body = posted(backend);
    expect(body).toMatchObject({
      catalogueName: '2026年冷链目录',
      shipperId: '9102',
      effectiveFrom: '2026-03-01',
      effectiveTo: '2026-12-31',
    });
    expect(body.id).toBeUndefined();
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({
      goodsId: '7102',
      varietyId: '7002', // from the goods item
      supplierId: '9202',
      unitPrice: '18.2345',
      taxRate: '0.0900', // the goods item's
      minOrderQty: '5.5',
      onlySupplier: true,
      bidSerialNo: 'ZB2026-0012',
      status: 1,
    });
    await waitFor(() => expect(document.querySelector('.ant-drawer-content')).toBeNull());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('checks the catalogue as declared before sending: the messages at their fields and cells', async () => {
    const backend = startServer();
    await show();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const editor = await drawer();
    fireEvent.click(within(editor).getByRole('button', { name: '添加明细' }));
    await within(editor).findByRole('combobox', { name: '商品 1' });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(editor).findByText('请输入目录名称')).toBeTruthy();
    expect(await within(editor).findByText('请选择货主')).toBeTruthy();
    expect(await within(editor).findByText('请输入有效期起(yyyy-MM-dd)')).toBeTruthy();
    expect(await within(editor).findByText('请选择供应商')).toBeTruthy();
    expect(await within(editor).findByText('请输入协议进价')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.catalogueSubmit)).toHaveLength(0);

    // Filled in, but ending before it starts: the declared body's own rule says so at the field.
    fireEvent.change(within(editor).getByLabelText('目录名称'), { target: { value: '2026年冷链目录' } });
    await pick(within(editor).getByLabelText('货主'), '华东康源医药');
    await typeDate(editor, '有效期起', '2026-06-01');
    await typeDate(editor, '有效期止', '2026-01-31');
    await pick(within(editor).getByRole('combobox', { name: '供应商 1' }), '华润三九');
    fireEvent.change(within(editor).getByLabelText('协议进价 1'), { target: { value: '3.2' } });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(editor).findByText('有效期止不能早于有效期起')).toBeTruthy();
    expect(backend.asked(purchaseBaseCalls.catalogueSubmit)).toHaveLength(0);
  });

  it('修改 loads the catalogue with its lines, sends its id, and shows what the server refuses', async () => {
    const backend = startServer();
    const { toast } = await show();
    fireEvent.click(within(rowOf('阴凉品种补充目录')).getByRole('button', { name: '编辑' }));
    const editor = await drawer();
    expect(await within(editor).findByText('修改采购目录 CGML202601010002')).toBeTruthy();
    await waitFor(() =>
      expect((within(editor).getByLabelText('协议进价 1') as HTMLInputElement).value).toBe('12.5000'),
    );
    expect(backend.asked(purchaseBaseCalls.catalogueDetail)[0]!.query).toEqual({ id: '602' });
    expect(within(editor).getByText('广州白云山医药')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('协议进价 1'), { target: { value: '11.8000' } });
    backend.refuse(purchaseBaseCalls.catalogueSubmit, {
      zh: '第1行：商品“阿莫西林胶囊”不属于所选品种',
      en: 'Line 1: not of the variety',
    });
    fireEvent.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('第1行：商品“阿莫西林胶囊”不属于所选品种'));
    expect(backend.asked(purchaseBaseCalls.catalogueSubmit)[0]!.body).toMatchObject({ id: '602' });
    expect(posted(backend).lines[0]).toMatchObject({ unitPrice: '11.8', goodsId: '7101', taxRate: '0.1300' });
    // Refused: the editor stays open with what was typed.
    expect((within(editor).getByLabelText('协议进价 1') as HTMLInputElement).value).toBe('11.8000');
    expect(backend.asked(purchaseBaseCalls.catalogueSubmit)).toHaveLength(1);
  });

  it('查看 shows the catalogue read-only', async () => {
    startServer();
    await show();
    fireEvent.click(within(rowOf('阴凉品种补充目录')).getByRole('button', { name: '查看' }));
    const editor = await drawer();
    await waitFor(() =>
      expect((within(editor).getByLabelText('协议进价 1') as HTMLInputElement).value).toBe('12.5000'),
    );
    expect((within(editor).getByLabelText('协议进价 1') as HTMLInputElement).disabled).toBe(true);
    expect(within(editor).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(editor).queryByRole('button', { name: '添加明细' })).toBeNull();
  });

  it('生效 and 停用 ask first, then move the catalogue', async () => {
    const backend = startServer();
    await show();
    await clickRowAction(rowOf('阴凉品种补充目录'), '生效');
    expect(await screen.findByText('确定将采购目录 CGML202601010002 生效?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.catalogueEnable)[0]!.query).toEqual({ ids: ['602'] }));
    await clickRowAction(rowOf('2026年度采购目录-华东康源'), '停用');
    await screen.findByText(/确定停用采购目录 CGML202601010001/);
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(backend.asked(purchaseBaseCalls.catalogueDisable)[0]!.query).toEqual({ ids: ['601'] }));
  });

  it('on a phone the editor takes the whole width and the lines scroll sideways', async () => {
    startServer();
    await show();
    act(() => useUi.setState({ screen: 0 }));
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const editor = await drawer();
    const wrapper = editor.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(wrapper.style.width).toBe('100%');
    fireEvent.click(within(editor).getByRole('button', { name: '添加明细' }));
    await within(editor).findByRole('combobox', { name: '商品 1' });
    expect(editor.querySelector('.catalogue-lines .ant-table-content')?.getAttribute('style')).toContain(
      'overflow-x: auto',
    );
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await show();
    expect(screen.getByRole('columnheader', { name: 'Catalogue no.' })).toBeTruthy();
    expect(within(rowOf('阴凉品种补充目录')).getByText('Draft')).toBeTruthy();
    expect(buttonsOf('2026年度采购目录-华东康源')).toEqual(['View', 'Disable']);
  });
});
