import { type EmployeeOption, type ShipperOption, salesPickerCalls } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { callApi, callKey } from '../../../lib/api.ts';

/**
 * The pickers the sales-mobile screens share (控销等级, 用户商品, 客户资料, 客户业务员): the tenant's shippers and
 * employees through the sales-mobile picker calls, which any signed-in user may make (the purchasing and user
 * screens' own lists need their menus' codes). The platform administrator's come from every tenant unless one is named.
 */
type PickerProps = Omit<SelectProps<string>, 'options' | 'mode'> & { tenantId?: string | undefined };

/** The tenant's shippers, read once and shared (a short list). */
export function useShippers(tenantId?: string) {
  const query = tenantId ? { tenantId } : {};
  return useQuery({
    queryKey: callKey(salesPickerCalls.shippers, query),
    queryFn: () => callApi(salesPickerCalls.shippers, { query }),
    staleTime: 60_000,
  });
}

export const shipperLabel = (s: ShipperOption) => `${s.shipperName} (${s.shipperCode})`;

/** 货主: by name and code. */
export function ShipperSelect({ tenantId, ...props }: PickerProps) {
  const shippers = useShippers(tenantId);
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 180 }}
      {...props}
      loading={shippers.isLoading}
      options={(shippers.data ?? []).map((s) => ({ value: s.id, label: shipperLabel(s) }))}
    />
  );
}

export const employeeLabel = (e: EmployeeOption) =>
  [e.realName, e.employeeNo && `(${e.employeeNo})`, e.deptName && `· ${e.deptName}`].filter(Boolean).join(' ');

/**
 * 业务员 / 员工: searched on the server by name, account or employee number as typed (a tenant may have thousands);
 * the chosen one keeps its label (`label` when the screen knows it, e.g. a saved row's name).
 */
export function EmployeeSelect({ tenantId, label, ...props }: PickerProps & { label?: string | null | undefined }) {
  const [keyword, setKeyword] = useState('');
  const query = { ...(keyword ? { keyword } : {}), ...(tenantId ? { tenantId } : {}) };
  const people = useQuery({
    queryKey: callKey(salesPickerCalls.employees, query),
    queryFn: () => callApi(salesPickerCalls.employees, { query }),
    staleTime: 30_000,
  });
  const options = (people.data ?? []).map((e) => ({ value: e.id, label: employeeLabel(e) }));
  const value = props.value;
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: label || value });
  return (
    <Select<string>
      allowClear
      showSearch
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      style={{ minWidth: 180 }}
      {...props}
      loading={people.isLoading}
      options={options}
    />
  );
}

/** A declared 货主 field in a FormDialog (`fieldInputs`), through the sales-mobile picker. */
export function ShipperField({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  return (
    <ShipperSelect
      id={id}
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}

/** A declared employee or salesman field in a FormDialog (`fieldInputs`), through the sales-mobile picker. */
export function EmployeeField({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  return (
    <EmployeeSelect
      id={id}
      value={(value as string | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
