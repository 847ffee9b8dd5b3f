import type { MenuNode } from '@pharma/contract';
import { routeOf } from '../menuTree.ts';

/** A menu item the search found: where it goes, its name and the names from the top down to it. */
export interface MenuHit {
  node: MenuNode;
  route: string;
  title: string;
  /** Names from the top-level menu down to the item itself, e.g. ['系统管理', '参数管理']. */
  trail: string[];
}

/** The typed text as it is compared: trimmed and lower-cased (locale-independent, as the names are). */
export function normalizeQuery(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Spec §2: the menu search matches a NAME PREFIX, case-insensitively, in the current language (`title` gives the
 * name as the user reads it). Only leaves are results: they are what opens a page; a leaf without a path opens
 * nothing and a route listed twice is listed once. Empty text lists every leaf, so the overlay doubles as a
 * browsable index of the menu when it opens.
 */
export function searchMenu(nodes: readonly MenuNode[], text: string, title: (node: MenuNode) => string): MenuHit[] {
  const query = normalizeQuery(text);
  const hits: MenuHit[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly MenuNode[], above: string[]) => {
    for (const node of list) {
      const name = title(node);
      if (node.children?.length) {
        walk(node.children, [...above, name]);
        continue;
      }
      const route = node.path ? routeOf(node) : '';
      if (!route || seen.has(route)) continue;
      if (!name.toLowerCase().startsWith(query)) continue;
      seen.add(route);
      hits.push({ node, route, title: name, trail: [...above, name] });
    }
  };
  walk(nodes, []);
  return hits;
}
