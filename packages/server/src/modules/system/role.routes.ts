import { z } from 'zod';
import { shared } from '../../platform/crud/message-keys.ts';
import { detailQuery, idValue, removeQuery } from '../../platform/crud/schema.ts';
import { ok } from '../../platform/envelope.ts';
import { ctxOf } from '../../platform/guard.ts';
import type { App } from '../../platform/types.ts';
import {
  grantRoles,
  grantTree,
  removeRoles,
  roleDetail,
  roleList,
  roleTree,
  roleTreeKeys,
  saveRole,
} from './role.service.ts';

const ids = z.array(idValue(shared('badIds')));
const split = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s));

/** 角色管理 (blade-system/role) and the two menu calls its grant dialog reads. */
export function roleRoutes(app: App) {
  const base = '/api/blade-system/role';
  const tags = ['blade-system'];
  app.get(
    `${base}/list`,
    {
      config: { permission: 'role' },
      schema: {
        tags,
        summary: 'Roles of the tenant as a tree',
        querystring: z.object({ roleName: z.string().optional(), roleAlias: z.string().optional() }).loose(),
      },
    },
    async (req) => ok(req, await roleList(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/tree`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Roles as TreeNodes (tenantId only for the platform administrator)',
        querystring: z.object({ tenantId: z.string().optional() }),
      },
    },
    async (req) => ok(req, await roleTree(ctxOf(req), req.query.tenantId)),
  );
  app.get(
    `${base}/detail`,
    { config: { permission: 'role' }, schema: { tags, summary: 'One role', querystring: detailQuery } },
    async (req) => ok(req, await roleDetail(ctxOf(req), req.query.id)),
  );
  app.post(
    `${base}/submit`,
    {
      config: { permission: (req) => ((req.body as { id?: unknown } | undefined)?.id ? 'role_edit' : 'role_add') },
      schema: {
        tags,
        summary: 'Add (no id) or update a role',
        body: z.object({
          id: idValue(shared('badIds')).optional(),
          roleName: z.string().max(255).nullable().optional(),
          roleAlias: z.string().max(255).nullable().optional(),
          parentId: z
            .union([idValue(shared('badIds')), z.literal('')])
            .nullable()
            .optional(),
          sort: z.coerce.number().int().nullable().optional(),
        }),
      },
    },
    async (req) => {
      const { record, created } = await saveRole(ctxOf(req), req.body);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/remove`,
    { config: { permission: 'role_delete' }, schema: { tags, summary: 'Delete roles', querystring: removeQuery } },
    async (req) => ok(req, await removeRoles(ctxOf(req), split(req.query.ids)), 'removed'),
  );
  app.post(
    `${base}/grant`,
    {
      config: { permission: 'role_grant' },
      schema: {
        tags,
        summary: 'Replace the menus (and later the data and API scopes) of roles',
        body: z.object({
          roleIds: ids.min(1, { error: shared('selectOne') }),
          menuIds: ids.nullable().optional(),
          dataScopeIds: ids.nullable().optional(),
          apiScopeIds: ids.nullable().optional(),
        }),
      },
    },
    async (req) => ok(req, await grantRoles(ctxOf(req), req.body), 'okBang'),
  );
  app.get(
    '/api/blade-system/menu/grant-tree',
    {
      config: { permission: 'role_grant' },
      schema: { tags, summary: 'What the caller may grant: menus and buttons as a tree' },
    },
    async (req) => ok(req, await grantTree(ctxOf(req))),
  );
  app.get(
    '/api/blade-system/menu/role-tree-keys',
    {
      config: { permission: 'role_grant' },
      schema: {
        tags,
        summary: 'The grants the given roles hold',
        querystring: z.object({ roleIds: z.string().default('') }),
      },
    },
    async (req) => ok(req, await roleTreeKeys(ctxOf(req), split(req.query.roleIds))),
  );
}
