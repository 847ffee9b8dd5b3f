import { Alert } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { currentStep, ProcessPageFrame, usePathParams } from '../../flow/processPageKit.ts';
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
  const step = currentStep(record.flow);

  if (!processInstanceId || !businessId) return <Alert type="error" message={text(texts.missingParams)} />;
  return (
    <ProcessPageFrame
      className="plan-flow-page"
      title={text(texts.detailTitle)}
      loading={record.loading}
      flow={record.flow}
      processInstanceId={processInstanceId}
    >
      {record.plan && <PlanFlowSummary plan={record.plan} step={step?.historyActivityName} />}
    </ProcessPageFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PlanFlowDetailPage;
