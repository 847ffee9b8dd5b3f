import type { ResourceDef } from '@pharma/contract';
import { exportSourceOf, registerExportSource } from '../excel/sources.ts';
import type { App } from '../types.ts';
import { crudExportSource } from './export-source.ts';
import { crudRoutes } from './routes.ts';
import { type CrudService, crudService } from './service.ts';

/**
 * Gives every declared resource its four calls and its export. A module that adds behaviour passes its own service
 * (built with hooks); every other resource gets the plain one, so a declaration alone is a working API.
 */
export function registerResources(app: App, declared: ResourceDef[], custom: CrudService[] = []): CrudService[] {
  const byName = new Map(custom.map((s) => [s.def.name, s]));
  return declared.map((def) => {
    const service = byName.get(def.name) ?? crudService(def);
    crudRoutes(app, service);
    // A module that registered its own export of the resource (a refined one) keeps it.
    if (!exportSourceOf(def.name)) registerExportSource(crudExportSource(service));
    return service;
  });
}
