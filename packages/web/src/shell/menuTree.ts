import { type MenuNode, pick } from '@pharma/contract';
import { findPage } from '../app/pageRegistry.ts';
import { getCurrentLang, menuTitle } from '../i18n/index.ts';

/** Pure helpers over the server's menu tree, shared by the sidebar, the tabs and the router. */

/**
 * Spec §6: an item shows when it has no roles list or one of the user's role aliases is in it. A hidden parent
 * hides its children with it.
 */
export function filterMenuByRoles(nodes: readonly MenuNode[], roles: readonly string[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    const allowed = node.meta?.roles;
    if (allowed?.length && !allowed.some((r) => roles.includes(r))) continue;
    out.push(node.children ? { ...node, children: filterMenuByRoles(node.children, roles) } : node);
  }
  return out;
}

/** A menu path that is a web address (or an html page) opens inside /myiframe (spec §2). */
export function isExternal(path: string): boolean {
  return /^https?:\/\//i.test(path) || /\.html?$/i.test(path);
}

/** Where the console goes for a menu item: its path, or its iframe route for external pages. */
export function routeOf(node: MenuNode): string {
  return isExternal(node.path) ? `/myiframe/${encodeURIComponent(node.code || node.id)}` : node.path;
}

export function flattenMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children ?? [])]);
}

/** The menu item a console route belongs to (by its path, or by its iframe route). */
export function findMenuByRoute(nodes: readonly MenuNode[], route: string): MenuNode | undefined {
  return flattenMenu(nodes).find((n) => routeOf(n) === route);
}

/** The chain of parents above the item at `route` (for the sidebar's open submenus). */
export function ancestorsOf(nodes: readonly MenuNode[], route: string, trail: MenuNode[] = []): MenuNode[] | undefined {
  for (const node of nodes) {
    if (routeOf(node) === route) return trail;
    const found = node.children && ancestorsOf(node.children, route, [...trail, node]);
    if (found) return found;
  }
  return undefined;
}

/**
 * The item's name in the current language. In Chinese it is the server's name, so a menu renamed in 菜单管理 shows
 * as renamed; in English the console's translation (`route.<code>`) when it has one, else the server's name (which
 * the server gives in English too once the menu is fetched again after a language switch).
 */
export function nodeTitle(node: MenuNode): string {
  if (getCurrentLang() === 'zh' && node.name) return node.name;
  return menuTitle(node.name, node.meta?.i18n || node.code);
}

/**
 * A tab's or page's title: its menu item's name when it has one, else the title its page registered (a form or a
 * detail page off the menu), else the route's own (translated) label.
 */
export function routeTitle(nodes: readonly MenuNode[], route: string, label: string, i18nKey?: string): string {
  const node = findMenuByRoute(nodes, route);
  if (node) return nodeTitle(node);
  const title = findPage(route.split('?')[0]!)?.title;
  return title ? pick(title, getCurrentLang()) : menuTitle(label, i18nKey);
}
