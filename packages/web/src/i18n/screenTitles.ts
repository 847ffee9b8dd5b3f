import { handBuiltScreens, resources } from '@pharma/contract';
import { i18n } from './index.ts';

/**
 * The titles of the declared resources and of the hand-built screens as `route.<code>`, so menus and tabs name them
 * in the current language. Added with the page registry (app/pages.ts), behind the guard: both lists are declared
 * beside their calls' zod schemas, which the login page has no use for. No code is in two of the lists (module menus,
 * resources, screens), so the order they join in does not matter.
 */
export function addScreenTitles(): void {
  for (const lang of ['zh', 'en'] as const)
    i18n.addResources(lang, 'translation', {
      ...Object.fromEntries(resources.map((def) => [`route.${def.name}`, def.title[lang]])),
      ...Object.fromEntries(handBuiltScreens.map((screen) => [`route.${screen.code}`, screen.name[lang]])),
    });
}
