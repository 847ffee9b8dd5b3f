import type { TreeNode } from '@pharma/contract';

/**
 * Builds a forest from rows that point at their parent: sorted by `sort`, then id; a row whose parent is absent
 * becomes a root (a granted child shows even when its parent is not granted).
 */
export function forest<T extends { id: string; parentId: string; sort?: number | null; children?: T[] }>(
  nodes: T[],
): T[] {
  const sorted = [...nodes].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id.localeCompare(b.id));
  const byId = new Map(sorted.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of sorted) {
    const parent = node.parentId === node.id ? undefined : byId.get(node.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

/**
 * Rows as TreeNodes (title from `titleOf`), as a forest; each node says whether it has children (`hasChildren`), as
 * BladeX's TreeNode does and its clients' tree tables read. A lazy tree, which loads one level, overrides it with
 * whether the node has children below that level.
 */
export function treeOf<T extends { id: string; parentId: string; sort?: number }>(
  rows: T[],
  titleOf: (row: T) => string,
): TreeNode[] {
  return forest(
    rows.map(
      (r) =>
        ({ id: r.id, parentId: r.parentId, sort: r.sort, title: titleOf(r), key: r.id, value: r.id }) as TreeNode & {
          sort?: number;
        },
    ),
  ).map(stripSort);
}

function stripSort(node: TreeNode & { sort?: number }): TreeNode {
  const { sort: _sort, children, ...rest } = node;
  return children?.length
    ? { ...rest, hasChildren: true, children: children.map(stripSort) }
    : { ...rest, hasChildren: false };
}
