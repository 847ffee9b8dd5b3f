import {
  type BodyIn,
  type ContractRecord,
  purchaseDocsCalls as calls,
  contractMessages,
  contractType,
  docsLabels,
  format,
  shipperResource,
  supplierResource,
} from '@pharma/contract';
import { Form, InputNumber } from 'antd';
import { useEffect } from 'react';
import { DictRadio } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { DictField, DocField, DocFormDialog } from '../document/DocFormDialog.tsx';
import { dictName } from '../document/docKit.tsx';
import { contractTexts } from '../document/docs.texts.ts';
import { DateInput } from '../document/frame.tsx';
import { type EditedLine, editedLine, LinesEditor, linesOut } from '../document/LinesEditor.tsx';
import { ShipperSelect, SupplierSelect } from '../document/pickers.tsx';

/** The form holds the saved body's header and the lines as the editor keeps them. */
type Values = Omit<BodyIn<typeof calls.contractSubmit>, 'lines'> & { lines?: EditedLine[] };

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * 新增 / 编辑 of an unsigned contract (a SPOT contract or a FRAME agreement): parties, validity, terms and the lines,
 * each with its agreed price. The server works out the total.
 */
export function ContractFormDialog({ contract, onClose }: { contract?: ContractRecord; onClose: () => void }) {
  const text = useText();
  const [form] = Form.useForm<Values>();
  const detail = useCall(calls.contractDetail, { id: contract?.id ?? '' }, { enabled: Boolean(contract) });
  const loading = Boolean(contract) && detail.isLoading;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      contractType: d.contractType as Values['contractType'],
      shipperId: d.shipperId,
      supplierId: d.supplierId,
      paperNo: d.paperNo,
      validFrom: d.validFrom,
      validTo: d.validTo,
      signAddress: d.signAddress,
      supplierSignerName: d.supplierSignerName,
      settleType: d.settleType,
      paymentTermDays: d.paymentTermDays,
      prepayAmount: d.prepayAmount,
      deliveryMethod: d.deliveryMethod,
      deliveryAddress: d.deliveryAddress,
      qualityTerms: d.qualityTerms,
      remark: d.remark,
      lines: d.lines.map((line) => editedLine(line)),
    });
  }, [detail.data, form]);

  const save = (values: Values) =>
    callApi(calls.contractSubmit, {
      body: {
        ...(contract ? { id: contract.id } : {}),
        contractType: values.contractType ?? contractType.spot,
        shipperId: values.shipperId ?? '',
        supplierId: values.supplierId ?? '',
        paperNo: trimmed(values.paperNo),
        validFrom: values.validFrom ?? '',
        validTo: values.validTo ?? '',
        signAddress: trimmed(values.signAddress),
        supplierSignerName: trimmed(values.supplierSignerName),
        settleType: values.settleType ?? null,
        paymentTermDays: values.paymentTermDays ?? null,
        prepayAmount: values.prepayAmount ? String(values.prepayAmount) : null,
        deliveryMethod: values.deliveryMethod ?? null,
        deliveryAddress: trimmed(values.deliveryAddress),
        qualityTerms: trimmed(values.qualityTerms),
        remark: trimmed(values.remark),
        lines: linesOut(values.lines, 'qty', false).map((line) => ({ ...line, unitPrice: line.unitPrice ?? '' })),
      },
    });

  // Editing keeps the parties.
  const locked = Boolean(contract) || undefined;
  return (
    <DocFormDialog<Values>
      form={form}
      name="purchase-contract-form"
      title={
        contract ? format(text(contractTexts.editTitle), { no: contract.contractNo }) : text(contractTexts.addTitle)
      }
      schema={calls.contractSubmit.body}
      loading={loading}
      initialValues={{ contractType: contractType.spot, lines: [{}] }}
      save={save}
      onClose={onClose}
      lines={<LinesEditor priceRequired />}
    >
      <DocField name="contractType" label={dictName('sc_contract_type')}>
        <DictRadio code="sc_contract_type" numeric />
      </DocField>
      <DocField name="shipperId" label={shipperResource.title} md={8}>
        <ShipperSelect disabled={locked} />
      </DocField>
      <DocField name="supplierId" label={supplierResource.title} md={8}>
        <SupplierSelect disabled={locked} />
      </DocField>
      <DocField name="paperNo" label={docsLabels.paperNo} md={8} text />
      <DocField name="validFrom" label={docsLabels.validFrom} xs={12} md={6}>
        <DateInput />
      </DocField>
      <DocField
        name="validTo"
        label={docsLabels.validTo}
        xs={12}
        md={6}
        dependencies={['validFrom']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: string | null | undefined) => {
              const from = getFieldValue('validFrom') as string | null | undefined;
              if (value && from && value < from) throw new Error(text(contractMessages.validToBeforeFrom));
            },
          }),
        ]}
      >
        <DateInput />
      </DocField>
      <DictField name="settleType" dict="sc_settle_type" xs={12} md={6} />
      <DocField name="paymentTermDays" label={docsLabels.paymentTermDays} xs={12} md={6} whole />
      <DocField name="prepayAmount" label={docsLabels.prepayAmount} xs={12} md={6}>
        <InputNumber stringMode precision={2} min="0" style={{ width: '100%' }} />
      </DocField>
      <DictField name="deliveryMethod" dict="sc_delivery_method" xs={12} md={6} />
      <DocField name="deliveryAddress" label={docsLabels.deliveryAddress} md={12} text />
      <DocField name="signAddress" label={docsLabels.signAddress} xs={12} md={12} text />
      <DocField name="supplierSignerName" label={docsLabels.supplierSigner} xs={12} md={12} text />
      <DocField name="qualityTerms" label={docsLabels.qualityTerms} area />
      <DocField name="remark" label={docsLabels.remark} text />
    </DocFormDialog>
  );
}
