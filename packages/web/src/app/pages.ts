import { resources } from '@pharma/contract';
import { registerSystemPages } from '../modules/system/index.ts';
import { registerResourcePages } from './pageRegistry.ts';

/**
 * Fills the page registry at start-up: every declared resource gets its CrudPage, then each module registers its
 * own screens. Registration stores loaders only, so no page code enters the first bundle.
 */
export function registerAllPages(): void {
  registerResourcePages(resources);
  registerSystemPages();
}
