import { resources } from '@pharma/contract';
import { addScreenTitles } from '../i18n/screenTitles.ts';
import { webModules } from '../modules/index.ts';
import { registerPage, registerResourcePages } from './pageRegistry.ts';
import type { WebModule } from './webModule.ts';

/** Registers a module's hand-built pages (tests register just the module they render). */
export function registerModulePages(module: WebModule): void {
  for (const [path, page] of Object.entries(module.pages)) {
    if (typeof page === 'function') registerPage(path, page);
    else
      registerPage(path, page.load, {
        requireMenu: page.requireMenu,
        tabPerQuery: page.tabPerQuery,
        ...(page.title ? { title: page.title } : {}),
      });
  }
}

/**
 * Fills the page registry behind the guard (loadPages.ts): every screen's title joins the translations, every declared resource
 * gets its CrudPage,
 * then each module registers its own screens (a module's page for a declared resource's path replaces the generic
 * one).
 */
export function registerAllPages(modules: readonly WebModule[] = webModules): void {
  addScreenTitles();
  registerResourcePages(resources);
  for (const module of modules) registerModulePages(module);
}
