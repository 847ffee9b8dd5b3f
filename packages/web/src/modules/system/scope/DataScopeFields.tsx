import { customScopeType, dataScopeResource, defaultScopeColumn, maxLengthOf } from '@pharma/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldItem } from '../../../crud/fieldItem.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { commaJoined, DeptPicker } from '../../user/user/pickers.tsx';
import { scopeTexts } from './scope.texts.ts';
import { useScopeTargets } from './useScopes.ts';

const { fields } = dataScopeResource;
type Key = keyof typeof fields;

/**
 * 数据权限's inputs: the resource (data-scope/targets), one of its columns, the rule type, and the departments
 * only for 自定义 (sent comma-joined). Names, labels and rules from the declaration.
 */
export function DataScopeFields() {
  const { t } = useTranslation();
  const text = useText();
  const form = Form.useFormInstance();
  const targets = useScopeTargets();
  const resourceCode = Form.useWatch('resourceCode', form);
  const custom = Form.useWatch('scopeType', form) === customScopeType;
  const columnsOf = (code: unknown) => targets.data?.find((target) => target.code === code)?.columns ?? [];

  const item = (key: Key) => fieldItem(dataScopeResource, key, text);
  const placeholder = (key: Key, verb: 'input' | 'select' = 'input') =>
    t(`crud.${verb}`, { label: text(fields[key].label) });
  return (
    <>
      <Form.Item {...item('scopeName')}>
        <Input maxLength={maxLengthOf(fields.scopeName)} placeholder={placeholder('scopeName')} />
      </Form.Item>
      <Form.Item {...item('resourceCode')}>
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
      <Form.Item {...item('scopeColumn')}>
        <Select
          placeholder={placeholder('scopeColumn', 'select')}
          options={columnsOf(resourceCode).map((column) => ({ value: column, label: column }))}
        />
      </Form.Item>
      <Form.Item {...item('scopeType')}>
        <DictSelect
          code={fields.scopeType.dict}
          numeric
          allowClear={false}
          placeholder={placeholder('scopeType', 'select')}
        />
      </Form.Item>
      {custom && (
        <Form.Item
          {...item('scopeValue')}
          rules={[{ required: true, message: text(scopeTexts.customRequired) }]}
          {...commaJoined}
        >
          <DeptPicker placeholder={placeholder('scopeValue', 'select')} />
        </Form.Item>
      )}
      <Form.Item {...item('scopeField')}>
        <Input maxLength={maxLengthOf(fields.scopeField)} placeholder={placeholder('scopeField')} />
      </Form.Item>
      <Form.Item {...item('remark')}>
        <Input.TextArea
          maxLength={maxLengthOf(fields.remark)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={placeholder('remark')}
        />
      </Form.Item>
    </>
  );
}
