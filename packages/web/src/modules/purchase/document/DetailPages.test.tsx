import { purchaseDocsCalls as calls } from '@pharma/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp.tsx';
import { findPage } from '../../../app/pageRegistry.ts';
import { registerModulePages } from '../../../app/pages.ts';
import { setLanguage } from '../../../i18n/index.ts';
import { tabKeyOf } from '../../../shell/tabs/tabKey.ts';
import { ContractDetailPage } from '../contract/ContractDetailPage.tsx';
import { purchaseModule } from '../index.ts';
import { OrderDetailPage } from '../order/OrderDetailPage.tsx';
import {
  cellsOf,
  contract,
  contractDetailOf,
  contractLine,
  docsBackend,
  log,
  order,
  orderDetailOf,
  orderLine,
  resetScreensAfterEach,
} from '../purchase.fixture.tsx';

function startServer() {
  return docsBackend()
    .on(calls.orderDetail, ({ query }) =>
      orderDetailOf(
        order(query.id, `CGDD20990302000${query.id}`, 4, {
          contractId: '81',
          contractNo: 'CGHT209903030081',
          totalQty: '300.000',
          totalAmount: '4560.00',
          totalTaxAmount: '524.60',
        }),
        [orderLine(1), orderLine(2, { receivedQty: '50.000', lineStatus: 1 })],
        [log(1, 'order', 'commit', 0, 1), log(2, 'order', 'approve', 1, 3, { operatorName: '主管老王' })],
      ),
    )
    .on(calls.contractDetail, ({ query }) =>
      contractDetailOf(
        contract(query.id, `CGHT20990303000${query.id}`, 3, {
          contractType: 2,
          signDate: '2099-01-05',
          totalAmount: '12000.00',
          executedAmount: '3000.00',
        }),
        [contractLine(1)],
        [log(1, 'contract', 'sign', 1, 2, { reason: null })],
      ),
    );
}

resetScreensAfterEach();

describe('the two detail pages', () => {
  it('are off the menu, titled, and open a tab per id', () => {
    registerModulePages(purchaseModule);
    const order = findPage('/smartsupply/contract_detail/detail')!;
    const contract = findPage('/smartsupply/order_goods/goods')!;
    expect(order.requireMenu).toBe(false);
    expect(order.title).toEqual({ zh: '请购明细', en: 'Purchase request details' });
    expect(contract.requireMenu).toBe(false);
    expect(contract.title?.zh).toBe('合同明细');
    expect(tabKeyOf('/smartsupply/contract_detail/detail', '?id=1')).not.toBe(
      tabKeyOf('/smartsupply/contract_detail/detail', '?id=2'),
    );
    expect(tabKeyOf('/smartsupply/order_goods/goods', '?id=1')).toBe('/smartsupply/order_goods/goods?id=1');
  });
});

describe('请购明细 (/smartsupply/contract_detail/detail?id=)', () => {
  it('shows the order of the query’s id: header, lines with the plan columns, totals and history', async () => {
    const backend = startServer();
    renderApp(<OrderDetailPage />, '/smartsupply/contract_detail/detail?id=7');
    expect((await screen.findByTestId('doc-no')).textContent).toBe('CGDD209903020007');
    expect(backend.asked(calls.orderDetail)[0]!.query).toEqual({ id: '7' });
    expect(await screen.findByText('部分收货')).toBeTruthy();
    expect(screen.getByText('国药控股华东')).toBeTruthy();
    expect(screen.getByText('CGHT209903030081')).toBeTruthy();

    const lines = screen.getByTestId('order-lines');
    const headers = [...lines.querySelectorAll('thead th')].map((th) => th.textContent);
    for (const column of ['计划/建议', '计划单号', '计划数量', '建议量', '库存', '日均销量', '数量', '金额', '已收'])
      expect(headers).toContain(column);
    const rows = cellsOf(lines);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('CGJH209903010001');
    expect(rows[0]).toContain('140.000');
    expect(rows[1]).toContain('50.000');
    const totals = within(lines).getByTestId('order-totals');
    expect(totals.textContent).toContain('合计');
    expect(totals.textContent).toContain('300.000');
    expect(totals.textContent).toContain('4560.00');
    expect(totals.textContent).toContain('524.60');

    const history = (await screen.findAllByTestId('status-log')).map((e) => e.textContent);
    expect(history[1]).toContain('主管老王 审核通过：待审核 → 待收货');
  });

  it('says so when the address names no order', async () => {
    startServer();
    renderApp(<OrderDetailPage />, '/smartsupply/contract_detail/detail');
    expect(await screen.findByText('缺少单据编号(id)')).toBeTruthy();
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    renderApp(<OrderDetailPage />, '/smartsupply/contract_detail/detail?id=7');
    expect(await screen.findByText('Purchase request details')).toBeTruthy();
    expect(await screen.findByText('Partly received')).toBeTruthy();
  });
});

describe('合同明细 (/smartsupply/order_goods/goods?id=)', () => {
  it('shows the contract of the query’s id: header, lines with executed quantities, totals and history', async () => {
    const backend = startServer();
    renderApp(<ContractDetailPage />, '/smartsupply/order_goods/goods?id=5');
    expect((await screen.findByTestId('doc-no')).textContent).toBe('CGHT209903030005');
    expect(backend.asked(calls.contractDetail)[0]!.query).toEqual({ id: '5' });
    expect(await screen.findByText('年度/框架协议')).toBeTruthy();
    expect(screen.getByTestId('contract-total').textContent).toBe('12000.00');
    expect(screen.getByTestId('contract-executed').textContent).toBe('3000.00');

    const lines = screen.getByTestId('contract-lines');
    const headers = [...lines.querySelectorAll('thead th')].map((th) => th.textContent);
    for (const column of ['执行情况', '已调用', '累计入库', '累计退货', '到货批数']) expect(headers).toContain(column);
    const [line] = cellsOf(lines);
    expect(line).toContain('1000.000');
    expect(line).toContain('400.000');
    expect(line).toContain('250.000');
    expect(within(lines).getByTestId('contract-totals').textContent).toContain('12000.00');
    const history = (await screen.findAllByTestId('status-log')).map((e) => e.textContent);
    expect(history[0]).toContain('采购员小李 签订：未签 → 已签');
  });
});

// A guard against a page that would pass by showing nothing: the detail asked is the one shown.
describe('two ids', () => {
  it('each page shows its own id', async () => {
    startServer();
    renderApp(<OrderDetailPage />, '/smartsupply/contract_detail/detail?id=3');
    await waitFor(() => expect(screen.getByTestId('doc-no').textContent).toBe('CGDD209903020003'));
  });
});
