import { Alert, Button, Card, Spin } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { FlowChartDialog } from '../chart/FlowChartDialog.tsx';
import { FlowTimeline } from './FlowTimeline.tsx';
import { currentStep } from './flowSteps.ts';
import { LeaveSummary } from './LeaveSummary.tsx';
import { leaveTexts as texts } from './leave.texts.ts';
import { leavePatterns } from './leavePaths.ts';
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
  const [chart, setChart] = useState(false);
  const step = currentStep(record.flow);

  if (!processInstanceId || !businessId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <div className="leave-page">
      <Card title={text(texts.detailTitle)} extra={<Button onClick={() => setChart(true)}>{text(texts.chart)}</Button>}>
        <Spin spinning={record.loading}>
          {record.leave && (
            <LeaveSummary leave={record.leave} step={step?.historyActivityName ?? record.leave.flow.taskName} />
          )}
        </Spin>
      </Card>
      <Card title={text(texts.history)}>
        <FlowTimeline flow={record.flow} />
      </Card>
      <FlowChartDialog open={chart} onClose={() => setChart(false)} processInstanceId={processInstanceId} />
    </div>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default LeaveDetailPage;
