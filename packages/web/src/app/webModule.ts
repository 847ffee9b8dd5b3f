import type { Text } from '@pharma/contract';
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
}

export const defineWebModule = (module: WebModule): WebModule => module;
