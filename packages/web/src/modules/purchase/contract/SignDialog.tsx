import {
  type BodyIn,
  type ContractRecord,
  purchaseDocsCalls as calls,
  contractMessages,
  docsLabels,
  format,
} from '@pharma/contract';
import { Form, Input, Typography } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { MoveModal, useDialogSave } from '../document/dialogs.tsx';
import { screenButton } from '../document/docKit.tsx';
import { contractTexts, docsTexts } from '../document/docs.texts.ts';
import { DateInput } from '../document/frame.tsx';
import { maxLengthIn, requiredIn } from '../document/schemaRules.ts';

const signButton = screenButton('purchase_contract', 'sign');

/** The sign call's body but the contract's id. */
type Values = Omit<BodyIn<typeof calls.contractSign>, 'id'>;
const schema = calls.contractSign.body;

/** 签订 of an unsigned contract: the date (within the validity), where, and who signed for the supplier. */
export function SignDialog({ contract, onClose }: { contract: ContractRecord; onClose: () => void }) {
  const text = useText();
  const [form] = Form.useForm<Values>();
  const { busy, onOk } = useDialogSave(
    form,
    (values) =>
      callApi(calls.contractSign, {
        body: {
          id: contract.id,
          signDate: values.signDate,
          signAddress: values.signAddress?.trim() || null,
          supplierSignerName: values.supplierSignerName?.trim() || null,
        },
      }),
    () => format(text(docsTexts.done), { action: text(signButton.name) }),
    onClose,
  );
  return (
    <MoveModal
      title={format(text(contractTexts.signTitle), { no: contract.contractNo })}
      busy={busy}
      onOk={onOk}
      onClose={onClose}
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
          label={text(docsLabels.signDate)}
          rules={[
            ...requiredIn(schema, 'signDate', text),
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
        <Form.Item name="signAddress" label={text(docsLabels.signAddress)}>
          <Input maxLength={maxLengthIn(schema, 'signAddress')} />
        </Form.Item>
        <Form.Item name="supplierSignerName" label={text(docsLabels.supplierSigner)}>
          <Input maxLength={maxLengthIn(schema, 'supplierSignerName')} />
        </Form.Item>
      </Form>
    </MoveModal>
  );
}
