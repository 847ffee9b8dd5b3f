import { detailQuery, idValue, removeQuery, sayShared } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { removeRoles, roleDetail, roleList, roleTree, saveRole } from './role.service.ts';
import { replaceGrants } from './role-grant.service.ts';
import { rolePage, roleTreeById, userRoles } from './role-read.service.ts';

const roleBody = z.object({
  id: idValue(sayShared('badIds')).optional(),
  roleName: z.string().max(255).nullable().optional(),
  roleAlias: z.string().max(255).nullable().optional(),
  parentId: z
    .union([idValue(sayShared('badIds')), z.literal('')])
    .nullable()
    .optional(),
  sort: z.coerce.number().int().nullable().optional(),
});
/** Adding needs role_add, changing an existing role role_edit. */
const addOrEdit = (req: { body?: unknown }) =>
  (req.body as { id?: unknown } | undefined)?.id ? 'role_edit' : 'role_add';
const _split = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s));

/** 角色管理 (blade-system/role): reads, writes and the v2 calls; the grant calls live in role-grant.routes.ts. */
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
      config: { permission: addOrEdit },
      schema: { tags, summary: 'Add (no id) or update a role', body: roleBody },
    },
    async (req) => {
      const { record, created } = await saveRole(ctxOf(req), req.body);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/remove`,
    { config: { permission: 'role_delete' }, schema: { tags, summary: 'Delete roles', querystring: removeQuery } },
    async (req) => ok(req, await removeRoles(ctxOf(req), req.query.ids), 'removed'),
  );
  app.post(
    `${base}/remove_v2`,
    {
      config: { permission: 'role_delete' },
      schema: { tags, summary: 'Delete roles (as remove)', querystring: removeQuery },
    },
    async (req) => ok(req, await removeRoles(ctxOf(req), req.query.ids), 'removed'),
  );
  app.post(
    `${base}/submit_v2`,
    {
      config: { permission: addOrEdit },
      schema: {
        tags,
        summary: 'Add or update a role and (when menuIds is given) replace its menus, in one transaction',
        body: roleBody.extend({
          menuIds: z
            .array(idValue(sayShared('badIds')))
            .nullable()
            .optional(),
        }),
      },
    },
    async (req) => {
      const { menuIds, ...input } = req.body;
      const { record, created } = await saveRole(
        ctxOf(req),
        input,
        menuIds == null
          ? undefined
          : (txCtx, roleId) => replaceGrants(txCtx, [roleId], { menu: menuIds }).then(() => {}),
      );
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.get(
    `${base}/listByPage_v2`,
    {
      config: { permission: 'role' },
      schema: {
        tags,
        summary: 'Roles of a tenant as a flat page (tenantId only for the platform administrator)',
        querystring: z
          .object({
            current: z.string().optional(),
            size: z.string().optional(),
            roleName: z.string().optional(),
            roleAlias: z.string().optional(),
            tenantId: z.string().max(12).optional(),
          })
          .loose(),
      },
    },
    async (req) => ok(req, await rolePage(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/tree_v2`,
    {
      config: { permission: 'role' },
      schema: {
        tags,
        summary: 'Roles as TreeNodes (tenantId only for the platform administrator)',
        querystring: z.object({ tenantId: z.string().max(12).optional() }),
      },
    },
    async (req) => ok(req, await roleTree(ctxOf(req), req.query.tenantId || undefined)),
  );
  app.get(
    `${base}/tree-by-id`,
    {
      config: { permission: 'role' },
      schema: {
        tags,
        summary: 'A role and its descendants as TreeNodes',
        querystring: z.object({ roleId: idValue(sayShared('recordNotFound')) }),
      },
    },
    async (req) => ok(req, await roleTreeById(ctxOf(req), req.query.roleId)),
  );
  app.get(
    `${base}/select`,
    {
      config: { permission: 'role' },
      schema: {
        tags,
        summary: 'The roles a user of the tenant holds',
        querystring: z.object({ userId: idValue(sayShared('recordNotFound')) }),
      },
    },
    async (req) => ok(req, await userRoles(ctxOf(req), req.query.userId)),
  );
}
