import {
  purchaseDocsCalls as calls,
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
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Modal, Table, type TableColumnsType } from 'antd';
import { tableScrollX } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { PageSpin } from '../../../pages/PageSpin.tsx';
import {
  actionNames,
  DictText,
  decimalColumn,
  dictColumn,
  keyOf,
  StatusLog,
  StatusTag,
  textColumn,
} from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { goodsColumns, suggestionColumns } from '../detail/lineColumns.tsx';
import { planTexts } from './plan.texts.ts';

/** The columns of a plan's lines; an AUTO plan's show what the suggestion was worked out from. */
function planLineColumns(text: ReturnType<typeof useText>, auto: boolean): TableColumnsType<PlanLineRecord> {
  return [
    { ...textColumn<PlanLineRecord>('lineNo', text(texts.lineNo), 60), align: 'right' },
    ...goodsColumns<PlanLineRecord>(text),
    textColumn<PlanLineRecord>('supplierName', text(supplierResource.title), 160, true),
    ...(auto ? suggestionColumns<PlanLineRecord>(text, true) : []),
    decimalColumn<PlanLineRecord>('planQty', text(texts.planQty), 110),
    decimalColumn<PlanLineRecord>('unitPrice', text(texts.unitPrice), 100),
    decimalColumn<PlanLineRecord>('amount', text(texts.amount), 110),
    decimalColumn<PlanLineRecord>('orderedQty', text(texts.orderedQty), 100),
    dictColumn<PlanLineRecord>('lineStatus', text(texts.lineStatus), 'sc_plan_line_status', 100),
  ];
}

/** A plan's lines under their heading; an AUTO plan's with what the suggestion was worked out from. */
export function PlanLines({ plan, testId }: { plan: Pick<PlanDetail, 'planType' | 'lines'>; testId: string }) {
  const text = useText();
  const columns = planLineColumns(text, plan.planType === planType.auto);
  return (
    <>
      <Divider orientation="left">{text(texts.lines)}</Divider>
      <Table<PlanLineRecord>
        data-testid={testId}
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={plan.lines}
        scroll={{ x: tableScrollX(columns) }}
      />
    </>
  );
}

/** 查看 of a plan: its header, its lines (with the suggestion's inputs for AUTO plans) and its status history. */
export function PlanViewDialog({ plan, onClose }: { plan: PlanRecord; onClose: () => void }) {
  const text = useText();
  const detail = useQuery({
    queryKey: keyOf(calls.planDetail, { id: plan.id }),
    queryFn: () => callApi(calls.planDetail, { query: { id: plan.id } }),
  });
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
              { key: 'planNo', label: text(texts.planNo), children: d.planNo },
              {
                key: 'status',
                label: text(texts.status),
                children: <StatusTag dict="sc_plan_status" value={d.status} />,
              },
              {
                key: 'planType',
                label: text(texts.planType),
                children: <DictText dict="sc_plan_type" value={d.planType} />,
              },
              { key: 'shipper', label: text(shipperResource.title), children: d.shipperName },
              { key: 'warehouse', label: text(warehouseResource.title), children: d.warehouseName },
              { key: 'buyer', label: text(texts.buyer), children: d.buyerName },
              { key: 'planDate', label: text(texts.planDate), children: d.planDate },
              { key: 'arrival', label: text(texts.expectedArrival), children: d.expectedArrivalDate },
              { key: 'calcTime', label: text(texts.calcTime), children: d.calcTime },
              { key: 'totalQty', label: text(texts.totalQty), children: d.totalQty },
              { key: 'totalAmount', label: text(texts.totalAmount), children: d.totalAmount },
              { key: 'lineCount', label: text(texts.lineCount), children: d.lineCount },
              { key: 'auditUser', label: text(texts.auditUser), children: d.auditUserName },
              { key: 'auditTime', label: text(texts.auditTime), children: d.auditTime },
              { key: 'auditOpinion', label: text(texts.auditOpinion), children: d.auditOpinion },
              ...(d.closeReason
                ? [{ key: 'closeReason', label: text(texts.closeReason), children: d.closeReason }]
                : []),
              { key: 'remark', label: text(texts.remark), children: d.remark },
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
