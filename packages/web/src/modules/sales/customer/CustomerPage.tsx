import {
  type CustomerRecord,
  customerResource,
  customToSalerResource,
  maxLengthOf,
  permissionsOf,
} from '@pharma/contract';
import { Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { actionsColumn } from '../../../crud/columns.tsx';
import { ExportButton, useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useCrudList } from '../../../crud/useCrud.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { EmployeeSelect } from '../grade/salesPickers.tsx';
import { customerTexts as texts } from './customer.texts.ts';

const def = customerResource;
const fields = def.fields;
const codes = permissionsOf(def);

interface Search {
  keyword?: string;
  customerType?: number;
  city?: string;
  gspStatus?: number;
  salerId?: string;
}

const filtersOf = (s: Search): Filters => {
  const f: Filters = {};
  if (s.keyword?.trim()) f.keyword = s.keyword.trim();
  if (s.city?.trim()) f.city = s.city.trim();
  if (s.customerType !== undefined && s.customerType !== null) f.customerType = String(s.customerType);
  if (s.gspStatus !== undefined && s.gspStatus !== null) f.gspStatus = String(s.gspStatus);
  if (s.salerId) f.salerId = s.salerId;
  return f;
};

/**
 * 客户资料 (/salesmobile/customer, docs/domain.md §3.8): the customers as the ERP keeps them, read-only: searched by
 * keyword (code, name, short name, pinyin), type, city, 首营 review and the salesman serving them, with each one's
 * primary salesman; 查看 shows the whole record (licence, scope, credit); 导出 the list as searched.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const pager = usePaging();
  const [searchForm] = Form.useForm<Search>();
  const [filters, setFilters] = useState<Filters>({});
  const [viewing, setViewing] = useState<CrudRecord | null>(null);
  const list = useCrudList(def, { current: pager.paging.current, size: pager.paging.size, filters });
  const pagination = usePagination(pager, list.data);
  const search = (values: Search) => {
    setFilters(filtersOf(values));
    pager.restart();
  };
  const records = (list.data?.records ?? []) as CustomerRecord[];
  const crossTenant = records.some((r) => r.tenantName);
  const tag = (code: string) => (v: unknown) => <DictTag code={code} value={v} />;
  const columns: TableColumnsType<CustomerRecord> = [
    ...(crossTenant ? [{ key: 'tenantName', dataIndex: 'tenantName', title: text(texts.tenant), width: 140 }] : []),
    { key: 'customerCode', dataIndex: 'customerCode', title: text(fields.customerCode.label), width: 110 },
    { key: 'customerName', dataIndex: 'customerName', title: text(fields.customerName.label), width: 220 },
    {
      key: 'customerType',
      dataIndex: 'customerType',
      title: text(fields.customerType.label),
      width: 130,
      render: tag('sm_customer_type'),
    },
    { key: 'city', dataIndex: 'city', title: text(fields.city.label), width: 100 },
    { key: 'licenseExpiry', dataIndex: 'licenseExpiry', title: text(fields.licenseExpiry.label), width: 130 },
    {
      key: 'gspStatus',
      dataIndex: 'gspStatus',
      title: text(fields.gspStatus.label),
      width: 110,
      render: tag('sm_gsp_status'),
    },
    {
      key: 'saleStatus',
      dataIndex: 'saleStatus',
      title: text(fields.saleStatus.label),
      width: 100,
      render: tag('sm_sale_status'),
    },
    {
      key: 'primarySalerName',
      dataIndex: 'primarySalerName',
      title: text(fields.primarySalerName.label),
      width: 120,
    },
    { key: 'status', dataIndex: 'status', title: text(def.status!.label), width: 80, render: tag('sm_enable') },
    ...actionsColumn<CustomerRecord>(
      t('crud.actions'),
      [allowed(codes.view) && { key: 'view', label: t('crud.view'), run: (row) => setViewing(row as CrudRecord) }],
      90,
    ),
  ];
  const fit = useTableFit(columns);
  return (
    <Card className="crud-page">
      <Form<Search> form={searchForm} layout="inline" className="crud-search" name="customer-search" onFinish={search}>
        <Form.Item name="keyword" label={text(texts.keyword)}>
          <Input allowClear maxLength={50} placeholder={text(texts.keywordHint)} />
        </Form.Item>
        <Form.Item name="customerType" label={text(fields.customerType.label)}>
          <DictSelect code="sm_customer_type" numeric style={{ minWidth: 140 }} />
        </Form.Item>
        <Form.Item name="city" label={text(fields.city.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.city)} />
        </Form.Item>
        <Form.Item name="gspStatus" label={text(fields.gspStatus.label)}>
          <DictSelect code="sm_gsp_status" numeric style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item name="salerId" label={text(customToSalerResource.fields.salerId.label)}>
          <EmployeeSelect />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={searchForm} onReset={() => search({})} />
        </Form.Item>
      </Form>
      <Space className="crud-toolbar" wrap>
        <ExportButton source={def.name} filters={filters} />
      </Space>
      <Table<CustomerRecord>
        rowKey="id"
        size="middle"
        dataSource={records}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {viewing && <ViewDialog def={def} row={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default CustomerPage;
