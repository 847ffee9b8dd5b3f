import { purchaseDocsCalls as calls, type OrderPageBody, type OrderRecord } from '@pharma/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buttonsOf, lastDialog, rowOf, showPage } from '../../../../test/listPageKit.tsx';
import { clickRowAction } from '../../../../test/rowActions.ts';
import { setLanguage } from '../../../i18n/index.ts';
import {
  choose,
  docsBackend,
  moveWithReason,
  order,
  orderDetailOf,
  orderLine,
  pageOf,
  resetScreensAfterEach,
  spyNavigation,
} from '../purchase.fixture.tsx';
import { OrdersPage } from './OrdersPage.tsx';

const orders = [
  order('1', 'CGDD209903020001', 0),
  order('2', 'CGDD209903020002', 1),
  order('3', 'CGDD209903020003', 2, { auditOpinion: '价格偏高' }),
  order('4', 'CGDD209903020004', 3, { sentTime: '2099-03-02 15:00:00' }),
  order('5', 'CGDD209903020005', 4),
  order('6', 'CGDD209903020006', 5, { contractId: '81', contractNo: 'CGHT209903030001' }),
  order('7', 'CGDD209903020007', 6),
  order('8', 'CGDD209903020008', 7),
];
const allCodes = [
  'purchase_order',
  'purchase_order_add',
  'purchase_order_edit',
  'purchase_order_delete',
  'purchase_order_view',
  'purchase_order_commit',
  'purchase_order_audit',
  'purchase_order_send',
  'purchase_order_receive',
  'purchase_order_close',
  'purchase_order_void',
  'purchase_order_to_contract',
];
const names = ['待提交', '待审核', '已驳回', '待收货', '部分收货', '已完成', '已关闭', '已作废'];

/** A stand-in server that filters and counts like the real one: the counts are those of the grid's filters. */
function startServer() {
  const matches = (row: OrderRecord, body: { supplierId?: string; orderNo?: string }) =>
    (!body.supplierId || row.supplierId === body.supplierId) && (!body.orderNo || row.orderNo.includes(body.orderNo));
  return docsBackend()
    .on(calls.orderStatusNum, ({ body }) => {
      const rows = orders.filter((row) => matches(row, body));
      return [
        { status: null, statusName: '全部', num: rows.length },
        ...names.map((statusName, status) => ({
          status,
          statusName,
          num: rows.filter((r) => r.status === status).length,
        })),
      ];
    })
    .on(calls.orderQueryByPage, ({ body }) => {
      const rows = orders.filter(
        (row) =>
          matches(row, body) && (body.status === undefined || body.status === null || row.status === body.status),
      );
      return pageOf(rows);
    })
    .on(calls.orderDetail, ({ query }) =>
      orderDetailOf(orders.find((o) => o.id === query.id)!, [
        orderLine(1),
        orderLine(2, { receivedQty: '50.000', lineStatus: 1 }),
      ]),
    )
    .on(calls.orderCommit, ({ body }) => ({ id: body.id, status: 1, warnings: [] }))
    .on(calls.orderReceive, ({ body }) => ({ id: body.id, status: 4, warnings: [] }))
    .on(calls.orderVoid, ({ body }) => ({ id: body.id, status: 7, warnings: [] }));
}

const showOrders = (codes: readonly string[] = allCodes) => showPage(<OrdersPage />, codes, 'CGDD209903020008');
const tabs = () => [...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent);
const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find((t) => t.textContent?.startsWith(name))!;

resetScreensAfterEach();

describe('purchase orders (采购订单)', () => {
  it('shows a tab per status with its count from statusNum', async () => {
    const backend = startServer();
    await showOrders();
    await waitFor(() =>
      expect(tabs()).toEqual([
        '全部 (8)',
        '待提交 (1)',
        '待审核 (1)',
        '已驳回 (1)',
        '待收货 (1)',
        '部分收货 (1)',
        '已完成 (1)',
        '已关闭 (1)',
        '已作废 (1)',
      ]),
    );
    expect(backend.asked(calls.orderStatusNum)[0]!.body).toEqual({});
    expect(backend.asked(calls.orderQueryByPage)[0]!.body).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('a tab filters the grid by its status under the same filters, and the counts follow the filters', async () => {
    const backend = startServer();
    await showOrders();
    await choose(document.body, '供应商', '国药控股华东');
    fireEvent.change(screen.getByLabelText('订单号'), { target: { value: 'CGDD2099' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(backend.asked(calls.orderStatusNum).at(-1)!.body).toEqual({ supplierId: '21', orderNo: 'CGDD2099' }),
    );

    fireEvent.click(tab('待审核'));
    await waitFor(() =>
      expect(backend.asked(calls.orderQueryByPage).at(-1)!.body).toEqual({
        supplierId: '21',
        orderNo: 'CGDD2099',
        status: 1,
        pageNum: 1,
        pageSize: 10,
      } satisfies OrderPageBody),
    );
    await waitFor(() => expect(screen.queryByText('CGDD209903020001')).toBeNull());
    expect(screen.getByText('CGDD209903020002')).toBeTruthy();
    // The counts do not depend on the tab: statusNum was asked the grid's filters without the status.
    expect(backend.asked(calls.orderStatusNum).every((asked) => !('status' in (asked.body as object)))).toBe(true);

    fireEvent.click(tab('全部'));
    await screen.findByText('CGDD209903020001');
    expect(backend.asked(calls.orderQueryByPage).at(-1)!.body).toEqual({
      supplierId: '21',
      orderNo: 'CGDD2099',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('offers each row only the moves its status allows', async () => {
    startServer();
    await showOrders();
    expect(buttonsOf('CGDD209903020001')).toEqual(['详情', '编辑', '提交审核', '作废', '删除']);
    expect(buttonsOf('CGDD209903020002')).toEqual(['详情', '审核', '作废']);
    expect(buttonsOf('CGDD209903020003')).toEqual(['详情', '编辑', '提交审核', '作废', '删除']);
    expect(buttonsOf('CGDD209903020004')).toEqual(['详情', '下发', '收货', '生成合同', '关闭']);
    expect(buttonsOf('CGDD209903020005')).toEqual(['详情', '下发', '收货', '生成合同', '关闭']);
    // Completed with its contract already made: nothing but the details (and the contract's link).
    expect(buttonsOf('CGDD209903020006')).toEqual(['详情']);
    expect(buttonsOf('CGDD209903020007')).toEqual(['详情']);
    expect(buttonsOf('CGDD209903020008')).toEqual(['详情']);
    cleanup();
    startServer();
    await showOrders(['purchase_order', 'purchase_order_view']);
    expect(buttonsOf('CGDD209903020001')).toEqual(['详情']);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it('详情 opens the order’s detail page (请购明细) by its id', async () => {
    startServer();
    const to = spyNavigation();
    await showOrders();
    fireEvent.click(within(rowOf('CGDD209903020004')).getByRole('button', { name: '详情' }));
    expect(to).toHaveBeenCalledWith('/smartsupply/contract_detail/detail?id=4');
  });

  it('the counts read again after a move', async () => {
    const backend = startServer();
    await showOrders();
    await waitFor(() => expect(backend.asked(calls.orderStatusNum)).toHaveLength(1));
    await clickRowAction(rowOf('CGDD209903020001'), '提交审核');
    const confirm = await lastDialog();
    expect(within(confirm).getByText('确定提交审核 CGDD209903020001?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.asked(calls.orderCommit)[0]?.body).toEqual({ id: '1' }));
    await waitFor(() => expect(backend.asked(calls.orderStatusNum)).toHaveLength(2));
  });

  it('作废 needs a reason', async () => {
    const backend = startServer();
    await showOrders();
    await moveWithReason('CGDD209903020002', '作废', '重复下单', () =>
      expect(backend.asked(calls.orderVoid)).toHaveLength(0),
    );
    await waitFor(() => expect(backend.asked(calls.orderVoid)[0]?.body).toEqual({ id: '2', reason: '重复下单' }));
  });

  it('收货 records the quantities received now for the open lines', async () => {
    const backend = startServer();
    await showOrders();
    await clickRowAction(rowOf('CGDD209903020004'), '收货');
    const dialog = await lastDialog();
    await within(dialog).findByLabelText('本次实收 SP002');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写收货数量')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('本次实收 SP002'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(backend.asked(calls.orderReceive)[0]?.body).toEqual({ id: '4', lines: [{ id: '602', qty: '100' }] }),
    );
  });

  it('speaks English', async () => {
    act(() => setLanguage('en'));
    startServer();
    await showOrders();
    await waitFor(() => expect(tabs()[0]).toBe('All (8)'));
    expect(tabs()[2]).toBe('Awaiting audit (1)');
    expect(buttonsOf('CGDD209903020002')).toEqual(['Details', 'Audit', 'Void']);
  });
});
