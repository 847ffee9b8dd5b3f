import {
  purchaseDocsCalls as calls,
  canMove,
  format,
  type OrderAction,
  type OrderRecord,
  orderMachine,
  orderStatusAll,
  orderStatusNames,
  permissionsOf,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Input, Select, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { withPriority } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { AuditDialog, ReasonDialog, useMoveConfirm } from '../detail/dialogs.tsx';
import {
  contractDetailHref,
  decimalColumn,
  dictColumn,
  keyOf,
  orderDetailHref,
  screenButton,
  textColumn,
} from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { type DateRange, DateRangeInput, DocListFrame, filledOf, rangeOf } from '../detail/frame.tsx';
import { ShipperSelect, SupplierSelect } from '../detail/pickers.tsx';
import { OrderFormDialog } from './OrderFormDialog.tsx';
import { orderTexts } from './order.texts.ts';
import { ReceiveDialog } from './ReceiveDialog.tsx';

const screen = 'purchase_order';
const codes = permissionsOf({ name: screen });
const button = {
  commit: screenButton(screen, 'commit'),
  audit: screenButton(screen, 'audit'),
  send: screenButton(screen, 'send'),
  receive: screenButton(screen, 'receive'),
  close: screenButton(screen, 'close'),
  void: screenButton(screen, 'void'),
  toContract: screenButton(screen, 'to_contract'),
};

/** The grid's filters (every one but the status, which the tabs pick). */
type Filters = Record<string, string>;
type Open = { kind: 'add' } | { kind: 'edit' | 'audit' | 'receive' | 'close' | 'void'; row: OrderRecord } | null;

interface SearchValues {
  shipperId?: string;
  supplierId?: string;
  buyerId?: string;
  orderNo?: string;
  goodsKeyword?: string;
  range?: DateRange;
}

/** The buyers to filter by: those of the orders the user sees (purchaseOrder/list), read when the select opens. */
function BuyerSelect(props: {
  value?: string;
  onChange?: (value?: string) => void;
  id?: string;
  placeholder?: string;
}) {
  const [wanted, setWanted] = useState(false);
  const body = {};
  const orders = useQuery({
    queryKey: keyOf(calls.orderList, body),
    queryFn: () => callApi(calls.orderList, { body }),
    enabled: wanted,
    staleTime: 60_000,
  });
  const buyers = new Map<string, string>();
  for (const order of orders.data ?? []) if (order.buyerId) buyers.set(order.buyerId, order.buyerName ?? order.buyerId);
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 140 }}
      {...props}
      onOpenChange={(open) => open && setWanted(true)}
      loading={orders.isFetching}
      options={[...buyers].map(([value, label]) => ({ value, label }))}
    />
  );
}

/** The order grid's search bar: shipper, supplier, buyer, order number, goods, order dates. */
function OrderSearch({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<SearchValues>();
  return (
    <Form
      form={form}
      name="purchase-order-search"
      layout="inline"
      className="crud-search"
      onFinish={({ range, ...values }) => onSearch({ ...(filledOf(values) as Filters), ...rangeOf(range) })}
    >
      <Form.Item name="shipperId" label={text(shipperResource.title)}>
        <ShipperSelect placeholder={t('crud.select', { label: text(shipperResource.title) })} />
      </Form.Item>
      <Form.Item name="supplierId" label={text(supplierResource.title)}>
        <SupplierSelect placeholder={t('crud.select', { label: text(supplierResource.title) })} />
      </Form.Item>
      <Form.Item name="buyerId" label={text(texts.buyer)}>
        <BuyerSelect placeholder={t('crud.select', { label: text(texts.buyer) })} />
      </Form.Item>
      <Form.Item name="orderNo" label={text(texts.orderNo)}>
        <Input allowClear placeholder={t('crud.input', { label: text(texts.orderNo) })} />
      </Form.Item>
      <Form.Item name="goodsKeyword" label={text(texts.goodsKeyword)}>
        <Input allowClear placeholder={text(texts.goodsKeywordHint)} />
      </Form.Item>
      <Form.Item name="range" label={text(texts.orderDate)}>
        <DateRangeInput />
      </Form.Item>
      <Form.Item>
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}

/** The tab of all statuses. */
const all = 'all';

/**
 * 采购订单 (/smartsupply/order): status tabs with their counts (statusNum, under the grid's own filters) over the
 * grid (queryByPage); a tab filters the grid by its status with the same filters. Each row offers the moves its
 * status allows (orderMachine): 提交审核, 审核, 下发, 收货, 生成合同, 关闭, 作废, 编辑, 删除, and 详情 (请购明细).
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const confirmMove = useMoveConfirm();
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [tab, setTab] = useState<string>(all);
  const [open, setOpen] = useState<Open>(null);

  const counts = useQuery({
    queryKey: keyOf(calls.orderStatusNum, filters),
    queryFn: () => callApi(calls.orderStatusNum, { body: filters }),
    placeholderData: keepPreviousData,
  });
  const body = {
    ...filters,
    ...(tab === all ? {} : { status: Number(tab) }),
    pageNum: pager.paging.current,
    pageSize: pager.paging.size,
  };
  const list = useQuery({
    queryKey: keyOf(calls.orderQueryByPage, body),
    queryFn: () => callApi(calls.orderQueryByPage, { body }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const close = () => setOpen(null);
  const may = (action: OrderAction) => (row: OrderRecord) => canMove(orderMachine, row.status, action);

  const tabs = (counts.data ?? []).map((entry) => {
    const key = entry.status === null ? all : String(entry.status);
    const name =
      entry.status === null
        ? text(orderStatusAll)
        : entry.status in orderStatusNames
          ? text(orderStatusNames[entry.status as keyof typeof orderStatusNames])
          : entry.statusName;
    return {
      key,
      label: <span data-status-tab={key}>{format(text(orderTexts.tabCount), { name, num: entry.num })}</span>,
    };
  });

  const move = (action: string, row: OrderRecord, run: () => Promise<{ warnings: string[] } | null>) =>
    confirmMove({ action, no: row.orderNo, run });

  const rowButtons: Array<RowButton<OrderRecord> | false> = [
    allowed(codes.view) && {
      key: 'view',
      label: text(texts.detail),
      run: (row) => navigateTo(orderDetailHref(row.id)),
    },
    allowed(codes.edit) && {
      key: 'edit',
      label: t('crud.edit'),
      shows: may('edit'),
      run: (row) => setOpen({ kind: 'edit', row }),
    },
    allowed(button.commit.code) && {
      key: 'commit',
      label: text(button.commit.name),
      shows: may('commit'),
      run: (row) => move(text(button.commit.name), row, () => callApi(calls.orderCommit, { body: { id: row.id } })),
    },
    allowed(button.audit.code) && {
      key: 'audit',
      label: text(button.audit.name),
      shows: may('approve'),
      run: (row) => setOpen({ kind: 'audit', row }),
    },
    allowed(button.send.code) && {
      key: 'send',
      label: text(button.send.name),
      shows: may('send'),
      run: (row) => move(text(button.send.name), row, () => callApi(calls.orderSend, { body: { id: row.id } })),
    },
    allowed(button.receive.code) && {
      key: 'receive',
      label: text(button.receive.name),
      shows: may('receive'),
      run: (row) => setOpen({ kind: 'receive', row }),
    },
    allowed(button.toContract.code) && {
      key: 'toContract',
      label: text(button.toContract.name),
      shows: (row) => may('toContract')(row) && !row.contractId,
      run: (row) =>
        move(text(button.toContract.name), row, () => callApi(calls.orderToContract, { body: { id: row.id } })),
    },
    allowed(button.close.code) && {
      key: 'close',
      label: text(button.close.name),
      danger: true,
      shows: may('close'),
      run: (row) => setOpen({ kind: 'close', row }),
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
        move(t('crud.delete'), row, () => callApi(calls.orderRemove, { query: { ids: row.id } }).then(() => null)),
    },
  ];

  const columns: TableColumnsType<OrderRecord> = [
    textColumn<OrderRecord>('orderNo', text(texts.orderNo), 170),
    textColumn<OrderRecord>('shipperName', text(shipperResource.title), 170, true),
    textColumn<OrderRecord>('supplierName', text(supplierResource.title), 190, true),
    textColumn<OrderRecord>('orderDate', text(texts.orderDate), 110),
    textColumn<OrderRecord>('expectedArrivalDate', text(texts.expectedArrival), 110),
    textColumn<OrderRecord>('warehouseName', text(warehouseResource.title), 130, true),
    textColumn<OrderRecord>('buyerName', text(texts.buyer), 100),
    { ...textColumn<OrderRecord>('lineCount', text(texts.lineCount), 70), align: 'right' },
    decimalColumn<OrderRecord>('totalQty', text(texts.totalQty), 110),
    decimalColumn<OrderRecord>('totalAmount', text(texts.totalAmount), 130),
    decimalColumn<OrderRecord>('receivedAmount', text(texts.receivedAmount), 120),
    {
      key: 'contractNo',
      dataIndex: 'contractNo',
      title: text(texts.spotContract),
      width: 170,
      render: (value: string | null, row) =>
        value && row.contractId ? (
          <a
            href={contractDetailHref(row.contractId)}
            onClick={(event) => {
              event.preventDefault();
              navigateTo(contractDetailHref(row.contractId!));
            }}
          >
            {value}
          </a>
        ) : null,
    },
    // The status is what a row is read for (issue 35): it never folds into the row's expanded part.
    withPriority(dictColumn<OrderRecord>('status', text(texts.status), 'sc_order_status', 100, { tag: true }), 1),
    ...actionsColumn<OrderRecord>(t('crud.actions'), rowButtons, 300),
  ];

  return (
    <DocListFrame<OrderRecord>
      search={
        <OrderSearch
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
      above={
        <Tabs
          aria-label={text(orderTexts.statusTabs)}
          activeKey={tab}
          items={tabs.length > 0 ? tabs : [{ key: all, label: text(orderStatusAll) }]}
          onChange={(key) => {
            setTab(key);
            pager.restart();
          }}
        />
      }
      columns={columns}
      rows={list.data?.records ?? []}
      rowKey="id"
      loading={list.isFetching}
      pagination={pagination}
    >
      {open?.kind === 'add' && <OrderFormDialog onClose={close} />}
      {open?.kind === 'edit' && <OrderFormDialog order={open.row} onClose={close} />}
      {open?.kind === 'receive' && <ReceiveDialog order={open.row} onClose={close} />}
      {open?.kind === 'audit' && (
        <AuditDialog
          no={open.row.orderNo}
          run={(decision) => callApi(calls.orderAudit, { body: { id: open.row.id, ...decision } })}
          onClose={close}
        />
      )}
      {(open?.kind === 'close' || open?.kind === 'void') && (
        <ReasonDialog
          action={text(button[open.kind].name)}
          no={open.row.orderNo}
          run={(reason) =>
            callApi(open.kind === 'close' ? calls.orderClose : calls.orderVoid, { body: { id: open.row.id, reason } })
          }
          onClose={close}
        />
      )}
    </DocListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default OrdersPage;
