import {
  purchaseDocsCalls as calls,
  format,
  planMessages as m,
  type PlanRecord,
  planType,
  shipperResource,
  warehouseResource,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { keyOf, useMoveDone } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { DateInput } from '../detail/frame.tsx';
import { type EditedLine, LinesEditor, linesOut } from '../detail/LinesEditor.tsx';
import { goodsLabel, ShipperSelect, WarehouseSelect } from '../detail/pickers.tsx';
import { planTexts } from './plan.texts.ts';

interface Values {
  shipperId?: string;
  warehouseId?: string | null;
  planDate?: string | null;
  expectedArrivalDate?: string | null;
  remark?: string | null;
  lines?: EditedLine[];
}

/**
 * 新增 / 编辑 of a plan (a draft or a rejected one): the header and its lines, each with the goods, the supplier,
 * the quantity and the price (blank: the catalogue's in force). The server works out amounts and totals.
 */
export function PlanFormDialog({ plan, onClose }: { plan?: PlanRecord; onClose: () => void }) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const shipperId = Form.useWatch('shipperId', form);
  const [busy, setBusy] = useState(false);
  const detail = useQuery({
    queryKey: keyOf(calls.planDetail, { id: plan?.id }),
    queryFn: () => callApi(calls.planDetail, { query: { id: plan!.id } }),
    enabled: Boolean(plan),
  });
  const loading = Boolean(plan) && detail.isLoading;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      shipperId: d.shipperId,
      warehouseId: d.warehouseId,
      planDate: d.planDate,
      expectedArrivalDate: d.expectedArrivalDate,
      remark: d.remark,
      lines: d.lines.map((line) => ({
        id: line.id,
        goodsId: line.goodsId,
        goodsLabel: goodsLabel(line),
        supplierId: line.supplierId,
        qty: line.planQty,
        unitPrice: line.unitPrice,
        remark: line.remark,
      })),
    });
  }, [detail.data, form]);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const reply = await callApi(calls.planSubmit, {
        body: {
          ...(plan ? { id: plan.id } : { planType: planType.manual }),
          shipperId: values.shipperId ?? '',
          warehouseId: values.warehouseId || null,
          ...(values.planDate ? { planDate: values.planDate } : {}),
          expectedArrivalDate: values.expectedArrivalDate || null,
          remark: values.remark?.trim() || null,
          lines: linesOut(values.lines, 'planQty', true),
        },
      });
      done(reply, text(texts.saved));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={plan ? format(text(planTexts.editTitle), { no: plan.planNo }) : text(planTexts.addTitle)}
      onOk={onOk}
      onCancel={close}
      confirmLoading={busy}
      okButtonProps={{ disabled: loading }}
      width={1000}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form form={form} name="purchase-plan-form" layout="vertical" disabled={busy} initialValues={{ lines: [{}] }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="shipperId"
                label={text(shipperResource.title)}
                rules={[{ required: true, message: text(m.shipperRequired) }]}
              >
                <ShipperSelect
                  disabled={Boolean(plan) || busy}
                  onChange={() => form.setFieldValue('warehouseId', null)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="warehouseId" label={text(warehouseResource.title)}>
                <WarehouseSelect shipperId={shipperId} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="planDate" label={text(texts.planDate)}>
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="expectedArrivalDate" label={text(texts.expectedArrival)}>
                <DateInput />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={text(texts.remark)}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={text(texts.lines)} required>
            <LinesEditor supplier />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
