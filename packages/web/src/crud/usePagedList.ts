import type { CallDef, QueryIn, ReplyOf, ResourceDef } from '@pharma/contract';
import { useState } from 'react';
import { useCallPage } from '../lib/useCall.ts';
import type { CrudRecord, Filters } from './api.ts';
import { useConfirmAction } from './useConfirmAction.ts';
import { crudListQuery, useCrudCalls, useCrudWrites } from './useCrud.ts';
import { type Paging, usePagination, usePaging } from './usePaging.ts';

/** A row of a paged call's reply (`records` of its page). */
type RowOf<C extends CallDef> = ReplyOf<C> extends { records: ReadonlyArray<infer R> } ? R : never;

/**
 * What a search sends by default: its filled fields as the address carries them (an empty or cleared one is not
 * sent), then the page.
 */
export function pagedQuery(filters: object, { current, size }: Paging): Record<string, string> {
  const filled = Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return {
    ...Object.fromEntries(filled.map(([key, value]) => [key, String(value)])),
    current: String(current),
    size: String(size),
  };
}

interface PagedOptions<C extends CallDef, F> {
  /** What the call is asked for a search and a page (default `pagedQuery`). */
  query?: (filters: F, paging: Paging) => QueryIn<C>;
  /** The search the list starts with (none by default). */
  initial?: F;
  /** `false` keeps the list from asking (a drawer not open yet). */
  enabled?: boolean;
  /** Asks again every so many ms while it returns a number (a list of running jobs). */
  refetchInterval?: (page: unknown) => number | false;
}

/**
 * A declared list call's page with its search and row selection: what every paged screen shares (a resource's
 * list is one case, `usePagedList`). `query` turns the search and the page into what the call is asked; searching
 * starts again on page 1, and searching and paging clear the selection.
 */
export function usePagedCall<C extends CallDef, F extends object = Filters>(call: C, options: PagedOptions<C, F> = {}) {
  const query = options.query ?? (pagedQuery as unknown as (filters: F, paging: Paging) => QueryIn<C>);
  const pager = usePaging();
  const [filters, setFilters] = useState<F>(options.initial ?? ({} as F));
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const { refetchInterval } = options;
  const list = useCallPage(call, query(filters, pager.paging), {
    enabled: options.enabled ?? true,
    ...(refetchInterval && { refetchInterval: (q) => refetchInterval(q.state.data) }),
  });
  const page = list.data as { records?: RowOf<C>[]; total?: number } | undefined;
  const pagination = usePagination(pager, page, () => setSelectedIds([]));
  const records = page?.records ?? [];
  const idOf = (row: RowOf<C>) => String((row as { id?: unknown }).id);

  return {
    /** The read itself (its data, error and state). */
    list,
    records,
    loading: list.isFetching,
    pagination,
    selectedIds,
    /** The ticked rows as the list shows them now (a dialog opened after a save starts from the saved values). */
    selected: records.filter((row) => selectedIds.includes(idOf(row))),
    rowSelection: { selectedRowKeys: selectedIds, onChange: (keys: React.Key[]) => setSelectedIds(keys.map(String)) },
    /** Forgets some ticked rows (removed ones). */
    unselect: (ids: readonly string[]) => setSelectedIds((keep) => keep.filter((id) => !ids.includes(id))),
    /** The search the list shows now (what 导出 exports). */
    filters,
    search: (next: F) => {
      setFilters(next);
      setSelectedIds([]);
      pager.restart();
    },
  };
}

/**
 * A declared resource's paged list with its search, row selection and delete: what CrudPage and the screens
 * built on a declared resource (租户, 产品包) share. A delete forgets the removed rows in the selection; it also
 * refreshes `refreshes` (reads outside the resource's folder that show its rows).
 */
export function usePagedList<R extends CrudRecord = CrudRecord>(def: ResourceDef, refreshes: readonly CallDef[] = []) {
  const calls = useCrudCalls(def);
  const paged = usePagedCall(calls.list, {
    query: (filters: Filters, paging) => crudListQuery({ ...paging, filters }) as never,
  });
  const { remove } = useCrudWrites(def, refreshes);
  const confirm = useConfirmAction();
  const { list: _read, unselect, ...rest } = paged;
  const confirmRemove = (ids: string[]) => confirm({ run: () => remove.mutateAsync(ids), onDone: () => unselect(ids) });
  return {
    ...rest,
    records: rest.records as unknown as R[],
    selected: rest.selected as unknown as R[],
    confirmRemove,
  };
}
