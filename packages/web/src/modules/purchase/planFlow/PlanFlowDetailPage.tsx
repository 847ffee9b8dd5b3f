import { Alert, Button, Card, Spin } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { currentStep, FlowChartDialog, FlowTimeline, usePathParams } from '../../flow/processPageKit.ts';
import { PlanFlowSummary } from './PlanFlowSummary.tsx';
import { planFlowTexts as texts } from './planFlow.texts.ts';
import { planFlowPatterns } from './planFlowPaths.ts';
import { usePlanFlowRecord } from './usePlanFlowRecord.ts';
import './planFlow.css';

/**
 * 采购计划审批详情 (/work/process/purchase-plan/detail/:processInstanceId/:businessId), opened by 详情 in any work
 * list: the plan as it stands (with its audit once decided), the process's history and its chart, read-only.
 */
export function PlanFlowDetailPage() {
  const text = useText();
  const { processInstanceId, businessId } = usePathParams(planFlowPatterns.detail, ['processInstanceId', 'businessId']);
  const record = usePlanFlowRecord(businessId, processInstanceId);
  const [chart, setChart] = useState(false);
  const step = currentStep(record.flow);

  if (!processInstanceId || !businessId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <div className="plan-flow-page">
      <Card title={text(texts.detailTitle)} extra={<Button onClick={() => setChart(true)}>{text(texts.chart)}</Button>}>
        <Spin spinning={record.loading}>
          {record.plan && <PlanFlowSummary plan={record.plan} step={step?.historyActivityName} />}
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
export default PlanFlowDetailPage;
