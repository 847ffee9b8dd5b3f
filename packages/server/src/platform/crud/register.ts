import type { ResourceDef } from '@pharma/contract';
import type { Registry } from '../registry.ts';
import type { App } from '../types.ts';
import { crudExportSource } from './export-source.ts';
import { crudRoutes } from './routes.ts';
import { type CrudService, crudService } from './service.ts';

/**
 * Gives each declared resource of a module its four calls, its export and, for a tenant's resource, its data-scope
 * target (scopes may narrow its rows by the department that created them). A resource given as its declaration gets
 * the plain service, so a declaration alone is a working API.
 */
export function registerResources(
  app: App,
  registry: Registry,
  entries: ReadonlyArray<ResourceDef | CrudService>,
): CrudService[] {
  return entries.map((entry) => {
    const service = 'def' in entry ? entry : crudService(entry);
    const { def, table } = service;
    crudRoutes(app, service);
    // A module that registers its own export of the resource (a refined one) keeps it.
    registry.addExportSource(crudExportSource(service), { replace: false });
    if (def.tenant !== false)
      registry.addDataScopeTarget({ code: def.name, name: def.title, columns: { create_dept: 'id' }, table });
    return service;
  });
}
