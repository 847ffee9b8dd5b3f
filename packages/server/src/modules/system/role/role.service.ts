import {
  administratorAlias,
  type BodyOf,
  type QueryOf,
  type Role,
  type roleCalls,
  roleMessages,
  type TreeNode,
} from '@pharma/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { type ScopeOptions, scoped } from '../../../platform/scope.ts';
import { inTenant, perTenant, tenantToAddTo, withTenantNames } from '../../../platform/tenant-reach.ts';
import { forest, treeOf } from '../../../platform/tree.ts';
import { roleAudit } from './role.audit.ts';
import { role, roleMenu, roleScope } from './role.table.ts';

type RoleRow = typeof role.$inferSelect;

/** A role as the calls send it (declared in @pharma/contract). */
export const roleRecord = (ctx: Ctx, row: RoleRow): Role => toRecord(row, ctx.timeZone) as unknown as Role;

/**
 * The live roles of the caller's tenant (another tenant's only for the platform administrator, who picks it, or
 * every tenant's for their list); the platform administrator role is shown only to the administrator.
 */
export async function tenantRoles(
  ctx: Ctx,
  tenantId?: string,
  reach: Pick<ScopeOptions, 'acrossTenants'> = {},
): Promise<RoleRow[]> {
  const rows = await ctx.db
    .select()
    .from(role)
    .where(scoped(ctx, role, { tenantId, ...reach }))
    .orderBy(asc(role.sort), asc(role.id));
  return ctx.isAdministrator ? rows : rows.filter((r) => r.roleAlias !== administratorAlias);
}

/**
 * role/list: the tenant's roles as a tree (the platform administrator's: every tenant's, each tenant's roles a tree
 * of their own, or the one `tenantId` names); a name or alias filter keeps each match with its ancestors.
 */
export async function roleList(ctx: Ctx, filter: QueryOf<typeof roleCalls.list>): Promise<Role[]> {
  const rows = await tenantRoles(ctx, filter.tenantId || undefined, { acrossTenants: true });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const matches = rows.filter(
    (r) =>
      (!filter.roleName || r.roleName.toLowerCase().includes(filter.roleName.toLowerCase())) &&
      (!filter.roleAlias || r.roleAlias.toLowerCase().includes(filter.roleAlias.toLowerCase())),
  );
  const keep = new Set<string>();
  for (const m of matches) {
    for (let at: RoleRow | undefined = m; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
  }
  // Each with its parent's name, as BladeX's RoleVO (the tenant's rows name every parent).
  const shown = rows
    .filter((r) => keep.has(r.id))
    .map((r): Role => ({ ...roleRecord(ctx, r), parentName: byId.get(r.parentId)?.roleName ?? '' }));
  return forest(await withTenantNames(ctx, shown));
}

/** role/tree: TreeNodes for pickers; another tenant's roles only for the platform administrator. */
export async function roleTree(ctx: Ctx, tenantId?: string): Promise<TreeNode[]> {
  return treeOf(await tenantRoles(ctx, tenantId), (r) => r.roleName);
}

/**
 * A live role of the caller's tenant (of any tenant for the platform administrator; the administrator role only for
 * them), else 404.
 */
export async function findRole(ctx: Ctx, id: string): Promise<RoleRow> {
  const [row] = await ctx.db
    .select()
    .from(role)
    .where(and(eq(role.id, id), scoped(ctx, role, { acrossTenants: true })));
  if (!row || (row.roleAlias === administratorAlias && !ctx.isAdministrator)) throw notFound();
  return row;
}

export async function roleDetail(ctx: Ctx, id: string): Promise<Role> {
  return (await withTenantNames(ctx, [roleRecord(ctx, await findRole(ctx, id))]))[0]!;
}

/** A submit's body as its declaration parses it (submit_v2's, without its menus). */
export type RoleInput = BodyOf<typeof roleCalls.submit>;

/** The parent must be a live role of the tenant and not the role itself or one of its descendants. */
async function checkParent(ctx: Ctx, id: string | undefined, parentId: string) {
  if (parentId === '0') return;
  if (id && parentId === id) throw badRequest(roleMessages.parentSelf);
  const rows = await tenantRoles(ctx);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!byId.has(parentId)) throw badRequest(roleMessages.parentMissing);
  for (let at = byId.get(parentId); at; at = byId.get(at.parentId)) {
    if (at.id === id) throw badRequest(roleMessages.parentBelow);
    if (at.parentId === at.id) break;
  }
}

/** Runs inside the role's transaction once the row is written (submit_v2 saves the role's menus there). */
export type AfterRoleWrite = (txCtx: Ctx, roleId: string) => Promise<void>;

/** role/submit: add (no id) or update. Aliases are unique per tenant; `administrator` is the administrator's alone. */
export async function saveRole(ctx: Ctx, input: RoleInput, afterWrite?: AfterRoleWrite) {
  try {
    return await writeRole(ctx, input, afterWrite);
  } catch (error) {
    if (uniqueViolation(error)) throw badRequest(roleMessages.aliasTaken);
    throw error;
  }
}

/**
 * The name and alias arrive trimmed, and present (not blank) where required: the declaration checked them. The
 * parent, the alias's uniqueness and the new row's tenant are the role's own tenant's (for the platform
 * administrator: the tenant they add to, or the edited role's).
 */
async function writeRole(caller: Ctx, input: RoleInput, afterWrite?: AfterRoleWrite) {
  const roleName = input.roleName || undefined;
  const roleAlias = input.roleAlias || undefined;
  if (roleAlias === administratorAlias && !caller.isAdministrator) throw badRequest(roleMessages.aliasReserved);
  const ctx = input.id
    ? inTenant(caller, (await findRole(caller, input.id)).tenantId)
    : await tenantToAddTo(caller, input.tenantId);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
    if (input.id) await findRole(txCtx, input.id);
    if (input.parentId != null) await checkParent(txCtx, input.id, input.parentId || '0');
    if (roleAlias) {
      const [taken] = await tx
        .select({ id: role.id })
        .from(role)
        .where(and(scoped(ctx, role), eq(role.roleAlias, roleAlias), input.id ? ne(role.id, input.id) : undefined));
      if (taken) throw badRequest(roleMessages.aliasTaken);
    }
    const values = {
      ...(roleName ? { roleName } : {}),
      ...(roleAlias ? { roleAlias } : {}),
      ...(input.parentId != null ? { parentId: input.parentId || '0' } : {}),
      ...(input.sort != null ? { sort: input.sort } : {}),
    };
    if (input.id) {
      const [row] = await tx
        .update(role)
        .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
        .where(and(eq(role.id, input.id), scoped(ctx, role)))
        .returning();
      await audit(txCtx, 'role.save', roleAudit.saved(row!, false));
      await afterWrite?.(txCtx, row!.id);
      return { record: roleRecord(ctx, row!), created: false };
    }
    const [row] = await tx
      .insert(role)
      .values({
        roleName: roleName!,
        roleAlias: roleAlias!,
        parentId: input.parentId || '0',
        sort: input.sort ?? 0,
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        updateUser: ctx.userId,
      })
      .returning();
    await audit(txCtx, 'role.save', roleAudit.saved(row!, true));
    await afterWrite?.(txCtx, row!.id);
    return { record: roleRecord(ctx, row!), created: true };
  });
}

/** role/remove: refused while sub-roles or users remain, and never for the platform administrator role. */
export async function removeRoles(caller: Ctx, ids: string[]) {
  const counts = await perTenant(caller, role, ids, removeTenantRoles);
  return counts.reduce((a, b) => a + b, 0);
}

/** Removes roles of the caller's tenant (the administrator placed in the roles' tenant). */
async function removeTenantRoles(ctx: Ctx, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
    const rows = await Promise.all(ids.map((id) => findRole(txCtx, id)));
    if (rows.some((r) => r.roleAlias === administratorAlias)) throw badRequest(roleMessages.protectedRole);
    const [child] = await tx
      .select({ id: role.id })
      .from(role)
      .where(and(inArray(role.parentId, ids), scoped(ctx, role)));
    if (child) throw badRequest(roleMessages.hasChildren);
    // Every user of the tenant counts, whatever the caller's data scopes let them see.
    if (await ctx.registry.answer('anyUserWithRoles')(txCtx, ids)) throw badRequest(roleMessages.hasUsers);
    await tx
      .update(role)
      .set(removedBy(ctx))
      .where(and(inArray(role.id, ids), scoped(ctx, role)));
    await tx.delete(roleMenu).where(inArray(roleMenu.roleId, ids));
    await tx.delete(roleScope).where(inArray(roleScope.roleId, ids));
    await audit(txCtx, 'role.remove', roleAudit.removed(rows));
    return ids.length;
  });
}
