import { completeFlags, flowCalls, planMessages } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { currentStep, refreshWorkLists, useLeaveProcessPage, usePathParams } from '../../flow/processPageKit.ts';
import { useRefreshPurchasing } from '../document/docKit.tsx';
import { docsTexts, planFlowTexts as texts } from '../document/docs.texts.ts';
import { PlanFlowFrame } from './PlanFlowFrame.tsx';
import { planFlowPatterns } from './planFlowPaths.ts';
import { usePlanFlowRecord } from './usePlanFlowRecord.ts';
import './planFlow.css';

/**
 * 采购计划审批 (/work/process/purchase-plan/handle/:taskId/:processInstanceId/:businessId), opened by 处理 in
 * 待办事务: the plan (header, totals, lines), an opinion, and 同意 (flag ok; the opinion may be left out) or 驳回
 * (no flag; the opinion is required, as the plan's audit requires it). The server moves the plan with the task.
 * Then back to 待办事务, the tab closed.
 */
export function PlanFlowHandlePage() {
  const text = useText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const refreshPurchasing = useRefreshPurchasing();
  const leave = useLeaveProcessPage();
  const { taskId, processInstanceId, businessId } = usePathParams(planFlowPatterns.handle, [
    'taskId',
    'processInstanceId',
    'businessId',
  ]);
  const record = usePlanFlowRecord(businessId, processInstanceId);
  const [form] = Form.useForm<{ comment?: string }>();
  const [busy, setBusy] = useState(false);
  const step = currentStep(record.flow, taskId);
  const waiting = record.plan?.inFlow === true && record.plan.processInstanceId === processInstanceId;

  const complete = (pass: boolean) => {
    const comment = form.getFieldValue('comment')?.trim() as string | undefined;
    if (!pass && !comment) {
      form.setFields([{ name: 'comment', errors: [text(planMessages.opinionRequired)] }]);
      return;
    }
    setBusy(true);
    void callApi(flowCalls.completeTask, {
      body: {
        taskId: taskId ?? '',
        processInstanceId: processInstanceId ?? '',
        ...(comment ? { comment } : {}),
        ...(pass ? { flag: completeFlags.pass } : {}),
      },
    })
      .then(() => {
        void message.success(text(texts.handled));
        refreshWorkLists(client, [flowCalls.todoList, flowCalls.doneList, flowCalls.sendList]);
        refreshPurchasing();
        leave('/work/todo');
      })
      .catch(() => undefined) // the refusal is shown by lib/http; the page stays for another try
      .finally(() => setBusy(false));
  };

  if (!taskId || !processInstanceId || !businessId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <PlanFlowFrame
      title={texts.handleTitle}
      processInstanceId={processInstanceId}
      record={record}
      step={step?.historyActivityName ?? step?.taskName}
    >
      {record.plan && !waiting && (
        <Alert className="plan-flow-notice" type="warning" showIcon message={text(texts.notWaiting)} />
      )}
      <Form form={form} layout="vertical" name="plan-flow-handle" className="plan-flow-form">
        <Form.Item name="comment" label={text(texts.opinion)}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={text(texts.opinionPlaceholder)} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" loading={busy} disabled={!waiting} onClick={() => complete(true)}>
          {text(texts.agree)}
        </Button>
        <Button danger loading={busy} disabled={!waiting} onClick={() => complete(false)}>
          {text(docsTexts.reject)}
        </Button>
        <Button onClick={() => leave('/work/todo')}>{text(texts.back)}</Button>
      </Space>
    </PlanFlowFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PlanFlowHandlePage;
