import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Filters } from '../../../crud/api.ts';
import { assembleRows, type LazyRow, levelsAround, parentsById, rootId } from './lazyTree.ts';

export type LevelLoader<T> = (parentId: string, filters: Filters) => Promise<T[] | null>;

/**
 * A tree table whose children load when a row is first expanded (one `?parentId=` call per level), under the query
 * key `[key, 'level', parentId, filters]`. A search asks the root level with the filters and shows the flat matches.
 * After a write, `reload` refetches just the levels it touched.
 */
export function useLazyTree<T extends LazyRow>(key: string, load: LevelLoader<T>) {
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const searching = Object.keys(filters).length > 0;
  const parentIds = searching ? [rootId] : [rootId, ...expanded];

  const results = useQueries({
    queries: parentIds.map((parentId) => {
      const levelFilters = parentId === rootId ? filters : {};
      return {
        queryKey: [key, 'level', parentId, levelFilters],
        queryFn: async () => (await load(parentId, levelFilters)) ?? [],
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
          client.invalidateQueries({ queryKey: [key, 'level', level] }),
        ),
      ),
  };
}
