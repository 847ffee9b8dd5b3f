import { defaultPageSize, pageSizes } from '@pharma/contract';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Paging {
  current: number;
  size: number;
}

/** The page a server-side list is on; a new search or filter `restart`s it on page 1. */
export function usePaging() {
  const [paging, setPaging] = useState<Paging>({ current: 1, size: defaultPageSize });
  return { paging, setPaging, restart: () => setPaging((p) => ({ ...p, current: 1 })) };
}

/**
 * The table's pager for the page the list returned. `onChange` runs on every page or size change (screens drop
 * their selection then). Deleting the last rows of the last page leaves it empty: it steps back a page.
 */
export function usePagination(
  { paging, setPaging }: ReturnType<typeof usePaging>,
  page: { records?: readonly unknown[]; total?: number } | undefined,
  onChange?: () => void,
): TablePaginationConfig {
  const { t } = useTranslation();
  const records = page?.records;
  useEffect(() => {
    if (records && records.length === 0 && paging.current > 1) setPaging((p) => ({ ...p, current: p.current - 1 }));
  }, [records, paging.current, setPaging]);
  return {
    current: paging.current,
    pageSize: paging.size,
    total: page?.total ?? 0,
    pageSizeOptions: pageSizes.map(String),
    showSizeChanger: true,
    showTotal: (total) => t('crud.total', { total }),
    onChange: (current, size) => {
      onChange?.();
      setPaging({ current: size === paging.size ? current : 1, size });
    },
  };
}
