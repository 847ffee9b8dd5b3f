import {
  type ContractCallOff,
  type ContractLineRecord,
  purchaseDocsCalls as calls,
  contractMachine,
  contractType,
  format,
  shipperResource,
  supplierResource,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Spin, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { tableScrollX } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { contractTexts } from '../contract/contract.texts.ts';
import { callOffCode, canCallOff } from '../order/callOff.ts';
import { OrderFormDialog } from '../order/OrderFormDialog.tsx';
import { detailTexts } from './detail.texts.ts';
import {
  actionNames,
  DictText,
  decimalColumn,
  dictColumn,
  dictName,
  keyOf,
  orderDetailHref,
  StatusLog,
  StatusTag,
  textColumn,
  useQueryId,
} from './docKit.tsx';
import { docsTexts as texts } from './docs.texts.ts';
import { goodsColumns } from './lineColumns.tsx';
import './detail.css';

/** A link to an order's detail page (请购明细), opened in the console's own tab. */
function OrderLink({ id, no }: { id: string; no: string }) {
  return (
    <a
      href={orderDetailHref(id)}
      onClick={(event) => {
        event.preventDefault();
        navigateTo(orderDetailHref(id));
      }}
    >
      {no}
    </a>
  );
}

/**
 * 合同明细 (/smartsupply/order_goods/goods?id=, docs/domain.md §2.9): a contract's header, its lines with what has been
 * executed against them (called off for a frame agreement, received, returned), the totals, the orders executing
 * it (a frame's call-offs, a SPOT contract's source order) and the status history. Read-only but for 下单(调用) on a
 * frame agreement in force, for those who may add orders.
 */
export function ContractDetailPage() {
  const text = useText();
  const allowed = useAllowed();
  const id = useQueryId();
  const [callingOff, setCallingOff] = useState(false);
  const detail = useQuery({
    queryKey: keyOf(calls.contractDetail, { id }),
    queryFn: () => callApi(calls.contractDetail, { query: { id: id! } }),
    enabled: Boolean(id),
  });
  if (!id) return <Alert type="error" showIcon message={text(texts.missingId)} />;
  if (detail.isError) return <Alert type="error" showIcon message={text(texts.notFound)} />;
  const d = detail.data;
  const frame = d?.contractType === contractType.frame;

  const orderColumns: TableColumnsType<ContractCallOff> = [
    {
      key: 'orderNo',
      dataIndex: 'orderNo',
      title: text(texts.orderNo),
      width: 170,
      render: (no: string, row) => <OrderLink id={row.orderId} no={no} />,
    },
    textColumn<ContractCallOff>('orderDate', text(texts.orderDate), 110),
    decimalColumn<ContractCallOff>('totalQty', text(texts.totalQty), 110),
    decimalColumn<ContractCallOff>('totalAmount', text(texts.totalAmount), 130),
    decimalColumn<ContractCallOff>('receivedAmount', text(texts.receivedAmount), 120),
    dictColumn<ContractCallOff>('status', text(texts.status), 'sc_order_status', 100, { tag: true }),
  ];

  const columns: TableColumnsType<ContractLineRecord> = [
    { ...textColumn<ContractLineRecord>('lineNo', text(texts.lineNo), 60), align: 'right' },
    ...goodsColumns<ContractLineRecord>(text),
    decimalColumn<ContractLineRecord>('qty', text(texts.qty), 100),
    decimalColumn<ContractLineRecord>('unitPrice', text(texts.unitPrice), 100),
    decimalColumn<ContractLineRecord>('taxRate', text(texts.taxRate), 80),
    decimalColumn<ContractLineRecord>('amount', text(texts.amount), 110),
    {
      key: 'executed',
      title: text(detailTexts.executed),
      children: [
        decimalColumn<ContractLineRecord>('orderedQty', text(frame ? texts.calledOffQty : texts.orderedQty), 100),
        decimalColumn<ContractLineRecord>('accInQty', text(texts.accInQty), 100),
        decimalColumn<ContractLineRecord>('accReturnQty', text(texts.accReturnQty), 100),
        { ...textColumn<ContractLineRecord>('batchCount', text(texts.batchCount), 80), align: 'right' },
      ],
    },
    textColumn<ContractLineRecord>('expectedArrivalDate', text(texts.expectedArrival), 110),
    dictColumn<ContractLineRecord>('lineStatus', text(texts.lineStatus), 'sc_contract_status', 90, { tag: true }),
  ];

  return (
    <div className="purchase-detail">
      <Card
        title={text(detailTexts.contractTitle)}
        extra={
          d &&
          canCallOff(d) &&
          allowed(callOffCode) && (
            <Button type="primary" onClick={() => setCallingOff(true)}>
              {text(contractTexts.callOff)}
            </Button>
          )
        }
      >
        <Spin spinning={detail.isLoading}>
          {d && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'contractNo',
                  label: text(texts.contractNo),
                  children: <span data-testid="doc-no">{d.contractNo}</span>,
                },
                {
                  key: 'status',
                  label: text(texts.status),
                  children: <StatusTag dict="sc_contract_status" value={d.status} />,
                },
                {
                  key: 'type',
                  label: text(dictName('sc_contract_type')),
                  children: <DictText dict="sc_contract_type" value={d.contractType} />,
                },
                { key: 'paperNo', label: text(texts.paperNo), children: d.paperNo },
                { key: 'shipper', label: text(shipperResource.title), children: d.shipperName },
                { key: 'supplier', label: text(supplierResource.title), children: d.supplierName },
                { key: 'validity', label: text(texts.validity), children: `${d.validFrom} ~ ${d.validTo}` },
                { key: 'signDate', label: text(texts.signDate), children: d.signDate },
                { key: 'signAddress', label: text(texts.signAddress), children: d.signAddress },
                {
                  key: 'signers',
                  label: `${text(texts.ourSigner)} / ${text(texts.supplierSigner)}`,
                  children: [d.ourSignerName, d.supplierSignerName].filter(Boolean).join(' / '),
                },
                {
                  key: 'settle',
                  label: text(dictName('sc_settle_type')),
                  children: <DictText dict="sc_settle_type" value={d.settleType} />,
                },
                { key: 'term', label: text(texts.paymentTermDays), children: d.paymentTermDays },
                { key: 'prepay', label: text(texts.prepayAmount), children: d.prepayAmount },
                {
                  key: 'delivery',
                  label: text(dictName('sc_delivery_method')),
                  children: <DictText dict="sc_delivery_method" value={d.deliveryMethod} />,
                },
                { key: 'deliveryAddress', label: text(texts.deliveryAddress), children: d.deliveryAddress },
                {
                  key: 'sourceOrder',
                  label: text(texts.sourceOrder),
                  children:
                    d.sourceOrderId && d.sourceOrderNo ? <OrderLink id={d.sourceOrderId} no={d.sourceOrderNo} /> : null,
                },
                {
                  key: 'totalAmount',
                  label: text(texts.totalAmount),
                  children: <span data-testid="contract-total">{d.totalAmount}</span>,
                },
                {
                  key: 'executedAmount',
                  label: text(texts.executedAmount),
                  children: <span data-testid="contract-executed">{d.executedAmount}</span>,
                },
                {
                  key: 'audit',
                  label: text(texts.auditStatus),
                  children: <StatusTag dict="sc_audit_status" value={d.auditStatus} />,
                },
                { key: 'auditOpinion', label: text(texts.auditOpinion), children: d.auditOpinion },
                ...(d.suspendReason
                  ? [{ key: 'suspendReason', label: text(texts.suspendReason), children: d.suspendReason }]
                  : []),
                ...(d.finishDate ? [{ key: 'finishDate', label: text(texts.finishDate), children: d.finishDate }] : []),
                { key: 'qualityTerms', label: text(texts.qualityTerms), children: d.qualityTerms },
                { key: 'remark', label: text(texts.remark), children: d.remark },
              ]}
            />
          )}
        </Spin>
      </Card>
      <Card title={text(texts.lines)}>
        <Table<ContractLineRecord>
          data-testid="contract-lines"
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
                <Table.Summary.Row data-testid="contract-totals">
                  <Table.Summary.Cell index={0} colSpan={6}>
                    {text(texts.total)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} colSpan={3} />
                  <Table.Summary.Cell index={9} align="right">
                    {d.totalAmount}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={10} colSpan={6} />
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
      {/* A frame's call-offs always (none yet says so); a SPOT contract's source order when it has one. */}
      {(frame || (d?.callOffs.length ?? 0) > 0) && (
        <Card title={text(frame ? detailTexts.callOffs : detailTexts.sourceOrders)}>
          <Table<ContractCallOff>
            data-testid="contract-orders"
            rowKey="orderId"
            size="small"
            bordered
            pagination={false}
            loading={detail.isLoading}
            columns={orderColumns}
            dataSource={d?.callOffs ?? []}
            scroll={{ x: tableScrollX(orderColumns) }}
            locale={{ emptyText: text(detailTexts.noCallOffs) }}
          />
          {d && d.callOffCount > d.callOffs.length && (
            <Typography.Text type="secondary" data-testid="contract-orders-capped">
              {format(text(detailTexts.callOffsCapped), { shown: d.callOffs.length, count: d.callOffCount })}
            </Typography.Text>
          )}
        </Card>
      )}
      <Card title={text(texts.logs)}>
        <StatusLog logs={d?.logs ?? []} dict="sc_contract_status" actions={actionNames(contractMachine)} />
      </Card>
      {callingOff && d && <OrderFormDialog frame={d} onClose={() => setCallingOff(false)} />}
    </div>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ContractDetailPage;
