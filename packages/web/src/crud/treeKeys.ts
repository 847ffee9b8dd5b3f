import type { TreeNode } from '@pharma/contract';

/** Pure helpers over tree tables' rows (roles, departments, menus) and the server's TreeNodes, for every tree screen. */

type Nested<T> = T & { children?: Nested<T>[] };

function walk<T>(nodes: readonly Nested<T>[], visit: (node: Nested<T>, ancestors: Nested<T>[]) => void): void {
  const go = (list: readonly Nested<T>[], ancestors: Nested<T>[]) => {
    for (const node of list) {
      visit(node, ancestors);
      if (node.children?.length) go(node.children, [...ancestors, node]);
    }
  };
  go(nodes, []);
}

/** Ids of the rows that have sub-roles: the table expands exactly these so the whole tree shows. */
export function parentIds(rows: readonly Nested<{ id: string }>[]): string[] {
  const ids: string[] = [];
  walk(rows, (row) => {
    if (row.children?.length) ids.push(row.id);
  });
  return ids;
}

/** Role names by id, to name a row's parent (the list sends only `parentId`). */
export function namesById(rows: readonly Nested<{ id: string; roleName: string }>[]): Map<string, string> {
  const names = new Map<string, string>();
  walk(rows, (row) => names.set(row.id, row.roleName));
  return names;
}

export interface PickerNode {
  title: string;
  value: string;
  key: string;
  disabled?: boolean;
  children?: PickerNode[];
}

/** The parent picker's tree; on edit the role and its descendants are disabled (a role cannot sit below itself). */
export function parentOptions(nodes: readonly TreeNode[], editing?: string): PickerNode[] {
  const map = (list: readonly TreeNode[], blocked: boolean): PickerNode[] =>
    list.map((node) => {
      const off = blocked || node.id === editing;
      return {
        title: node.title,
        value: node.id,
        key: node.key,
        ...(off ? { disabled: true } : {}),
        ...(node.children?.length ? { children: map(node.children, off) } : {}),
      };
    });
  return map(nodes, false);
}

export function allKeys(nodes: readonly TreeNode[]): string[] {
  const keys: string[] = [];
  walk(nodes, (node) => keys.push(node.key));
  return keys;
}

/**
 * One click in the grant tree. The tree does not cascade by itself (a role may hold a menu without its buttons,
 * and that must survive a save), so the convenience is done here: checking a node checks what is below it and
 * what is above it; unchecking it unchecks what is below it.
 */
export function toggleKey(nodes: readonly TreeNode[], current: readonly string[], key: string, on: boolean): string[] {
  const next = new Set(current);
  walk(nodes, (node, ancestors) => {
    if (node.key !== key) return;
    const below = allKeys(node.children ?? []);
    if (on) for (const k of [node.key, ...below, ...ancestors.map((a) => a.key)]) next.add(k);
    else for (const k of [node.key, ...below]) next.delete(k);
  });
  return [...next];
}

/** What to grant: the checked keys plus every ancestor of one, so a granted button always comes with its menu. */
export function withAncestors(nodes: readonly TreeNode[], checked: readonly string[]): string[] {
  const wanted = new Set(checked);
  const keys = new Set<string>();
  walk(nodes, (node, ancestors) => {
    if (!wanted.has(node.key)) return;
    keys.add(node.key);
    for (const up of ancestors) keys.add(up.key);
  });
  return [...keys];
}

/**
 * What to grant from a scope tab: the checked scope rows only. In `dataScope` and `apiScope` the scopes hang under
 * their menus; the menus are there to group them (checking one checks its scopes) and are never sent as scopes.
 * A scope row is a leaf that is not a menu.
 */
export function scopeIds(
  nodes: readonly TreeNode[],
  checked: readonly string[],
  menuKeys: ReadonlySet<string>,
): string[] {
  const wanted = new Set(checked);
  const ids: string[] = [];
  walk(nodes, (node) => {
    if (wanted.has(node.key) && !node.children?.length && !menuKeys.has(node.key)) ids.push(node.key);
  });
  return ids;
}

/**
 * The keys of the nodes that hold one of `keys` somewhere below them: the branches a folded tree opens so that what is
 * checked shows (issue 35: the grant tree, fully open, was 9,854 px tall).
 */
export function openingKeys(nodes: readonly TreeNode[], keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  const open = new Set<string>();
  walk(nodes, (node, ancestors) => {
    if (wanted.has(node.key)) for (const up of ancestors) open.add(up.key);
  });
  return [...open];
}

/**
 * The tree cut down to the nodes whose title contains `query` (any case), with their ancestors to reach them and
 * their whole subtree; `open` are the branches to unfold so each match shows, and each matched branch itself.
 * A blank query leaves the tree as it is.
 */
export function filterTree(nodes: readonly TreeNode[], query: string): { nodes: TreeNode[]; open: string[] } {
  const needle = query.trim().toLowerCase();
  if (!needle) return { nodes: [...nodes], open: [] };
  const open = new Set<string>();
  const cut = (list: readonly TreeNode[], ancestors: string[]): TreeNode[] =>
    list.flatMap((node) => {
      if (node.title.toLowerCase().includes(needle)) {
        for (const up of ancestors) open.add(up);
        // A matched menu opens too: its buttons are usually what the search was for.
        if (node.children?.length) open.add(node.key);
        return [node];
      }
      const children = cut(node.children ?? [], [...ancestors, node.key]);
      return children.length ? [{ ...node, children }] : [];
    });
  return { nodes: cut(nodes, []), open: [...open] };
}
