import { type ContractCallOff, type ContractRecord, purchaseDocsCalls as calls } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastDialog } from '../../../../test/listPageKit.tsx';
import { renderApp } from '../../../../test/renderApp.tsx';
import { setLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../shell/stores/session.ts';
import {
  callOff,
  cellsOf,
  choose,
  contract,
  contractDetailOf,
  contractLine,
  docsBackend,
  resetScreensAfterEach,
  spyNavigation,
} from '../purchase.fixture.tsx';
import { ContractDetailPage } from './ContractDetailPage.tsx';

const inForce = contract('5', 'CGHT209903030005', 3, { contractType: 2, signDate: '2099-01-05' });
const callOffs = [
  callOff('61', 'CGDD209903100061', 3, { orderDate: '2099-03-10', totalQty: '200.000', totalAmount: '2400.00' }),
  callOff('62', 'CGDD209903050062', 5, { orderDate: '2099-03-05', totalQty: '200.000', receivedAmount: '2400.00' }),
];

function startServer(record: ContractRecord = inForce, offs: ContractCallOff[] = callOffs, count = offs.length) {
  return docsBackend()
    .on(calls.contractDetail, () => contractDetailOf(record, [contractLine(1)], [], offs, count))
    .on(calls.orderSubmit, () => ({ id: '63', status: 0, warnings: [] }));
}

/** 合同明细 of contract 5 for a caller holding `codes`. */
async function showDetail(codes: readonly string[] = ['purchase_contract', 'purchase_order_add']) {
  useSession.setState({ permission: Object.fromEntries(codes.map((c) => [c, true])) });
  renderApp(<ContractDetailPage />, '/smartsupply/order_goods/goods?id=5');
  await screen.findByTestId('doc-no');
}

resetScreensAfterEach();

describe('合同明细: the contract’s call-off orders', () => {
  it('lists them newest first with their totals and status tags, each number opening its 请购明细', async () => {
    startServer();
    const to = spyNavigation();
    await showDetail();
    expect(screen.getByText('调用订单')).toBeTruthy();
    const table = screen.getByTestId('contract-orders');
    await within(table).findByText('待收货');
    expect(cellsOf(table)).toEqual([
      ['CGDD209903100061', '2099-03-10', '200.000', '2400.00', '0.00', '待收货'],
      ['CGDD209903050062', '2099-03-05', '200.000', '1200.00', '2400.00', '已完成'],
    ]);
    expect(within(table).getByText('已完成').closest('[data-status]')?.getAttribute('data-status')).toBe('5');
    const link = within(table).getByRole('link', { name: 'CGDD209903050062' });
    expect(link.getAttribute('href')).toBe('/smartsupply/contract_detail/detail?id=62');
    fireEvent.click(link);
    expect(to).toHaveBeenCalledWith('/smartsupply/contract_detail/detail?id=62');
    expect(screen.queryByTestId('contract-orders-capped')).toBeNull();
  });

  it('says how many there are when it shows only the newest', async () => {
    startServer(inForce, callOffs, 250);
    await showDetail();
    expect((await screen.findByTestId('contract-orders-capped')).textContent).toBe('显示最近 2 张，共 250 张');
  });

  it('a frame without call-offs says so; a SPOT contract shows the order it came from', async () => {
    startServer(inForce, []);
    await showDetail();
    expect(await screen.findByText('暂无调用订单')).toBeTruthy();
    cleanup();
    startServer(contract('5', 'CGHT209903030005', 2, { sourceOrderId: '64', sourceOrderNo: 'CGDD209903010064' }), [
      callOff('64', 'CGDD209903010064', 5),
    ]);
    await showDetail();
    expect(screen.getByText('来源订单', { selector: '.ant-card-head-title' })).toBeTruthy();
    expect(within(screen.getByTestId('contract-orders')).getByRole('link', { name: 'CGDD209903010064' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下单(调用)' })).toBeNull();
  });

  it('offers 下单(调用) on a frame in force to those who may add orders, and reads the contract again after', async () => {
    startServer(contract('5', 'CGHT209903030005', 1, { contractType: 2 }));
    await showDetail();
    expect(screen.queryByRole('button', { name: '下单(调用)' })).toBeNull();
    cleanup();
    startServer();
    await showDetail(['purchase_contract']);
    expect(screen.queryByRole('button', { name: '下单(调用)' })).toBeNull();
    cleanup();

    const backend = startServer();
    await showDetail();
    fireEvent.click(screen.getByRole('button', { name: '下单(调用)' }));
    const dialog = await lastDialog();
    expect(within(dialog).getByText('调用框架合同 CGHT209903030005')).toBeTruthy();
    // contractLine(1): 1000 with 400 called off.
    await waitFor(() => expect((within(dialog).getByLabelText('数量') as HTMLInputElement).value).toBe('600.000'));
    await choose(dialog, '仓库', '嘉兴常温库');
    const before = backend.asked(calls.contractDetail).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(calls.orderSubmit)).toHaveLength(1));
    expect(backend.asked(calls.orderSubmit)[0]!.body).toMatchObject({
      frameContractId: '5',
      lines: [{ goodsId: '401', qty: '600.000', contractDetailId: '701' }],
    });
    await waitFor(() => expect(backend.asked(calls.contractDetail).length).toBeGreaterThan(before));
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showDetail();
    expect(screen.getByText('Call-off orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Call off' })).toBeTruthy();
    expect(await within(screen.getByTestId('contract-orders')).findByText('Awaiting receipt')).toBeTruthy();
  });
});
