import { type CatalogueRecord, format, purchaseBaseCalls, shipperResource, supplierResource } from '@pharma/contract';
import { DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { catalogueTexts as texts } from '../base.texts.ts';
import { DocListFrame } from '../document/frame.tsx';
import { useAddButton, useListDialog, useRemoveButton, useSearchedPage } from '../document/listScreen.ts';
import { ShipperSelect } from '../document/pickers.tsx';
import { screenCode } from '../setting/screenCode.ts';
import { CatalogueEditor, type EditorMode } from './CatalogueEditor.tsx';
import { CatalogueStatusTag, useSuppliers } from './pickers.tsx';
import './catalogue.css';

const add = screenCode('catalogue', 'add');
const edit = screenCode('catalogue', 'edit');
const remove = screenCode('catalogue', 'delete');
const view = screenCode('catalogue', 'view');
const enable = screenCode('catalogue', 'enable');
const disable = screenCode('catalogue', 'disable');

interface Search {
  catalogueNo?: string;
  catalogueName?: string;
  shipperId?: string;
  supplierId?: string;
  status?: string;
  effectiveOn?: Dayjs | null;
}
type Filters = {
  catalogueNo?: string;
  catalogueName?: string;
  shipperId?: string;
  supplierId?: string;
  status?: '' | '0' | '1' | '2';
  effectiveOn?: string;
};

const filtersOf = (s: Search): Filters => {
  const f: Filters = {};
  if (s.catalogueNo?.trim()) f.catalogueNo = s.catalogueNo.trim();
  if (s.catalogueName?.trim()) f.catalogueName = s.catalogueName.trim();
  if (s.shipperId) f.shipperId = s.shipperId;
  if (s.supplierId) f.supplierId = s.supplierId;
  if (s.status !== undefined && s.status !== null && s.status !== '') f.status = String(s.status) as Filters['status'];
  if (s.effectiveOn) f.effectiveOn = s.effectiveOn.format('YYYY-MM-DD');
  return f;
};

/**
 * 采购目录 (/smartsupply/catalogue, docs/domain.md §2.5): the catalogues with their validity, lines and status, searched by
 * number, name, shipper, supplier, status and the day they are in force; 新增 / 修改 / 查看 in a wide drawer with the
 * lines; 生效, 停用 and 删除 by their codes and only where the status allows (the server refuses the rest).
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const confirm = useConfirmAction();
  const addButton = useAddButton();
  const removeButton = useRemoveButton();
  const [searchForm] = Form.useForm<Search>();
  const suppliers = useSuppliers();
  const { list, frame, search: searchBy, refresh } = useSearchedPage(purchaseBaseCalls.catalogueList);
  const editor = useListDialog<EditorMode>(refresh);
  const search = (values: Search) => searchBy(filtersOf(values));

  const move = (
    code: { code: string; name?: { zh: string; en: string } },
    call: typeof purchaseBaseCalls.catalogueEnable | typeof purchaseBaseCalls.catalogueDisable,
    question: { zh: string; en: string },
  ): RowButton<CatalogueRecord> => ({
    key: code.code,
    label: text(code.name!),
    run: (row) =>
      confirm({
        content: format(text(question), { no: row.catalogueNo }),
        run: () => callApi(call, { query: { ids: row.id } }),
        success: text(code === enable ? texts.enabled : texts.disabled),
        onDone: refresh,
      }),
  });
  const buttons: Array<RowButton<CatalogueRecord> | false> = [
    allowed(view.code) && {
      key: 'view',
      label: t('crud.view'),
      run: (row) => editor.open({ mode: 'view', id: row.id }),
    },
    allowed(edit.code) && {
      key: 'edit',
      label: t('crud.edit'),
      run: (row) => editor.open({ mode: 'edit', id: row.id }),
      shows: (row) => row.status !== 1,
    },
    allowed(enable.code) && {
      ...move(enable, purchaseBaseCalls.catalogueEnable, texts.enableConfirm),
      shows: (row) => row.status !== 1,
    },
    allowed(disable.code) && {
      ...move(disable, purchaseBaseCalls.catalogueDisable, texts.disableConfirm),
      shows: (row) => row.status === 1,
    },
    allowed(remove.code) &&
      removeButton<CatalogueRecord>(
        purchaseBaseCalls.catalogueRemove,
        (row) => format(text(texts.removeConfirm), { no: row.catalogueNo }),
        refresh,
        (row) => row.status !== 1,
      ),
  ];

  const records = list.data?.records ?? [];
  const crossTenant = records.some((r) => r.tenantName);
  const columns: TableColumnsType<CatalogueRecord> = [
    ...(crossTenant ? [{ key: 'tenantName', dataIndex: 'tenantName', title: text(texts.tenant), width: 140 }] : []),
    { key: 'catalogueNo', dataIndex: 'catalogueNo', title: text(texts.catalogueNo), width: 160 },
    { key: 'catalogueName', dataIndex: 'catalogueName', title: text(texts.catalogueName), width: 240, ellipsis: true },
    { key: 'shipperName', dataIndex: 'shipperName', title: text(shipperResource.title), width: 180 },
    { key: 'supplierName', dataIndex: 'supplierName', title: text(texts.wholeSupplier), width: 180 },
    {
      key: 'effective',
      title: text(texts.effective),
      width: 210,
      render: (_, row) => `${row.effectiveFrom} ~ ${row.effectiveTo}`,
    },
    { key: 'lineCount', dataIndex: 'lineCount', title: text(texts.lineCount), width: 90, align: 'right' },
    {
      key: 'status',
      dataIndex: 'status',
      title: text(texts.status),
      width: 90,
      render: (status: number) => <CatalogueStatusTag value={status} />,
    },
    { key: 'auditTime', dataIndex: 'auditTime', title: text(texts.auditTime), width: 170 },
    { key: 'updateTime', dataIndex: 'updateTime', title: text(texts.updateTime), width: 170 },
    ...actionsColumn<CatalogueRecord>(t('crud.actions'), buttons, 240),
  ];

  return (
    <DocListFrame<CatalogueRecord>
      search={
        <Form<Search>
          form={searchForm}
          layout="inline"
          className="crud-search"
          name="catalogue-search"
          onFinish={search}
        >
          <Form.Item name="catalogueNo" label={text(texts.catalogueNo)}>
            <Input allowClear maxLength={20} />
          </Form.Item>
          <Form.Item name="catalogueName" label={text(texts.catalogueName)}>
            <Input allowClear maxLength={100} />
          </Form.Item>
          <Form.Item name="shipperId" label={text(shipperResource.title)}>
            <ShipperSelect allowClear style={{ minWidth: 180 }} />
          </Form.Item>
          <Form.Item name="supplierId" label={text(supplierResource.title)}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 180 }}
              loading={suppliers.isLoading}
              options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.label }))}
            />
          </Form.Item>
          <Form.Item name="status" label={text(texts.status)}>
            <DictSelect code="sc_catalogue_status" style={{ minWidth: 120 }} />
          </Form.Item>
          <Form.Item name="effectiveOn" label={text(texts.effectiveOn)}>
            <DatePicker format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item>
            <SearchButtons form={searchForm} onReset={() => search({})} />
          </Form.Item>
        </Form>
      }
      toolbar={[addButton(add.code, () => editor.open({ mode: 'add' }))]}
      columns={columns}
      rows={records}
      {...frame}
    >
      {editor.opened && <CatalogueEditor open={editor.opened} onClose={editor.close} onSaved={editor.saved} />}
    </DocListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default CataloguePage;
