import { crudCalls, type FieldDef, resourceByName } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { callApi, callKey } from '../lib/api.ts';

/** The most rows a reference select offers: references point at small configuration tables. */
const refRows = 1000;

/**
 * The rows of the resource a `ref` field names, as {id, label}: read whole once and shared by the field's select and
 * every cell showing it (one cache entry per resource).
 */
export function useRefRows(ref: NonNullable<FieldDef['ref']>) {
  const list = crudCalls(resourceByName(ref.resource)).list;
  const query = { current: '1', size: String(refRows) };
  return useQuery({
    queryKey: callKey(list, query),
    queryFn: () => callApi(list, { query }),
    staleTime: 30_000,
    select: (page) =>
      (page.records as Array<Record<string, unknown>>).map((row) => ({
        id: String(row.id),
        label: String(row[ref.label] ?? row.id),
      })),
  });
}

/** A `ref` field's input: the referenced rows by their label, searchable; the value stays the id. */
export function RefSelect({ field, ...props }: { field: FieldDef } & Omit<SelectProps, 'options'>) {
  const rows = useRefRows(field.ref!);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      {...props}
      loading={rows.isLoading}
      options={(rows.data ?? []).map((row) => ({ value: row.id, label: row.label }))}
    />
  );
}

/** A `ref` field's value in a cell or the view: the referenced row's label (the id while loading or if it is gone). */
export function RefName({ field, value }: { field: FieldDef; value: unknown }) {
  const rows = useRefRows(field.ref!);
  if (value === undefined || value === null || value === '') return null;
  return <>{rows.data?.find((row) => row.id === String(value))?.label ?? String(value)}</>;
}
