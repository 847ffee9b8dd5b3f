import { type FieldDef, maxLengthOf } from '@pharma/contract';
import { type FormItemProps, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '../dict/DictSelect.tsx';
import { dictKeysOf } from '../dict/dictLabel.ts';
import { dateFormat, dateTimeFormat } from './filters.ts';
import { LazyDatePicker } from './LazyDatePicker.tsx';
import { RefSelect } from './refRows.tsx';

/** The input a declared field gets, in the dialog (`form`) or in the search bar (`search`). */

/**
 * What a screen's own input for one field of the add / edit dialog gets (通知公告's rich-text content): the field,
 * and what Form.Item injects (the value in the API's shape and its onChange).
 */
export interface CustomFieldInputProps {
  field: FieldDef;
  /** The form item's id (its label points at it; a failed save scrolls to it). */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** A screen's own inputs by field name, in place of the generic ones (the rest of the form stays generic). */
export type FieldInputs = Partial<Record<string, ComponentType<CustomFieldInputProps>>>;

function formatOf(field: FieldDef): string {
  return field.type === 'date' ? dateFormat : dateTimeFormat;
}

/** A numeric field's dictionary keys are numbers in the form (sex 1 / 2), as the API sends and takes them. */
function isNumeric(field: FieldDef): boolean {
  return field.type === 'integer';
}

/**
 * Form.Item props that keep the API's value shape in the form: dates stay `yyyy-MM-dd HH:mm:ss` strings (the
 * picker sees dayjs), booleans bind to a switch's `checked`, several dictionary values stay comma-joined (the select
 * sees an array).
 */
export function valueProps(field: FieldDef, where: 'form' | 'search'): Partial<FormItemProps> {
  if (field.dict && field.multiple && where === 'form') {
    return {
      getValueProps: (value: unknown) => ({ value: dictKeysOf(value) }),
      normalize: (value: unknown) => (Array.isArray(value) ? value.join(',') : (value ?? '')),
    };
  }
  if (field.type === 'date' || field.type === 'datetime') {
    return {
      getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
      normalize: (value: unknown) => (dayjs.isDayjs(value) ? value.format(formatOf(field)) : null),
    };
  }
  if (field.type === 'boolean' && where === 'form') return { valuePropName: 'checked' };
  return {};
}

export function FieldInput({
  field,
  where,
  placeholder,
  disabled,
  ...rest
}: {
  field: FieldDef;
  where: 'form' | 'search';
  placeholder?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  // Form.Item injects value/onChange (or checked) through these props.
  const common = { ...rest, placeholder, disabled };
  if (field.ref) {
    return <RefSelect {...common} field={field} {...(where === 'search' ? { style: { minWidth: 160 } } : {})} />;
  }
  if (field.dict) {
    return (
      <DictSelect
        {...common}
        code={field.dict}
        numeric={isNumeric(field)}
        // A search by a multi-valued field looks for one value among the stored ones.
        mode={field.multiple && where === 'form' ? 'multiple' : undefined}
        {...(where === 'search' ? { style: { minWidth: 160 } } : {})}
      />
    );
  }
  switch (field.type) {
    case 'integer':
      return <InputNumber {...common} precision={0} style={{ width: '100%' }} />;
    case 'decimal':
      // As a string, as the API sends and takes it: no float rounds a price on its way.
      return <InputNumber {...common} stringMode precision={field.scale ?? 2} style={{ width: '100%' }} />;
    case 'date':
    case 'datetime':
      return (
        <LazyDatePicker
          {...common}
          showTime={field.type === 'datetime'}
          format={formatOf(field)}
          style={{ width: '100%' }}
        />
      );
    case 'boolean':
      return where === 'form' ? (
        <Switch {...rest} disabled={disabled} />
      ) : (
        <Select
          {...common}
          allowClear
          style={{ minWidth: 120 }}
          options={[
            { label: t('crud.yes'), value: 'true' },
            { label: t('crud.no'), value: 'false' },
          ]}
        />
      );
    case 'text':
      if (where === 'form')
        return <Input.TextArea {...common} maxLength={maxLengthOf(field)} autoSize={{ minRows: 3, maxRows: 8 }} />;
      return <Input {...common} allowClear />;
    default:
      // A declared secret (a password): typed hidden; the form holds the server's mask, which keeps the stored one.
      if (field.secret && where === 'form')
        return <Input.Password {...common} maxLength={maxLengthOf(field)} autoComplete="new-password" />;
      return (
        <Input
          {...common}
          maxLength={where === 'form' ? maxLengthOf(field) : undefined}
          allowClear={where === 'search'}
        />
      );
  }
}
