import { purchaseDocsCalls as calls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import {
  cellsOf,
  choose,
  contract,
  contractDetailOf,
  contractLine,
  docsBackend,
  inputOf,
  pageOf,
  resetScreensAfterEach,
} from '../purchase.fixture.tsx';
import { ContractsPage } from './ContractsPage.tsx';

const frame = { contractType: 2, signDate: '2099-01-05' };
const contracts = [
  contract('1', 'CGHT209903030001', 2, frame),
  contract('2', 'CGHT209903030002', 3, frame),
  contract('3', 'CGHT209903030003', 1, { contractType: 2 }),
  contract('4', 'CGHT209903030004', 4, frame),
  contract('5', 'CGHT209903030005', 5, frame),
  contract('6', 'CGHT209903030006', 2, { signDate: '2099-01-05' }),
];
const contractCodes = ['purchase_contract', 'purchase_contract_view'];
const withOrderAdd = [...contractCodes, 'purchase_order_add'];

/** Contract 1: 1000 of SP001 with 400 called off, SP002 called off in full, 50.5 of SP003 with 0.25 called off. */
const lines = [
  contractLine(1, { qty: '1000.000', orderedQty: '400.000', unitPrice: '12.0000' }),
  contractLine(2, { qty: '500.000', orderedQty: '500.000', unitPrice: '3.1000' }),
  contractLine(3, { qty: '50.500', orderedQty: '0.250', unitPrice: '8.8000' }),
];

function startServer() {
  return docsBackend()
    .on(calls.contractQuery, () => pageOf(contracts))
    .on(calls.contractDetail, ({ query }) =>
      contractDetailOf(contracts.find((c) => c.id === query.id)!, query.id === '1' ? lines : []),
    )
    .on(calls.orderSubmit, () => ({ id: '61', status: 0, warnings: [] }));
}

const showContracts = (codes: readonly string[] = withOrderAdd) =>
  showPage(<ContractsPage />, codes, 'CGHT209903030006');

const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

/** Opens 下单(调用) of contract 1 and waits for its lines. */
async function openCallOff() {
  fireEvent.click(within(rowOf('CGHT209903030001')).getByRole('button', { name: '下单(调用)' }));
  const dialog = await lastDialog();
  await within(dialog).findAllByTestId('call-off-goods');
  return dialog;
}

resetScreensAfterEach();

describe('下单(调用): a call-off order from the contract grid', () => {
  it('is offered on a frame agreement in force (已签, 执行中) only, to those who may add orders', async () => {
    startServer();
    await showContracts();
    const offered = (no: string) => buttonsOf(no).includes('下单(调用)');
    expect(contracts.map((c) => [c.contractNo, offered(c.contractNo)])).toEqual([
      ['CGHT209903030001', true],
      ['CGHT209903030002', true],
      ['CGHT209903030003', false],
      ['CGHT209903030004', false],
      ['CGHT209903030005', false],
      ['CGHT209903030006', false],
    ]);
    cleanup();
    startServer();
    await showContracts(contractCodes);
    expect(buttonsOf('CGHT209903030001')).toEqual(['详情']);
  });

  it('opens the order form with the contract’s parties locked, its terms, and what each line has left', async () => {
    startServer();
    await showContracts();
    const dialog = await openCallOff();
    expect(within(dialog).getByText('调用框架合同 CGHT209903030001')).toBeTruthy();
    expect(within(dialog).getByText('华东康源医药')).toBeTruthy();
    expect(within(dialog).getByText('国药控股华东')).toBeTruthy();
    expect((inputOf(dialog, '货主') as HTMLInputElement).disabled).toBe(true);
    expect((inputOf(dialog, '供应商') as HTMLInputElement).disabled).toBe(true);
    expect((inputOf(dialog, '账期(天)') as HTMLInputElement).value).toBe('60');

    // SP002 is called off in full: not offered. The others for what is left, at the contract's price.
    const rows = cellsOf(within(dialog).getByTestId('lines-editor'));
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual([
      ['SP001 布洛芬缓释胶囊 0.25g×24粒', '600.000', '12.0000'],
      ['SP003 阿莫西林胶囊 0.25g×24粒', '50.250', '8.8000'],
    ]);
    const qty = within(dialog).getAllByLabelText('数量') as HTMLInputElement[];
    expect(qty.map((q) => q.value)).toEqual(['600.000', '50.250']);
    // Only the contract's goods: no picker, no line to add.
    expect(within(dialog).queryByRole('combobox', { name: '商品' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '添加明细' })).toBeNull();
  });

  it('saves the call-off naming the frame contract and each line’s contract line; the grid reads again', async () => {
    const backend = startServer();
    await showContracts();
    await waitFor(() => expect(backend.asked(calls.contractQuery)).toHaveLength(1));
    const dialog = await openCallOff();
    await choose(dialog, '仓库', '嘉兴常温库');
    fireEvent.change(within(dialog).getAllByLabelText('数量')[0]!, { target: { value: '100' } });
    ok(dialog);
    await waitFor(() => expect(backend.asked(calls.orderSubmit)).toHaveLength(1));
    expect(backend.asked(calls.orderSubmit)[0]!.body).toMatchObject({
      shipperId: '11',
      supplierId: '21',
      warehouseId: '31',
      frameContractId: '1',
      settleType: 2,
      paymentTermDays: 60,
      deliveryMethod: 1,
      lines: [
        { goodsId: '401', qty: '100', unitPrice: '12.0000', contractDetailId: '701' },
        { goodsId: '403', qty: '50.250', unitPrice: '8.8000', contractDetailId: '703' },
      ],
    });
    expect(backend.asked(calls.orderSubmit)[0]!.body.lines).toHaveLength(2);
    // The contract's called-off quantity changed: its grid (and any detail on screen) reads again.
    await waitFor(() => expect(backend.asked(calls.contractQuery)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('调用框架合同 CGHT209903030001')).toBeNull());
  });

  it('a removed line is not sent; the server’s refusal is shown in its words and the form stays', async () => {
    const backend = startServer();
    const refusal = '布洛芬缓释胶囊 调用数量超出框架合同剩余可订量（合同 1000.000，已订 400.000，本次 900.000）';
    backend.refuse(calls.orderSubmit, refusal);
    const { toast } = await showContracts();
    const dialog = await openCallOff();
    await choose(dialog, '仓库', '嘉兴常温库');
    fireEvent.click(within(dialog).getAllByRole('button', { name: '移除' })[1]!);
    fireEvent.change(within(dialog).getAllByLabelText('数量')[0]!, { target: { value: '900' } });
    ok(dialog);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    const sent = backend.asked(calls.orderSubmit)[0]!.body;
    expect(sent.lines).toEqual([
      { goodsId: '401', qty: '900', unitPrice: '12.0000', remark: null, contractDetailId: '701' },
    ]);
    expect(within(dialog).getByText('调用框架合同 CGHT209903030001')).toBeTruthy();
  });

  it('says when nothing is left to call off, and does not save', async () => {
    const backend = startServer().on(calls.contractDetail, () =>
      contractDetailOf(contracts[0]!, [contractLine(1, { qty: '10.000', orderedQty: '10.000' })]),
    );
    await showContracts();
    fireEvent.click(within(rowOf('CGHT209903030001')).getByRole('button', { name: '下单(调用)' }));
    const dialog = await lastDialog();
    expect(await within(dialog).findByText('该合同各行均已调用完毕, 没有剩余可订数量')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /确\s*定/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(backend.asked(calls.orderSubmit)).toHaveLength(0);
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showContracts();
    expect(buttonsOf('CGHT209903030001')).toEqual(['Details', 'Call off']);
    fireEvent.click(within(rowOf('CGHT209903030001')).getByRole('button', { name: 'Call off' }));
    const dialog = await lastDialog();
    expect(await within(dialog).findByText('Call off frame contract CGHT209903030001')).toBeTruthy();
    await within(dialog).findAllByTestId('call-off-goods');
    const headers = [...within(dialog).getByTestId('lines-editor').querySelectorAll('thead th')].map(
      (th) => th.textContent,
    );
    expect(headers).toEqual(expect.arrayContaining(['Goods', 'Left to call off', 'Quantity', 'Unit price']));
  });
});
