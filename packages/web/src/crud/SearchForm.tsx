import type { ResourceDef } from '@pharma/contract';
import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../dict/DictSelect.tsx';
import { useText } from '../i18n/useText.ts';
import type { Filters } from './api.ts';
import { TenantFilter, useCrossTenant } from './crossTenant.tsx';
import { FieldInput, valueProps } from './FieldInput.tsx';
import { buildFilters, createTimeRange, dateTimeFormat, searchFieldsOf } from './filters.ts';
import { SearchButtons } from './SearchButtons.tsx';

/** The form's name for the status select (the audit column, not a declared field): it filters `status_equal`. */
const statusField = 'status';

/** The declared filters, plus the status when the resource shows one and the tenant when the list spans tenants. */
function filtersOf(def: ResourceDef, values: Record<string, unknown>, crossing: boolean): Filters {
  const filters = buildFilters(def, values);
  const status = values[statusField];
  if (def.status && typeof status === 'number') filters.status_equal = status;
  if (crossing && typeof values.tenantId === 'string' && values.tenantId) filters.tenantId = values.tenantId;
  return filters;
}

/**
 * The search bar: the declared search fields (dictionary fields as selects), the status when the resource shows one,
 * plus a created-time range (left out with `createTime={false}`, for calls that take no time filter); 查询 applies,
 * 重置 clears.
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
  const crossing = useCrossTenant(def);

  return (
    // A form name prefixes the input ids, so they do not clash with the dialog's (labels must find their input).
    <Form
      form={form}
      name={`${def.name}-search`}
      layout="inline"
      className="crud-search"
      onFinish={(values) => onSearch(filtersOf(def, values, crossing))}
    >
      {crossing && <TenantFilter />}
      {searchFieldsOf(def).map(([key, field]) => {
        const label = text(field.label);
        return (
          <Form.Item key={key} name={key} label={label} {...valueProps(field, 'search')}>
            <FieldInput
              field={field}
              where="search"
              placeholder={
                field.placeholder ? text(field.placeholder) : t(field.dict ? 'crud.select' : 'crud.input', { label })
              }
            />
          </Form.Item>
        );
      })}
      {def.status && (
        <Form.Item name={statusField} label={text(def.status.label)}>
          <DictSelect
            code={def.status.dict}
            numeric
            style={{ minWidth: 160 }}
            placeholder={t('crud.select', { label: text(def.status.label) })}
          />
        </Form.Item>
      )}
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
        <SearchButtons form={form} onReset={() => onSearch({})} />
      </Form.Item>
    </Form>
  );
}
