import { type ContractRecord, purchaseDocsCalls as calls, contractMessages, format } from '@pharma/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { screenButton, useMoveDone } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { DateInput } from '../detail/frame.tsx';
import { contractTexts } from './contract.texts.ts';

const signButton = screenButton('purchase_contract', 'sign');

interface Values {
  signDate?: string | null;
  signAddress?: string;
  supplierSignerName?: string;
}

/** 签订 of an unsigned contract: the date (within the validity), where, and who signed for the supplier. */
export function SignDialog({ contract, onClose }: { contract: ContractRecord; onClose: () => void }) {
  const text = useText();
  const done = useMoveDone();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.signDate) return;
    setBusy(true);
    try {
      const reply = await callApi(calls.contractSign, {
        body: {
          id: contract.id,
          signDate: values.signDate,
          signAddress: values.signAddress?.trim() || null,
          supplierSignerName: values.supplierSignerName?.trim() || null,
        },
      });
      done(reply, format(text(texts.done), { action: text(signButton.name) }));
      onClose();
    } catch {
      // Shown by lib/http.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={<span className="user-data">{format(text(contractTexts.signTitle), { no: contract.contractNo })}</span>}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={busy}
      width={520}
    >
      <Typography.Paragraph type="secondary">
        {format(text(contractTexts.signHint), { from: contract.validFrom, to: contract.validTo })}
      </Typography.Paragraph>
      <Form
        form={form}
        name="purchase-contract-sign"
        layout="vertical"
        disabled={busy}
        initialValues={{
          signAddress: contract.signAddress ?? '',
          supplierSignerName: contract.supplierSignerName ?? '',
        }}
      >
        <Form.Item
          name="signDate"
          label={text(texts.signDate)}
          rules={[
            { required: true, message: text(contractMessages.signDateRequired) },
            {
              validator: async (_, value: string | null | undefined) => {
                if (value && (value < contract.validFrom || value > contract.validTo))
                  throw new Error(
                    format(text(contractMessages.signDateOutside), { from: contract.validFrom, to: contract.validTo }),
                  );
              },
            },
          ]}
        >
          <DateInput />
        </Form.Item>
        <Form.Item name="signAddress" label={text(texts.signAddress)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="supplierSignerName" label={text(texts.supplierSigner)}>
          <Input maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
