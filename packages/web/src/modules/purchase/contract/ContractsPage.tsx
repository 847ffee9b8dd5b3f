import {
  auditStatus,
  type ContractAction,
  type ContractRecord,
  purchaseDocsCalls as calls,
  contractMachine,
  contractStatus,
  docsLabels,
  format,
  shipperResource,
  supplierResource,
} from '@pharma/contract';
import { Form, InputNumber, type TableColumnsType, Tag } from 'antd';
import { withPriority } from '../../../crud/tableScroll.ts';
import { useText } from '../../../i18n/useText.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { useBodyPage } from '../../../lib/useCall.ts';
import { DocListPage, SearchDict, SearchPick, SearchRange, SearchText } from '../document/DocListPage.tsx';
import { contractDetailHref, decimalColumn, dictColumn, dictName, textColumn } from '../document/docKit.tsx';
import { contractTexts, docsTexts } from '../document/docs.texts.ts';
import { ShipperSelect, SupplierSelect } from '../document/pickers.tsx';
import { useDocList } from '../document/useDocList.tsx';
import { callOffCode, canCallOff } from '../order/callOff.ts';
import { OrderFormDialog } from '../order/OrderFormDialog.tsx';
import { ContractFormDialog } from './ContractFormDialog.tsx';
import { SignDialog } from './SignDialog.tsx';

/** A contract's days to expiry mean nothing once it is void, suspended or completed. */
const settled: readonly number[] = [contractStatus.void, contractStatus.suspended, contractStatus.completed];

/**
 * 采购合同 (/smartsupply/contract): the contracts (SPOT, FRAME, delivery) with their validity and execution; 新增,
 * and per row what its status allows (contractMachine): 编辑, 审核 (until passed), 签订, 中止, 完成, 作废, 删除,
 * 详情 (合同明细), and for a frame agreement in force 下单(调用) (a call-off order, for those who may add orders).
 */
export function ContractsPage() {
  const text = useText();
  const list = useDocList<ContractRecord, ContractAction>({
    screen: 'purchase_contract',
    machine: contractMachine,
    no: (row) => row.contractNo,
    toolbar: [{ key: 'add', crud: 'add', primary: true, opens: (close) => <ContractFormDialog onClose={close} /> }],
    actions: [
      { key: 'view', crud: 'view', label: docsTexts.detail, run: (row) => navigateTo(contractDetailHref(row.id)) },
      {
        key: 'callOff',
        code: callOffCode,
        label: contractTexts.callOff,
        shows: canCallOff,
        opens: (row, close) => <OrderFormDialog frame={row} onClose={close} />,
      },
      {
        key: 'edit',
        crud: 'edit',
        move: 'edit',
        opens: (row, close) => <ContractFormDialog contract={row} onClose={close} />,
      },
      {
        key: 'audit',
        button: 'audit',
        move: 'audit',
        shows: (row) => row.auditStatus !== auditStatus.passed,
        audits: calls.contractAudit,
      },
      {
        key: 'sign',
        button: 'sign',
        move: 'sign',
        opens: (row, close) => <SignDialog contract={row} onClose={close} />,
      },
      { key: 'complete', button: 'complete', move: 'complete', confirms: calls.contractComplete },
      { key: 'suspend', button: 'suspend', move: 'suspend', danger: true, asksReason: calls.contractSuspend },
      { key: 'void', button: 'void', move: 'void', danger: true, asksReason: calls.contractVoid },
      { key: 'delete', crud: 'delete', move: 'remove', danger: true, removes: calls.contractRemove },
    ],
    actionsWidth: 320,
  });
  const read = useBodyPage(calls.contractQuery, {
    ...list.filters,
    pageNum: list.pager.paging.current,
    pageSize: list.pager.paging.size,
  });

  // What a buyer reads first stays in view (1): the number, the amount, the two states; the rest folds into the
  // row's expanded part as the table narrows, the minor ones (3) first (tableScroll.ts).
  const columns: TableColumnsType<ContractRecord> = [
    withPriority(textColumn<ContractRecord>('contractNo', text(docsLabels.contractNo), 170), 1),
    withPriority(
      dictColumn<ContractRecord>('contractType', text(dictName('sc_contract_type')), 'sc_contract_type', 130),
      3,
    ),
    withPriority(textColumn<ContractRecord>('shipperName', text(shipperResource.title), 170, true), 3),
    textColumn<ContractRecord>('supplierName', text(supplierResource.title), 190, true),
    withPriority(textColumn<ContractRecord>('signDate', text(docsLabels.signDate), 110), 3),
    {
      key: 'validity',
      title: text(docsLabels.validity),
      width: 210,
      // Two dates are read whole or not at all: never cut to "2026-…".
      className: 'col-nowrap',
      render: (_, row) => `${row.validFrom} ~ ${row.validTo}`,
    },
    {
      key: 'daysToExpiry',
      dataIndex: 'daysToExpiry',
      title: text(docsLabels.daysToExpiry),
      width: 120,
      render: (days: number | null, row) => {
        if (days === null || settled.includes(row.status)) return null;
        if (days < 0) return <Tag color="error">{text(contractTexts.expired)}</Tag>;
        return days <= 30 ? <Tag color="warning">{format(text(contractTexts.expiring), { days })}</Tag> : days;
      },
    },
    withPriority({ ...textColumn<ContractRecord>('lineCount', text(docsLabels.lineCount), 70), align: 'right' }, 3),
    withPriority(decimalColumn<ContractRecord>('totalAmount', text(docsLabels.totalAmount), 130), 1),
    decimalColumn<ContractRecord>('executedAmount', text(docsLabels.executedAmount), 130),
    withPriority(
      dictColumn<ContractRecord>('auditStatus', text(docsLabels.auditStatus), 'sc_audit_status', 100, { tag: true }),
      1,
    ),
    withPriority(
      dictColumn<ContractRecord>('status', text(docsLabels.status), 'sc_contract_status', 100, { tag: true }),
      1,
    ),
  ];

  return (
    <DocListPage<ContractRecord> list={list} read={read} range={['signDateFrom', 'signDateTo']} columns={columns}>
      <SearchPick name="shipperId" label={shipperResource.title} picker={ShipperSelect} />
      <SearchPick name="supplierId" label={supplierResource.title} picker={SupplierSelect} />
      <SearchText name="contractNo" label={docsLabels.contractNo} />
      <SearchDict
        name="contractType"
        label={dictName('sc_contract_type')}
        code="sc_contract_type"
        numeric
        width={150}
      />
      <SearchDict name="status" label={docsLabels.status} code="sc_contract_status" numeric width={120} />
      <SearchRange label={docsLabels.signDate} />
      <ExpiringWithin />
    </DocListPage>
  );
}

/** The 到期天数内 filter: contracts whose validity ends within so many days. */
function ExpiringWithin() {
  const text = useText();
  return (
    <Form.Item name="expiringWithinDays" label={text(contractTexts.expiringDays)}>
      <InputNumber min={0} max={3650} precision={0} addonAfter={text(contractTexts.days)} style={{ width: 140 }} />
    </Form.Item>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ContractsPage;
