import type { ResourceDef } from '../kit/resource.ts';
import { clientMessages, clientResource } from './system/client.ts';
import { type GrayVersionReply, grayMessages, grayResource } from './system/gray.ts';
import { paramResource } from './system/param.ts';
import { postCategories, postResource } from './system/post.ts';
import { topMenuResource } from './system/topmenu.ts';
import { tenantPackageResource } from './tenant/package.ts';

export type { GrayVersionReply };
export {
  clientMessages,
  clientResource,
  grayMessages,
  grayResource,
  paramResource,
  postCategories,
  postResource,
  tenantPackageResource,
  topMenuResource,
};

/**
 * Every declared resource. The server gives each its table, its four calls and its menu with buttons; the browser
 * gives each its screen. Adding a declaration here is all a plain CRUD screen needs (see docs/extending.md).
 */
export const resources: ResourceDef[] = [
  paramResource,
  postResource,
  tenantPackageResource,
  topMenuResource,
  clientResource,
  grayResource,
];

export function resourceByName(name: string): ResourceDef {
  const def = resources.find((r) => r.name === name);
  if (!def) throw new Error(`No resource is declared as ${name}`);
  return def;
}
