import {
  componentsFor,
  type ParamDefRecord,
  type ParamValueType,
  paramDefBody,
  paramValueTypes,
  purchaseBaseCalls,
} from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { App, AutoComplete, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { componentNames, paramsTexts as texts, valueTypeNames } from '../base.texts.ts';
import { maxLengthIn } from '../document/schemaRules.ts';
import { declaredErrors } from '../setting/declaredCheck.ts';

interface Values {
  typename?: string;
  paramKey?: string;
  paramName?: string;
  valueType?: ParamValueType;
  componentType?: string;
  dictType?: string | null;
  defaultValue?: string | null;
  required?: boolean;
  minValue?: string | null;
  maxValue?: string | null;
  unit?: string | null;
  helpText?: string | null;
  sort?: number;
}

const enumerated = (t: ParamValueType | undefined) => t === 'ENUM' || t === 'MULTI_ENUM';
const numeric = (t: ParamValueType | undefined) => t === 'INT' || t === 'DECIMAL';
const orNull = { normalize: (v: unknown) => (v === undefined || v === '' ? null : v) };

/**
 * 新增 / 修改 one parameter definition of a page: its group, key, name, value type and the components that suit it,
 * the dictionary (enumerations), bounds and unit (numbers), default, required, help and sort.
 */
export function DefinitionDialog({
  pageId,
  row,
  groups,
  onClose,
  onSaved,
}: {
  pageId: string;
  row?: ParamDefRecord;
  groups: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const valueType = Form.useWatch('valueType', form);
  useEffect(() => {
    form.setFieldsValue(
      row
        ? {
            typename: row.typename,
            paramKey: row.paramKey,
            paramName: row.paramName,
            valueType: row.valueType,
            componentType: row.componentType,
            dictType: row.dictType,
            defaultValue: row.defaultValue,
            required: row.required,
            minValue: row.minValue,
            maxValue: row.maxValue,
            unit: row.unit,
            helpText: row.helpText,
            sort: row.sort,
          }
        : { valueType: 'STRING', componentType: 'input', required: false, sort: 0, typename: groups[0] },
    );
  }, [row, groups, form]);

  const save = useMutation({
    mutationFn: (body: Values & { id?: string; pageId: string }) =>
      callApi(purchaseBaseCalls.paramDefSubmit, { body: body as never }),
    onSuccess: () => {
      void message.success(text(texts.saved));
      onSaved();
    },
  });
  const submit = (values: Values) => {
    const body = { ...(row ? { id: row.id } : {}), pageId, ...values };
    const errors = declaredErrors(paramDefBody, body, text);
    if (errors.length > 0) {
      form.setFields(errors.map(({ name, errors }) => ({ name: name[0] as keyof Values, errors })));
      return;
    }
    save.mutate(body);
  };

  const components = valueType ? componentsFor[valueType] : [];
  return (
    <Modal
      open
      width={720}
      title={text(row ? texts.editDefinition : texts.addDefinition)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} name="param-definition">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="typename" label={text(texts.typename)} required>
              <AutoComplete
                options={groups.map((g) => ({ value: g }))}
                maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'typename')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="sort" label={text(texts.sort)}>
              <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="paramKey" label={text(texts.paramKey)} required>
              <Input maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'paramKey')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="paramName" label={text(texts.paramName)} required>
              <Input maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'paramName')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="valueType" label={text(texts.valueType)} required>
              <Select
                options={paramValueTypes.map((v) => ({ value: v, label: text(valueTypeNames[v]) }))}
                onChange={(v: ParamValueType) => {
                  const current = form.getFieldValue('componentType') as string | undefined;
                  if (!componentsFor[v].some((c) => c === current))
                    form.setFieldValue('componentType', componentsFor[v][0]);
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="componentType" label={text(texts.componentType)} required>
              <Select options={components.map((c) => ({ value: c, label: text(componentNames[c]) }))} />
            </Form.Item>
          </Col>
          {enumerated(valueType) && (
            <Col xs={24} sm={12}>
              <Form.Item name="dictType" label={text(texts.dictType)} required {...orNull}>
                <Input maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'dictType')} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="defaultValue" label={text(texts.defaultValue)} {...orNull}>
              <Input maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'defaultValue')} />
            </Form.Item>
          </Col>
          {numeric(valueType) && (
            <>
              <Col xs={12} sm={8}>
                <Form.Item name="minValue" label={text(texts.minValue)} {...orNull}>
                  <InputNumber<string> stringMode precision={valueType === 'INT' ? 0 : 4} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="maxValue" label={text(texts.maxValue)} {...orNull}>
                  <InputNumber<string> stringMode precision={valueType === 'INT' ? 0 : 4} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item name="unit" label={text(texts.unit)} {...orNull}>
                  <Input maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'unit')} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="required" label={text(texts.required)} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="helpText" label={text(texts.helpText)} {...orNull}>
              <Input maxLength={maxLengthIn(purchaseBaseCalls.paramDefSubmit.body, 'helpText')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
