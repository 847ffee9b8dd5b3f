import { Alert } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { currentStep } from './flowSteps.ts';
import { LeaveSummary } from './LeaveSummary.tsx';
import { leaveTexts as texts } from './leave.texts.ts';
import { leavePatterns } from './leavePaths.ts';
import { ProcessPageFrame } from './ProcessPageFrame.tsx';
import { useLeaveRecord } from './useLeaveRecord.ts';
import { usePathParams } from './usePathParams.ts';
import './leave.css';

/**
 * 请假详情 (/work/process/leave/detail/:processInstanceId/:businessId), opened by 详情 in any work list: the
 * request, its history and its chart, read-only.
 */
export function LeaveDetailPage() {
  const text = useText();
  const { processInstanceId, businessId } = usePathParams(leavePatterns.detail, ['processInstanceId', 'businessId']);
  const record = useLeaveRecord(businessId, processInstanceId);
  const step = currentStep(record.flow);

  if (!processInstanceId || !businessId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <ProcessPageFrame
      className="leave-page"
      title={text(texts.detailTitle)}
      loading={record.loading}
      flow={record.flow}
      processInstanceId={processInstanceId}
    >
      {record.leave && (
        <LeaveSummary leave={record.leave} step={step?.historyActivityName ?? record.leave.flow.taskName} />
      )}
    </ProcessPageFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default LeaveDetailPage;
