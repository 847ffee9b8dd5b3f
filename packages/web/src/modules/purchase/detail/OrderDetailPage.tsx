import {
  purchaseDocsCalls as calls,
  type OrderDetailLine,
  orderMachine,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Spin, Table, type TableColumnsType } from 'antd';
import { tableScrollX } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { detailTexts } from './detail.texts.ts';
import {
  actionNames,
  contractDetailHref,
  DictText,
  decimalColumn,
  dictColumn,
  dictName,
  keyOf,
  StatusLog,
  StatusTag,
  textColumn,
  useQueryId,
} from './docKit.tsx';
import { docsTexts as texts } from './docs.texts.ts';
import { goodsColumns } from './lineColumns.tsx';
import './detail.css';

/** A link to another detail page, opened in its own tab. */
function Go({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigateTo(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * 请购明细 (/smartsupply/contract_detail/detail?id=, docs/domain.md §2.9): an order's header, its goods lines with the
 * plan and suggestion columns of the plan lines they came from, the totals the server worked out, and the status
 * history. Read-only.
 */
export function OrderDetailPage() {
  const text = useText();
  const id = useQueryId();
  const detail = useQuery({
    queryKey: keyOf(calls.orderDetail, { id }),
    queryFn: () => callApi(calls.orderDetail, { query: { id: id! } }),
    enabled: Boolean(id),
  });
  if (!id) return <Alert type="error" showIcon message={text(texts.missingId)} />;
  const d = detail.data;
  if (detail.isError) return <Alert type="error" showIcon message={text(texts.notFound)} />;

  const columns: TableColumnsType<OrderDetailLine> = [
    { ...textColumn<OrderDetailLine>('lineNo', text(texts.lineNo), 60), align: 'right' },
    ...goodsColumns<OrderDetailLine>(text),
    {
      key: 'plan',
      title: text(detailTexts.planColumns),
      children: [
        textColumn<OrderDetailLine>('planNo', text(texts.planNo), 160),
        decimalColumn<OrderDetailLine>('planQty', text(texts.planQty), 100),
        decimalColumn<OrderDetailLine>('suggestQty', text(texts.suggestQty), 100),
        decimalColumn<OrderDetailLine>('stockQty', text(texts.stockQty), 90),
        decimalColumn<OrderDetailLine>('availableQty', text(texts.availableQty), 90),
        decimalColumn<OrderDetailLine>('inTransitQty', text(texts.inTransitQty), 90),
        decimalColumn<OrderDetailLine>('avgDailySales', text(texts.avgDailySales), 100),
        decimalColumn<OrderDetailLine>('saleableDays', text(texts.saleableDays), 100),
      ],
    },
    decimalColumn<OrderDetailLine>('qty', text(texts.qty), 100),
    decimalColumn<OrderDetailLine>('packCount', text(texts.packCount), 80),
    decimalColumn<OrderDetailLine>('unitPrice', text(texts.unitPrice), 100),
    decimalColumn<OrderDetailLine>('taxRate', text(texts.taxRate), 80),
    decimalColumn<OrderDetailLine>('amount', text(texts.amount), 110),
    decimalColumn<OrderDetailLine>('taxAmount', text(texts.taxAmount), 100),
    decimalColumn<OrderDetailLine>('receivedQty', text(texts.receivedQty), 100),
    dictColumn<OrderDetailLine>('lineStatus', text(texts.lineStatus), 'sc_order_line_status', 90),
  ];

  return (
    <div className="purchase-detail">
      <Card title={text(detailTexts.orderTitle)}>
        <Spin spinning={detail.isLoading}>
          {d && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'orderNo', label: text(texts.orderNo), children: <span data-testid="doc-no">{d.orderNo}</span> },
                {
                  key: 'status',
                  label: text(texts.status),
                  children: <StatusTag dict="sc_order_status" value={d.status} />,
                },
                { key: 'shipper', label: text(shipperResource.title), children: d.shipperName },
                { key: 'supplier', label: text(supplierResource.title), children: d.supplierName },
                { key: 'warehouse', label: text(warehouseResource.title), children: d.warehouseName },
                { key: 'buyer', label: text(texts.buyer), children: d.buyerName },
                { key: 'orderDate', label: text(texts.orderDate), children: d.orderDate },
                { key: 'arrival', label: text(texts.expectedArrival), children: d.expectedArrivalDate },
                {
                  key: 'settle',
                  label: text(dictName('sc_settle_type')),
                  children: <DictText dict="sc_settle_type" value={d.settleType} />,
                },
                { key: 'term', label: text(texts.paymentTermDays), children: d.paymentTermDays },
                {
                  key: 'delivery',
                  label: text(dictName('sc_delivery_method')),
                  children: <DictText dict="sc_delivery_method" value={d.deliveryMethod} />,
                },
                {
                  key: 'contact',
                  label: text(texts.supplierContact),
                  children: [d.supplierContact, d.supplierPhone].filter(Boolean).join(' '),
                },
                {
                  key: 'frame',
                  label: text(texts.frameContract),
                  children:
                    d.frameContractId && d.frameContractNo ? (
                      <Go href={contractDetailHref(d.frameContractId)}>{d.frameContractNo}</Go>
                    ) : null,
                },
                {
                  key: 'contract',
                  label: text(texts.spotContract),
                  children:
                    d.contractId && d.contractNo ? (
                      <Go href={contractDetailHref(d.contractId)}>{d.contractNo}</Go>
                    ) : null,
                },
                { key: 'sent', label: text(texts.sentTime), children: d.sentTime },
                { key: 'auditUser', label: text(texts.auditUser), children: d.auditUserName },
                { key: 'auditTime', label: text(texts.auditTime), children: d.auditTime },
                { key: 'auditOpinion', label: text(texts.auditOpinion), children: d.auditOpinion },
                ...(d.closeReason
                  ? [{ key: 'closeReason', label: text(texts.closeReason), children: d.closeReason }]
                  : []),
                { key: 'remark', label: text(texts.remark), children: d.remark },
              ]}
            />
          )}
        </Spin>
      </Card>
      <Card title={text(texts.lines)}>
        <Table<OrderDetailLine>
          data-testid="order-lines"
          rowKey="id"
          size="small"
          bordered
          pagination={false}
          loading={detail.isLoading}
          columns={columns}
          dataSource={d?.lines ?? []}
          scroll={{ x: tableScrollX(columns) }}
          summary={() =>
            d ? (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="order-totals">
                  <Table.Summary.Cell index={0} colSpan={6}>
                    {text(texts.total)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} colSpan={8} />
                  <Table.Summary.Cell index={14} align="right">
                    {d.totalQty}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={15} colSpan={3} />
                  <Table.Summary.Cell index={18} align="right">
                    {d.totalAmount}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={19} align="right">
                    {d.totalTaxAmount}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={20} colSpan={2} />
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
      <Card title={text(texts.logs)}>
        <StatusLog logs={d?.logs ?? []} dict="sc_order_status" actions={actionNames(orderMachine)} />
      </Card>
    </div>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default OrderDetailPage;
