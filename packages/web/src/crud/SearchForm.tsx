import { FilterOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@pharma/contract';
import { Button, Form } from 'antd';
import { Children, isValidElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../dict/DictSelect.tsx';
import { useText } from '../i18n/useText.ts';
import { useUi } from '../shell/stores/ui.ts';
import type { Filters } from './api.ts';
import { TenantFilter, useCrossTenant } from './crossTenant.tsx';
import { FieldInput, valueProps } from './FieldInput.tsx';
import { buildFilters, createTimeRange, dateTimeFormat, searchFieldsOf } from './filters.ts';
import { LazyRangePicker } from './LazyDatePicker.tsx';
import { SearchButtons } from './SearchButtons.tsx';

/** How many filters a phone shows before the 筛选 toggle: one row of its width. */
export const phoneFilters = 1;

/**
 * A search bar's filters, folded on a phone (issue 35: 消息记录's twelve filters pushed its list below the fold): the
 * first row shows, the rest wait behind 筛选 (with how many there are) beside 查询 / 重置. Folded filters stay in
 * the form (`hidden` items), so a value typed before folding still applies. On a wider screen every filter shows.
 */
export function FoldedFilters({ children, buttons }: { children: ReactNode; buttons: ReactNode }) {
  const { t } = useTranslation();
  const phone = useUi((s) => s.screen === 0);
  const [open, setOpen] = useState(false);
  const items = Children.toArray(children).filter(Boolean);
  const folds = phone && items.length > phoneFilters;
  const rest = items.length - phoneFilters;
  return (
    <>
      {/* Every filter sits in a slot of its own (no box of its own: display contents), so folding only hides it. */}
      {items.map((item, index) => (
        <div
          key={isValidElement(item) && item.key !== null ? item.key : index}
          className="crud-search-slot"
          hidden={folds && index >= phoneFilters && !open}
        >
          {item}
        </div>
      ))}
      <Form.Item>
        {buttons}
        {folds && (
          <Button
            type="link"
            icon={<FilterOutlined />}
            aria-expanded={open}
            data-testid="search-fold"
            onClick={() => setOpen((was) => !was)}
          >
            {open ? t('crud.fewerFilters') : `${t('crud.filters')} (${rest})`}
          </Button>
        )}
      </Form.Item>
    </>
  );
}

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
 * 重置 clears. On a phone all but the first fold behind 筛选 (FoldedFilters).
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
      <FoldedFilters buttons={<SearchButtons form={form} onReset={() => onSearch({})} />}>
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
            <LazyRangePicker showTime format={dateTimeFormat} placeholder={[t('crud.startTime'), t('crud.endTime')]} />
          </Form.Item>
        )}
      </FoldedFilters>
    </Form>
  );
}
