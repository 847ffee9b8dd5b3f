import {
  type ContractDetailRow,
  purchaseDocsCalls as calls,
  docsLabels,
  format,
  permissionsOf,
  shipperResource,
  supplierResource,
  type VarietyPurchaseRow,
  varietyResource,
} from '@pharma/contract';
import { Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { useBodyPage } from '../../../lib/useCall.ts';
import { DocSearch, SearchDict, SearchPick, SearchRange } from '../document/DocListPage.tsx';
import { contractDetailHref, DocLink, decimalColumn, dictColumn, textColumn } from '../document/docKit.tsx';
import { docsTexts, varietyTexts } from '../document/docs.texts.ts';
import { DocListFrame } from '../document/frame.tsx';
import { goodsColumns } from '../document/lineColumns.tsx';
import { ShipperSelect, SupplierSelect, VarietySelect } from '../document/pickers.tsx';
import type { DocFilters } from '../document/useDocList.tsx';

const codes = permissionsOf({ name: 'variety_purchases' });

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
  const lines = useBodyPage(calls.contractDetailQuery, body);
  const pagination = usePagination(pager, lines.data ?? undefined);
  const columns: TableColumnsType<ContractDetailRow> = [
    {
      key: 'contractNo',
      dataIndex: 'contractNo',
      title: text(docsLabels.contractNo),
      width: 170,
      render: (value: string, line) => <DocLink href={contractDetailHref(line.contractId)}>{value}</DocLink>,
    },
    textColumn<ContractDetailRow>('supplierName', text(supplierResource.title), 180, true),
    textColumn<ContractDetailRow>('signDate', text(docsLabels.signDate), 110),
    ...goodsColumns<ContractDetailRow>(text).slice(0, 3),
    decimalColumn<ContractDetailRow>('qty', text(docsLabels.qty), 100),
    decimalColumn<ContractDetailRow>('unitPrice', text(docsLabels.unitPrice), 100),
    decimalColumn<ContractDetailRow>('amount', text(docsLabels.amount), 110),
    decimalColumn<ContractDetailRow>('accInQty', text(docsLabels.accInQty), 100),
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
  const [filters, setFilters] = useState<DocFilters>({});
  const [open, setOpen] = useState<VarietyPurchaseRow | null>(null);
  const list = useBodyPage(calls.varietyPurchases, {
    ...filters,
    pageNum: pager.paging.current,
    pageSize: pager.paging.size,
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const columns: TableColumnsType<VarietyPurchaseRow> = [
    textColumn<VarietyPurchaseRow>('varietyCode', text(varietyResource.fields.varietyCode.label), 120),
    textColumn<VarietyPurchaseRow>('varietyName', text(varietyResource.fields.varietyName.label), 200, true),
    { ...textColumn<VarietyPurchaseRow>('goodsCount', text(varietyTexts.goodsCount), 80), align: 'right' },
    { ...textColumn<VarietyPurchaseRow>('contractCount', text(varietyTexts.contractCount), 80), align: 'right' },
    decimalColumn<VarietyPurchaseRow>('totalQty', text(docsLabels.totalQty), 120),
    decimalColumn<VarietyPurchaseRow>('totalAmount', text(docsLabels.totalAmount), 130),
    decimalColumn<VarietyPurchaseRow>('avgPrice', text(varietyTexts.avgPrice), 110),
    decimalColumn<VarietyPurchaseRow>('lowestPrice', text(varietyTexts.lowestPrice), 110),
    decimalColumn<VarietyPurchaseRow>('lastPrice', text(varietyTexts.lastPrice), 110),
    textColumn<VarietyPurchaseRow>('lastSupplierName', text(varietyTexts.lastSupplier), 180, true),
    textColumn<VarietyPurchaseRow>('lastSignDate', text(varietyTexts.lastSignDate), 110),
    ...actionsColumn<VarietyPurchaseRow>(
      t('crud.actions'),
      [allowed(codes.view) && { key: 'lines', label: text(docsTexts.lines), run: (row) => setOpen(row) }],
      100,
    ),
  ];
  return (
    <DocListFrame<VarietyPurchaseRow>
      search={
        <DocSearch
          name="variety-purchases-search"
          onSearch={(next) => {
            setFilters(next);
            pager.restart();
          }}
        >
          <SearchPick name="shipperId" label={shipperResource.title} picker={ShipperSelect} />
          <SearchPick name="varietyId" label={varietyResource.title} picker={VarietySelect} />
          <SearchPick name="supplierId" label={supplierResource.title} picker={SupplierSelect} />
          <SearchRange label={docsLabels.signDate} />
          <SearchDict
            name="contractStatus"
            label={varietyTexts.contractStatus}
            code="sc_contract_status"
            numeric
            width={120}
          />
        </DocSearch>
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
