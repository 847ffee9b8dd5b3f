import { flowCalls } from '@pharma/contract';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { DeployTargetFields } from '../deploy/DeployTargetFields.tsx';
import { type DeployTargetValues, deployTarget } from '../deploy/deployTarget.ts';
import { modelTexts as texts } from './model.texts.ts';

/** 部署: the model becomes a process definition of a category, common to every tenant or for the tenants chosen. */
export function DeployModelDialog({ row, onClose }: { row: CrudRecord; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeployTargetValues>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await callApi(flowCalls.modelDeploy, { query: { modelId: row.id, ...deployTarget(values) } });
      void message.success(text(texts.deployed));
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
      title={`${text(texts.deployTitle)}: ${String(row.name ?? '')}`}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width="min(560px, 100%)"
    >
      <Form form={form} name="flow-model-deploy" layout="vertical">
        <DeployTargetFields />
      </Form>
    </Modal>
  );
}
