import { purchaseDocsCalls as calls, crudCalls, goodsResource } from '@pharma/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { setLanguage } from '../../../i18n/index.ts';
import {
  choose,
  contract,
  docsBackend,
  inputOf,
  moveWithReason,
  pageOf,
  resetScreensAfterEach,
  spyNavigation,
} from '../purchase.fixture.tsx';
import { ContractsPage } from './ContractsPage.tsx';

const contracts = [
  contract('1', 'CGHT209903030001', 1),
  contract('2', 'CGHT209903030002', 1, { auditStatus: 2, contractType: 2 }),
  contract('3', 'CGHT209903030003', 2, { signDate: '2099-01-05', daysToExpiry: 12 }),
  contract('4', 'CGHT209903030004', 3, { signDate: '2099-01-05', executedAmount: '3000.00' }),
  contract('5', 'CGHT209903030005', 4, { suspendReason: '供应商停产' }),
  contract('6', 'CGHT209903030006', 5),
  contract('7', 'CGHT209903030007', 0),
];
const allCodes = [
  'purchase_contract',
  'purchase_contract_add',
  'purchase_contract_edit',
  'purchase_contract_delete',
  'purchase_contract_view',
  'purchase_contract_audit',
  'purchase_contract_sign',
  'purchase_contract_suspend',
  'purchase_contract_complete',
  'purchase_contract_void',
];

function startServer() {
  return docsBackend()
    .on(calls.contractQuery, () => pageOf(contracts))
    .on(calls.contractSign, ({ body }) => ({ id: body.id, status: 2, warnings: [] }))
    .on(calls.contractSuspend, ({ body }) => ({ id: body.id, status: 4, warnings: [] }));
}

const showContracts = (codes: readonly string[] = allCodes) => showPage(<ContractsPage />, codes, 'CGHT209903030007');

resetScreensAfterEach();

describe('purchase contracts (采购合同)', () => {
  it('offers each row only the moves its status allows; 审核 until the audit has passed', async () => {
    startServer();
    await showContracts();
    expect(buttonsOf('CGHT209903030001')).toEqual(['详情', '编辑', '审核', '签订', '作废', '删除']);
    expect(buttonsOf('CGHT209903030002')).toEqual(['详情', '编辑', '签订', '作废', '删除']);
    expect(buttonsOf('CGHT209903030003')).toEqual(['详情', '完成', '中止']);
    expect(buttonsOf('CGHT209903030004')).toEqual(['详情', '完成', '中止']);
    expect(buttonsOf('CGHT209903030005')).toEqual(['详情']);
    expect(buttonsOf('CGHT209903030006')).toEqual(['详情']);
    expect(buttonsOf('CGHT209903030007')).toEqual(['详情']);
    expect(within(rowOf('CGHT209903030003')).getByText('12 天后到期')).toBeTruthy();
    expect(within(rowOf('CGHT209903030002')).getByText('年度/框架协议')).toBeTruthy();
  });

  it('searches by type, status, sign dates and days to expiry', async () => {
    const backend = startServer();
    await showContracts();
    await choose(document.body, '采购合同类型', '年度/框架协议');
    fireEvent.change(screen.getByLabelText('到期天数'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(calls.contractQuery).at(-1)!.body).toEqual({
        contractType: 2,
        expiringWithinDays: 30,
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('签订 asks the date within the validity', async () => {
    const backend = startServer();
    await showContracts();
    // Five buttons on this row: 签订 is in its 更多.
    await clickRowAction(rowOf('CGHT209903030002'), '签订');
    const dialog = await lastDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写签订日期')).toBeTruthy();
    expect(backend.asked(calls.contractSign)).toHaveLength(0);
  });

  it('中止 needs a reason', async () => {
    const backend = startServer();
    await showContracts();
    await moveWithReason('CGHT209903030004', '中止', '质量问题');
    await waitFor(() => expect(backend.asked(calls.contractSuspend)[0]?.body).toEqual({ id: '4', reason: '质量问题' }));
  });

  it('详情 opens the contract’s detail page (合同明细) by its id', async () => {
    startServer();
    const to = spyNavigation();
    await showContracts();
    fireEvent.click(within(rowOf('CGHT209903030003')).getByRole('button', { name: '详情' }));
    expect(to).toHaveBeenCalledWith('/smartsupply/order_goods/goods?id=3');
  });

  it('新增 saves a frame agreement with its validity and priced lines', async () => {
    const backend = startServer()
      .on(crudCalls(goodsResource).list, () =>
        pageOf([{ id: '401', goodsCode: 'SP001', commonName: '阿莫西林胶囊', spec: '0.25g×24粒' }]),
      )
      .on(calls.contractSubmit, () => ({ id: '9', status: 1, warnings: [] }));
    await showContracts();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await lastDialog();
    fireEvent.click(await within(dialog).findByLabelText('年度/框架协议'));
    await choose(dialog, '货主', '华东康源医药');
    await choose(dialog, '供应商', '国药控股华东');
    await choose(dialog, '商品', 'SP001 阿莫西林胶囊 0.25g×24粒');
    fireEvent.change(inputOf(dialog, '数量'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // The validity and the agreed price are required.
    expect(await within(dialog).findAllByText('请填写有效期')).toHaveLength(2);
    expect(await within(dialog).findByText('单价必须大于0')).toBeTruthy();
    expect(backend.asked(calls.contractSubmit)).toHaveLength(0);

    fireEvent.change(inputOf(dialog, '单价'), { target: { value: '12.5' } });
    for (const [label, day] of [
      ['有效期起', '2099-01-01'],
      ['有效期止', '2099-12-31'],
    ] as const) {
      fireEvent.mouseDown(inputOf(dialog, label));
      fireEvent.change(inputOf(dialog, label), { target: { value: day } });
      fireEvent.keyDown(inputOf(dialog, label), { key: 'Enter', code: 'Enter' });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(calls.contractSubmit)).toHaveLength(1));
    expect(backend.asked(calls.contractSubmit)[0]!.body).toMatchObject({
      contractType: 2,
      shipperId: '11',
      supplierId: '21',
      validFrom: '2099-01-01',
      validTo: '2099-12-31',
      lines: [{ goodsId: '401', qty: '1000', unitPrice: '12.5' }],
    });
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showContracts();
    expect(buttonsOf('CGHT209903030003')).toEqual(['Details', 'Complete', 'Suspend']);
    expect(await within(rowOf('CGHT209903030005')).findByText('Suspended')).toBeTruthy();
  });
});
