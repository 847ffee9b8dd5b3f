import {
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  type OrderDetailLine,
  type OrderRecord,
  orderLineStatus,
  orderMessages,
} from '@pharma/contract';
import { Alert, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { decimalColumn, useMoveDone } from '../document/docKit.tsx';
import { orderTexts } from '../document/docs.texts.ts';
import { LinesTable, QtyInput } from '../document/LinesTable.tsx';
import { goodsColumns } from '../document/lineColumns.tsx';

/** A quantity entered (digits, maybe a point) that is more than zero. */
const positive = (value: string | undefined) => Boolean(value) && /[1-9]/.test(value ?? '') && !value?.startsWith('-');

/**
 * 收货 (the stand-in for the warehouse's receipt): the open lines with what was ordered and received so far, and the
 * quantity received now; the server holds the over-receipt limit and moves the order to 部分收货 or 已完成.
 */
export function ReceiveDialog({ order, onClose }: { order: OrderRecord; onClose: () => void }) {
  const text = useText();
  const done = useMoveDone();
  const [qty, setQty] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const detail = useCall(calls.orderDetail, { id: order.id });
  const lines = (detail.data?.lines ?? []).filter(
    (l) => l.lineStatus === orderLineStatus.open || l.lineStatus === orderLineStatus.partial,
  );

  const onOk = async () => {
    const receipt = lines.filter((l) => positive(qty[l.id])).map((l) => ({ id: l.id, qty: qty[l.id]! }));
    if (receipt.length === 0) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      done(await callApi(calls.orderReceive, { body: { id: order.id, lines: receipt } }), text(orderTexts.received));
      onClose();
    } catch {
      // Shown by lib/http.
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<OrderDetailLine> = [
    ...goodsColumns<OrderDetailLine>(text).slice(0, 4),
    decimalColumn<OrderDetailLine>('qty', text(docsLabels.qty), 100),
    decimalColumn<OrderDetailLine>('receivedQty', text(docsLabels.receivedQty), 100),
    {
      key: 'now',
      title: text(orderTexts.thisReceipt),
      width: 140,
      render: (_, line) => (
        <QtyInput
          label={`${text(orderTexts.thisReceipt)} ${line.goodsCode ?? ''}`}
          value={qty[line.id] ?? ''}
          onChange={(value) => {
            setMissing(false);
            setQty((q) => ({ ...q, [line.id]: value }));
          }}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title={<span className="user-data">{format(text(orderTexts.receiveTitle), { no: order.orderNo })}</span>}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={busy}
      width={900}
    >
      {detail.isLoading ? (
        <PageSpin />
      ) : (
        <>
          <Alert type="info" showIcon message={text(orderTexts.receiveHint)} style={{ marginBottom: 12 }} />
          <LinesTable<OrderDetailLine> rowKey="id" columns={columns} rows={lines} />
          {missing && (
            <Alert type="error" message={text(orderMessages.receiptLinesRequired)} style={{ marginTop: 12 }} />
          )}
        </>
      )}
    </Modal>
  );
}
