import { docsLabels, type PlanDetail, shipperResource, warehouseResource } from '@pharma/contract';
import { Descriptions } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { DictText, StatusTag } from '../document/docKit.tsx';
import { planFlowTexts, docsTexts as texts } from '../document/docs.texts.ts';
import { PlanLines } from '../plan/PlanViewDialog.tsx';

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
          { key: 'planNo', label: text(docsLabels.planNo), children: <span className="user-data">{plan.planNo}</span> },
          {
            key: 'status',
            label: text(docsLabels.status),
            children: <StatusTag dict="sc_plan_status" value={plan.status} />,
          },
          { key: 'step', label: text(planFlowTexts.step), children: step ?? '' },
          { key: 'shipper', label: text(shipperResource.title), children: plan.shipperName },
          {
            key: 'planType',
            label: text(docsLabels.planType),
            children: <DictText dict="sc_plan_type" value={plan.planType} />,
          },
          { key: 'warehouse', label: text(warehouseResource.title), children: plan.warehouseName },
          { key: 'buyer', label: text(docsLabels.buyer), children: plan.buyerName },
          { key: 'planDate', label: text(docsLabels.planDate), children: plan.planDate },
          { key: 'submitTime', label: text(docsLabels.submitTime), children: plan.submitTime },
          { key: 'lineCount', label: text(docsLabels.lineCount), children: plan.lineCount },
          { key: 'totalQty', label: text(docsLabels.totalQty), children: plan.totalQty },
          { key: 'totalAmount', label: text(docsLabels.totalAmount), children: plan.totalAmount },
          ...(plan.auditUserName
            ? [
                { key: 'auditUser', label: text(docsLabels.auditUser), children: plan.auditUserName },
                { key: 'auditTime', label: text(docsLabels.auditTime), children: plan.auditTime },
                { key: 'auditOpinion', label: text(texts.auditOpinion), children: plan.auditOpinion },
              ]
            : []),
          { key: 'remark', label: text(docsLabels.remark), children: plan.remark },
        ]}
      />
      <PlanLines plan={plan} testId="plan-flow-lines" />
    </>
  );
}
