import {
  type ContractCallOff,
  type ContractLineRecord,
  purchaseDocsCalls as calls,
  contractMachine,
  contractType,
  docsLabels,
  format,
  shipperResource,
  supplierResource,
} from '@pharma/contract';
import { Button, Card, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useAllowed } from '../../../crud/ListScreen.tsx';
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
import {
  DictText,
  DocLink,
  decimalColumn,
  dictColumn,
  dictName,
  orderDetailHref,
  StatusTag,
  textColumn,
} from '../document/docKit.tsx';
import { contractTexts, detailTexts, docsTexts } from '../document/docs.texts.ts';
import { goodsColumns } from '../document/lineColumns.tsx';
import { callOffCode, canCallOff } from '../order/callOff.ts';
import { OrderFormDialog } from '../order/OrderFormDialog.tsx';

/**
 * 合同明细 (/smartsupply/order_goods/goods?id=, docs/domain.md §2.9): a contract's header, its lines with what has been
 * executed against them (called off for a frame agreement, received, returned), the totals, the orders executing
 * it (a frame's call-offs, a SPOT contract's source order) and the status history. Read-only but for 下单(调用) on a
 * frame agreement in force, for those who may add orders.
 */
export function ContractDetailPage() {
  const text = useText();
  const allowed = useAllowed();
  const { id, detail } = useDocDetail(calls.contractDetail);
  const [callingOff, setCallingOff] = useState(false);
  const d = detail.data;
  const frame = d?.contractType === contractType.frame;

  const orderColumns: TableColumnsType<ContractCallOff> = [
    {
      key: 'orderNo',
      dataIndex: 'orderNo',
      title: text(docsLabels.orderNo),
      width: 170,
      render: (no: string, row) => <DocLink href={orderDetailHref(row.orderId)}>{no}</DocLink>,
    },
    textColumn<ContractCallOff>('orderDate', text(docsLabels.orderDate), 110),
    decimalColumn<ContractCallOff>('totalQty', text(docsLabels.totalQty), 110),
    decimalColumn<ContractCallOff>('totalAmount', text(docsLabels.totalAmount), 130),
    decimalColumn<ContractCallOff>('receivedAmount', text(docsLabels.receivedAmount), 120),
    dictColumn<ContractCallOff>('status', text(docsLabels.status), 'sc_order_status', 100, { tag: true }),
  ];

  const columns: TableColumnsType<ContractLineRecord> = [
    { ...textColumn<ContractLineRecord>('lineNo', text(docsLabels.lineNo), 60), align: 'right' },
    ...goodsColumns<ContractLineRecord>(text),
    decimalColumn<ContractLineRecord>('qty', text(docsLabels.qty), 100),
    decimalColumn<ContractLineRecord>('unitPrice', text(docsLabels.unitPrice), 100),
    decimalColumn<ContractLineRecord>('taxRate', text(docsLabels.taxRate), 80),
    decimalColumn<ContractLineRecord>('amount', text(docsLabels.amount), 110),
    {
      key: 'executed',
      title: text(detailTexts.executed),
      children: [
        decimalColumn<ContractLineRecord>(
          'orderedQty',
          text(frame ? docsLabels.calledOffQty : docsLabels.orderedQty),
          100,
        ),
        decimalColumn<ContractLineRecord>('accInQty', text(docsLabels.accInQty), 100),
        decimalColumn<ContractLineRecord>('accReturnQty', text(docsLabels.accReturnQty), 100),
        { ...textColumn<ContractLineRecord>('batchCount', text(docsLabels.batchCount), 80), align: 'right' },
      ],
    },
    textColumn<ContractLineRecord>('expectedArrivalDate', text(docsLabels.expectedArrival), 110),
    dictColumn<ContractLineRecord>('lineStatus', text(docsLabels.lineStatus), 'sc_contract_status', 90, { tag: true }),
  ];

  return (
    <DocDetailPage
      id={id}
      failed={detail.isError}
      loading={detail.isLoading}
      title={detailTexts.contractTitle}
      extra={
        d &&
        canCallOff(d) &&
        allowed(callOffCode) && (
          <Button type="primary" onClick={() => setCallingOff(true)}>
            {text(contractTexts.callOff)}
          </Button>
        )
      }
      header={
        d && [
          ['contractNo', docsLabels.contractNo, <DocNo key="no" testId="doc-no" value={d.contractNo} />],
          ['status', docsLabels.status, <StatusTag key="status" dict="sc_contract_status" value={d.status} />],
          [
            'type',
            dictName('sc_contract_type'),
            <DictText key="type" dict="sc_contract_type" value={d.contractType} />,
          ],
          ['paperNo', docsLabels.paperNo, d.paperNo],
          ['shipper', shipperResource.title, d.shipperName],
          ['supplier', supplierResource.title, d.supplierName],
          ['validity', docsLabels.validity, `${d.validFrom} ~ ${d.validTo}`],
          ['signDate', docsLabels.signDate, d.signDate],
          ['signAddress', docsLabels.signAddress, d.signAddress],
          [
            'signers',
            `${text(docsLabels.ourSigner)} / ${text(docsLabels.supplierSigner)}`,
            [d.ourSignerName, d.supplierSignerName].filter(Boolean).join(' / '),
          ],
          settleItem(d.settleType),
          ['term', docsLabels.paymentTermDays, d.paymentTermDays],
          ['prepay', docsLabels.prepayAmount, d.prepayAmount],
          deliveryItem(d.deliveryMethod),
          ['deliveryAddress', docsLabels.deliveryAddress, d.deliveryAddress],
          docLinkItem('sourceOrder', docsLabels.sourceOrder, orderDetailHref, d.sourceOrderId, d.sourceOrderNo),
          ['totalAmount', docsLabels.totalAmount, <DocNo key="total" testId="contract-total" value={d.totalAmount} />],
          [
            'executedAmount',
            docsLabels.executedAmount,
            <DocNo key="executed" testId="contract-executed" value={d.executedAmount} />,
          ],
          ['audit', docsLabels.auditStatus, <StatusTag key="audit" dict="sc_audit_status" value={d.auditStatus} />],
          ['auditOpinion', docsTexts.auditOpinion, d.auditOpinion],
          Boolean(d.suspendReason) && ['suspendReason', docsLabels.suspendReason, d.suspendReason],
          Boolean(d.finishDate) && ['finishDate', docsLabels.finishDate, d.finishDate],
          ['qualityTerms', docsLabels.qualityTerms, d.qualityTerms],
          ['remark', docsLabels.remark, d.remark],
        ]
      }
      lines={
        <DetailTable<ContractLineRecord>
          testId="contract-lines"
          columns={columns}
          rows={d?.lines ?? []}
          loading={detail.isLoading}
          totals={
            d && {
              testId: 'contract-totals',
              label: 6,
              cells: [{ span: 3 }, { span: 1, value: d.totalAmount }, { span: 6 }],
            }
          }
        />
      }
      logs={{ logs: d?.logs ?? [], dict: 'sc_contract_status', machine: contractMachine }}
    >
      {/* A frame's call-offs always (none yet says so); a SPOT contract's source order when it has one. */}
      {(frame || (d?.callOffs.length ?? 0) > 0) && (
        <Card title={text(frame ? detailTexts.callOffs : detailTexts.sourceOrders)}>
          <DetailTable<ContractCallOff>
            testId="contract-orders"
            rowKey="orderId"
            columns={orderColumns}
            rows={d?.callOffs ?? []}
            loading={detail.isLoading}
            emptyText={text(detailTexts.noCallOffs)}
          />
          {d && d.callOffCount > d.callOffs.length && (
            <Typography.Text type="secondary" data-testid="contract-orders-capped">
              {format(text(detailTexts.callOffsCapped), { shown: d.callOffs.length, count: d.callOffCount })}
            </Typography.Text>
          )}
        </Card>
      )}
      {callingOff && d && <OrderFormDialog frame={d} onClose={() => setCallingOff(false)} />}
    </DocDetailPage>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ContractDetailPage;
