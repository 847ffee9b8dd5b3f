import type { menuCalls, QueryIn } from '@pharma/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Filters } from '../../../crud/api.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { assembleRows, type LazyRow, levelsAround, parentsById, rootId } from './lazyTree.ts';

/** The one-level reads a lazy tree is made of: menus and buttons, or menus only (the scope screens'). */
export type LevelCall = typeof menuCalls.lazyList | typeof menuCalls.lazyMenuList;

/**
 * A tree table whose children load when a row is first expanded (one `?parentId=` call per level), each level keyed
 * by the call and what it asks (`callKey`, so a write to the menus' folder refreshes them too). A search asks the
 * root level with the filters and shows the flat matches. After a write, `reload` refetches just the levels it
 * touched. The levels are as many as the rows opened, so they are built here with `useQueries`, not `useCall`.
 */
export function useLazyTree<T extends LazyRow>(call: LevelCall) {
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const searching = Object.keys(filters).length > 0;
  const parentIds = searching ? [rootId] : [rootId, ...expanded];

  const results = useQueries({
    queries: parentIds.map((parentId) => {
      const query = { ...(parentId === rootId ? filters : {}), parentId } as QueryIn<LevelCall>;
      return {
        queryKey: callKey(call, query),
        queryFn: async () => ((await callApi(call, { query })) ?? []) as T[],
      };
    }),
  });
  const levels = new Map<string, T[]>();
  parentIds.forEach((parentId, i) => {
    const data = results[i]?.data;
    if (data) levels.set(parentId, data);
  });
  const parents = parentsById(levels);

  return {
    rows: assembleRows(levels, searching),
    loading: results.some((r) => r.isFetching),
    searching,
    expandedRowKeys: searching ? [] : expanded,
    onExpand: (open: boolean, row: T) =>
      setExpanded((keys) => (open ? [...keys.filter((k) => k !== row.id), row.id] : keys.filter((k) => k !== row.id))),
    /** A new search (or `{}`: back to the tree) starts with everything collapsed. */
    search: (next: Filters) => {
      setFilters(next);
      setExpanded([]);
    },
    /** Opens a row (after adding its first child, so the new row is in sight). */
    reveal: (id: string) => setExpanded((keys) => (keys.includes(id) || id === rootId ? keys : [...keys, id])),
    parentOf: (id: string) => parents.get(id),
    /** Refetches the levels under these parents and the levels holding them (a search refetches its matches). */
    reload: (changedParents: readonly string[]) =>
      Promise.all(
        levelsAround(searching ? [...changedParents, rootId] : changedParents, parents).map((level) =>
          // A level under any search: the key's query is matched in part.
          client.invalidateQueries({ queryKey: callKey(call, { parentId: level }) }),
        ),
      ),
  };
}
