import { type QueryIn, type smsCalls, smsResource } from '@pharma/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { sendSms } from './sms.api.ts';
import { smsTexts as texts } from './sms.texts.ts';

/** What send-message takes, as the form holds it. */
type Values = QueryIn<typeof smsCalls.sendMessage>;

const isJsonObject = (text: string) => {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** 调试: sends a message through one config (its code filled in), as Saber's debug form does. */
export function SmsDebugDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      const params = values.params?.trim();
      await sendSms({ code: values.code, phones: values.phones, ...(params ? { params } : {}) });
      void message.success(text(texts.sent));
      onClose();
    } catch {
      // The provider's reason is shown by lib/http; the dialog stays open.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={text(texts.debugTitle)} onOk={onOk} onCancel={onClose} confirmLoading={sending} width={520}>
      <Form form={form} name="sms-debug" layout="vertical" initialValues={{ code }} disabled={sending}>
        <Form.Item name="code" label={text(smsResource.fields.smsCode.label)}>
          <Input disabled />
        </Form.Item>
        <Form.Item
          name="phones"
          label={text(texts.phones)}
          extra={text(texts.phonesHint)}
          rules={[{ required: true, whitespace: true, message: text(texts.phonesRequired) }]}
        >
          <Input placeholder="13800138000" />
        </Form.Item>
        <Form.Item
          name="params"
          label={text(texts.params)}
          extra={text(texts.paramsHint)}
          rules={[
            {
              validator: (_, value?: string) =>
                !value?.trim() || isJsonObject(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(text(texts.paramsInvalid))),
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder='{"code":"1234"}' />
        </Form.Item>
      </Form>
    </Modal>
  );
}
