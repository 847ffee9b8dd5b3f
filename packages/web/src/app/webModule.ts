import type { Text } from '@pharma/contract';
import type { ComponentType } from 'react';
import type { RouteHandle } from './guard.ts';
import type { PageLoader } from './pageRegistry.ts';

/** A page a module adds for a menu path: its loader, or the loader with its registry options. */
export type ModulePage =
  | PageLoader
  | {
      load: PageLoader;
      requireMenu?: boolean;
      tabPerQuery?: boolean /** its tab's title, off the menu */;
      title?: Text;
    };

/**
 * What a module of the console brings: the screens it builds by hand, by menu path. Declared resources need no
 * entry (their CrudPage comes from the contract). `modules/index.ts` lists every module once; the page registry is
 * filled from that list, and only loaders are stored, so no page code enters the first bundle.
 */
export interface WebModule {
  name: string;
  pages: Record<string, ModulePage>;
  /**
   * Signed-in routes that are not menu items (字典管理's two layouts): their path, their tab, and their component
   * loaded when first visited.
   */
  routes?: ReadonlyArray<{ path: string; tag: NonNullable<RouteHandle['tag']>; load: () => Promise<ComponentType> }>;
}

export const defineWebModule = (module: WebModule): WebModule => module;
