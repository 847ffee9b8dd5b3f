import { format, purchaseBaseCalls, type SetPageRecord, setPageCategories } from '@pharma/contract';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { paramsTexts as texts } from '../base.texts.ts';
import { screenCode, screenMenu } from '../setting/screenCode.ts';
import { DefinitionsDrawer } from './DefinitionsDrawer.tsx';
import { categoryNames, type PageDialog, SetPageDialog } from './SetPageDialog.tsx';

const codes = {
  menu: screenMenu('set_page'),
  add: screenCode('set_page', 'add').code,
  edit: screenCode('set_page', 'edit').code,
  remove: screenCode('set_page', 'delete').code,
  view: screenCode('set_page', 'view').code,
};

interface Search {
  pageCode?: string;
  pageName?: string;
  category?: string;
  status?: '' | '0' | '1';
}

/**
 * 参数页面 (/smartsupply/set-page, docs/domain.md §2.3): the settings pages (code, name, category, draft or published)
 * searched and paged, 新增 / 修改 / 查看 / 删除 by their codes, and 参数定义, the page's parameters, in a drawer.
 * Values can be saved only against a published page (参数设置 lists those).
 */
export function SetPagesPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const pager = usePaging();
  const [searchForm] = Form.useForm<Search>();
  const [filters, setFilters] = useState<Search>({});
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [definitionsOf, setDefinitionsOf] = useState<SetPageRecord | null>(null);

  const query = { current: String(pager.paging.current), size: String(pager.paging.size), ...filters };
  const list = useCallPage(purchaseBaseCalls.setPageList, query);
  const pagination = usePagination(pager, list.data ?? undefined);
  // A page's definitions live under their own folder: both refresh.
  const refresh = () => void invalidate(purchaseBaseCalls.setPageList, purchaseBaseCalls.paramDefList);
  const search = (values: Search) => {
    const next: Search = {};
    if (values.pageCode?.trim()) next.pageCode = values.pageCode.trim();
    if (values.pageName?.trim()) next.pageName = values.pageName.trim();
    if (values.category) next.category = values.category;
    if (values.status !== undefined && values.status !== null && values.status !== '') next.status = values.status;
    setFilters(next);
    pager.restart();
  };

  const buttons: Array<RowButton<SetPageRecord> | false> = [
    allowed(codes.menu) && {
      key: 'definitions',
      label: text(texts.definitions),
      run: (row) => setDefinitionsOf(row),
    },
    allowed(codes.view) && { key: 'view', label: t('crud.view'), run: (row) => setDialog({ mode: 'view', row }) },
    allowed(codes.edit) && { key: 'edit', label: t('crud.edit'), run: (row) => setDialog({ mode: 'edit', row }) },
    allowed(codes.remove) && {
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      run: (row) =>
        confirm({
          content: format(text(texts.removePage), { name: row.pageName }),
          run: () => callApi(purchaseBaseCalls.setPageRemove, { query: { ids: row.id } }),
          onDone: refresh,
        }),
    },
  ];
  const records = list.data?.records ?? [];
  const columns: TableColumnsType<SetPageRecord> = [
    ...(records.some((r) => r.tenantName)
      ? [{ key: 'tenantName', dataIndex: 'tenantName', title: t('wel.tenant'), width: 140 }]
      : []),
    { key: 'pageCode', dataIndex: 'pageCode', title: text(texts.pageCode), width: 170 },
    { key: 'pageName', dataIndex: 'pageName', title: text(texts.pageName), width: 180 },
    {
      key: 'category',
      dataIndex: 'category',
      title: text(texts.category),
      width: 100,
      render: (c: string) => (c in categoryNames ? text(categoryNames[c as keyof typeof categoryNames]) : c),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: text(texts.status),
      width: 90,
      render: (s: number) =>
        s === 1 ? <Tag color="success">{text(texts.published)}</Tag> : <Tag>{text(texts.draft)}</Tag>,
    },
    { key: 'paramCount', dataIndex: 'paramCount', title: text(texts.paramCount), width: 90, align: 'right' },
    { key: 'sort', dataIndex: 'sort', title: text(texts.sort), width: 70 },
    { key: 'remark', dataIndex: 'remark', title: text(texts.remark), width: 200, ellipsis: true },
    { key: 'updateTime', dataIndex: 'updateTime', title: text(texts.updateTime), width: 170 },
    ...actionsColumn<SetPageRecord>(t('crud.actions'), buttons, 250),
  ];
  const fit = useTableFit(columns);

  return (
    <Card className="crud-page">
      <Form<Search> form={searchForm} layout="inline" className="crud-search" name="set-page-search" onFinish={search}>
        <Form.Item name="pageCode" label={text(texts.pageCode)}>
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="pageName" label={text(texts.pageName)}>
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Form.Item name="category" label={text(texts.category)}>
          <Select
            allowClear
            style={{ minWidth: 120 }}
            options={setPageCategories.map((c) => ({ value: c, label: text(categoryNames[c]) }))}
          />
        </Form.Item>
        <Form.Item name="status" label={text(texts.status)}>
          <Select
            allowClear
            style={{ minWidth: 120 }}
            options={[
              { value: '0', label: text(texts.draft) },
              { value: '1', label: text(texts.published) },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={searchForm} onReset={() => search({})} />
        </Form.Item>
      </Form>
      {allowed(codes.add) && (
        <Space className="crud-toolbar">
          <Button type="primary" onClick={() => setDialog({ mode: 'add' })}>
            {t('crud.add')}
          </Button>
        </Space>
      )}
      <Table<SetPageRecord>
        rowKey="id"
        size="middle"
        dataSource={records}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {dialog && (
        <SetPageDialog
          open={dialog}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {definitionsOf && <DefinitionsDrawer page={definitionsOf} onClose={() => setDefinitionsOf(null)} />}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default SetPagesPage;
