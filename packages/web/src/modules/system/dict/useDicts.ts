import { type DictKind, type DictRecord, dictCalls } from '@pharma/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Filters } from '../../../crud/api.ts';
import type { Paging } from '../../../crud/usePaging.ts';
import { invalidateDict } from '../../../dict/useDict.ts';
import { invalidateCalls, useCall, useCallPage } from '../../../lib/useCall.ts';
import { asQuery, type DictBody, dictApi } from './dict.api.ts';

/**
 * Server state of the dictionary screens, keyed by the declared calls of the kind (lib/useCall.ts; the selects'
 * cache is src/dict's). Every write refreshes the kind's folder and the selects and tags of the codes it touched.
 */

/** The tree page's rows: dictionaries with their entries below (leaves carry no `children`, so no expander). */
export function useDictTree(kind: DictKind, filters: Filters) {
  return useCallPage(dictCalls[kind].list, asQuery(filters), { select: (rows) => (rows ?? []).map(asTreeRow) });
}

function asTreeRow(row: DictRecord): DictRecord {
  const { children, ...rest } = row;
  const entries = (children ?? []).map(({ children: _none, ...entry }) => entry);
  return entries.length > 0 ? { ...rest, children: entries } : rest;
}

export function useParentPage(kind: DictKind, paging: Paging, filters: Filters) {
  return useCallPage(dictCalls[kind].parentList, asQuery({ ...filters, ...paging }));
}

export function useChildPage(kind: DictKind, parentId: string | undefined, paging: Paging, filters: Filters) {
  // child-list answers a dictionary's entries whole, as BladeX does (both Sabers read it so); the table pages them.
  const entries = useCallPage(dictCalls[kind].childList, asQuery({ ...filters, parentId: parentId ?? '' }), {
    enabled: Boolean(parentId),
  });
  const { current, size } = paging;
  const data = useMemo(
    () => (entries.data ? pageOfEntries(entries.data, { current, size }) : undefined),
    [entries.data, current, size],
  );
  return { data, isFetching: entries.isFetching };
}

/** One page of a dictionary's entries, in the list reply's shape the tables read. */
export function pageOfEntries(entries: readonly DictRecord[], { current, size }: Paging) {
  const records = entries.slice((current - 1) * size, current * size);
  return { records, total: entries.length, current, size, pages: Math.ceil(entries.length / size) };
}

/** The stored row (labels as stored, not translated) for the edit dialogs; always fresh. */
export function useDictDetail(kind: DictKind, id: string | undefined) {
  return useCall(dictCalls[kind].detail, { id: id ?? '' }, { enabled: Boolean(id), refetchOnMount: 'always' });
}

/**
 * submit and remove. `codes` are the dictionaries a write touched (a parent whose code changed: the old and the
 * new one); their selects and tags read again.
 */
export function useDictWrites(kind: DictKind) {
  const api = useMemo(() => dictApi(kind), [kind]);
  const client = useQueryClient();
  const refresh = (codes: readonly string[]) =>
    Promise.all([
      // The lists, the details and crud/ViewDialog's detail, all under the kind's folder.
      invalidateCalls(client, dictCalls[kind].list),
      ...[...new Set(codes)].map((code) => invalidateDict(client, kind, code)),
    ]);
  const submit = useMutation({
    mutationFn: ({ body }: { body: DictBody; codes: readonly string[] }) => api.submit(body),
    onSuccess: (_, { codes }) => refresh(codes),
  });
  const remove = useMutation({
    mutationFn: (rows: readonly Pick<DictRecord, 'id' | 'code'>[]) => api.remove(rows.map((r) => r.id)),
    onSuccess: (_, rows) => refresh(rows.map((r) => r.code)),
  });
  return { submit, remove };
}
