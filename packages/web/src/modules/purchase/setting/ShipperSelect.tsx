import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { useRefRows } from '../../../crud/refRows.tsx';

/** The shippers (货主) the caller may see, as {id, label}: `blade-smart/shipper/list`, shared by every picker. */
export const useShippers = () => useRefRows({ resource: 'sc_shipper', label: 'shipperName' });

/**
 * The shipper a screen works on (采购设置, 参数设置, 扩展属性 keep their rows per shipper). With none chosen yet it
 * takes the first one the caller sees, so the screen opens on something.
 */
export function ShipperSelect({
  value,
  onChange,
  autoPick = true,
  ...props
}: { value?: string; onChange?: (shipperId: string | undefined) => void; autoPick?: boolean } & Omit<
  SelectProps,
  'options' | 'value' | 'onChange'
>) {
  const shippers = useShippers();
  const first = shippers.data?.[0]?.id;
  useEffect(() => {
    if (autoPick && !value && first) onChange?.(first);
  }, [autoPick, value, first, onChange]);
  return (
    <Select
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 220 }}
      {...props}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      loading={shippers.isLoading}
      options={(shippers.data ?? []).map((s) => ({ value: s.id, label: s.label }))}
    />
  );
}
