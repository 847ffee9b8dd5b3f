import type { ResourceDef, Text } from '@pharma/contract';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router';
import { withTimeout } from './lazy.ts';

/**
 * Menu path → lazy page. The server's menu decides what a user may open; this registry decides what renders
 * there. Generic resources register a CrudPage from their declaration; modules register their own screens with
 * `registerPage('/system/xyz', () => import('./XyzPage'))` (a module with a default export, as React.lazy wants).
 */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageEntry {
  /** The registered path or pattern (`/work/process/leave/form/:processDefinitionId`). */
  path: string;
  load: PageLoader;
  /** true (default): the path must be in the user's menu; false: any signed-in user may open it (detail pages). */
  requireMenu: boolean;
  /**
   * true: each query string opens its own tab (a detail page that takes its id from `?id=`); false (default): the
   * query is the page's own state (filters) and the tab keeps the latest one.
   */
  tabPerQuery: boolean;
  /** A page outside the menu (a form, a detail): the title of its tab, which no menu item gives it. */
  title?: Text;
}

const entries = new Map<string, PageEntry>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();
/** The pages whose chunk has arrived (the route loader fetches it before the navigation commits). */
const arrived = new Map<string, PageModule>();

export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function registerPage(
  path: string,
  load: PageLoader,
  options: { requireMenu?: boolean; tabPerQuery?: boolean; title?: Text } = {},
): void {
  const key = normalizePath(path);
  entries.set(key, {
    path: key,
    load,
    requireMenu: options.requireMenu ?? true,
    tabPerQuery: options.tabPerQuery ?? false,
    ...(options.title ? { title: options.title } : {}),
  });
  components.delete(key);
  arrived.delete(key);
}

/** The entry for a location: an exact path first, then patterns with `:params`. */
export function findPage(pathname: string): PageEntry | undefined {
  const path = normalizePath(pathname);
  const exact = entries.get(path);
  if (exact) return exact;
  for (const entry of entries.values()) {
    if (entry.path.includes(':') && matchPath(entry.path, path)) return entry;
  }
  return undefined;
}

/** The route loader has fetched the page's chunk: its first render needs no wait. */
export function pageArrived(entry: PageEntry, module: PageModule): void {
  arrived.set(entry.path, module);
}

/**
 * A module already at hand, as a thenable that answers at once: React.lazy then renders the page in the same pass
 * instead of suspending for a promise that is already settled (a fallback commit and a second render, issue 37).
 */
const atHand = (module: PageModule) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes, and this one must answer at once
  ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;

/** One lazy component per entry, created once so React keeps the mounted page when it re-renders. */
export function lazyPage(entry: PageEntry): LazyExoticComponent<ComponentType> {
  let component = components.get(entry.path);
  if (!component) {
    const ready = arrived.get(entry.path);
    component = lazy(ready ? () => atHand(ready) : withTimeout(entry.load));
    components.set(entry.path, component);
  }
  return component;
}

/** Drops the entry's lazy component, so the next render loads its chunk afresh (a retry after a failed load). */
export function forgetPage(entry: PageEntry): void {
  components.delete(entry.path);
  arrived.delete(entry.path);
}

/** Registers a CrudPage for every declared resource that names a page path. */
export function registerResourcePages(defs: readonly ResourceDef[]): void {
  for (const def of defs) {
    if (!def.page) continue;
    registerPage(def.page, () =>
      import('../crud/CrudPage.tsx').then((m) => ({ default: () => createElement(m.CrudPage, { def }) })),
    );
  }
}

/** For tests: forget every registration. */
export function clearPages(): void {
  entries.clear();
  components.clear();
  arrived.clear();
}
