import { Alert } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { currentStep, usePathParams } from '../../flow/processPageKit.ts';
import { planFlowTexts as texts } from '../document/docs.texts.ts';
import { PlanFlowFrame } from './PlanFlowFrame.tsx';
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
    <PlanFlowFrame
      title={texts.detailTitle}
      processInstanceId={processInstanceId}
      record={record}
      step={step?.historyActivityName}
    />
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PlanFlowDetailPage;
