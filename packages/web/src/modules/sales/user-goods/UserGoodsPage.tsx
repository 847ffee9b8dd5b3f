import {
  format,
  maxLengthOf,
  messages,
  permissionsOf,
  type UserGoodsRecord,
  userGoodsCalls,
  userGoodsMessages,
  userGoodsResource,
} from '@pharma/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { goodsInfoTexts } from '../goods-info/goods-info.texts.ts';
import { EmployeeSelect, ShipperSelect } from '../grade/salesPickers.tsx';
import { SalesImportButton } from '../upload/SalesImportButton.tsx';
import { AddGoodsDialog } from './AddGoodsDialog.tsx';
import { userGoodsTexts as texts } from './user-goods.texts.ts';

const def = userGoodsResource;
const fields = def.fields;
const codes = permissionsOf(def);
const submitCode = `${def.name}_submit`;
const submitButton = def.menu!.buttons!.find((b) => typeof b !== 'string' && b.key === 'submit') as {
  name: { zh: string; en: string };
};

interface Search {
  shipperId?: string;
  userId?: string;
  goodsCode?: string;
  ruleType?: string;
  status?: string;
}
type Filters = {
  shipperId?: string;
  userId?: string;
  goodsCode?: string;
  ruleType?: '1' | '2';
  status?: '0' | '1' | '2';
};

const filtersOf = (s: Search): Filters => {
  const f: Filters = {};
  if (s.shipperId) f.shipperId = s.shipperId;
  if (s.userId) f.userId = s.userId;
  if (s.goodsCode?.trim()) f.goodsCode = s.goodsCode.trim();
  if (s.ruleType) f.ruleType = String(s.ruleType) as Filters['ruleType'];
  if (s.status !== undefined && s.status !== null && s.status !== '') f.status = String(s.status) as Filters['status'];
  return f;
};

/**
 * 用户商品 (/salesmobile/user-goods, docs/domain.md §3.4): pick a shipper and a sales rep, see their goods rules (授权可见
 * / 屏蔽, validity, 待提交 or 已生效), 添加商品 from the shipper's 商品信息 (saved pending), 提交生效 (the chosen rows,
 * or every pending row of the rep and shipper), delete; 导入 (102). Buttons by their codes.
 */
export function UserGoodsPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const { message } = App.useApp();
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const pager = usePaging();
  const [searchForm] = Form.useForm<Search>();
  const shipperId = Form.useWatch('shipperId', searchForm);
  const userId = Form.useWatch('userId', searchForm);
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<UserGoodsRecord[]>([]);
  const [adding, setAdding] = useState(false);

  const query = { current: String(pager.paging.current), size: String(pager.paging.size), ...filters };
  const list = useQuery({
    queryKey: callKey(userGoodsCalls.list, query),
    queryFn: () => callApi(userGoodsCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data ?? undefined, () => setSelected([]));
  const refresh = () => {
    setSelected([]);
    void client.invalidateQueries({ queryKey: callKey(userGoodsCalls.list) });
  };
  const search = (values: Search) => {
    setFilters(filtersOf(values));
    setSelected([]);
    pager.restart();
  };
  const repAndShipper = () => {
    if (shipperId && userId) return { shipperId, userId };
    void message.warning(text(texts.pickFirst));
    return undefined;
  };

  const submit = () => {
    const pending = selected.filter((r) => r.status === 0);
    if (selected.length > 0) {
      confirm({
        content: format(text(texts.submitSelectedConfirm), { count: selected.length }),
        run: () => callApi(userGoodsCalls.submit, { body: { ids: selected.map((r) => r.id) } }),
        success: format(text(userGoodsMessages.submitted), { count: pending.length }),
        onDone: refresh,
      });
      return;
    }
    const who = repAndShipper();
    if (!who) return;
    const name = list.data?.records.find((r) => r.userId === who.userId)?.userName ?? '';
    confirm({
      content: format(text(texts.submitConfirm), { who: name }),
      run: () => callApi(userGoodsCalls.submit, { body: who }),
      success: text(submitButton.name),
      onDone: refresh,
    });
  };

  const records = list.data?.records ?? [];
  const crossTenant = records.some((r) => r.tenantName);
  const columns: TableColumnsType<UserGoodsRecord> = [
    ...(crossTenant ? [{ key: 'tenantName', dataIndex: 'tenantName', title: text(texts.tenant), width: 140 }] : []),
    { key: 'shipperName', dataIndex: 'shipperName', title: text(fields.shipperId.label), width: 160 },
    { key: 'userName', dataIndex: 'userName', title: text(fields.userName.label), width: 110 },
    { key: 'goodsCode', dataIndex: 'goodsCode', title: text(fields.goodsCode.label), width: 100 },
    { key: 'commonName', dataIndex: 'commonName', title: text(fields.commonName.label), width: 170 },
    { key: 'spec', dataIndex: 'spec', title: text(fields.spec.label), width: 120 },
    {
      key: 'manufacturer',
      dataIndex: 'manufacturer',
      title: text(fields.manufacturer.label),
      width: 180,
      ellipsis: true,
    },
    {
      key: 'ruleType',
      dataIndex: 'ruleType',
      title: text(fields.ruleType.label),
      width: 100,
      render: (v: unknown) => <DictTag code="sm_rule_type" value={v} colors={{ 1: 'green', 2: 'red' }} />,
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
      width: 90,
      render: (v: unknown) => <DictTag code="sm_user_goods_status" value={v} colors={{ 0: 'orange', 1: 'green' }} />,
    },
    { key: 'submitTime', dataIndex: 'submitTime', title: text(fields.submitTime.label), width: 170 },
    ...actionsColumn<UserGoodsRecord>(
      t('crud.actions'),
      [
        allowed(codes.delete) && {
          key: 'delete',
          label: t('crud.delete'),
          danger: true,
          run: (row) =>
            confirm({ run: () => callApi(userGoodsCalls.remove, { query: { ids: row.id } }), onDone: refresh }),
        },
      ],
      90,
    ),
  ];
  const rowSelection = {
    selectedRowKeys: selected.map((r) => r.id),
    onChange: (_: unknown, rows: UserGoodsRecord[]) => setSelected(rows),
  };
  const fit = useTableFit(columns, rowSelection);

  return (
    <Card className="crud-page">
      <Form<Search>
        form={searchForm}
        layout="inline"
        className="crud-search"
        name="user-goods-search"
        onFinish={search}
      >
        <Form.Item name="shipperId" label={text(fields.shipperId.label)}>
          <ShipperSelect />
        </Form.Item>
        <Form.Item name="userId" label={text(fields.userId.label)}>
          <EmployeeSelect />
        </Form.Item>
        <Form.Item name="goodsCode" label={text(fields.goodsCode.label)}>
          <Input allowClear maxLength={maxLengthOf(fields.goodsCode)} />
        </Form.Item>
        <Form.Item name="ruleType" label={text(fields.ruleType.label)}>
          <DictSelect code="sm_rule_type" style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={text(def.status!.label)}>
          <DictSelect code="sm_user_goods_status" style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={searchForm} onReset={() => search({})} />
        </Form.Item>
      </Form>
      <Space className="crud-toolbar" wrap>
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => repAndShipper() && setAdding(true)}>
            {text(goodsInfoTexts.pickTitle)}
          </Button>
        )}
        {allowed(submitCode) && <Button onClick={submit}>{text(submitButton.name)}</Button>}
        {allowed(codes.delete) && (
          <Button
            danger
            onClick={() => {
              if (selected.length === 0) void message.warning(text(messages.selectOne));
              else
                confirm({
                  run: () => callApi(userGoodsCalls.remove, { query: { ids: selected.map((r) => r.id).join(',') } }),
                  onDone: refresh,
                });
            }}
          >
            {t('crud.batchDelete')}
          </Button>
        )}
        <SalesImportButton moduleNo={102} onDone={refresh} />
      </Space>
      <Table<UserGoodsRecord>
        rowKey="id"
        size="middle"
        dataSource={records}
        loading={list.isFetching}
        pagination={pagination}
        rowSelection={rowSelection}
        {...fit}
      />
      {adding && shipperId && userId && (
        <AddGoodsDialog
          shipperId={shipperId}
          userId={userId}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            // Show what was just saved: the rep's and shipper's rows.
            search({ ...searchForm.getFieldsValue(), shipperId, userId });
            refresh();
          }}
        />
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default UserGoodsPage;
