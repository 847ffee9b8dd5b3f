import {
  purchaseDocsCalls as calls,
  docsLabels,
  type OrderDetailLine,
  orderMachine,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import type { TableColumnsType } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import {
  DetailTable,
  DocDetailPage,
  DocNo,
  deliveryItem,
  docLinkItem,
  settleItem,
  useDocDetail,
} from '../document/DocDetailPage.tsx';
import { contractDetailHref, decimalColumn, dictColumn, StatusTag, textColumn } from '../document/docKit.tsx';
import { detailTexts, docsTexts } from '../document/docs.texts.ts';
import { goodsColumns } from '../document/lineColumns.tsx';

/**
 * 请购明细 (/smartsupply/contract_detail/detail?id=, docs/domain.md §2.9): an order's header, its goods lines with the
 * plan and suggestion columns of the plan lines they came from, the totals the server worked out, and the status
 * history. Read-only.
 */
export function OrderDetailPage() {
  const text = useText();
  const { id, detail } = useDocDetail(calls.orderDetail);
  const d = detail.data;

  const columns: TableColumnsType<OrderDetailLine> = [
    { ...textColumn<OrderDetailLine>('lineNo', text(docsLabels.lineNo), 60), align: 'right' },
    ...goodsColumns<OrderDetailLine>(text),
    {
      key: 'plan',
      title: text(detailTexts.planColumns),
      children: [
        textColumn<OrderDetailLine>('planNo', text(docsLabels.planNo), 160),
        decimalColumn<OrderDetailLine>('planQty', text(docsLabels.planQty), 100),
        decimalColumn<OrderDetailLine>('suggestQty', text(docsLabels.suggestQty), 100),
        decimalColumn<OrderDetailLine>('stockQty', text(docsLabels.stockQty), 90),
        decimalColumn<OrderDetailLine>('availableQty', text(docsLabels.availableQty), 90),
        decimalColumn<OrderDetailLine>('inTransitQty', text(docsLabels.inTransitQty), 90),
        decimalColumn<OrderDetailLine>('avgDailySales', text(docsLabels.avgDailySales), 100),
        decimalColumn<OrderDetailLine>('saleableDays', text(docsLabels.saleableDays), 100),
      ],
    },
    decimalColumn<OrderDetailLine>('qty', text(docsLabels.qty), 100),
    decimalColumn<OrderDetailLine>('packCount', text(docsLabels.packCount), 80),
    decimalColumn<OrderDetailLine>('unitPrice', text(docsLabels.unitPrice), 100),
    decimalColumn<OrderDetailLine>('taxRate', text(docsLabels.taxRate), 80),
    decimalColumn<OrderDetailLine>('amount', text(docsLabels.amount), 110),
    decimalColumn<OrderDetailLine>('taxAmount', text(docsLabels.taxAmount), 100),
    decimalColumn<OrderDetailLine>('receivedQty', text(docsLabels.receivedQty), 100),
    dictColumn<OrderDetailLine>('lineStatus', text(docsLabels.lineStatus), 'sc_order_line_status', 90),
  ];

  return (
    <DocDetailPage
      id={id}
      failed={detail.isError}
      loading={detail.isLoading}
      title={detailTexts.orderTitle}
      header={
        d && [
          ['orderNo', docsLabels.orderNo, <DocNo key="no" testId="doc-no" value={d.orderNo} />],
          ['status', docsLabels.status, <StatusTag key="status" dict="sc_order_status" value={d.status} />],
          ['shipper', shipperResource.title, d.shipperName],
          ['supplier', supplierResource.title, d.supplierName],
          ['warehouse', warehouseResource.title, d.warehouseName],
          ['buyer', docsLabels.buyer, d.buyerName],
          ['orderDate', docsLabels.orderDate, d.orderDate],
          ['arrival', docsLabels.expectedArrival, d.expectedArrivalDate],
          settleItem(d.settleType),
          ['term', docsLabels.paymentTermDays, d.paymentTermDays],
          deliveryItem(d.deliveryMethod),
          ['contact', docsLabels.supplierContact, [d.supplierContact, d.supplierPhone].filter(Boolean).join(' ')],
          docLinkItem('frame', docsLabels.frameContract, contractDetailHref, d.frameContractId, d.frameContractNo),
          docLinkItem('contract', docsLabels.spotContract, contractDetailHref, d.contractId, d.contractNo),
          ['sent', docsLabels.sentTime, d.sentTime],
          ['auditUser', docsLabels.auditUser, d.auditUserName],
          ['auditTime', docsLabels.auditTime, d.auditTime],
          ['auditOpinion', docsTexts.auditOpinion, d.auditOpinion],
          Boolean(d.closeReason) && ['closeReason', docsLabels.closeReason, d.closeReason],
          ['remark', docsLabels.remark, d.remark],
        ]
      }
      lines={
        <DetailTable<OrderDetailLine>
          testId="order-lines"
          columns={columns}
          rows={d?.lines ?? []}
          loading={detail.isLoading}
          totals={
            d && {
              testId: 'order-totals',
              label: 6,
              cells: [
                { span: 8 },
                { span: 1, value: d.totalQty },
                { span: 3 },
                { span: 1, value: d.totalAmount },
                { span: 1, value: d.totalTaxAmount },
                { span: 2 },
              ],
            }
          }
        />
      }
      logs={{ logs: d?.logs ?? [], dict: 'sc_order_status', machine: orderMachine }}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default OrderDetailPage;
