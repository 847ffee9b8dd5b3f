import {
  attributeTargets,
  format,
  type ParamAttributeRecord,
  paramMessages,
  paramValueTypes,
  purchaseBaseCalls,
  type SaveAttributesBody,
} from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  type FormItemProps,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import type { FormListFieldData } from 'antd/es/form/FormList';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { paramsTexts as texts, valueTypeNames } from '../base.texts.ts';
import { ShipperSelect } from '../document/pickers.tsx';
import { maxLengthIn } from '../document/schemaRules.ts';
import { useShipperForm } from '../setting/useShipperForm.ts';
import './params.css';

type Row = SaveAttributesBody['list'][number];
interface Values {
  list: Row[];
}

const codePattern = /^[A-Za-z][A-Za-z0-9_]*$/;
/** What the editor holds of a saved attribute: the fields the save sends. */
const rowFields = [
  'attrCode',
  'attrName',
  'valueType',
  'dictType',
  'targetEntity',
  'required',
  'visibleInList',
  'sort',
  'enabled',
] as const satisfies ReadonlyArray<keyof Row>;
const rowOf = (record: ParamAttributeRecord): Row =>
  Object.fromEntries(rowFields.map((field) => [field, record[field]])) as Row;

/** The saved list's body: each attribute's lengths. */
const listBody = purchaseBaseCalls.attributesSaveList.body;

/**
 * 扩展属性 (/smartsupply/param-attributes, docs/domain.md §2.3): a shipper's custom fields on goods, plan lines and
 * contracts, edited in a table (add and remove rows) and saved as a whole list (`paramAttributes/saveList`: new
 * codes added, known ones updated, missing ones removed). Read with the editor's list, which has the disabled ones
 * too (`ownerParamAttributes/query` gives the enabled ones the other screens use), so a save never drops them.
 */
export function AttributesPage() {
  const { t } = useTranslation();
  const text = useText();
  const { client, message, form, shipperId, setShipperId, canEdit } = useShipperForm<Values>('param_attributes');

  const query = { shipperId: shipperId ?? '' };
  const key = callKey(purchaseBaseCalls.attributesList, query);
  const list = useCall(purchaseBaseCalls.attributesList, query, { enabled: Boolean(shipperId) });
  useEffect(() => {
    if (list.data) form.setFieldsValue({ list: list.data.map(rowOf) });
  }, [list.data, form]);

  const save = useMutation({
    mutationFn: (rows: Row[]) =>
      callApi(purchaseBaseCalls.attributesSaveList, { body: { shipperId: shipperId ?? '', list: rows } }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void message.success(text(texts.attributesSaved));
    },
  });
  const submit = (values: Values) => save.mutate(values.list ?? []);

  const targetNames = {
    GOODS: text(texts.targetGoods),
    PLAN_LINE: text(texts.targetPlanLine),
    CONTRACT: text(texts.targetContract),
  };
  const codeRules = [
    { required: true, whitespace: true, message: text(paramMessages.attrCodeRequired) },
    { pattern: codePattern, message: text(paramMessages.attrCodeFormat) },
    {
      validator: (_: unknown, v: unknown) => {
        const code = String(v ?? '').trim();
        const same = (form.getFieldValue('list') as Row[] | undefined)?.filter((r) => r?.attrCode?.trim() === code);
        return code && same && same.length > 1
          ? Promise.reject(new Error(format(text(paramMessages.attrCodeRepeated), { code })))
          : Promise.resolve();
      },
    },
  ];

  // A column of the table whose cell edits the row's field `key`, labelled with the column's name and the row's number.
  const cell = (
    key: keyof Row & keyof typeof texts,
    width: number,
    input: (label: string, row: number) => ReactNode,
    item: FormItemProps = {},
  ) => ({
    key,
    title: text(texts[key]),
    width,
    render: (_: unknown, f: FormListFieldData) => (
      <Form.Item name={[f.name, key]} style={{ margin: 0 }} {...item}>
        {input(`${text(texts[key])} ${f.name + 1}`, f.name)}
      </Form.Item>
    ),
  });

  return (
    <Card className="crud-page purchase-attributes">
      <Form layout="inline" className="crud-search">
        <Form.Item label={text(texts.shipper)} htmlFor="attributes-shipper">
          <ShipperSelect autoPick id="attributes-shipper" value={shipperId} onChange={setShipperId} />
        </Form.Item>
      </Form>
      {shipperId && (
        <Form<Values> form={form} onFinish={submit} disabled={!canEdit} component={false}>
          <Form.List name="list">
            {(fields, { add, remove }) => {
              const columns: TableColumnsType<(typeof fields)[number]> = [
                cell(
                  'attrCode',
                  160,
                  (label) => <Input maxLength={maxLengthIn(listBody, 'list.attrCode')} aria-label={label} />,
                  { rules: codeRules, dependencies: [] },
                ),
                cell(
                  'attrName',
                  160,
                  (label) => <Input maxLength={maxLengthIn(listBody, 'list.attrName')} aria-label={label} />,
                  { rules: [{ required: true, whitespace: true, message: text(paramMessages.attrNameRequired) }] },
                ),
                cell('valueType', 150, (label) => (
                  <Select
                    aria-label={label}
                    options={paramValueTypes.map((v) => ({ value: v, label: text(valueTypeNames[v]) }))}
                  />
                )),
                {
                  key: 'dictType',
                  title: text(texts.dictType),
                  width: 160,
                  render: (_, f) => (
                    <Form.Item noStyle dependencies={[['list', f.name, 'valueType']]}>
                      {() => {
                        const type = form.getFieldValue(['list', f.name, 'valueType']) as string | undefined;
                        const needs = type === 'ENUM' || type === 'MULTI_ENUM';
                        return (
                          <Form.Item
                            name={[f.name, 'dictType']}
                            rules={needs ? [{ required: true, message: text(paramMessages.dictTypeRequired) }] : []}
                            style={{ margin: 0 }}
                          >
                            <Input
                              maxLength={maxLengthIn(listBody, 'list.dictType')}
                              disabled={!canEdit || !needs}
                              aria-label={`${text(texts.dictType)} ${f.name + 1}`}
                            />
                          </Form.Item>
                        );
                      }}
                    </Form.Item>
                  ),
                },
                cell('targetEntity', 130, (label) => (
                  <Select
                    aria-label={label}
                    options={attributeTargets.map((v) => ({ value: v, label: targetNames[v] }))}
                  />
                )),
                ...(['required', 'visibleInList', 'enabled'] as const).map((name) =>
                  cell(name, 90, (label) => <Switch size="small" aria-label={label} />, { valuePropName: 'checked' }),
                ),
                cell('sort', 100, (label) => <InputNumber min={0} max={99_999} precision={0} aria-label={label} />),
                ...(canEdit
                  ? [
                      {
                        key: 'actions',
                        title: t('crud.actions'),
                        width: 80,
                        fixed: 'right' as const,
                        render: (_: unknown, f: (typeof fields)[number]) => (
                          <Button type="link" size="small" danger onClick={() => remove(f.name)}>
                            {text(texts.removeRow)}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ];
              return (
                <>
                  {canEdit && (
                    <Space className="crud-toolbar" wrap>
                      <Button
                        onClick={() =>
                          add({
                            attrCode: '',
                            attrName: '',
                            valueType: 'STRING',
                            dictType: null,
                            targetEntity: 'GOODS',
                            required: false,
                            visibleInList: true,
                            sort: (fields.length + 1) * 10,
                            enabled: true,
                          } satisfies Row)
                        }
                      >
                        {text(texts.addRow)}
                      </Button>
                      <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
                        {text(texts.saveAttributes)}
                      </Button>
                    </Space>
                  )}
                  {list.data && fields.length === 0 && (
                    <Alert type="info" showIcon style={{ marginBottom: 12 }} message={text(texts.noAttributes)} />
                  )}
                  <Table
                    className="purchase-attributes-table"
                    rowKey="key"
                    size="small"
                    loading={list.isLoading}
                    dataSource={fields}
                    columns={columns}
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                  />
                </>
              );
            }}
          </Form.List>
        </Form>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default AttributesPage;
