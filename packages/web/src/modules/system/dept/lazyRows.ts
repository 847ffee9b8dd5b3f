import type { Dept } from './dept.api.ts';

/**
 * The lazy tree table's rows from the levels loaded so far (parent id → its lazy-list answer, '0' the top).
 * A department with `hasChildren` gets a `children` array (empty until its level arrives) so the table shows its
 * expand icon; one without gets none, so it shows no icon at all.
 */
export function lazyRows(
  levels: ReadonlyMap<string, readonly Dept[]>,
  parentId = '0',
  seen = new Set<string>(),
): Dept[] {
  return (levels.get(parentId) ?? []).map(({ children: _ignored, ...dept }) => {
    // A department cannot be its own ancestor; the guard keeps a bad answer from looping forever.
    if (!dept.hasChildren || seen.has(dept.id)) return dept;
    return { ...dept, children: lazyRows(levels, dept.id, new Set(seen).add(dept.id)) };
  });
}
