import { idValue, sayShared } from '@pharma/contract';
import { z } from 'zod';
import { splitIds as split } from '../../../platform/context.ts';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { grantTree } from './grant-tree.service.ts';
import { type GrantLists, grantRoles, roleTreeKeys } from './role-grant.service.ts';
import { mountTenant } from './role-mount.service.ts';

const ids = z.array(idValue(sayShared('badIds')));
/** A missing or null list means "none of that kind", as an empty one. */
const list = ids.nullable().optional();
const roleIds = ids.min(1, { error: sayShared('selectOne') });

/** Role grants (blade-system/role grant calls and mount-tenant) and the menu calls the grant dialog reads. */
export function roleGrantRoutes(app: App) {
  const base = '/api/blade-system/role';
  const tags = ['blade-system'];
  const grantCall = <K extends string>(path: string, summary: string, keys: Record<K, keyof GrantLists>) => {
    const shape = Object.fromEntries(Object.keys(keys).map((k) => [k, list])) as Record<K, typeof list>;
    app.post(
      `${base}/${path}`,
      { config: { permission: 'role_grant' }, schema: { tags, summary, body: z.object({ roleIds, ...shape }) } },
      async (req) => {
        const body = req.body as { roleIds: string[] } & Record<K, string[] | null | undefined>;
        const lists: GrantLists = {};
        for (const [field, kind] of Object.entries(keys) as Array<[K, keyof GrantLists]>)
          lists[kind] = body[field] ?? [];
        return ok(req, await grantRoles(ctxOf(req), body.roleIds, lists), 'okBang');
      },
    );
  };
  grantCall('grant', 'Replace the menus, data scopes and API scopes of roles', {
    menuIds: 'menu',
    dataScopeIds: 'dataScope',
    apiScopeIds: 'apiScope',
  });
  grantCall('grantMenu-v2', 'Replace the menus of roles', { menuIds: 'menu' });
  grantCall('grantDataScope-v2', 'Replace the data scopes of roles', { dataScopeIds: 'dataScope' });
  grantCall('grantMenuScope-v2', 'Replace the API scopes of roles', { apiScopeIds: 'apiScope' });

  app.post(
    `${base}/mount-tenant`,
    {
      config: { permission: 'administrator' },
      schema: {
        tags,
        summary: 'Copy roles with their grants (bounded by each package) into tenants',
        body: z.object({
          roleIds,
          tenantIds: z.array(z.string().trim().min(1).max(19)).min(1, { error: sayShared('selectOne') }),
        }),
      },
    },
    async (req) => ok(req, await mountTenant(ctxOf(req), req.body), 'okBang'),
  );

  const menuBase = '/api/blade-system/menu';
  const roleIdsQuery = z.object({ roleIds: z.string().default('') });
  app.get(
    `${menuBase}/grant-tree`,
    {
      config: { permission: 'role_grant' },
      schema: { tags, summary: 'What the caller may grant: menus, data scopes and API scopes as trees' },
    },
    async (req) => ok(req, await grantTree(ctxOf(req))),
  );
  app.get(
    `${menuBase}/role-tree-keys`,
    {
      config: { permission: 'role_grant' },
      schema: {
        tags,
        summary: 'The menus, data scopes and API scopes the given roles hold',
        querystring: roleIdsQuery,
      },
    },
    async (req) => ok(req, await roleTreeKeys(ctxOf(req), split(req.query.roleIds))),
  );
  app.get(
    `${menuBase}/grant-menu-scope-keys-v2`,
    {
      config: { permission: 'role_grant' },
      schema: { tags, summary: 'The API scopes the given roles hold', querystring: roleIdsQuery },
    },
    async (req) => ok(req, { apiScope: (await roleTreeKeys(ctxOf(req), split(req.query.roleIds))).apiScope }),
  );
}
