import {
  purchaseDocsCalls as calls,
  canMove,
  type PlanAction,
  type PlanRecord,
  permissionsOf,
  planMachine,
  shipperResource,
  warehouseResource,
} from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Input, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { withPriority } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { AuditDialog, ReasonDialog, useMoveConfirm } from '../detail/dialogs.tsx';
import { decimalColumn, dictColumn, keyOf, StatusTag, screenButton, textColumn } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { type DateRange, DateRangeInput, DocListFrame, filledOf, rangeOf } from '../detail/frame.tsx';
import { ShipperSelect } from '../detail/pickers.tsx';
import { planFlowTexts } from '../planFlow/planFlow.texts.ts';
import { AutoPlanDialog } from './AutoPlanDialog.tsx';
import { PlanFormDialog } from './PlanFormDialog.tsx';
import { PlanViewDialog } from './PlanViewDialog.tsx';
import { ToOrderDialog } from './ToOrderDialog.tsx';

const screen = 'purchase_plan';
const codes = permissionsOf({ name: screen });
const commitButton = screenButton(screen, 'commit');
const auditButton = screenButton(screen, 'audit');
const closeButton = screenButton(screen, 'close');
const toOrderButton = screenButton(screen, 'to_order');
const autoButton = screenButton(screen, 'auto');

type Filters = Record<string, string>;
type Open =
  | { kind: 'add' | 'auto' }
  | { kind: 'edit' | 'view' | 'audit' | 'close' | 'toOrder'; row: PlanRecord }
  | null;

interface SearchValues {
  planNo?: string;
  shipperId?: string;
  planType?: string;
  status?: string;
  range?: DateRange;
}

/** The plan list's search bar: number, shipper, type, status, plan dates. */
function PlanSearch({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<SearchValues>();
  return (
    <Form
      form={form}
      name="purchase-plan-search"
      layout="inline"
      className="crud-search"
      onFinish={({ range, ...values }) => onSearch({ ...(filledOf(values) as Filters), ...rangeOf(range) })}
    >
      <Form.Item name="planNo" label={text(texts.planNo)}>
        <Input allowClear placeholder={t('crud.input', { label: text(texts.planNo) })} />
      </Form.Item>
      <Form.Item name="shipperId" label={text(shipperResource.title)}>
        <ShipperSelect placeholder={t('crud.select', { label: text(shipperResource.title) })} />
      </Form.Item>
      <Form.Item name="planType" label={text(texts.planType)}>
        <DictSelect code="sc_plan_type" style={{ minWidth: 140 }} />
      </Form.Item>
      <Form.Item name="status" label={text(texts.status)}>
        <DictSelect code="sc_plan_status" style={{ minWidth: 140 }} />
      </Form.Item>
      <Form.Item name="range" label={text(texts.planDate)}>
        <DateRangeInput />
      </Form.Item>
      <Form.Item>
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}

/**
 * 采购计划 (/smartsupply/plan): the plans with their status; 新增 (a manual plan with its lines), 智能补货 (the
 * suggestion line by line, saved as a draft), and per row the moves its status allows (planMachine): 编辑, 提交审核,
 * 审核, 关闭, 生成订单, 删除, and 查看 with the lines and the status history.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const confirmMove = useMoveConfirm();
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<Open>(null);
  const query = { ...filters, current: String(pager.paging.current), size: String(pager.paging.size) };
  const list = useQuery({
    queryKey: keyOf(calls.planList, query),
    queryFn: () => callApi(calls.planList, { query }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const close = () => setOpen(null);
  const may = (action: PlanAction) => (row: PlanRecord) => canMove(planMachine, row.status, action);

  const rowButtons: Array<RowButton<PlanRecord> | false> = [
    allowed(codes.view) && { key: 'view', label: t('crud.view'), run: (row) => setOpen({ kind: 'view', row }) },
    allowed(codes.edit) && {
      key: 'edit',
      label: t('crud.edit'),
      shows: may('edit'),
      run: (row) => setOpen({ kind: 'edit', row }),
    },
    allowed(commitButton.code) && {
      key: 'commit',
      label: text(commitButton.name),
      shows: may('commit'),
      run: (row) =>
        confirmMove({
          action: text(commitButton.name),
          no: row.planNo,
          run: () => callApi(calls.planCommit, { body: { id: row.id } }),
        }),
    },
    allowed(auditButton.code) && {
      key: 'audit',
      label: text(auditButton.name),
      // A plan in its approval process is audited from 我的事务 (the server refuses `audit` for it).
      shows: (row) => may('approve')(row) && !row.inFlow,
      run: (row) => setOpen({ kind: 'audit', row }),
    },
    allowed(toOrderButton.code) && {
      key: 'toOrder',
      label: text(toOrderButton.name),
      shows: may('toOrder'),
      run: (row) => setOpen({ kind: 'toOrder', row }),
    },
    allowed(closeButton.code) && {
      key: 'close',
      label: text(closeButton.name),
      danger: true,
      shows: may('close'),
      run: (row) => setOpen({ kind: 'close', row }),
    },
    allowed(codes.delete) && {
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      shows: may('remove'),
      run: (row) =>
        confirmMove({
          action: t('crud.delete'),
          no: row.planNo,
          run: () => callApi(calls.planRemove, { query: { ids: row.id } }).then(() => null),
        }),
    },
  ];

  const columns: TableColumnsType<PlanRecord> = [
    textColumn<PlanRecord>('planNo', text(texts.planNo), 170),
    textColumn<PlanRecord>('shipperName', text(shipperResource.title), 180, true),
    dictColumn<PlanRecord>('planType', text(texts.planType), 'sc_plan_type', 110),
    textColumn<PlanRecord>('planDate', text(texts.planDate), 110),
    textColumn<PlanRecord>('warehouseName', text(warehouseResource.title), 140, true),
    textColumn<PlanRecord>('buyerName', text(texts.buyer), 100),
    { ...textColumn<PlanRecord>('lineCount', text(texts.lineCount), 70), align: 'right' },
    decimalColumn<PlanRecord>('totalQty', text(texts.totalQty), 120),
    decimalColumn<PlanRecord>('totalAmount', text(texts.totalAmount), 130),
    // The status is what a row is read for (issue 35): it never folds into the row's expanded part.
    withPriority(
      {
        key: 'status',
        dataIndex: 'status',
        title: text(texts.status),
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
    ...actionsColumn<PlanRecord>(t('crud.actions'), rowButtons, 260),
  ];

  return (
    <DocListFrame<PlanRecord>
      search={
        <PlanSearch
          onSearch={(next) => {
            setFilters(next);
            pager.restart();
          }}
        />
      }
      toolbar={[
        allowed(codes.add) && {
          key: 'add',
          label: t('crud.add'),
          primary: true,
          onClick: () => setOpen({ kind: 'add' }),
        },
        allowed(autoButton.code) && {
          key: 'auto',
          label: text(autoButton.name),
          onClick: () => setOpen({ kind: 'auto' }),
        },
      ]}
      columns={columns}
      rows={list.data?.records ?? []}
      rowKey="id"
      loading={list.isFetching}
      pagination={pagination}
    >
      {open?.kind === 'add' && <PlanFormDialog onClose={close} />}
      {open?.kind === 'edit' && <PlanFormDialog plan={open.row} onClose={close} />}
      {open?.kind === 'view' && <PlanViewDialog plan={open.row} onClose={close} />}
      {open?.kind === 'auto' && <AutoPlanDialog onClose={close} />}
      {open?.kind === 'toOrder' && <ToOrderDialog plan={open.row} onClose={close} />}
      {open?.kind === 'audit' && (
        <AuditDialog
          no={open.row.planNo}
          run={(decision) => callApi(calls.planAudit, { body: { id: open.row.id, ...decision } })}
          onClose={close}
        />
      )}
      {open?.kind === 'close' && (
        <ReasonDialog
          action={text(closeButton.name)}
          no={open.row.planNo}
          run={(reason) => callApi(calls.planClose, { body: { id: open.row.id, reason } })}
          onClose={close}
        />
      )}
    </DocListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default PlansPage;
