import {
  purchaseDocsCalls as calls,
  docsLabels,
  type PlanAction,
  type PlanRecord,
  planMachine,
  shipperResource,
  warehouseResource,
} from '@pharma/contract';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { withPriority } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { useCallPage } from '../../../lib/useCall.ts';
import { DocListPage, SearchDict, SearchPick, SearchRange, SearchText } from '../document/DocListPage.tsx';
import { decimalColumn, dictColumn, StatusTag, textColumn } from '../document/docKit.tsx';
import { planFlowTexts } from '../document/docs.texts.ts';
import { ShipperSelect } from '../document/pickers.tsx';
import { useDocList } from '../document/useDocList.tsx';
import { AutoPlanDialog } from './AutoPlanDialog.tsx';
import { PlanFormDialog } from './PlanFormDialog.tsx';
import { PlanViewDialog } from './PlanViewDialog.tsx';
import { ToOrderDialog } from './ToOrderDialog.tsx';

/**
 * 采购计划 (/smartsupply/plan): the plans with their status; 新增 (a manual plan with its lines), 智能补货 (the
 * suggestion line by line, saved as a draft), and per row the moves its status allows (planMachine): 编辑, 提交审核,
 * 审核, 关闭, 生成订单, 删除, and 查看 with the lines and the status history.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const text = useText();
  const list = useDocList<PlanRecord, PlanAction>({
    screen: 'purchase_plan',
    machine: planMachine,
    no: (row) => row.planNo,
    toolbar: [
      { key: 'add', crud: 'add', primary: true, opens: (close) => <PlanFormDialog onClose={close} /> },
      { key: 'auto', button: 'auto', opens: (close) => <AutoPlanDialog onClose={close} /> },
    ],
    actions: [
      { key: 'view', crud: 'view', opens: (row, close) => <PlanViewDialog plan={row} onClose={close} /> },
      { key: 'edit', crud: 'edit', move: 'edit', opens: (row, close) => <PlanFormDialog plan={row} onClose={close} /> },
      { key: 'commit', button: 'commit', move: 'commit', confirms: calls.planCommit },
      // A plan in its approval process is audited from 我的事务 (the server refuses `audit` for it).
      { key: 'audit', button: 'audit', move: 'approve', shows: (row) => !row.inFlow, audits: calls.planAudit },
      {
        key: 'toOrder',
        button: 'to_order',
        move: 'toOrder',
        opens: (row, close) => <ToOrderDialog plan={row} onClose={close} />,
      },
      { key: 'close', button: 'close', move: 'close', danger: true, asksReason: calls.planClose },
      { key: 'delete', crud: 'delete', move: 'remove', danger: true, removes: calls.planRemove },
    ],
    actionsWidth: 260,
  });
  const read = useCallPage(calls.planList, {
    ...list.filters,
    current: String(list.pager.paging.current),
    size: String(list.pager.paging.size),
  });

  const columns: TableColumnsType<PlanRecord> = [
    textColumn<PlanRecord>('planNo', text(docsLabels.planNo), 170),
    textColumn<PlanRecord>('shipperName', text(shipperResource.title), 180, true),
    dictColumn<PlanRecord>('planType', text(docsLabels.planType), 'sc_plan_type', 110),
    textColumn<PlanRecord>('planDate', text(docsLabels.planDate), 110),
    textColumn<PlanRecord>('warehouseName', text(warehouseResource.title), 140, true),
    textColumn<PlanRecord>('buyerName', text(docsLabels.buyer), 100),
    { ...textColumn<PlanRecord>('lineCount', text(docsLabels.lineCount), 70), align: 'right' },
    decimalColumn<PlanRecord>('totalQty', text(docsLabels.totalQty), 120),
    decimalColumn<PlanRecord>('totalAmount', text(docsLabels.totalAmount), 130),
    // The status is what a row is read for (issue 35): it never folds into the row's expanded part.
    withPriority(
      {
        key: 'status',
        dataIndex: 'status',
        title: text(docsLabels.status),
        width: 170,
        render: (value: number, row: PlanRecord) => (
          <>
            <StatusTag dict="sc_plan_status" value={value} />
            {row.inFlow && (
              <Tooltip title={text(planFlowTexts.inFlowHint)}>
                <Tag color="processing" data-testid="plan-in-flow">
                  {text(planFlowTexts.inFlow)}
                </Tag>
              </Tooltip>
            )}
          </>
        ),
      },
      1,
    ),
    textColumn<PlanRecord>('createTime', t('crud.createTime'), 170),
  ];

  return (
    <DocListPage<PlanRecord> list={list} read={read} columns={columns}>
      <SearchText name="planNo" label={docsLabels.planNo} />
      <SearchPick name="shipperId" label={shipperResource.title} picker={ShipperSelect} />
      <SearchDict name="planType" label={docsLabels.planType} code="sc_plan_type" width={140} />
      <SearchDict name="status" label={docsLabels.status} code="sc_plan_status" width={140} />
      <SearchRange label={docsLabels.planDate} />
    </DocListPage>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PlansPage;
