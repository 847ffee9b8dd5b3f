import { type PlanDetail, shipperResource, warehouseResource } from '@pharma/contract';
import { Descriptions } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { DictText, StatusTag } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { PlanLines } from '../plan/PlanViewDialog.tsx';
import { planFlowTexts } from './planFlow.texts.ts';

/** The plan an approver decides on: its header with the totals, the step it is at, and its lines. */
export function PlanFlowSummary({ plan, step }: { plan: PlanDetail; step?: string | undefined }) {
  const text = useText();
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'planNo', label: text(texts.planNo), children: <span className="user-data">{plan.planNo}</span> },
          {
            key: 'status',
            label: text(texts.status),
            children: <StatusTag dict="sc_plan_status" value={plan.status} />,
          },
          { key: 'step', label: text(planFlowTexts.step), children: step ?? '' },
          { key: 'shipper', label: text(shipperResource.title), children: plan.shipperName },
          {
            key: 'planType',
            label: text(texts.planType),
            children: <DictText dict="sc_plan_type" value={plan.planType} />,
          },
          { key: 'warehouse', label: text(warehouseResource.title), children: plan.warehouseName },
          { key: 'buyer', label: text(texts.buyer), children: plan.buyerName },
          { key: 'planDate', label: text(texts.planDate), children: plan.planDate },
          { key: 'submitTime', label: text(texts.submitTime), children: plan.submitTime },
          { key: 'lineCount', label: text(texts.lineCount), children: plan.lineCount },
          { key: 'totalQty', label: text(texts.totalQty), children: plan.totalQty },
          { key: 'totalAmount', label: text(texts.totalAmount), children: plan.totalAmount },
          ...(plan.auditUserName
            ? [
                { key: 'auditUser', label: text(texts.auditUser), children: plan.auditUserName },
                { key: 'auditTime', label: text(texts.auditTime), children: plan.auditTime },
                { key: 'auditOpinion', label: text(texts.auditOpinion), children: plan.auditOpinion },
              ]
            : []),
          { key: 'remark', label: text(texts.remark), children: plan.remark },
        ]}
      />
      <PlanLines plan={plan} testId="plan-flow-lines" />
    </>
  );
}
