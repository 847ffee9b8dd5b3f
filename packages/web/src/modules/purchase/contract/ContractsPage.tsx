import {
  auditStatus,
  type ContractAction,
  type ContractRecord,
  purchaseDocsCalls as calls,
  canMove,
  contractMachine,
  format,
  permissionsOf,
  shipperResource,
  supplierResource,
} from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, type TableColumnsType, Tag } from 'antd';
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
import { navigateTo } from '../../../lib/navigate.ts';
import { AuditDialog, ReasonDialog, useMoveConfirm } from '../detail/dialogs.tsx';
import {
  contractDetailHref,
  decimalColumn,
  dictColumn,
  dictName,
  keyOf,
  screenButton,
  textColumn,
} from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { type DateRange, DateRangeInput, DocListFrame, filledOf, rangeOf } from '../detail/frame.tsx';
import { ShipperSelect, SupplierSelect } from '../detail/pickers.tsx';
import { callOffCode, canCallOff } from '../order/callOff.ts';
import { OrderFormDialog } from '../order/OrderFormDialog.tsx';
import { ContractFormDialog } from './ContractFormDialog.tsx';
import { contractTexts } from './contract.texts.ts';
import { SignDialog } from './SignDialog.tsx';

const screen = 'purchase_contract';
const codes = permissionsOf({ name: screen });
const button = {
  audit: screenButton(screen, 'audit'),
  sign: screenButton(screen, 'sign'),
  suspend: screenButton(screen, 'suspend'),
  complete: screenButton(screen, 'complete'),
  void: screenButton(screen, 'void'),
};

type Filters = Record<string, string | number>;
type Open =
  | { kind: 'add' }
  | { kind: 'edit' | 'audit' | 'sign' | 'suspend' | 'void' | 'callOff'; row: ContractRecord }
  | null;

interface SearchValues {
  shipperId?: string;
  supplierId?: string;
  contractNo?: string;
  contractType?: number;
  status?: number;
  range?: DateRange;
  expiringWithinDays?: number | null;
}

/** The contract grid's search bar: shipper, supplier, number, type, status, sign dates, expiring within N days. */
function ContractSearch({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<SearchValues>();
  return (
    <Form
      form={form}
      name="purchase-contract-search"
      layout="inline"
      className="crud-search"
      onFinish={({ range, ...values }) =>
        onSearch({ ...filledOf(values as Record<string, unknown>), ...rangeOf(range, 'signDateFrom', 'signDateTo') })
      }
    >
      <Form.Item name="shipperId" label={text(shipperResource.title)}>
        <ShipperSelect placeholder={t('crud.select', { label: text(shipperResource.title) })} />
      </Form.Item>
      <Form.Item name="supplierId" label={text(supplierResource.title)}>
        <SupplierSelect placeholder={t('crud.select', { label: text(supplierResource.title) })} />
      </Form.Item>
      <Form.Item name="contractNo" label={text(texts.contractNo)}>
        <Input allowClear placeholder={t('crud.input', { label: text(texts.contractNo) })} />
      </Form.Item>
      <Form.Item name="contractType" label={text(dictName('sc_contract_type'))}>
        <DictSelect code="sc_contract_type" numeric style={{ minWidth: 150 }} />
      </Form.Item>
      <Form.Item name="status" label={text(texts.status)}>
        <DictSelect code="sc_contract_status" numeric style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item name="range" label={text(texts.signDate)}>
        <DateRangeInput />
      </Form.Item>
      <Form.Item name="expiringWithinDays" label={text(contractTexts.expiringDays)}>
        <InputNumber min={0} max={3650} precision={0} addonAfter={text(contractTexts.days)} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item>
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}

/**
 * 采购合同 (/smartsupply/contract): the contracts (SPOT, FRAME, delivery) with their validity and execution; 新增,
 * and per row what its status allows (contractMachine): 编辑, 审核 (until passed), 签订, 中止, 完成, 作废, 删除,
 * 详情 (合同明细), and for a frame agreement in force 下单(调用) (a call-off order, for those who may add orders).
 */
export function ContractsPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const confirmMove = useMoveConfirm();
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<Open>(null);
  const body = { ...filters, pageNum: pager.paging.current, pageSize: pager.paging.size };
  const list = useQuery({
    queryKey: keyOf(calls.contractQuery, body),
    queryFn: () => callApi(calls.contractQuery, { body }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const close = () => setOpen(null);
  const may = (action: ContractAction) => (row: ContractRecord) => canMove(contractMachine, row.status, action);

  const rowButtons: Array<RowButton<ContractRecord> | false> = [
    allowed(codes.view) && {
      key: 'view',
      label: text(texts.detail),
      run: (row) => navigateTo(contractDetailHref(row.id)),
    },
    allowed(callOffCode) && {
      key: 'callOff',
      label: text(contractTexts.callOff),
      shows: canCallOff,
      run: (row) => setOpen({ kind: 'callOff', row }),
    },
    allowed(codes.edit) && {
      key: 'edit',
      label: t('crud.edit'),
      shows: may('edit'),
      run: (row) => setOpen({ kind: 'edit', row }),
    },
    allowed(button.audit.code) && {
      key: 'audit',
      label: text(button.audit.name),
      shows: (row) => may('audit')(row) && row.auditStatus !== auditStatus.passed,
      run: (row) => setOpen({ kind: 'audit', row }),
    },
    allowed(button.sign.code) && {
      key: 'sign',
      label: text(button.sign.name),
      shows: may('sign'),
      run: (row) => setOpen({ kind: 'sign', row }),
    },
    allowed(button.complete.code) && {
      key: 'complete',
      label: text(button.complete.name),
      shows: may('complete'),
      run: (row) =>
        confirmMove({
          action: text(button.complete.name),
          no: row.contractNo,
          run: () => callApi(calls.contractComplete, { body: { id: row.id } }),
        }),
    },
    allowed(button.suspend.code) && {
      key: 'suspend',
      label: text(button.suspend.name),
      danger: true,
      shows: may('suspend'),
      run: (row) => setOpen({ kind: 'suspend', row }),
    },
    allowed(button.void.code) && {
      key: 'void',
      label: text(button.void.name),
      danger: true,
      shows: may('void'),
      run: (row) => setOpen({ kind: 'void', row }),
    },
    allowed(codes.delete) && {
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      shows: may('remove'),
      run: (row) =>
        confirmMove({
          action: t('crud.delete'),
          no: row.contractNo,
          run: () => callApi(calls.contractRemove, { query: { ids: row.id } }).then(() => null),
        }),
    },
  ];

  // What a buyer reads first stays in view (1): the number, the amount, the two states; the rest folds into the
  // row's expanded part as the table narrows, the minor ones (3) first (tableScroll.ts).
  const columns: TableColumnsType<ContractRecord> = [
    withPriority(textColumn<ContractRecord>('contractNo', text(texts.contractNo), 170), 1),
    withPriority(
      dictColumn<ContractRecord>('contractType', text(dictName('sc_contract_type')), 'sc_contract_type', 130),
      3,
    ),
    withPriority(textColumn<ContractRecord>('shipperName', text(shipperResource.title), 170, true), 3),
    textColumn<ContractRecord>('supplierName', text(supplierResource.title), 190, true),
    withPriority(textColumn<ContractRecord>('signDate', text(texts.signDate), 110), 3),
    {
      key: 'validity',
      title: text(texts.validity),
      width: 210,
      // Two dates are read whole or not at all: never cut to "2026-…".
      className: 'col-nowrap',
      render: (_, row) => `${row.validFrom} ~ ${row.validTo}`,
    },
    {
      key: 'daysToExpiry',
      dataIndex: 'daysToExpiry',
      title: text(texts.daysToExpiry),
      width: 120,
      render: (days: number | null, row) => {
        if (days === null || row.status === 0 || row.status >= 4) return null;
        if (days < 0) return <Tag color="error">{text(contractTexts.expired)}</Tag>;
        return days <= 30 ? <Tag color="warning">{format(text(contractTexts.expiring), { days })}</Tag> : days;
      },
    },
    withPriority({ ...textColumn<ContractRecord>('lineCount', text(texts.lineCount), 70), align: 'right' }, 3),
    withPriority(decimalColumn<ContractRecord>('totalAmount', text(texts.totalAmount), 130), 1),
    decimalColumn<ContractRecord>('executedAmount', text(texts.executedAmount), 130),
    withPriority(
      dictColumn<ContractRecord>('auditStatus', text(texts.auditStatus), 'sc_audit_status', 100, { tag: true }),
      1,
    ),
    withPriority(dictColumn<ContractRecord>('status', text(texts.status), 'sc_contract_status', 100, { tag: true }), 1),
    ...actionsColumn<ContractRecord>(t('crud.actions'), rowButtons, 320),
  ];

  return (
    <DocListFrame<ContractRecord>
      search={
        <ContractSearch
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
      ]}
      columns={columns}
      rows={list.data?.records ?? []}
      rowKey="id"
      loading={list.isFetching}
      pagination={pagination}
    >
      {open?.kind === 'add' && <ContractFormDialog onClose={close} />}
      {open?.kind === 'edit' && <ContractFormDialog contract={open.row} onClose={close} />}
      {open?.kind === 'sign' && <SignDialog contract={open.row} onClose={close} />}
      {open?.kind === 'callOff' && <OrderFormDialog frame={open.row} onClose={close} />}
      {open?.kind === 'audit' && (
        <AuditDialog
          no={open.row.contractNo}
          run={(decision) => callApi(calls.contractAudit, { body: { id: open.row.id, ...decision } })}
          onClose={close}
        />
      )}
      {(open?.kind === 'suspend' || open?.kind === 'void') && (
        <ReasonDialog
          action={text(button[open.kind].name)}
          no={open.row.contractNo}
          run={(reason) =>
            callApi(open.kind === 'suspend' ? calls.contractSuspend : calls.contractVoid, {
              body: { id: open.row.id, reason },
            })
          }
          onClose={close}
        />
      )}
    </DocListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ContractsPage;
