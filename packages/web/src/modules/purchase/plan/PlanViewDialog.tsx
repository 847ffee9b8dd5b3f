import {
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  type PlanDetail,
  type PlanLineRecord,
  type PlanRecord,
  planMachine,
  planType,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { Descriptions, Divider, Modal, type TableColumnsType } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import { useCall } from '../../../lib/useCall.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import {
  actionNames,
  DictText,
  decimalColumn,
  dictColumn,
  StatusLog,
  StatusTag,
  textColumn,
} from '../document/docKit.tsx';
import { planTexts, docsTexts as texts } from '../document/docs.texts.ts';
import { LinesTable } from '../document/LinesTable.tsx';
import { goodsColumns, suggestionColumns } from '../document/lineColumns.tsx';

/** The columns of a plan's lines; an AUTO plan's show what the suggestion was worked out from. */
function planLineColumns(text: ReturnType<typeof useText>, auto: boolean): TableColumnsType<PlanLineRecord> {
  return [
    { ...textColumn<PlanLineRecord>('lineNo', text(docsLabels.lineNo), 60), align: 'right' },
    ...goodsColumns<PlanLineRecord>(text),
    textColumn<PlanLineRecord>('supplierName', text(supplierResource.title), 160, true),
    ...(auto ? suggestionColumns<PlanLineRecord>(text, true) : []),
    decimalColumn<PlanLineRecord>('planQty', text(docsLabels.planQty), 110),
    decimalColumn<PlanLineRecord>('unitPrice', text(docsLabels.unitPrice), 100),
    decimalColumn<PlanLineRecord>('amount', text(docsLabels.amount), 110),
    decimalColumn<PlanLineRecord>('orderedQty', text(docsLabels.orderedQty), 100),
    dictColumn<PlanLineRecord>('lineStatus', text(docsLabels.lineStatus), 'sc_plan_line_status', 100),
  ];
}

/** A plan's lines under their heading; an AUTO plan's with what the suggestion was worked out from. */
export function PlanLines({ plan, testId }: { plan: Pick<PlanDetail, 'planType' | 'lines'>; testId: string }) {
  const text = useText();
  const columns = planLineColumns(text, plan.planType === planType.auto);
  return (
    <>
      <Divider orientation="left">{text(texts.lines)}</Divider>
      <LinesTable<PlanLineRecord> testId={testId} rowKey="id" columns={columns} rows={plan.lines} />
    </>
  );
}

/** 查看 of a plan: its header, its lines (with the suggestion's inputs for AUTO plans) and its status history. */
export function PlanViewDialog({ plan, onClose }: { plan: PlanRecord; onClose: () => void }) {
  const text = useText();
  const detail = useCall(calls.planDetail, { id: plan.id });
  const d = detail.data ?? { ...plan, lines: [], logs: [] };
  return (
    <Modal
      open
      title={<span className="user-data">{format(text(planTexts.viewTitle), { no: plan.planNo })}</span>}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={1200}
    >
      {detail.isLoading ? (
        <PageSpin />
      ) : (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'planNo', label: text(docsLabels.planNo), children: d.planNo },
              {
                key: 'status',
                label: text(docsLabels.status),
                children: <StatusTag dict="sc_plan_status" value={d.status} />,
              },
              {
                key: 'planType',
                label: text(docsLabels.planType),
                children: <DictText dict="sc_plan_type" value={d.planType} />,
              },
              { key: 'shipper', label: text(shipperResource.title), children: d.shipperName },
              { key: 'warehouse', label: text(warehouseResource.title), children: d.warehouseName },
              { key: 'buyer', label: text(docsLabels.buyer), children: d.buyerName },
              { key: 'planDate', label: text(docsLabels.planDate), children: d.planDate },
              { key: 'arrival', label: text(docsLabels.expectedArrival), children: d.expectedArrivalDate },
              { key: 'calcTime', label: text(docsLabels.calcTime), children: d.calcTime },
              { key: 'totalQty', label: text(docsLabels.totalQty), children: d.totalQty },
              { key: 'totalAmount', label: text(docsLabels.totalAmount), children: d.totalAmount },
              { key: 'lineCount', label: text(docsLabels.lineCount), children: d.lineCount },
              { key: 'auditUser', label: text(docsLabels.auditUser), children: d.auditUserName },
              { key: 'auditTime', label: text(docsLabels.auditTime), children: d.auditTime },
              { key: 'auditOpinion', label: text(texts.auditOpinion), children: d.auditOpinion },
              ...(d.closeReason
                ? [{ key: 'closeReason', label: text(docsLabels.closeReason), children: d.closeReason }]
                : []),
              { key: 'remark', label: text(docsLabels.remark), children: d.remark },
            ]}
          />
          <PlanLines plan={d} testId="plan-lines" />
          <Divider orientation="left">{text(texts.logs)}</Divider>
          <StatusLog logs={d.logs} dict="sc_plan_status" actions={actionNames(planMachine)} />
        </>
      )}
    </Modal>
  );
}
