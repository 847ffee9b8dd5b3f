import { type DictKind, type DictRecord, dictKinds } from '@pharma/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Filters } from '../../../crud/api.ts';
import type { Paging } from '../../../crud/usePaging.ts';
import { invalidateDict } from '../../../dict/useDict.ts';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { type DictBody, dictApi } from './dict.api.ts';

/**
 * Server state of the dictionary screens, under ['dicts', kind] (['dict', …] is the selects' cache, see
 * src/dict). Every write refreshes the screens' lists and the selects and tags of the codes it touched.
 */

function useApi(kind: DictKind) {
  return useMemo(() => dictApi(kind), [kind]);
}

/** The tree page's rows: dictionaries with their entries below (leaves carry no `children`, so no expander). */
export function useDictTree(kind: DictKind, filters: Filters) {
  const api = useApi(kind);
  return useQuery({
    queryKey: ['dicts', kind, 'list', filters],
    queryFn: async () => (await api.list(filters)).map(asTreeRow),
    placeholderData: keepPreviousData,
  });
}

function asTreeRow(row: DictRecord): DictRecord {
  const { children, ...rest } = row;
  const entries = (children ?? []).map(({ children: _none, ...entry }) => entry);
  return entries.length > 0 ? { ...rest, children: entries } : rest;
}

export function useParentPage(kind: DictKind, paging: Paging, filters: Filters) {
  const api = useApi(kind);
  return useQuery({
    queryKey: ['dicts', kind, 'parents', paging, filters],
    queryFn: () => api.parentList({ ...filters, ...paging }),
    placeholderData: keepPreviousData,
  });
}

export function useChildPage(kind: DictKind, parentId: string | undefined, paging: Paging, filters: Filters) {
  const api = useApi(kind);
  return useQuery({
    queryKey: ['dicts', kind, 'children', parentId, paging, filters],
    // child-list answers a dictionary's entries whole, as BladeX does (both Sabers read it so); the table pages them.
    queryFn: async () => pageOfEntries((await api.childList({ ...filters, parentId: parentId! })) ?? [], paging),
    enabled: Boolean(parentId),
    placeholderData: keepPreviousData,
  });
}

/** One page of a dictionary's entries, in the list reply's shape the tables read. */
export function pageOfEntries(entries: readonly DictRecord[], { current, size }: Paging) {
  const records = entries.slice((current - 1) * size, current * size);
  return { records, total: entries.length, current, size, pages: Math.ceil(entries.length / size) };
}

/** The stored row (labels as stored, not translated) for the edit dialogs; always fresh. */
export function useDictDetail(kind: DictKind, id: string | undefined) {
  const api = useApi(kind);
  return useQuery({
    queryKey: ['dicts', kind, 'detail', id],
    queryFn: () => api.detail(id!),
    enabled: Boolean(id),
    refetchOnMount: 'always',
  });
}

/**
 * submit and remove. `codes` are the dictionaries a write touched (a parent whose code changed: the old and the
 * new one); their selects and tags read again.
 */
export function useDictWrites(kind: DictKind) {
  const api = useApi(kind);
  const client = useQueryClient();
  const refresh = (codes: readonly string[]) =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['dicts', kind] }),
      // crud/ViewDialog's detail.
      invalidateFolders(client, dictKinds[kind].api),
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
