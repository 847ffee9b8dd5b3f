import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { commaJoined, DeptPicker } from '../../user/user/pickers.tsx';
import { customScopeType, scopeDicts, scopeMessages, scopeTexts } from './scope.texts.ts';
import { useScopeTargets } from './useScopes.ts';

/** The column a data scope compares with departments unless another is chosen. */
export const defaultScopeColumn = 'create_dept';

/**
 * 数据权限's inputs: the resource (data-scope/targets), one of its columns, the rule type, and the departments
 * only for 自定义 (sent comma-joined).
 */
export function DataScopeFields() {
  const { t } = useTranslation();
  const text = useText();
  const form = Form.useFormInstance();
  const targets = useScopeTargets();
  const resourceCode = Form.useWatch('resourceCode', form);
  const custom = Form.useWatch('scopeType', form) === customScopeType;
  const columnsOf = (code: unknown) => targets.data?.find((target) => target.code === code)?.columns ?? [];

  const label = (key: keyof typeof scopeTexts) => text(scopeTexts[key]);
  const placeholder = (key: keyof typeof scopeTexts, verb: 'input' | 'select' = 'input') =>
    t(`crud.${verb}`, { label: label(key) });
  return (
    <>
      <Form.Item
        name="scopeName"
        label={label('scopeName')}
        rules={[{ required: true, whitespace: true, message: text(scopeMessages.dataNameRequired) }]}
      >
        <Input maxLength={255} placeholder={placeholder('scopeName')} />
      </Form.Item>
      <Form.Item
        name="resourceCode"
        label={label('resourceCode')}
        rules={[{ required: true, message: text(scopeMessages.dataCodeRequired) }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={targets.isLoading}
          placeholder={placeholder('resourceCode', 'select')}
          options={(targets.data ?? []).map((target) => ({
            value: target.code,
            label: `${target.name} (${target.code})`,
          }))}
          // A new resource starts on its create_dept column when it has one.
          onChange={(code: string) => {
            const columns = columnsOf(code);
            form.setFieldValue('scopeColumn', columns.includes(defaultScopeColumn) ? defaultScopeColumn : columns[0]);
          }}
        />
      </Form.Item>
      <Form.Item name="scopeColumn" label={label('scopeColumn')}>
        <Select
          placeholder={placeholder('scopeColumn', 'select')}
          options={columnsOf(resourceCode).map((column) => ({ value: column, label: column }))}
        />
      </Form.Item>
      <Form.Item
        name="scopeType"
        label={label('scopeType')}
        rules={[{ required: true, message: text(scopeMessages.dataTypeRequired) }]}
      >
        <DictSelect
          code={scopeDicts.data}
          numeric
          allowClear={false}
          placeholder={placeholder('scopeType', 'select')}
        />
      </Form.Item>
      {custom && (
        <Form.Item
          name="scopeValue"
          label={label('scopeValue')}
          rules={[{ required: true, message: text(scopeMessages.customRequired) }]}
          {...commaJoined}
        >
          <DeptPicker placeholder={placeholder('scopeValue', 'select')} />
        </Form.Item>
      )}
      <Form.Item name="scopeField" label={label('scopeField')}>
        <Input maxLength={255} placeholder={placeholder('scopeField')} />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')}>
        <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={placeholder('remark')} />
      </Form.Item>
    </>
  );
}
