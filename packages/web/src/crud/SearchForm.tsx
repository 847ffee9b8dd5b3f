import type { ResourceDef } from '@pharma/contract';
import { Button, DatePicker, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import type { Filters } from './api.ts';
import { FieldInput, valueProps } from './FieldInput.tsx';
import { buildFilters, createTimeRange, dateTimeFormat, searchFieldsOf } from './filters.ts';

/**
 * The search bar: the declared search fields plus a created-time range (left out with `createTime={false}`, for
 * calls that take no time filter); 查询 applies, 重置 clears.
 */
export function SearchForm({
  def,
  onSearch,
  createTime = true,
}: {
  def: ResourceDef;
  onSearch: (filters: Filters) => void;
  createTime?: boolean;
}) {
  const { t } = useTranslation();
  const text = useText();
  const [form] = Form.useForm();

  return (
    // A form name prefixes the input ids, so they do not clash with the dialog's (labels must find their input).
    <Form
      form={form}
      name={`${def.name}-search`}
      layout="inline"
      className="crud-search"
      onFinish={(values) => onSearch(buildFilters(def, values))}
    >
      {searchFieldsOf(def).map(([key, field]) => {
        const label = text(field.label);
        return (
          <Form.Item key={key} name={key} label={label} {...valueProps(field, 'search')}>
            <FieldInput
              field={field}
              where="search"
              placeholder={field.placeholder ? text(field.placeholder) : t('crud.input', { label })}
            />
          </Form.Item>
        );
      })}
      {createTime && (
        <Form.Item name={createTimeRange} label={t('crud.createTime')}>
          <DatePicker.RangePicker
            showTime
            format={dateTimeFormat}
            placeholder={[t('crud.startTime'), t('crud.endTime')]}
          />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('crud.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
