import {
  type CustomToSalerRecord,
  customToSalerCalls,
  customToSalerResource,
  maxLengthOf,
  messages,
  permissionsOf,
} from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { FormDialog, type FormMode } from '../../../crud/FormDialog.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { useCrudList } from '../../../crud/useCrud.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { EmployeeField, ShipperField, ShipperSelect } from '../grade/salesPickers.tsx';
import { SalesImportButton } from '../upload/SalesImportButton.tsx';
import { customToSalerTexts as texts } from './custom-to-saler.texts.ts';
import { CustomerField, HistoryDrawer, ReassignDialog } from './OwnerDialogs.tsx';

const def = customToSalerResource;
const fields = def.fields;
const codes = permissionsOf(def);
const reassignCode = `${def.name}_reassign`;

interface Search {
  shipperId?: string;
  customerName?: string;
  salerName?: string;
  isPrimary?: string;
}

const filtersOf = (s: Search): Filters => {
  const f: Filters = {};
  if (s.shipperId) f.shipperId = s.shipperId;
  if (s.customerName?.trim()) f.customerName = s.customerName.trim();
  if (s.salerName?.trim()) f.salerName = s.salerName.trim();
  if (s.isPrimary) f.isPrimary = s.isPrimary;
  return f;
};

type Open =
  | { kind: 'form'; mode: FormMode; row?: CrudRecord }
  | { kind: 'view' | 'reassign' | 'history'; row: CustomToSalerRecord };

/**
 * 客户业务员 (/salesmobile/custom-to-saler, docs/domain.md §3.7): which salesmen serve each customer for a shipper, the
 * primary one tagged; searched by shipper, customer, salesman and 主业务员; 新增 / 编辑 with pickers of the tenant's
 * shippers, customers and users (names and the department are the server's); 转移 (the primary moves, with a
 * reason); 归属记录 (every change of owner); 删除 and 批量删除; 导入 (104). Buttons by their codes.
 */
export function CustomToSalerPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const { message } = App.useApp();
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const pager = usePaging();
  const [searchForm] = Form.useForm<Search>();
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<Open | null>(null);

  const list = useCrudList(def, { current: pager.paging.current, size: pager.paging.size, filters });
  const pagination = usePagination(pager, list.data, () => setSelected([]));
  const refresh = () => {
    setSelected([]);
    // The list and the owners' history both lie under the resource's folder.
    void invalidateFolders(client, def.api);
  };
  const search = (values: Search) => {
    setFilters(filtersOf(values));
    setSelected([]);
    pager.restart();
  };
  const remove = (ids: string[]) =>
    confirm({ run: () => callApi(customToSalerCalls.remove, { query: { ids: ids.join(',') } }), onDone: refresh });

  const buttons: Array<RowButton<CustomToSalerRecord> | false> = [
    allowed(codes.view) && { key: 'view', label: t('crud.view'), run: (row) => setOpen({ kind: 'view', row }) },
    allowed(codes.edit) && {
      key: 'edit',
      label: t('crud.edit'),
      run: (row) => setOpen({ kind: 'form', mode: 'edit', row: row as CrudRecord }),
    },
    allowed(reassignCode) && {
      key: 'reassign',
      label: text(texts.reassign),
      run: (row) => setOpen({ kind: 'reassign', row }),
    },
    // Whoever sees the screen holds its menu code, which is all the history call asks (the buttons reply lists a
    // menu with buttons as a parent, not as a code of its own, so it is not asked of the permission map).
    {
      key: 'history',
      label: text(texts.history),
      run: (row) => setOpen({ kind: 'history', row }),
    },
    allowed(codes.delete) && { key: 'delete', label: t('crud.delete'), danger: true, run: (row) => remove([row.id]) },
  ];

  const records = (list.data?.records ?? []) as CustomToSalerRecord[];
  const crossTenant = records.some((r) => r.tenantName);
  const columns: TableColumnsType<CustomToSalerRecord> = [
    ...(crossTenant ? [{ key: 'tenantName', dataIndex: 'tenantName', title: text(texts.tenant), width: 140 }] : []),
    { key: 'shipperName', dataIndex: 'shipperName', title: text(fields.shipperId.label), width: 170 },
    { key: 'customerName', dataIndex: 'customerName', title: text(fields.customerName.label), width: 220 },
    { key: 'salerName', dataIndex: 'salerName', title: text(fields.salerName.label), width: 110 },
    { key: 'salerDeptName', dataIndex: 'salerDeptName', title: text(fields.salerDeptName.label), width: 140 },
    {
      key: 'isPrimary',
      dataIndex: 'isPrimary',
      title: text(fields.isPrimary.label),
      width: 100,
      render: (v: unknown) => (v ? <Tag color="blue">{text(texts.yes)}</Tag> : <Tag>{text(texts.no)}</Tag>),
    },
    {
      key: 'validity',
      title: text(texts.validity),
      width: 200,
      render: (_, r) => (r.validFrom || r.validTo ? `${r.validFrom ?? ''} ~ ${r.validTo ?? ''}` : ''),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: text(def.status!.label),
      width: 80,
      render: (v: unknown) => <DictTag code="sm_enable" value={v} />,
    },
    ...actionsColumn<CustomToSalerRecord>(t('crud.actions'), buttons, 300),
  ];
  const rowSelection = {
    selectedRowKeys: selected,
    onChange: (keys: Key[]) => setSelected(keys.map(String)),
  };
  const fit = useTableFit(columns, allowed(codes.delete) ? rowSelection : undefined);

  return (
    <Card className="crud-page">
      <Form<Search>
        form={searchForm}
        layout="inline"
        className="crud-search"
        name="custom-to-saler-search"
        onFinish={search}
      >
        <Form.Item name="shipperId" label={text(fields.shipperId.label)}>
          <ShipperSelect />
        </Form.Item>
        <Form.Item name="customerName" label={text(fields.customerName.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.customerName)} />
        </Form.Item>
        <Form.Item name="salerName" label={text(fields.salerName.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.salerName)} />
        </Form.Item>
        <Form.Item name="isPrimary" label={text(fields.isPrimary.label)}>
          <Select
            allowClear
            style={{ minWidth: 100 }}
            options={[
              { value: 'true', label: text(texts.yes) },
              { value: 'false', label: text(texts.no) },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={searchForm} onReset={() => search({})} />
        </Form.Item>
      </Form>
      <Space className="crud-toolbar" wrap>
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => setOpen({ kind: 'form', mode: 'add' })}>
            {t('crud.add')}
          </Button>
        )}
        {allowed(codes.delete) && (
          <Button
            danger
            onClick={() => (selected.length ? remove(selected) : void message.warning(text(messages.selectOne)))}
          >
            {t('crud.batchDelete')}
          </Button>
        )}
        <SalesImportButton moduleNo={104} onDone={refresh} />
      </Space>
      <Table<CustomToSalerRecord>
        rowKey="id"
        size="middle"
        dataSource={records}
        loading={list.isFetching}
        pagination={pagination}
        rowSelection={allowed(codes.delete) ? rowSelection : undefined}
        {...fit}
      />
      {open?.kind === 'form' && (
        <FormDialog
          def={def}
          mode={open.mode}
          row={open.row}
          fieldInputs={{ shipperId: ShipperField, customerId: CustomerField, salerId: EmployeeField }}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            refresh();
          }}
        />
      )}
      {open?.kind === 'view' && (
        <ViewDialog
          def={def}
          row={open.row as CrudRecord}
          onClose={() => setOpen(null)}
          render={{
            shipperId: (r) => String(r.shipperName ?? ''),
            customerId: (r) => String(r.customerName ?? ''),
            salerId: (r) => String(r.salerName ?? ''),
            salerDeptId: (r) => String(r.salerDeptName ?? ''),
          }}
        />
      )}
      {open?.kind === 'reassign' && (
        <ReassignDialog
          row={open.row}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            refresh();
          }}
        />
      )}
      {open?.kind === 'history' && <HistoryDrawer row={open.row} onClose={() => setOpen(null)} />}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default CustomToSalerPage;
