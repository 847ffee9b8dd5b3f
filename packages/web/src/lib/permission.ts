import type { ButtonNode } from '@pharma/contract';

/** Granted button codes as Saber keeps them: `{param_add: true, …}`. */
export type PermissionMap = Record<string, boolean>;

/** The buttons reply carries menus with their buttons as children; every leaf is a granted button code. */
export function toPermissionMap(nodes: readonly ButtonNode[] | null | undefined): PermissionMap {
  const map: PermissionMap = {};
  const walk = (list: readonly ButtonNode[]) => {
    for (const node of list) {
      if (node.children?.length) walk(node.children);
      else if (node.code) map[node.code] = true;
    }
  };
  walk(nodes ?? []);
  return map;
}

export function can(map: PermissionMap, code: string): boolean {
  return map[code] === true;
}
