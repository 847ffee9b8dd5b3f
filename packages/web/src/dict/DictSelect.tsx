import type { DictKind, DictOption } from '@pharma/contract';
import { Radio, type RadioGroupProps, Select, type SelectProps } from 'antd';
import { useDict } from './useDict.ts';

/** What the two inputs share: the dictionary, and whether the stored value is a number (sex 1 / 2, not '1'). */
export interface DictInputProps {
  code: string;
  kind?: DictKind;
  /** The stored value is a number: options carry `Number(dictKey)`, so the form keeps numbers. */
  numeric?: boolean;
}

/** The entries as antd options, in the dictionary's order. */
export function dictOptions(options: readonly DictOption[] | undefined, numeric = false) {
  return (options ?? []).map((o) => ({ value: numeric ? Number(o.dictKey) : o.dictKey, label: o.dictValue }));
}

/**
 * A select over a dictionary's entries (labels in the UI's language). `mode="multiple"` works on an array: a field
 * stored comma-joined converts at its Form.Item (see crud/FieldInput's valueProps).
 */
export function DictSelect({ code, kind, numeric, ...props }: DictInputProps & Omit<SelectProps, 'options'>) {
  const dict = useDict(code, kind);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      {...props}
      loading={dict.isLoading}
      options={dictOptions(dict.data, numeric)}
    />
  );
}

/** Radio buttons over a dictionary's few entries (菜单类型, 接口类型, …). */
export function DictRadio({ code, kind, numeric, ...props }: DictInputProps & Omit<RadioGroupProps, 'options'>) {
  const dict = useDict(code, kind);
  return <Radio.Group {...props} options={dictOptions(dict.data, numeric)} />;
}
