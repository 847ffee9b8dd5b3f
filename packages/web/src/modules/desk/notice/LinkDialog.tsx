import { Form, Input, Modal } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { isSafeLink, linkOf } from './links.ts';
import { richTextTexts as texts } from './richText.texts.ts';

/**
 * 插入链接: asks for the address of the selected text's link (or of a new link showing the address). An address
 * with a scheme other than http(s), mailto or tel (javascript:, data:) is refused with a message, never linked.
 */
export function LinkDialog({
  initial,
  onOk,
  onCancel,
}: {
  initial: string;
  onOk: (href: string) => void;
  onCancel: () => void;
}) {
  const text = useText();
  const [form] = Form.useForm<{ href: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onOk(linkOf(values.href));
  };
  return (
    <Modal open title={text(texts.linkTitle)} onOk={submit} onCancel={onCancel} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" initialValues={{ href: initial }} onFinish={submit}>
        <Form.Item
          name="href"
          label={text(texts.linkAddress)}
          rules={[
            { required: true, whitespace: true, message: text(texts.linkRequired) },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isSafeLink(linkOf(value))
                  ? Promise.resolve()
                  : Promise.reject(new Error(text(texts.linkRefused))),
            },
          ]}
        >
          <Input placeholder={text(texts.linkPlaceholder)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
