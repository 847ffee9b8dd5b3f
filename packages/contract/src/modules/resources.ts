import type { ResourceDef } from '../kit/resource.ts';
import { authResources } from './auth/index.ts';
import { deskResources } from './desk/index.ts';
import { developResources } from './develop/index.ts';
import { flowResources } from './flow/index.ts';
import { messageResources } from './message/index.ts';
import { purchaseResources } from './purchase/index.ts';
import { reportResources } from './report/index.ts';
import { resourceResources } from './resource/index.ts';
import { salesResources } from './sales/index.ts';
import { systemResources } from './system/index.ts';
import { tenantResources } from './tenant/index.ts';
import { userResources } from './user/index.ts';

/**
 * Every declared resource, module by module. The server gives each its menu with buttons (and the CRUD kit serves
 * those a module lists in its manifest); the browser gives each with a `page` its CrudPage, and every hand-built
 * screen takes its fields from its declaration. See docs/extending.md.
 */
export const resources: ResourceDef[] = [
  ...systemResources,
  ...tenantResources,
  ...userResources,
  ...authResources,
  ...resourceResources,
  ...deskResources,
  ...messageResources,
  ...flowResources,
  ...purchaseResources,
  ...salesResources,
  ...developResources,
  ...reportResources,
];

export function resourceByName(name: string): ResourceDef {
  const def = resources.find((r) => r.name === name);
  if (!def) throw new Error(`No resource is declared as ${name}`);
  return def;
}
