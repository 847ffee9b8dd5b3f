import {
  type ContractRecord,
  purchaseDocsCalls as calls,
  format,
  planMessages as m,
  type OrderRecord,
  orderMessages,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { dictName, keyOf, useMoveDone } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { DateInput } from '../detail/frame.tsx';
import { type EditedLine, LinesEditor, linesOut } from '../detail/LinesEditor.tsx';
import { goodsLabel, ShipperSelect, SupplierSelect, WarehouseSelect } from '../detail/pickers.tsx';
import { callOffLines } from './callOff.ts';
import { orderTexts } from './order.texts.ts';

interface Values {
  shipperId?: string;
  supplierId?: string;
  warehouseId?: string;
  orderDate?: string | null;
  expectedArrivalDate?: string | null;
  settleType?: number | null;
  paymentTermDays?: number | null;
  deliveryMethod?: number | null;
  supplierContact?: string | null;
  supplierPhone?: string | null;
  remark?: string | null;
  lines?: EditedLine[];
}

/**
 * 新增 / 编辑 of an order (to submit or rejected): one shipper, one supplier, the receiving warehouse, terms, and the
 * goods lines (price blank: the catalogue's). With `frame` it makes a call-off of that FRAME contract (下单(调用)):
 * its shipper and supplier, locked, its terms, and one line per contract line with something left, for what is
 * left at the contract's price; the quantities may be lowered or raised (the server holds them to the contract) and
 * lines removed, but no other goods added. An existing call-off keeps its frame contract and lines the same way.
 */
export function OrderFormDialog({
  order,
  frame,
  onClose,
}: {
  order?: OrderRecord;
  frame?: ContractRecord;
  onClose: () => void;
}) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const shipperId = Form.useWatch('shipperId', form);
  const [busy, setBusy] = useState(false);
  const detail = useQuery({
    queryKey: keyOf(calls.orderDetail, { id: order?.id }),
    queryFn: () => callApi(calls.orderDetail, { query: { id: order!.id } }),
    enabled: Boolean(order),
  });
  const contract = useQuery({
    queryKey: keyOf(calls.contractDetail, { id: frame?.id }),
    queryFn: () => callApi(calls.contractDetail, { query: { id: frame!.id } }),
    enabled: Boolean(frame),
  });
  const loading = (Boolean(order) && detail.isLoading) || (Boolean(frame) && contract.isLoading);
  const frameContractId = frame?.id ?? detail.data?.frameContractId ?? null;
  const startLines = contract.data ? callOffLines(contract.data) : undefined;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      shipperId: d.shipperId,
      supplierId: d.supplierId,
      warehouseId: d.warehouseId ?? undefined,
      orderDate: d.orderDate,
      expectedArrivalDate: d.expectedArrivalDate,
      settleType: d.settleType,
      paymentTermDays: d.paymentTermDays,
      deliveryMethod: d.deliveryMethod,
      supplierContact: d.supplierContact,
      supplierPhone: d.supplierPhone,
      remark: d.remark,
      lines: d.lines.map((line) => ({
        id: line.id,
        goodsId: line.goodsId,
        goodsLabel: goodsLabel(line),
        qty: line.qty,
        unitPrice: line.unitPrice,
        remark: line.remark,
        contractDetailId: line.contractDetailId,
      })),
    });
  }, [detail.data, form]);

  useEffect(() => {
    const c = contract.data;
    if (!c) return;
    form.setFieldsValue({
      shipperId: c.shipperId,
      supplierId: c.supplierId,
      settleType: c.settleType,
      paymentTermDays: c.paymentTermDays,
      deliveryMethod: c.deliveryMethod,
      lines: callOffLines(c),
    });
  }, [contract.data, form]);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const reply = await callApi(calls.orderSubmit, {
        body: {
          ...(order ? { id: order.id } : {}),
          shipperId: values.shipperId ?? '',
          supplierId: values.supplierId ?? '',
          warehouseId: values.warehouseId ?? '',
          ...(values.orderDate ? { orderDate: values.orderDate } : {}),
          expectedArrivalDate: values.expectedArrivalDate || null,
          frameContractId,
          settleType: values.settleType ?? null,
          paymentTermDays: values.paymentTermDays ?? null,
          deliveryMethod: values.deliveryMethod ?? null,
          supplierContact: values.supplierContact?.trim() || null,
          supplierPhone: values.supplierPhone?.trim() || null,
          remark: values.remark?.trim() || null,
          lines: linesOut(values.lines, 'qty', false),
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

  const locked = Boolean(order) || Boolean(frame) || busy;
  const title = order
    ? format(text(orderTexts.editTitle), { no: order.orderNo })
    : frame
      ? format(text(orderTexts.callOffTitle), { no: frame.contractNo })
      : text(orderTexts.addTitle);
  const nothingLeft = startLines !== undefined && startLines.length === 0;
  return (
    <Modal
      open
      title={title}
      onOk={onOk}
      onCancel={close}
      confirmLoading={busy}
      okButtonProps={{ disabled: loading || nothingLeft }}
      width={1000}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="purchase-order-form"
          layout="vertical"
          disabled={busy}
          initialValues={{ lines: frame ? [] : [{}] }}
        >
          {nothingLeft && <Alert type="warning" showIcon message={text(orderTexts.nothingLeft)} />}
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="shipperId"
                label={text(shipperResource.title)}
                rules={[{ required: true, message: text(m.shipperRequired) }]}
              >
                <ShipperSelect disabled={locked} onChange={() => form.setFieldValue('warehouseId', undefined)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="supplierId"
                label={text(supplierResource.title)}
                rules={[{ required: true, message: text(orderMessages.supplierRequired) }]}
              >
                <SupplierSelect disabled={locked} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="warehouseId"
                label={text(warehouseResource.title)}
                rules={[{ required: true, message: text(orderMessages.warehouseRequired) }]}
              >
                <WarehouseSelect shipperId={shipperId} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="orderDate" label={text(texts.orderDate)}>
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="expectedArrivalDate" label={text(texts.expectedArrival)}>
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="settleType" label={text(dictName('sc_settle_type'))}>
                <DictSelect code="sc_settle_type" numeric />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="paymentTermDays" label={text(texts.paymentTermDays)}>
                <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="deliveryMethod" label={text(dictName('sc_delivery_method'))}>
                <DictSelect code="sc_delivery_method" numeric />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="supplierContact" label={text(texts.supplierContact)}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="supplierPhone" label={text(texts.supplierPhone)}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={text(texts.remark)}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={text(texts.lines)} required>
            <LinesEditor fromContract={Boolean(frameContractId)} remaining={Boolean(frame)} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
