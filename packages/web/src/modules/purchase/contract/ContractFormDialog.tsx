import {
  type ContractRecord,
  purchaseDocsCalls as calls,
  contractMessages,
  contractType,
  format,
  planMessages as m,
  shipperResource,
  supplierResource,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { useEffect, useState } from 'react';
import { useCloseGuard } from '../../../crud/useCloseGuard.ts';
import { DictRadio, DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import { dictName, keyOf, useMoveDone } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { DateInput } from '../detail/frame.tsx';
import { type EditedLine, LinesEditor, linesOut } from '../detail/LinesEditor.tsx';
import { goodsLabel, ShipperSelect, SupplierSelect } from '../detail/pickers.tsx';
import { contractTexts } from './contract.texts.ts';

interface Values {
  contractType?: 1 | 2 | 3;
  shipperId?: string;
  supplierId?: string;
  paperNo?: string | null;
  validFrom?: string | null;
  validTo?: string | null;
  signAddress?: string | null;
  supplierSignerName?: string | null;
  settleType?: number | null;
  paymentTermDays?: number | null;
  prepayAmount?: string | null;
  deliveryMethod?: number | null;
  deliveryAddress?: string | null;
  qualityTerms?: string | null;
  remark?: string | null;
  lines?: EditedLine[];
}

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/**
 * 新增 / 编辑 of an unsigned contract (a SPOT contract or a FRAME agreement): parties, validity, terms and the lines,
 * each with its agreed price. The server works out the total.
 */
export function ContractFormDialog({ contract, onClose }: { contract?: ContractRecord; onClose: () => void }) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<Values>();
  const close = useCloseGuard(form, onClose);
  const [busy, setBusy] = useState(false);
  const detail = useQuery({
    queryKey: keyOf(calls.contractDetail, { id: contract?.id }),
    queryFn: () => callApi(calls.contractDetail, { query: { id: contract!.id } }),
    enabled: Boolean(contract),
  });
  const loading = Boolean(contract) && detail.isLoading;

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      contractType: d.contractType as 1 | 2 | 3,
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
      lines: d.lines.map((line) => ({
        id: line.id,
        goodsId: line.goodsId,
        goodsLabel: goodsLabel(line),
        qty: line.qty,
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
      const reply = await callApi(calls.contractSubmit, {
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
      title={
        contract ? format(text(contractTexts.editTitle), { no: contract.contractNo }) : text(contractTexts.addTitle)
      }
      onOk={onOk}
      onCancel={close}
      confirmLoading={busy}
      okButtonProps={{ disabled: loading }}
      width={1000}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <Form
          form={form}
          name="purchase-contract-form"
          layout="vertical"
          disabled={busy}
          initialValues={{ contractType: contractType.spot, lines: [{}] }}
        >
          <Row gutter={16}>
            <Col span={24}>
              <Form.Item name="contractType" label={text(dictName('sc_contract_type'))} rules={[{ required: true }]}>
                <DictRadio code="sc_contract_type" numeric />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="shipperId"
                label={text(shipperResource.title)}
                rules={[{ required: true, message: text(m.shipperRequired) }]}
              >
                <ShipperSelect disabled={Boolean(contract) || busy} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="supplierId"
                label={text(supplierResource.title)}
                rules={[{ required: true, message: text(m.supplierMissing) }]}
              >
                <SupplierSelect disabled={Boolean(contract) || busy} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="paperNo" label={text(texts.paperNo)}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="validFrom"
                label={text(texts.validFrom)}
                rules={[{ required: true, message: text(contractMessages.validityRequired) }]}
              >
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="validTo"
                label={text(texts.validTo)}
                dependencies={['validFrom']}
                rules={[
                  { required: true, message: text(contractMessages.validityRequired) },
                  ({ getFieldValue }) => ({
                    validator: async (_, value: string | null | undefined) => {
                      const from = getFieldValue('validFrom') as string | null | undefined;
                      if (value && from && value < from) throw new Error(text(contractMessages.validToBeforeFrom));
                    },
                  }),
                ]}
              >
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
            <Col xs={12} md={6}>
              <Form.Item name="prepayAmount" label={text(texts.prepayAmount)}>
                <InputNumber stringMode precision={2} min="0" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="deliveryMethod" label={text(dictName('sc_delivery_method'))}>
                <DictSelect code="sc_delivery_method" numeric />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="deliveryAddress" label={text(texts.deliveryAddress)}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={12} md={12}>
              <Form.Item name="signAddress" label={text(texts.signAddress)}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} md={12}>
              <Form.Item name="supplierSignerName" label={text(texts.supplierSigner)}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="qualityTerms" label={text(texts.qualityTerms)}>
                <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={text(texts.remark)}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={text(texts.lines)} required>
            <LinesEditor priceRequired />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
