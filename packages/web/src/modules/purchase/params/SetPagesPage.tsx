import { format, purchaseBaseCalls, type SetPageRecord, setPageCategories } from '@pharma/contract';
import { Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { paramsTexts as texts } from '../base.texts.ts';
import { DocSearch } from '../document/DocListPage.tsx';
import { DocListFrame } from '../document/frame.tsx';
import { useAddButton, useListDialog, useRemoveButton, useSearchedPage } from '../document/listScreen.ts';
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

/**
 * 参数页面 (/smartsupply/set-page, docs/domain.md §2.3): the settings pages (code, name, category, draft or published)
 * searched and paged, 新增 / 修改 / 查看 / 删除 by their codes, and 参数定义, the page's parameters, in a drawer.
 * Values can be saved only against a published page (参数设置 lists those).
 */
export function SetPagesPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const addButton = useAddButton();
  const removeButton = useRemoveButton();
  const [definitionsOf, setDefinitionsOf] = useState<SetPageRecord | null>(null);
  // A page's definitions live under their own folder: both refresh.
  const { list, frame, search, refresh } = useSearchedPage(purchaseBaseCalls.setPageList, [
    purchaseBaseCalls.paramDefList,
  ]);
  const dialog = useListDialog<PageDialog>(refresh);

  const buttons: Array<RowButton<SetPageRecord> | false> = [
    allowed(codes.menu) && {
      key: 'definitions',
      label: text(texts.definitions),
      run: (row) => setDefinitionsOf(row),
    },
    allowed(codes.view) && { key: 'view', label: t('crud.view'), run: (row) => dialog.open({ mode: 'view', row }) },
    allowed(codes.edit) && { key: 'edit', label: t('crud.edit'), run: (row) => dialog.open({ mode: 'edit', row }) },
    allowed(codes.remove) &&
      removeButton<SetPageRecord>(
        purchaseBaseCalls.setPageRemove,
        (row) => format(text(texts.removePage), { name: row.pageName }),
        refresh,
      ),
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

  return (
    <DocListFrame<SetPageRecord>
      search={
        <DocSearch name="set-page-search" onSearch={search}>
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
        </DocSearch>
      }
      toolbar={[addButton(codes.add, () => dialog.open({ mode: 'add' }))]}
      columns={columns}
      rows={records}
      {...frame}
    >
      {dialog.opened && <SetPageDialog open={dialog.opened} onClose={dialog.close} onSaved={dialog.saved} />}
      {definitionsOf && <DefinitionsDrawer page={definitionsOf} onClose={() => setDefinitionsOf(null)} />}
    </DocListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default SetPagesPage;
