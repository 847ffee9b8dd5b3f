import type { Text } from '@pharma/contract';
import type { ReactNode } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { ProcessPageFrame } from '../../flow/processPageKit.ts';
import { PlanFlowSummary } from './PlanFlowSummary.tsx';
import type { usePlanFlowRecord } from './usePlanFlowRecord.ts';

/**
 * A page of 采购计划审批 (办理, 详情): the process's frame (its history and chart) around the plan as it stands and the
 * step it waits at; what the page adds (the opinion and the buttons) goes below.
 */
export function PlanFlowFrame({
  title,
  processInstanceId,
  record,
  step,
  children,
}: {
  title: Text;
  processInstanceId: string;
  record: ReturnType<typeof usePlanFlowRecord>;
  step: string | undefined;
  children?: ReactNode;
}) {
  const text = useText();
  return (
    <ProcessPageFrame
      className="plan-flow-page"
      title={text(title)}
      loading={record.loading}
      flow={record.flow}
      processInstanceId={processInstanceId}
    >
      {record.plan && <PlanFlowSummary plan={record.plan} step={step} />}
      {children}
    </ProcessPageFrame>
  );
}
