import { completeFlags, flowCalls, flowMessages } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { refreshWorkLists } from '../work/useWorkList.ts';
import { currentStep, isAdjustStep } from './flowSteps.ts';
import { LeaveSummary } from './LeaveSummary.tsx';
import { leaveTexts as texts } from './leave.texts.ts';
import { leavePatterns } from './leavePaths.ts';
import { useLeavePage } from './leaveTab.ts';
import { ProcessPageFrame } from './ProcessPageFrame.tsx';
import { useLeaveRecord } from './useLeaveRecord.ts';
import { usePathParams } from './usePathParams.ts';
import './leave.css';
import { lengthOf } from '../../../crud/schemaLength.ts';

/**
 * 请假审批 (/work/process/leave/handle/:taskId/:processInstanceId/:businessId), opened by 处理 in 待办事务: the
 * request, a 批复意见, and 同意 / 驳回 (flag ok passes, no flag rejects, §A.2). On 调整申请, the applicant's own
 * step after a rejection, the choice is 重新申请 (back to approval) or 关闭申请 (end) instead. Then back to 待办事务.
 */
export function LeaveHandlePage() {
  const text = useText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const leavePage = useLeavePage();
  const { taskId, processInstanceId, businessId } = usePathParams(leavePatterns.handle, [
    'taskId',
    'processInstanceId',
    'businessId',
  ]);
  const record = useLeaveRecord(businessId, processInstanceId);
  const [form] = Form.useForm<{ comment?: string }>();
  const [busy, setBusy] = useState(false);
  const step = currentStep(record.flow, taskId);
  // The detail's flow names the instance's current task too (its taskDefinitionKey), should the history lag.
  const adjusting = isAdjustStep(step) || isAdjustStep(record.leave?.flow);

  const complete = (pass: boolean) =>
    form.validateFields().then(
      ({ comment }) => {
        setBusy(true);
        return callApi(flowCalls.completeTask, {
          body: {
            taskId: taskId ?? '',
            processInstanceId: processInstanceId ?? '',
            comment: comment?.trim(),
            ...(pass ? { flag: completeFlags.pass } : {}),
          },
        })
          .then(() => {
            // What was done, as a person says it (已同意, 已驳回 …), not "办理成功".
            void message.success(
              text(adjusting ? (pass ? texts.reapplied : texts.closed) : pass ? texts.agreed : texts.rejected),
            );
            refreshWorkLists(client, [flowCalls.todoList, flowCalls.doneList, flowCalls.sendList]);
            leavePage('/work/todo');
          })
          .catch(() => undefined) // the refusal is shown by lib/http; the page stays for another try
          .finally(() => setBusy(false));
      },
      () => undefined,
    );

  if (!taskId || !processInstanceId || !businessId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <ProcessPageFrame
      className="leave-page"
      title={text(texts.handleTitle)}
      loading={record.loading}
      flow={record.flow}
      processInstanceId={processInstanceId}
    >
      {record.leave && (
        <LeaveSummary leave={record.leave} step={step?.historyActivityName ?? record.leave.flow.taskName} />
      )}
      <Form form={form} layout="vertical" name="leave-handle" style={{ marginTop: 16 }}>
        <Form.Item
          name="comment"
          label={text(texts.comment)}
          rules={[{ required: true, whitespace: true, message: text(flowMessages.commentRequired) }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={lengthOf(flowCalls.completeTask.body, 'comment')}
            showCount
            placeholder={text(texts.commentPlaceholder)}
          />
        </Form.Item>
      </Form>
      <Space className="leave-actions" wrap>
        <Button type="primary" loading={busy} onClick={() => complete(true)}>
          {text(adjusting ? texts.reapply : texts.agree)}
        </Button>
        <Button danger loading={busy} onClick={() => complete(false)}>
          {text(adjusting ? texts.closeApply : texts.reject)}
        </Button>
        <Button onClick={() => leavePage('/work/todo')}>{text(texts.back)}</Button>
      </Space>
    </ProcessPageFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default LeaveHandlePage;
