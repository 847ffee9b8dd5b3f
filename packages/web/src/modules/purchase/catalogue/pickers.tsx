import { crudCalls, goodsResource } from '@pharma/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useRefRows } from '../../../crud/refRows.tsx';
import { useDict } from '../../../dict/useDict.ts';
import { useCall } from '../../../lib/useCall.ts';

const goodsList = crudCalls(goodsResource).list;
const everything = { current: '1', size: '1000' };

/** One goods item as the line picker offers it: its name with spec and maker, and its variety and tax rate. */
export interface GoodsChoice {
  id: string;
  label: string;
  varietyId: string | null;
  taxRate: string | null;
}

/** The goods the caller sees (`blade-smart/goods/list`), for the lines' picker. */
export function useGoods() {
  const goods = useCall(goodsList, everything, { staleTime: 30_000 });
  const choices = useMemo(
    () =>
      goods.data?.records.map(
        (g): GoodsChoice => ({
          id: String(g.id),
          label: [g.goodsCode, g.commonName, g.spec, g.manufacturer].filter(Boolean).join(' '),
          varietyId: g.varietyId ? String(g.varietyId) : null,
          taxRate: g.taxRate ? String(g.taxRate) : null,
        }),
      ),
    [goods.data],
  );
  return { data: choices, isLoading: goods.isLoading, isFetching: goods.isFetching };
}

/** The varieties (`blade-smart/variety/list`). */
export const useVarieties = () => useRefRows({ resource: 'variety', label: 'varietyName' });
/** The suppliers (`blade-smart/supplier/list`). */
export const useSuppliers = () => useRefRows({ resource: 'sc_supplier', label: 'supplierName' });

/** A dictionary entry's tag colour rides in its remark (success, warning, danger, info, primary). */
const colours: Record<string, string> = {
  success: 'success',
  warning: 'warning',
  danger: 'error',
  info: 'default',
  primary: 'processing',
};

/** 采购目录's status as its dictionary names and colours it (sc_catalogue_status). */
export function CatalogueStatusTag({ value }: { value: number }) {
  const dict = useDict('sc_catalogue_status');
  if (dict.isLoading) return null;
  const entry = dict.data?.find((o) => o.dictKey === String(value));
  return <Tag color={colours[entry?.remark ?? ''] ?? 'default'}>{entry?.dictValue ?? String(value)}</Tag>;
}
