import { crudCalls, format, messageMessages as m, templateInfoResource } from '@pharma/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio } from 'antd';
import type { CrudRecord } from '../../../crud/api.ts';
import { useText } from '../../../i18n/useText.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { auditTemplate } from './template.api.ts';
import { templateTexts as texts } from './template.texts.ts';

interface Decision {
  pass?: boolean;
  opinion?: string;
}

/** 审核 of a template awaiting review: approve or reject; a rejection must say why (the author reads it). */
export function AuditDialog({ template, onClose }: { template: CrudRecord; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Decision>();
  const pass = Form.useWatch('pass', form);
  const audit = useMutation({
    mutationFn: (decision: Required<Decision>) => auditTemplate({ id: template.id, ...decision }),
    onSuccess: () => invalidateCalls(client, crudCalls(templateInfoResource).list),
  });

  const onOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await audit.mutateAsync({ pass: values.pass === true, opinion: values.opinion?.trim() ?? '' });
      void message.success(text(texts.audited));
      onClose();
    } catch {
      // Shown by lib/http; the dialog stays open.
    }
  };

  return (
    <Modal
      open
      title={
        <span className="user-data">
          {format(text(texts.auditTitle), { name: String(template.templateName ?? '') })}
        </span>
      }
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={audit.isPending}
      width={520}
    >
      <Form form={form} name="template-audit" layout="vertical" disabled={audit.isPending}>
        <Form.Item name="pass" label={text(texts.decision)} rules={[{ required: true, message: text(m.passRequired) }]}>
          <Radio.Group
            options={[
              { value: true, label: text(texts.pass) },
              { value: false, label: text(texts.reject) },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="opinion"
          label={text(templateInfoResource.fields.auditOpinion.label)}
          dependencies={['pass']}
          rules={[{ required: pass === false, whitespace: true, message: text(m.rejectNeedsOpinion) }]}
        >
          <Input.TextArea
            maxLength={templateInfoResource.fields.auditOpinion.max}
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
