import {
  type BodyIn,
  type ContractRecord,
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  type OrderRecord,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { DictField, DocField, DocFormDialog } from '../document/DocFormDialog.tsx';
import { orderTexts } from '../document/docs.texts.ts';
import { DateInput } from '../document/frame.tsx';
import { type EditedLine, editedLine, LinesEditor, linesOut } from '../document/LinesEditor.tsx';
import { ShipperSelect, SupplierSelect, WarehouseSelect } from '../document/pickers.tsx';
import { callOffLines } from './callOff.ts';

/** The form holds the saved body's header and the lines as the editor keeps them. */
type Values = Omit<BodyIn<typeof calls.orderSubmit>, 'lines'> & { lines?: EditedLine[] };

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
  const [form] = Form.useForm<Values>();
  const shipperId = Form.useWatch('shipperId', form);
  const detail = useCall(calls.orderDetail, { id: order?.id ?? '' }, { enabled: Boolean(order) });
  const contract = useCall(calls.contractDetail, { id: frame?.id ?? '' }, { enabled: Boolean(frame) });
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
      orderDate: d.orderDate ?? undefined,
      expectedArrivalDate: d.expectedArrivalDate,
      settleType: d.settleType,
      paymentTermDays: d.paymentTermDays,
      deliveryMethod: d.deliveryMethod,
      supplierContact: d.supplierContact,
      supplierPhone: d.supplierPhone,
      remark: d.remark,
      lines: d.lines.map((line) => editedLine(line, { contractDetailId: line.contractDetailId })),
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

  const save = (values: Values) =>
    callApi(calls.orderSubmit, {
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

  // Editing keeps the parties, and a call-off takes them from its frame contract.
  const locked = Boolean(order) || Boolean(frame) || undefined;
  const title = order
    ? format(text(orderTexts.editTitle), { no: order.orderNo })
    : frame
      ? format(text(orderTexts.callOffTitle), { no: frame.contractNo })
      : text(orderTexts.addTitle);
  const nothingLeft = startLines !== undefined && startLines.length === 0;
  return (
    <DocFormDialog<Values>
      form={form}
      name="purchase-order-form"
      title={title}
      schema={calls.orderSubmit.body}
      loading={loading}
      okDisabled={nothingLeft}
      initialValues={{ lines: frame ? [] : [{}] }}
      save={save}
      onClose={onClose}
      above={nothingLeft && <Alert type="warning" showIcon message={text(orderTexts.nothingLeft)} />}
      lines={<LinesEditor fromContract={Boolean(frameContractId)} remaining={Boolean(frame)} />}
    >
      <DocField name="shipperId" label={shipperResource.title} md={8}>
        <ShipperSelect disabled={locked} onChange={() => form.setFieldValue('warehouseId', undefined)} />
      </DocField>
      <DocField name="supplierId" label={supplierResource.title} md={8}>
        <SupplierSelect disabled={locked} />
      </DocField>
      <DocField name="warehouseId" label={warehouseResource.title} md={8}>
        <WarehouseSelect shipperId={typeof shipperId === 'string' ? shipperId : undefined} />
      </DocField>
      <DocField name="orderDate" label={docsLabels.orderDate} xs={12} md={6}>
        <DateInput />
      </DocField>
      <DocField name="expectedArrivalDate" label={docsLabels.expectedArrival} xs={12} md={6}>
        <DateInput />
      </DocField>
      <DictField name="settleType" dict="sc_settle_type" xs={12} md={6} />
      <DocField name="paymentTermDays" label={docsLabels.paymentTermDays} xs={12} md={6} whole />
      <DictField name="deliveryMethod" dict="sc_delivery_method" md={8} />
      <DocField name="supplierContact" label={docsLabels.supplierContact} xs={12} md={8} text />
      <DocField name="supplierPhone" label={docsLabels.supplierPhone} xs={12} md={8} text />
      <DocField name="remark" label={docsLabels.remark} text />
    </DocFormDialog>
  );
}
