import {
  type ContractDetailRow,
  purchaseDocsCalls as calls,
  format,
  permissionsOf,
  shipperResource,
  supplierResource,
  type VarietyPurchaseRow,
  varietyResource,
} from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { contractDetailHref, decimalColumn, dictColumn, keyOf, textColumn } from '../detail/docKit.tsx';
import { docsTexts as texts } from '../detail/docs.texts.ts';
import { type DateRange, DateRangeInput, DocListFrame, filledOf, rangeOf } from '../detail/frame.tsx';
import { goodsColumns } from '../detail/lineColumns.tsx';
import { ShipperSelect, SupplierSelect, VarietySelect } from '../detail/pickers.tsx';
import { varietyTexts } from './variety.texts.ts';

const codes = permissionsOf({ name: 'variety_purchases' });

type Filters = Record<string, string | number>;

interface SearchValues {
  shipperId?: string;
  varietyId?: string;
  supplierId?: string;
  contractStatus?: number;
  range?: DateRange;
}

/** The search bar: shipper, variety, supplier, contract sign dates, contract status. */
function VarietySearch({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm<SearchValues>();
  return (
    <Form
      form={form}
      name="variety-purchases-search"
      layout="inline"
      className="crud-search"
      onFinish={({ range, ...values }) =>
        onSearch({ ...filledOf(values as Record<string, unknown>), ...rangeOf(range) })
      }
    >
      <Form.Item name="shipperId" label={text(shipperResource.title)}>
        <ShipperSelect placeholder={t('crud.select', { label: text(shipperResource.title) })} />
      </Form.Item>
      <Form.Item name="varietyId" label={text(varietyResource.title)}>
        <VarietySelect placeholder={t('crud.select', { label: text(varietyResource.title) })} />
      </Form.Item>
      <Form.Item name="supplierId" label={text(supplierResource.title)}>
        <SupplierSelect placeholder={t('crud.select', { label: text(supplierResource.title) })} />
      </Form.Item>
      <Form.Item name="range" label={text(texts.signDate)}>
        <DateRangeInput />
      </Form.Item>
      <Form.Item name="contractStatus" label={text(varietyTexts.contractStatus)}>
        <DictSelect code="sc_contract_status" numeric style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item>
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}

/** The contract lines of one variety (purchaseContractDetail/queryPurchaseContractDetails), paged. */
function VarietyLines({
  row,
  shipperId,
  onClose,
}: {
  row: VarietyPurchaseRow;
  shipperId?: string;
  onClose: () => void;
}) {
  const text = useText();
  const pager = usePaging();
  const body = {
    varietyId: row.varietyId,
    ...(shipperId ? { shipperId } : {}),
    pageNum: pager.paging.current,
    pageSize: pager.paging.size,
  };
  const lines = useQuery({
    queryKey: keyOf(calls.contractDetailQuery, body),
    queryFn: () => callApi(calls.contractDetailQuery, { body }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, lines.data ?? undefined);
  const columns: TableColumnsType<ContractDetailRow> = [
    {
      key: 'contractNo',
      dataIndex: 'contractNo',
      title: text(texts.contractNo),
      width: 170,
      render: (value: string, line) => (
        <a
          href={contractDetailHref(line.contractId)}
          onClick={(event) => {
            event.preventDefault();
            navigateTo(contractDetailHref(line.contractId));
          }}
        >
          {value}
        </a>
      ),
    },
    textColumn<ContractDetailRow>('supplierName', text(supplierResource.title), 180, true),
    textColumn<ContractDetailRow>('signDate', text(texts.signDate), 110),
    ...goodsColumns<ContractDetailRow>(text).slice(0, 3),
    decimalColumn<ContractDetailRow>('qty', text(texts.qty), 100),
    decimalColumn<ContractDetailRow>('unitPrice', text(texts.unitPrice), 100),
    decimalColumn<ContractDetailRow>('amount', text(texts.amount), 110),
    decimalColumn<ContractDetailRow>('accInQty', text(texts.accInQty), 100),
    dictColumn<ContractDetailRow>('contractStatus', text(varietyTexts.contractStatus), 'sc_contract_status', 100, {
      tag: true,
    }),
  ];
  const fit = useTableFit(columns);
  return (
    <Modal
      open
      title={
        <span className="user-data">{format(text(varietyTexts.drillTitle), { name: row.varietyName ?? '' })}</span>
      }
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={1100}
    >
      <Table<ContractDetailRow>
        data-testid="variety-lines"
        rowKey="id"
        size="small"
        dataSource={lines.data?.records ?? []}
        loading={lines.isFetching}
        pagination={pagination}
        {...fit}
      />
    </Modal>
  );
}

/**
 * 品种采购 (/smartsupply/variety-purchases): what was bought of each variety over the contract lines the filters
 * pick (products, contracts, quantity, amount, average, lowest and last price), and each variety's lines.
 */
export function VarietyPurchasesPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [open, setOpen] = useState<VarietyPurchaseRow | null>(null);
  const body = { ...filters, pageNum: pager.paging.current, pageSize: pager.paging.size };
  const list = useQuery({
    queryKey: keyOf(calls.varietyPurchases, body),
    queryFn: () => callApi(calls.varietyPurchases, { body }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const columns: TableColumnsType<VarietyPurchaseRow> = [
    textColumn<VarietyPurchaseRow>('varietyCode', text(varietyResource.fields.varietyCode.label), 120),
    textColumn<VarietyPurchaseRow>('varietyName', text(varietyResource.fields.varietyName.label), 200, true),
    { ...textColumn<VarietyPurchaseRow>('goodsCount', text(varietyTexts.goodsCount), 80), align: 'right' },
    { ...textColumn<VarietyPurchaseRow>('contractCount', text(varietyTexts.contractCount), 80), align: 'right' },
    decimalColumn<VarietyPurchaseRow>('totalQty', text(texts.totalQty), 120),
    decimalColumn<VarietyPurchaseRow>('totalAmount', text(texts.totalAmount), 130),
    decimalColumn<VarietyPurchaseRow>('avgPrice', text(varietyTexts.avgPrice), 110),
    decimalColumn<VarietyPurchaseRow>('lowestPrice', text(varietyTexts.lowestPrice), 110),
    decimalColumn<VarietyPurchaseRow>('lastPrice', text(varietyTexts.lastPrice), 110),
    textColumn<VarietyPurchaseRow>('lastSupplierName', text(varietyTexts.lastSupplier), 180, true),
    textColumn<VarietyPurchaseRow>('lastSignDate', text(varietyTexts.lastSignDate), 110),
    ...actionsColumn<VarietyPurchaseRow>(
      t('crud.actions'),
      [allowed(codes.view) && { key: 'lines', label: text(varietyTexts.lines), run: (row) => setOpen(row) }],
      100,
    ),
  ];
  return (
    <DocListFrame<VarietyPurchaseRow>
      search={
        <VarietySearch
          onSearch={(next) => {
            setFilters(next);
            pager.restart();
          }}
        />
      }
      columns={columns}
      rows={list.data?.records ?? []}
      rowKey="varietyId"
      loading={list.isFetching}
      pagination={pagination}
    >
      {open && (
        <VarietyLines
          row={open}
          shipperId={typeof filters.shipperId === 'string' ? filters.shipperId : undefined}
          onClose={() => setOpen(null)}
        />
      )}
    </DocListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default VarietyPurchasesPage;
