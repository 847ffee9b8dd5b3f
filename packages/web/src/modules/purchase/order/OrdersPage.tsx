import {
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  type OrderRecord,
  orderMachine,
  orderStatusAll,
  orderStatusNames,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { withPriority } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { useBodyCall, useBodyPage } from '../../../lib/useCall.ts';
import { DocListPage, SearchPick, SearchRange, SearchText } from '../document/DocListPage.tsx';
import {
  contractDetailHref,
  DocLink,
  decimalColumn,
  dictColumn,
  orderDetailHref,
  textColumn,
} from '../document/docKit.tsx';
import { docsTexts, orderTexts } from '../document/docs.texts.ts';
import { ShipperSelect, SupplierSelect } from '../document/pickers.tsx';
import { useDocList } from '../document/useDocList.tsx';
import { BuyerSelect } from './BuyerSelect.tsx';
import { OrderFormDialog } from './OrderFormDialog.tsx';
import { ReceiveDialog } from './ReceiveDialog.tsx';

/** The tab of all statuses. */
const all = 'all';

/**
 * 采购订单 (/smartsupply/order): status tabs with their counts (statusNum, under the grid's own filters) over the
 * grid (queryByPage); a tab filters the grid by its status with the same filters. Each row offers the moves its
 * status allows (orderMachine): 提交审核, 审核, 下发, 收货, 生成合同, 关闭, 作废, 编辑, 删除, and 详情 (请购明细).
 */
export function OrdersPage() {
  const text = useText();
  const list = useDocList<OrderRecord, keyof typeof orderMachine>({
    screen: 'purchase_order',
    machine: orderMachine,
    no: (row) => row.orderNo,
    toolbar: [{ key: 'add', crud: 'add', primary: true, opens: (close) => <OrderFormDialog onClose={close} /> }],
    actions: [
      { key: 'view', crud: 'view', label: docsTexts.detail, run: (row) => navigateTo(orderDetailHref(row.id)) },
      {
        key: 'edit',
        crud: 'edit',
        move: 'edit',
        opens: (row, close) => <OrderFormDialog order={row} onClose={close} />,
      },
      { key: 'commit', button: 'commit', move: 'commit', confirms: calls.orderCommit },
      { key: 'audit', button: 'audit', move: 'approve', audits: calls.orderAudit },
      { key: 'send', button: 'send', move: 'send', confirms: calls.orderSend },
      {
        key: 'receive',
        button: 'receive',
        move: 'receive',
        opens: (row, close) => <ReceiveDialog order={row} onClose={close} />,
      },
      {
        key: 'toContract',
        button: 'to_contract',
        move: 'toContract',
        shows: (row) => !row.contractId,
        confirms: calls.orderToContract,
      },
      { key: 'close', button: 'close', move: 'close', danger: true, asksReason: calls.orderClose },
      { key: 'void', button: 'void', move: 'void', danger: true, asksReason: calls.orderVoid },
      { key: 'delete', crud: 'delete', move: 'remove', danger: true, removes: calls.orderRemove },
    ],
    actionsWidth: 300,
  });
  const [tab, setTab] = useState<string>(all);
  const counts = useBodyCall(calls.orderStatusNum, list.filters, { placeholderData: keepPreviousData });
  const read = useBodyPage(calls.orderQueryByPage, {
    ...list.filters,
    ...(tab === all ? {} : { status: Number(tab) }),
    pageNum: list.pager.paging.current,
    pageSize: list.pager.paging.size,
  });

  const tabs = (counts.data ?? []).map((entry) => {
    const key = entry.status === null ? all : String(entry.status);
    const name =
      entry.status === null
        ? text(orderStatusAll)
        : entry.status in orderStatusNames
          ? text(orderStatusNames[entry.status as keyof typeof orderStatusNames])
          : entry.statusName;
    return {
      key,
      label: <span data-status-tab={key}>{format(text(orderTexts.tabCount), { name, num: entry.num })}</span>,
    };
  });

  const columns: TableColumnsType<OrderRecord> = [
    textColumn<OrderRecord>('orderNo', text(docsLabels.orderNo), 170),
    textColumn<OrderRecord>('shipperName', text(shipperResource.title), 170, true),
    textColumn<OrderRecord>('supplierName', text(supplierResource.title), 190, true),
    textColumn<OrderRecord>('orderDate', text(docsLabels.orderDate), 110),
    textColumn<OrderRecord>('expectedArrivalDate', text(docsLabels.expectedArrival), 110),
    textColumn<OrderRecord>('warehouseName', text(warehouseResource.title), 130, true),
    textColumn<OrderRecord>('buyerName', text(docsLabels.buyer), 100),
    { ...textColumn<OrderRecord>('lineCount', text(docsLabels.lineCount), 70), align: 'right' },
    decimalColumn<OrderRecord>('totalQty', text(docsLabels.totalQty), 110),
    decimalColumn<OrderRecord>('totalAmount', text(docsLabels.totalAmount), 130),
    decimalColumn<OrderRecord>('receivedAmount', text(docsLabels.receivedAmount), 120),
    {
      key: 'contractNo',
      dataIndex: 'contractNo',
      title: text(docsLabels.spotContract),
      width: 170,
      render: (value: string | null, row) =>
        value && row.contractId ? <DocLink href={contractDetailHref(row.contractId)}>{value}</DocLink> : null,
    },
    // The status is what a row is read for (issue 35): it never folds into the row's expanded part.
    withPriority(dictColumn<OrderRecord>('status', text(docsLabels.status), 'sc_order_status', 100, { tag: true }), 1),
  ];

  return (
    <DocListPage<OrderRecord>
      list={list}
      read={read}
      above={
        <Tabs
          aria-label={text(orderTexts.statusTabs)}
          activeKey={tab}
          items={tabs.length > 0 ? tabs : [{ key: all, label: text(orderStatusAll) }]}
          onChange={(key) => {
            setTab(key);
            list.pager.restart();
          }}
        />
      }
      columns={columns}
    >
      <SearchPick name="shipperId" label={shipperResource.title} picker={ShipperSelect} />
      <SearchPick name="supplierId" label={supplierResource.title} picker={SupplierSelect} />
      <SearchPick name="buyerId" label={docsLabels.buyer} picker={BuyerSelect} />
      <SearchText name="orderNo" label={docsLabels.orderNo} />
      <SearchText name="goodsKeyword" label={docsLabels.goodsKeyword} hint={docsTexts.goodsKeywordHint} />
      <SearchRange label={docsLabels.orderDate} />
    </DocListPage>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default OrdersPage;
