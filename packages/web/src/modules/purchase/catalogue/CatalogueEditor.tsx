import {
  type CatalogueDetail,
  catalogueBody,
  catalogueMessages,
  format,
  goodsResource,
  purchaseBaseCalls,
  shipperResource,
  supplierResource,
  varietyResource,
} from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import {
  App,
  Button,
  Col,
  DatePicker,
  Drawer,
  Form,
  type FormItemProps,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { useUi } from '../../../shell/stores/ui.ts';
import { catalogueTexts as texts } from '../base.texts.ts';
import { ShipperSelect } from '../document/pickers.tsx';
import { maxLengthIn } from '../document/schemaRules.ts';
import { declaredErrors } from '../setting/declaredCheck.ts';
import { useGoods, useSuppliers, useVarieties } from './pickers.tsx';

export type EditorMode = { mode: 'add' } | { mode: 'edit' | 'view'; id: string };

/** A line as the form holds it: the submit's fields, decimals as their digits. */
interface Line {
  varietyId?: string | null;
  goodsId?: string | null;
  supplierId?: string;
  unitPrice?: string | null;
  taxRate?: string | null;
  settleType?: number | null;
  paymentTermDays?: number | null;
  onlySupplier?: boolean;
  priority?: number | null;
  minOrderQty?: string | null;
  bidSerialNo?: string | null;
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
  status?: 0 | 1;
}
interface Values {
  catalogueName?: string;
  shipperId?: string;
  supplierId?: string | null;
  effectiveFrom?: string;
  effectiveTo?: string;
  remark?: string | null;
  lines?: Line[];
}

const dateFormat = 'YYYY-MM-DD';
/** A date kept as `yyyy-MM-dd` in the form (the picker sees dayjs). */
const asDate: Partial<FormItemProps> = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : undefined }),
  normalize: (v: unknown) => (dayjs.isDayjs(v) ? v.format(dateFormat) : null),
};
const orNull: Partial<FormItemProps> = { normalize: (v: unknown) => (v === undefined || v === '' ? null : v) };

const valuesOf = (d: CatalogueDetail): Values => ({
  catalogueName: d.catalogueName,
  shipperId: d.shipperId,
  supplierId: d.supplierId,
  effectiveFrom: d.effectiveFrom,
  effectiveTo: d.effectiveTo,
  remark: d.remark,
  lines: d.lines.map((l) => ({
    varietyId: l.varietyId,
    goodsId: l.goodsId,
    supplierId: l.supplierId,
    unitPrice: l.unitPrice,
    taxRate: l.taxRate,
    settleType: l.settleType,
    paymentTermDays: l.paymentTermDays,
    onlySupplier: l.onlySupplier,
    priority: l.priority,
    minOrderQty: l.minOrderQty,
    bidSerialNo: l.bidSerialNo,
    effectiveFrom: l.effectiveFrom,
    effectiveTo: l.effectiveTo,
    status: l.status === 0 ? 0 : 1,
  })),
});

/** Options with the names a saved catalogue already carries, for rows the pickers' lists do not hold. */
function withKnown(options: Array<{ value: string; label: string }>, known: Map<string, string>) {
  const have = new Set(options.map((o) => o.value));
  return [...options, ...[...known].filter(([id]) => !have.has(id)).map(([value, label]) => ({ value, label }))];
}

/**
 * 采购目录's editor (and 查看, read-only): the header (name, shipper, the supplier when it is one supplier's list,
 * validity, remark) and the lines in a table (variety or goods, supplier, agreed price, tax rate, settlement, sole
 * supplier, priority, minimum order, tender number, validity). A drawer as wide as the screen on a phone, where the
 * lines scroll sideways. The form is checked against the declared body first (the messages at their fields and
 * cells); the lines replace the saved ones on save.
 */
export function CatalogueEditor({
  open,
  onClose,
  onSaved,
}: {
  open: EditorMode;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const phone = useUi((s) => s.screen === 0);
  const [form] = Form.useForm<Values>();
  const readOnly = open.mode === 'view';
  const id = open.mode === 'add' ? undefined : open.id;

  const detail = useCall(purchaseBaseCalls.catalogueDetail, { id: id ?? '' }, { enabled: Boolean(id), gcTime: 0 });
  useEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [detail.data, form]);

  const goods = useGoods();
  const varieties = useVarieties();
  const suppliers = useSuppliers();
  const known = useMemo(() => {
    const lines = detail.data?.lines ?? [];
    const names = (pairs: Array<[string | null, string]>) =>
      new Map(pairs.filter((p): p is [string, string] => Boolean(p[0] && p[1])));
    return {
      goods: names(
        lines.map((l) => [l.goodsId, [l.goodsCode, l.goodsName, l.spec, l.manufacturer].filter(Boolean).join(' ')]),
      ),
      variety: names(lines.map((l) => [l.varietyId, l.varietyName])),
      supplier: names([
        ...lines.map((l): [string | null, string] => [l.supplierId, l.supplierName]),
        [detail.data?.supplierId ?? null, detail.data?.supplierName ?? ''],
      ]),
    };
  }, [detail.data]);
  const supplierOptions = withKnown(
    (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.label })),
    known.supplier,
  );
  const varietyOptions = withKnown(
    (varieties.data ?? []).map((v) => ({ value: v.id, label: v.label })),
    known.variety,
  );

  const save = useMutation({
    mutationFn: (body: Values & { id?: string }) => callApi(purchaseBaseCalls.catalogueSubmit, { body: body as never }),
    onSuccess: () => {
      void message.success(text(texts.saved));
      onSaved();
    },
  });

  const submit = (values: Values) => {
    const body = { ...(id ? { id } : {}), ...values, lines: values.lines ?? [] };
    const errors = declaredErrors(catalogueBody, body, text);
    if (errors.length > 0) {
      form.setFields(errors.map(({ name, errors }) => ({ name: name as never, errors })));
      if (errors.some((f) => f.name[0] === 'lines' && f.name.length > 2)) void message.error(text(texts.lineErrors));
      return;
    }
    save.mutate(body);
  };

  const title =
    open.mode === 'add'
      ? text(texts.addTitle)
      : format(text(open.mode === 'edit' ? texts.editTitle : texts.viewTitle), { no: detail.data?.catalogueNo ?? '' });

  return (
    <Drawer
      open
      title={title}
      width={phone ? '100%' : 'min(1360px, 96vw)'}
      onClose={onClose}
      destroyOnHidden
      className="catalogue-editor"
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{text(readOnly ? texts.close : texts.cancel)}</Button>
          {!readOnly && (
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {text(texts.save)}
            </Button>
          )}
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={readOnly || (Boolean(id) && !detail.data)}
        onFinish={submit}
        initialValues={{ lines: [] }}
      >
        <h4 className="catalogue-editor-heading">{text(texts.header)}</h4>
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item
              name="catalogueName"
              label={text(texts.catalogueName)}
              rules={[{ required: true, whitespace: true, message: text(catalogueMessages.nameRequired) }]}
            >
              <Input maxLength={maxLengthIn(purchaseBaseCalls.catalogueSubmit.body, 'catalogueName')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item
              name="shipperId"
              label={text(shipperResource.title)}
              rules={[{ required: true, message: text(catalogueMessages.shipperRequired) }]}
            >
              <ShipperSelect style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="supplierId" label={text(texts.wholeSupplier)} {...orNull}>
              <Select allowClear showSearch optionFilterProp="label" options={supplierOptions} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={4}>
            <Form.Item
              name="effectiveFrom"
              label={text(texts.effectiveFrom)}
              rules={[
                {
                  required: true,
                  message: format(text(catalogueMessages.dateRequired), { name: text(texts.effectiveFrom) }),
                },
              ]}
              {...asDate}
            >
              <DatePicker format={dateFormat} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={4}>
            <Form.Item
              name="effectiveTo"
              label={text(texts.effectiveTo)}
              rules={[
                {
                  required: true,
                  message: format(text(catalogueMessages.dateRequired), { name: text(texts.effectiveTo) }),
                },
              ]}
              {...asDate}
            >
              <DatePicker format={dateFormat} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={16}>
            <Form.Item name="remark" label={text(texts.remark)}>
              <Input.TextArea
                maxLength={maxLengthIn(purchaseBaseCalls.catalogueSubmit.body, 'remark')}
                autoSize={{ minRows: 1, maxRows: 4 }}
              />
            </Form.Item>
          </Col>
        </Row>
        <h4 className="catalogue-editor-heading">{text(texts.lines)}</h4>
        <Form.List name="lines">
          {(fields, { add, remove }) => {
            type F = (typeof fields)[number];
            const cell = (f: F, name: keyof Line, input: ReactNode, extra: Partial<FormItemProps> = {}) => (
              <Form.Item name={[f.name, name]} style={{ margin: 0 }} {...extra}>
                {input}
              </Form.Item>
            );
            const aria = (label: string, f: F) => `${label} ${f.name + 1}`;
            const columns: TableColumnsType<F> = [
              { key: 'no', title: text(texts.lineNo), width: 56, render: (_, f) => f.name + 1 },
              {
                key: 'variety',
                title: text(varietyResource.title),
                width: 200,
                render: (_, f) =>
                  cell(
                    f,
                    'varietyId',
                    <Select
                      allowClear
                      showSearch
                      optionFilterProp="label"
                      aria-label={aria(text(varietyResource.title), f)}
                      options={varietyOptions}
                      popupMatchSelectWidth={false}
                    />,
                    orNull,
                  ),
              },
              {
                key: 'goods',
                title: text(goodsResource.title),
                width: 260,
                render: (_, f) => (
                  <Form.Item noStyle dependencies={[['lines', f.name, 'varietyId']]}>
                    {() => {
                      const variety = form.getFieldValue(['lines', f.name, 'varietyId']) as string | null | undefined;
                      const options = withKnown(
                        (goods.data ?? [])
                          .filter((g) => !variety || g.varietyId === variety)
                          .map((g) => ({ value: g.id, label: g.label })),
                        known.goods,
                      );
                      return cell(
                        f,
                        'goodsId',
                        <Select
                          allowClear
                          showSearch
                          optionFilterProp="label"
                          placeholder={text(texts.anyGoods)}
                          aria-label={aria(text(goodsResource.title), f)}
                          options={options}
                          popupMatchSelectWidth={false}
                          onChange={(goodsId: string | undefined) => {
                            const chosen = goods.data?.find((g) => g.id === goodsId);
                            if (!chosen) return;
                            if (chosen.varietyId) form.setFieldValue(['lines', f.name, 'varietyId'], chosen.varietyId);
                            if (!form.getFieldValue(['lines', f.name, 'taxRate']) && chosen.taxRate)
                              form.setFieldValue(['lines', f.name, 'taxRate'], chosen.taxRate);
                          }}
                        />,
                        orNull,
                      );
                    }}
                  </Form.Item>
                ),
              },
              {
                key: 'supplier',
                title: text(supplierResource.title),
                width: 200,
                render: (_, f) =>
                  cell(
                    f,
                    'supplierId',
                    <Select
                      showSearch
                      optionFilterProp="label"
                      aria-label={aria(text(supplierResource.title), f)}
                      options={supplierOptions}
                      popupMatchSelectWidth={false}
                    />,
                    { rules: [{ required: true, message: text(catalogueMessages.lineSupplierRequired) }] },
                  ),
              },
              {
                key: 'unitPrice',
                title: text(texts.unitPrice),
                width: 130,
                render: (_, f) =>
                  cell(
                    f,
                    'unitPrice',
                    <InputNumber<string>
                      stringMode
                      min="0"
                      precision={4}
                      aria-label={aria(text(texts.unitPrice), f)}
                      style={{ width: '100%' }}
                    />,
                    { rules: [{ required: true, message: text(catalogueMessages.priceRequired) }] },
                  ),
              },
              {
                key: 'taxRate',
                title: text(goodsResource.fields.taxRate.label),
                width: 110,
                render: (_, f) =>
                  cell(
                    f,
                    'taxRate',
                    <InputNumber<string>
                      stringMode
                      min="0"
                      max="1"
                      step="0.01"
                      precision={4}
                      aria-label={aria(text(goodsResource.fields.taxRate.label), f)}
                      style={{ width: '100%' }}
                    />,
                  ),
              },
              {
                key: 'settleType',
                title: text(texts.settleType),
                width: 140,
                render: (_, f) =>
                  cell(
                    f,
                    'settleType',
                    <DictSelect code="sc_settle_type" numeric aria-label={aria(text(texts.settleType), f)} />,
                    orNull,
                  ),
              },
              {
                key: 'paymentTermDays',
                title: text(texts.paymentTermDays),
                width: 100,
                render: (_, f) =>
                  cell(
                    f,
                    'paymentTermDays',
                    <InputNumber
                      min={0}
                      max={365}
                      precision={0}
                      aria-label={aria(text(texts.paymentTermDays), f)}
                      style={{ width: '100%' }}
                    />,
                  ),
              },
              {
                key: 'onlySupplier',
                title: text(texts.onlySupplier),
                width: 90,
                render: (_, f) =>
                  cell(f, 'onlySupplier', <Switch size="small" aria-label={aria(text(texts.onlySupplier), f)} />, {
                    valuePropName: 'checked',
                  }),
              },
              {
                key: 'priority',
                title: text(texts.priority),
                width: 90,
                render: (_, f) =>
                  cell(
                    f,
                    'priority',
                    <InputNumber
                      min={0}
                      max={999}
                      precision={0}
                      aria-label={aria(text(texts.priority), f)}
                      style={{ width: '100%' }}
                    />,
                  ),
              },
              {
                key: 'minOrderQty',
                title: text(texts.minOrderQty),
                width: 120,
                render: (_, f) =>
                  cell(
                    f,
                    'minOrderQty',
                    <InputNumber<string>
                      stringMode
                      min="0"
                      precision={3}
                      aria-label={aria(text(texts.minOrderQty), f)}
                      style={{ width: '100%' }}
                    />,
                  ),
              },
              {
                key: 'bidSerialNo',
                title: text(texts.bidSerialNo),
                width: 150,
                render: (_, f) =>
                  cell(
                    f,
                    'bidSerialNo',
                    <Input
                      maxLength={maxLengthIn(purchaseBaseCalls.catalogueSubmit.body, 'lines.bidSerialNo')}
                      aria-label={aria(text(texts.bidSerialNo), f)}
                    />,
                  ),
              },
              {
                key: 'effectiveFrom',
                title: text(texts.effectiveFrom),
                width: 140,
                render: (_, f) =>
                  cell(
                    f,
                    'effectiveFrom',
                    <DatePicker format={dateFormat} aria-label={aria(text(texts.effectiveFrom), f)} />,
                    asDate,
                  ),
              },
              {
                key: 'effectiveTo',
                title: text(texts.effectiveTo),
                width: 140,
                render: (_, f) =>
                  cell(
                    f,
                    'effectiveTo',
                    <DatePicker format={dateFormat} aria-label={aria(text(texts.effectiveTo), f)} />,
                    asDate,
                  ),
              },
              {
                key: 'status',
                title: text(texts.lineEnabled),
                width: 80,
                render: (_, f) =>
                  cell(f, 'status', <Switch size="small" aria-label={aria(text(texts.lineEnabled), f)} />, {
                    getValueProps: (v: unknown) => ({ checked: v !== 0 }),
                    normalize: (checked: unknown) => (checked ? 1 : 0),
                  }),
              },
              ...(readOnly
                ? []
                : [
                    {
                      key: 'actions',
                      title: t('crud.actions'),
                      width: 72,
                      fixed: 'right' as const,
                      render: (_: unknown, f: F) => (
                        <Button type="link" size="small" danger onClick={() => remove(f.name)}>
                          {text(texts.removeLine)}
                        </Button>
                      ),
                    },
                  ]),
            ];
            return (
              <>
                {!readOnly && (
                  <Button
                    style={{ marginBottom: 8 }}
                    onClick={() => add({ onlySupplier: false, status: 1, priority: 0 } satisfies Line)}
                  >
                    {text(texts.addLine)}
                  </Button>
                )}
                <Table<F>
                  className="catalogue-lines"
                  rowKey="key"
                  size="small"
                  dataSource={fields}
                  columns={columns}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  loading={detail.isLoading && Boolean(id)}
                />
              </>
            );
          }}
        </Form.List>
      </Form>
    </Drawer>
  );
}
