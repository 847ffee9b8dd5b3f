import { type FlowExecution, flowCalls } from '@pharma/contract';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { lengthOf } from '../../../crud/schemaLength.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { followTexts as texts } from './follow.texts.ts';

/** 删除 a running instance: the reason is required, the engine keeps it in the instance's history. */
export function DeleteInstanceDialog({
  row,
  onClose,
  onDeleted,
}: {
  row: FlowExecution;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ deleteReason: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const { deleteReason } = await form.validateFields();
    setBusy(true);
    try {
      await callApi(flowCalls.deleteInstance, {
        query: { processInstanceId: row.processInstanceId, deleteReason: deleteReason.trim() },
      });
      void message.success(text(texts.deleted));
      onDeleted();
      onClose();
    } catch {
      // shown by lib/http
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`${text(texts.deleteTitle)}: ${row.name}`}
      confirmLoading={busy}
      okButtonProps={{ danger: true }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width="min(480px, 100%)"
    >
      <Form form={form} name="flow-delete-instance" layout="vertical">
        <Form.Item
          name="deleteReason"
          label={text(texts.deleteReason)}
          rules={[{ required: true, whitespace: true, message: text(texts.deleteReasonRequired) }]}
        >
          <Input.TextArea rows={3} maxLength={lengthOf(flowCalls.deleteInstance.query, 'deleteReason')} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
