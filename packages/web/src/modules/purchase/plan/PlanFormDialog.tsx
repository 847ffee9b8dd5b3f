import {
  type BodyIn,
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  type PlanRecord,
  planType,
  shipperResource,
  warehouseResource,
} from '@pharma/contract';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { DocField, DocFormDialog } from '../document/DocFormDialog.tsx';
import { planTexts } from '../document/docs.texts.ts';
import { DateInput } from '../document/frame.tsx';
import { type EditedLine, editedLine, LinesEditor, linesOut } from '../document/LinesEditor.tsx';
import { ShipperSelect, WarehouseSelect } from '../document/pickers.tsx';

/** The form holds the saved body's header and the lines as the editor keeps them. */
type Values = Omit<BodyIn<typeof calls.planSubmit>, 'lines'> & { lines?: EditedLine[] };

/**
 * 新增 / 编辑 of a plan (a draft or a rejected one): the header and its lines, each with the goods, the supplier,
 * the quantity and the price (blank: the catalogue's in force). The server works out amounts and totals.
 */
export function PlanFormDialog({ plan, onClose }: { plan?: PlanRecord; onClose: () => void }) {
  const text = useText();
  const [form] = Form.useForm<Values>();
  const shipperId = Form.useWatch('shipperId', form);
  const detail = useCall(calls.planDetail, { id: plan?.id ?? '' }, { enabled: Boolean(plan) });
  const loading = Boolean(plan) && detail.isLoading;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      shipperId: d.shipperId,
      warehouseId: d.warehouseId,
      planDate: d.planDate ?? undefined,
      expectedArrivalDate: d.expectedArrivalDate,
      remark: d.remark,
      lines: d.lines.map((line) => editedLine({ ...line, qty: line.planQty }, { supplierId: line.supplierId })),
    });
  }, [detail.data, form]);

  const save = (values: Values) =>
    callApi(calls.planSubmit, {
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

  return (
    <DocFormDialog<Values>
      form={form}
      name="purchase-plan-form"
      title={plan ? format(text(planTexts.editTitle), { no: plan.planNo }) : text(planTexts.addTitle)}
      schema={calls.planSubmit.body}
      loading={loading}
      initialValues={{ lines: [{}] }}
      save={save}
      onClose={onClose}
      lines={<LinesEditor supplier />}
    >
      <DocField name="shipperId" label={shipperResource.title} md={8}>
        {/* Editing keeps the shipper. */}
        <ShipperSelect disabled={Boolean(plan) || undefined} onChange={() => form.setFieldValue('warehouseId', null)} />
      </DocField>
      <DocField name="warehouseId" label={warehouseResource.title} md={8}>
        <WarehouseSelect shipperId={typeof shipperId === 'string' ? shipperId : undefined} />
      </DocField>
      <DocField name="planDate" label={docsLabels.planDate} xs={12} md={4}>
        <DateInput />
      </DocField>
      <DocField name="expectedArrivalDate" label={docsLabels.expectedArrival} xs={12} md={4}>
        <DateInput />
      </DocField>
      <DocField name="remark" label={docsLabels.remark} text />
    </DocFormDialog>
  );
}
