import { type FlowProcess, flowCalls, suspensionState } from '@pharma/contract';
import { App, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { managerTexts as texts } from './manager.texts.ts';

type State = 'active' | 'suspend';

/**
 * 变更状态: activate or suspend a definition (a suspended one starts nothing). The server says what it did, or
 * that the definition was already so; its words are shown as they come.
 */
export function ChangeStateDialog({
  row,
  onClose,
  onChanged,
}: {
  row: FlowProcess;
  onClose: () => void;
  onChanged: () => void;
}) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ state: State }>();
  const [busy, setBusy] = useState(false);
  const current: State = row.suspensionState === suspensionState.suspended ? 'suspend' : 'active';

  const submit = async () => {
    const { state } = await form.validateFields();
    setBusy(true);
    try {
      const said = await callApi(flowCalls.changeState, { query: { state, processId: row.id } });
      void message.success(said);
      onChanged();
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
      title={`${text(texts.stateTitle)}: ${row.name}`}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width="min(420px, 100%)"
    >
      <Form form={form} name="flow-state" initialValues={{ state: current }}>
        <Form.Item
          name="state"
          label={text(texts.stateLabel)}
          rules={[{ required: true, message: text(texts.stateRequired) }]}
        >
          <Radio.Group
            options={[
              { value: 'active', label: text(texts.toActive) },
              { value: 'suspend', label: text(texts.toSuspend) },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
