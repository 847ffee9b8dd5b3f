/** Pure helpers of a lazily loaded tree table (menus, scope menus): levels fetched one parent at a time. */

export interface LazyRow {
  id: string;
  parentId: string;
  hasChildren?: boolean;
}

/** A table row: `children` is `[]` for a row whose level is not loaded yet (antd still draws its expander). */
export type TreeRow<T> = T & { children?: TreeRow<T>[] };

export const rootId = '0';

/**
 * The rows the table shows from the levels loaded so far (parent id → its rows). A row with `hasChildren` gets
 * its loaded level, or an empty one until then; a leaf gets no `children` at all (no expander). `flat` (a search):
 * the root level's matches only, none of them expandable.
 */
export function assembleRows<T extends LazyRow>(
  levels: ReadonlyMap<string, readonly T[]>,
  flat: boolean,
): TreeRow<T>[] {
  const strip = (row: T): TreeRow<T> => {
    // The server may send its own `children`; the table must see only what is assembled here.
    const { children: _ignored, ...rest } = row as T & { children?: unknown };
    return rest as TreeRow<T>;
  };
  const build = (parentId: string, seen: ReadonlySet<string>): TreeRow<T>[] =>
    (levels.get(parentId) ?? []).map((row) => {
      const plain = strip(row);
      if (flat || !row.hasChildren) return plain;
      // A row that turns up among its own ancestors (a broken tree) stops there instead of looping.
      const children = seen.has(row.id) ? [] : build(row.id, new Set([...seen, row.id]));
      return { ...plain, children };
    });
  return build(rootId, new Set([rootId]));
}

/** Every loaded row by id, to find a row's parent. */
export function parentsById(levels: ReadonlyMap<string, readonly LazyRow[]>): Map<string, string> {
  const parents = new Map<string, string>();
  for (const rows of levels.values()) for (const row of rows) parents.set(row.id, row.parentId);
  return parents;
}

/**
 * The levels a write touches: those that gain or lose rows (the given parents) and the levels holding those
 * parents, whose `hasChildren` may have flipped (a first child added, the last one removed).
 */
export function levelsAround(parentIds: readonly string[], parents: ReadonlyMap<string, string>): string[] {
  const levels = new Set<string>();
  for (const id of parentIds) {
    levels.add(id);
    if (id !== rootId) levels.add(parents.get(id) ?? rootId);
  }
  return [...levels];
}
