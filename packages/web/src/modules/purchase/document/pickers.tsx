import { crudCalls, goodsResource, warehouseResource } from '@pharma/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useRefRows } from '../../../crud/refRows.tsx';
import { useText } from '../../../i18n/useText.ts';
import { useCall } from '../../../lib/useCall.ts';
import { docsTexts as texts } from './docs.texts.ts';

type PickerProps = Omit<SelectProps<string>, 'options' | 'mode'>;

const refs = {
  shipper: { resource: 'sc_shipper', label: 'shipperName' },
  supplier: { resource: 'sc_supplier', label: 'supplierName' },
  variety: { resource: 'variety', label: 'varietyName' },
} as const;

/** A select over rows read for it: searchable by their names, clearable; the value is the row's id. */
function RowSelect({ options, ...props }: PickerProps & { options: Array<{ value: string; label: string }> }) {
  return (
    <Select<string>
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%', minWidth: 160 }}
      {...props}
      options={options}
    />
  );
}

/** A select over a master-data list (货主, 供应商, 品种). */
function MasterSelect({ of, ...props }: { of: keyof typeof refs } & PickerProps) {
  const rows = useRefRows(refs[of]);
  return (
    <RowSelect
      {...props}
      loading={rows.isLoading}
      options={(rows.data ?? []).map((row) => ({ value: row.id, label: row.label }))}
    />
  );
}

/**
 * The shipper (货主) a document or a screen works on. With `autoPick`, a screen that keeps its rows per shipper
 * (采购设置, 参数设置, 扩展属性) takes the first shipper the caller sees while none is chosen, so it opens on something.
 */
export function ShipperSelect({ autoPick = false, ...props }: { autoPick?: boolean } & PickerProps) {
  const shippers = useRefRows(refs.shipper);
  const first = shippers.data?.[0]?.id;
  const { value, onChange } = props;
  useEffect(() => {
    if (autoPick && !value && first) onChange?.(first, { value: first, label: first });
  }, [autoPick, value, first, onChange]);
  // A screen's own shipper sits in its toolbar at a width of its own, and is never cleared.
  const own = autoPick ? { allowClear: false, style: { minWidth: 220 } } : {};
  return <MasterSelect of="shipper" {...own} {...props} />;
}
export const SupplierSelect = (props: PickerProps) => <MasterSelect of="supplier" {...props} />;
export const VarietySelect = (props: PickerProps) => <MasterSelect of="variety" {...props} />;

/** The receiving warehouses of one shipper (none chosen yet: none offered). */
export function WarehouseSelect({ shipperId, ...props }: { shipperId?: string } & PickerProps) {
  const list = crudCalls(warehouseResource).list;
  const query = { current: '1', size: '500', shipperId_equal: shipperId ?? '' };
  const rows = useCall(list, query, {
    enabled: Boolean(shipperId),
    staleTime: 30_000,
  });
  return (
    <RowSelect
      {...props}
      loading={rows.isLoading && Boolean(shipperId)}
      options={(rows.data?.records ?? []).map((row) => ({
        value: String(row.id),
        label: String((row as Record<string, unknown>).warehouseName ?? row.id),
      }))}
    />
  );
}

/** How a goods item reads in a picker: code, common name and spec. */
export function goodsLabel(goods: { goodsCode?: unknown; commonName?: unknown; spec?: unknown }): string {
  return [goods.goodsCode, goods.commonName, goods.spec]
    .filter((v) => v !== null && v !== undefined && v !== '')
    .join(' ');
}

/**
 * A goods picker over `blade-smart/goods/list`: searched by common name as the user types (50 at a time), the value
 * is the goods id. `known` labels the goods a line already holds (an edited document's lines).
 */
export function GoodsPicker({ known, ...props }: { known?: { id: string; label: string } } & PickerProps) {
  const text = useText();
  const [keyword, setKeyword] = useState('');
  const list = crudCalls(goodsResource).list;
  const query = { current: '1', size: '50', status_equal: '1', ...(keyword ? { commonName: keyword } : {}) };
  const rows = useCall(list, query, {
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const options = (rows.data?.records ?? []).map((row) => ({ value: String(row.id), label: goodsLabel(row) }));
  if (known && !options.some((o) => o.value === known.id)) options.unshift({ value: known.id, label: known.label });
  return (
    <Select<string>
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      placeholder={text(texts.goodsSearch)}
      style={{ width: '100%', minWidth: 200 }}
      {...props}
      loading={rows.isFetching}
      options={options}
    />
  );
}
