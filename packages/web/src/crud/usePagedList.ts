import type { ResourceDef } from '@pharma/contract';
import { useState } from 'react';
import type { CrudRecord, Filters } from './api.ts';
import { useConfirmAction } from './useConfirmAction.ts';
import { useCrudList, useCrudWrites } from './useCrud.ts';
import { usePagination, usePaging } from './usePaging.ts';

/**
 * A declared resource's paged list with its search, row selection and delete: what CrudPage and the screens
 * built on a declared resource (租户, 产品包) share. Searching and paging clear the selection; a delete forgets the
 * removed rows in it.
 */
export function usePagedList<R extends CrudRecord = CrudRecord>(def: ResourceDef) {
  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const list = useCrudList(def, { ...pager.paging, filters });
  const pagination = usePagination(pager, list.data, () => setSelectedIds([]));
  const { remove } = useCrudWrites(def);
  const confirm = useConfirmAction();

  const records = (list.data?.records ?? []) as R[];
  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelectedIds((keep) => keep.filter((id) => !ids.includes(id))),
    });

  return {
    records,
    loading: list.isFetching,
    pagination,
    selectedIds,
    /** The ticked rows as the list shows them now (a dialog opened after a save starts from the saved values). */
    selected: records.filter((r) => selectedIds.includes(r.id)),
    rowSelection: { selectedRowKeys: selectedIds, onChange: (keys: React.Key[]) => setSelectedIds(keys.map(String)) },
    confirmRemove,
    /** The search the list shows now (what 导出 exports). */
    filters,
    search: (next: Filters) => {
      setFilters(next);
      setSelectedIds([]);
      pager.restart();
    },
  };
}
