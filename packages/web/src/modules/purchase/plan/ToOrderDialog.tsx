import {
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  type PlanLineRecord,
  type PlanRecord,
  planLineStatus,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { Alert, Button, Form, List, Modal, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { useCall } from '../../../lib/useCall.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { decimalColumn, orderDetailHref, useMoveDone } from '../document/docKit.tsx';
import { planTexts } from '../document/docs.texts.ts';
import { LinesTable } from '../document/LinesTable.tsx';
import { goodsColumns } from '../document/lineColumns.tsx';
import { WarehouseSelect } from '../document/pickers.tsx';

type Made = Array<{ id: string; orderNo: string; supplierId: string; lineCount: number }>;

/** A plan line still to order: approved and not (wholly) ordered. */
const open = (line: PlanLineRecord) =>
  line.lineStatus === planLineStatus.open || line.lineStatus === planLineStatus.partial;

/**
 * 生成订单 of an approved plan: the lines left to order, grouped by supplier (one order each), an optional
 * receiving warehouse; then the orders made, each opening its detail page.
 */
export function ToOrderDialog({ plan, onClose }: { plan: PlanRecord; onClose: () => void }) {
  const text = useText();
  const done = useMoveDone();
  const [warehouseId, setWarehouseId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const detail = useCall(calls.planDetail, { id: plan.id });
  const lines = (detail.data?.lines ?? []).filter(open);
  const groups = new Map<string, PlanLineRecord[]>();
  for (const line of lines) {
    const key = line.supplierName ?? text(planTexts.noSupplier);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const suppliers = new Map<string, string>();
  for (const line of detail.data?.lines ?? [])
    if (line.supplierId) suppliers.set(line.supplierId, line.supplierName ?? '');

  const run = async () => {
    setBusy(true);
    try {
      const reply = await callApi(calls.planToOrder, {
        body: { id: plan.id, ...(warehouseId ? { warehouseId } : {}) },
      });
      done(reply, format(text(planTexts.ordersMade), { count: reply.orders.length }));
      setMade(reply.orders);
    } catch {
      // Shown by lib/http.
    } finally {
      setBusy(false);
    }
  };

  const columns: TableColumnsType<PlanLineRecord> = [
    ...goodsColumns<PlanLineRecord>(text).slice(0, 3),
    decimalColumn<PlanLineRecord>('planQty', text(docsLabels.planQty), 100),
    decimalColumn<PlanLineRecord>('orderedQty', text(docsLabels.orderedQty), 100),
    decimalColumn<PlanLineRecord>('unitPrice', text(docsLabels.unitPrice), 100),
    decimalColumn<PlanLineRecord>('amount', text(docsLabels.amount), 110),
  ];

  return (
    <Modal
      open
      title={<span className="user-data">{format(text(planTexts.toOrderTitle), { no: plan.planNo })}</span>}
      onCancel={onClose}
      width={960}
      footer={
        made
          ? [
              <Button key="close" type="primary" onClick={onClose}>
                {text(planTexts.close)}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {text(planTexts.close)}
              </Button>,
              <Button key="run" type="primary" loading={busy} disabled={lines.length === 0} onClick={run}>
                {text(planTexts.toOrderRun)}
              </Button>,
            ]
      }
    >
      {detail.isLoading ? (
        <PageSpin />
      ) : made ? (
        <List
          data-testid="orders-made"
          header={format(text(planTexts.ordersMade), { count: made.length })}
          dataSource={made}
          renderItem={(order) => (
            <List.Item>
              <Button type="link" onClick={() => navigateTo(orderDetailHref(order.id))}>
                {order.orderNo}
              </Button>
              <span>{suppliers.get(order.supplierId) ?? ''}</span>
              <span>{format(text(planTexts.orderLines), { count: order.lineCount })}</span>
            </List.Item>
          )}
        />
      ) : lines.length === 0 ? (
        <Alert type="warning" showIcon message={text(planTexts.nothingToOrder)} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{text(planTexts.toOrderHint)}</Typography.Paragraph>
          <Form layout="vertical" name="purchase-plan-to-order">
            <Form.Item label={text(warehouseResource.title)} extra={text(planTexts.warehouseHint)}>
              <WarehouseSelect shipperId={plan.shipperId} value={warehouseId} onChange={setWarehouseId} />
            </Form.Item>
          </Form>
          {[...groups].map(([supplier, group]) => (
            <div key={supplier} data-testid="supplier-group">
              <Typography.Title level={5}>
                {text(supplierResource.title)}: {supplier}
              </Typography.Title>
              <LinesTable<PlanLineRecord> rowKey="id" columns={columns} rows={group} />
            </div>
          ))}
        </>
      )}
    </Modal>
  );
}
