import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { recordSchema } from '../../kit/crud.ts';
import {
  detailQuery,
  idValue,
  pageReply,
  removeQuery,
  sharedZodMessage,
  submitSchema,
  tenantQuery,
} from '../../kit/schema.ts';
import { treeReply } from '../../kit/tree.ts';
import { roleCodes as codes, roleResource } from './role.ts';

/** A role as the calls send it (`parentId` '0' is a top-level one). */
export const roleRecord = recordSchema(roleResource).extend({
  parentId: z.string(),
  roleName: z.string(),
  roleAlias: z.string(),
  sort: z.number(),
  tenantId: z.string(),
});
export type Role = z.infer<typeof roleRecord> & { children?: Role[] };

/** role/list: the tree; each role carries its sub-roles. */
const roleNode: z.ZodType<Role> = roleRecord.extend({
  get children() {
    return z.array(roleNode).optional();
  },
});

/**
 * The submit body, from the declaration. `parentId` may also be '' (the top level, as the screen and BladeX
 * clients send it) besides an id or '0'; typed as the kit types an id field (a string in, a string out).
 */
const topLevelOrId = z.union([idValue(), z.literal('')]) as unknown as z.ZodType<string, string>;
const roleBody = submitSchema(roleResource).safeExtend({ parentId: topLevelOrId.nullable().optional() });

const ids = z.array(idValue());
/** A missing or null list means "none of that kind", as an empty one. */
const grantList = ids.nullable().optional();
const roleIds = ids.min(1, { error: sharedZodMessage('selectOne') });
/** The roles whose grants a read reports, comma-joined; anything but an id is left out. */
const roleIdsQuery = z.object({ roleIds: z.string().default('') });

/** What the caller may grant (menu/grant-tree), each kind as a tree: scopes hang under the menus they belong to. */
const grantTrees = z.object({ menu: treeReply, dataScope: treeReply, apiScope: treeReply });
/** What roles hold now (menu/role-tree-keys): ids of each kind. */
const grantKeys = z.object({
  menu: z.array(z.string()),
  dataScope: z.array(z.string()),
  apiScope: z.array(z.string()),
});
const rolesGranted = z.number().describe('roles whose grants were replaced');

/**
 * 角色管理 (blade-system/role): the roles, their grants (and the grant dialog's reads under blade-system/menu), and
 * the platform administrator's mount-tenant. The parent picker (tree) serves every signed-in user.
 */
export const roleCalls = {
  list: defineCall({
    method: 'GET',
    path: 'blade-system/role/list',
    summary: 'Roles of the tenant as a tree',
    permission: codes.menu,
    query: z
      .object({ roleName: z.string().optional(), roleAlias: z.string().optional() })
      .extend(tenantQuery.shape)
      .loose(),
    reply: z.array(roleNode),
  }),
  tree: defineCall({
    method: 'GET',
    path: 'blade-system/role/tree',
    summary: 'Roles as TreeNodes (tenantId only for the platform administrator)',
    permission: 'authenticated',
    query: z.object({ tenantId: z.string().optional() }),
    reply: treeReply,
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-system/role/detail',
    summary: 'One role',
    permission: codes.menu,
    query: detailQuery,
    reply: roleRecord,
  }),
  submit: defineCall({
    method: 'POST',
    path: 'blade-system/role/submit',
    summary: 'Add (no id) or update a role',
    permission: { add: codes.add, edit: codes.edit },
    body: roleBody,
    reply: roleRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'blade-system/role/remove',
    summary: 'Delete roles',
    permission: codes.delete,
    query: removeQuery,
    reply: z.number().describe('roles removed'),
  }),
  removeV2: defineCall({
    method: 'POST',
    path: 'blade-system/role/remove_v2',
    summary: 'Delete roles (as remove)',
    permission: codes.delete,
    query: removeQuery,
    reply: z.number().describe('roles removed'),
  }),
  submitV2: defineCall({
    method: 'POST',
    path: 'blade-system/role/submit_v2',
    summary: 'Add or update a role and (when menuIds is given) replace its menus, in one transaction',
    permission: { add: codes.add, edit: codes.edit },
    body: roleBody.safeExtend({ menuIds: ids.nullable().optional() }),
    reply: roleRecord,
  }),
  listByPageV2: defineCall({
    method: 'GET',
    path: 'blade-system/role/listByPage_v2',
    summary: 'Roles of a tenant as a flat page (tenantId only for the platform administrator)',
    permission: codes.menu,
    query: z
      .object({
        current: z.string().optional(),
        size: z.string().optional(),
        roleName: z.string().optional(),
        roleAlias: z.string().optional(),
      })
      .extend(tenantQuery.shape)
      .loose(),
    reply: pageReply(roleRecord.extend({ parentName: z.string() })),
  }),
  treeV2: defineCall({
    method: 'GET',
    path: 'blade-system/role/tree_v2',
    summary: 'Roles as TreeNodes (tenantId only for the platform administrator)',
    permission: codes.menu,
    query: tenantQuery,
    reply: treeReply,
  }),
  treeById: defineCall({
    method: 'GET',
    path: 'blade-system/role/tree-by-id',
    summary: 'A role and its descendants as TreeNodes',
    permission: codes.menu,
    query: z.object({ roleId: idValue(sharedZodMessage('recordNotFound')) }),
    reply: treeReply,
  }),
  select: defineCall({
    method: 'GET',
    path: 'blade-system/role/select',
    summary: 'The roles a user of the tenant holds',
    permission: codes.menu,
    query: z.object({ userId: idValue(sharedZodMessage('recordNotFound')) }),
    reply: z.array(z.object({ id: z.string(), roleName: z.string(), roleAlias: z.string() })),
  }),
  /** 现有别名 of the role form (commercial Saber 4): the aliases in use, each once, to pick one quickly. */
  alias: defineCall({
    method: 'GET',
    path: 'blade-system/role/alias',
    summary: "The role aliases of the caller's tenant, each once with a role that has it",
    permission: codes.menu,
    reply: z.array(z.object({ roleName: z.string(), roleAlias: z.string() })),
  }),
  grant: defineCall({
    method: 'POST',
    path: 'blade-system/role/grant',
    summary: 'Replace the menus, data scopes and API scopes of roles',
    permission: codes.grant,
    body: z.object({ roleIds, menuIds: grantList, dataScopeIds: grantList, apiScopeIds: grantList }),
    reply: rolesGranted,
  }),
  grantMenuV2: defineCall({
    method: 'POST',
    path: 'blade-system/role/grantMenu-v2',
    summary: 'Replace the menus of roles',
    permission: codes.grant,
    body: z.object({ roleIds, menuIds: grantList }),
    reply: rolesGranted,
  }),
  grantDataScopeV2: defineCall({
    method: 'POST',
    path: 'blade-system/role/grantDataScope-v2',
    summary: 'Replace the data scopes of roles',
    permission: codes.grant,
    body: z.object({ roleIds, dataScopeIds: grantList }),
    reply: rolesGranted,
  }),
  grantMenuScopeV2: defineCall({
    method: 'POST',
    path: 'blade-system/role/grantMenuScope-v2',
    summary: 'Replace the API scopes of roles',
    permission: codes.grant,
    body: z.object({ roleIds, apiScopeIds: grantList }),
    reply: rolesGranted,
  }),
  mountTenant: defineCall({
    method: 'POST',
    path: 'blade-system/role/mount-tenant',
    summary: 'Copy roles with their grants (bounded by each package) into tenants',
    permission: 'administrator',
    body: z.object({
      roleIds,
      /** Tenants by their business key (tenant_id, e.g. 200001); a tenant's row id is accepted too. */
      tenantIds: z.array(z.string().trim().min(1).max(19)).min(1, { error: sharedZodMessage('selectOne') }),
    }),
    reply: z.object({
      created: z.number().describe('role copies made'),
      skipped: z.number().describe('roles a tenant already had (by alias)'),
    }),
  }),
  grantTree: defineCall({
    method: 'GET',
    path: 'blade-system/menu/grant-tree',
    summary: 'What the caller may grant: menus, data scopes and API scopes as trees',
    permission: codes.grant,
    reply: grantTrees,
  }),
  roleTreeKeys: defineCall({
    method: 'GET',
    path: 'blade-system/menu/role-tree-keys',
    summary: 'The menus, data scopes and API scopes the given roles hold',
    permission: codes.grant,
    query: roleIdsQuery,
    reply: grantKeys,
  }),
  grantMenuScopeKeysV2: defineCall({
    method: 'GET',
    path: 'blade-system/menu/grant-menu-scope-keys-v2',
    summary: 'The API scopes the given roles hold',
    permission: codes.grant,
    query: roleIdsQuery,
    reply: grantKeys.pick({ apiScope: true }),
  }),
};
