import { administratorAlias, type QueryOf, type roleCalls, type TreeNode } from '@pharma/contract';
import { and, asc, count, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { splitIds } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { withTenantNames } from '../../../platform/tenant-reach.ts';
import { treeOf } from '../../../platform/tree.ts';
import { findRole, roleRecord, tenantRoles } from './role.service.ts';
import { role } from './role.table.ts';

/** `%`, `_` and `\` typed in a search box are literal characters, not wildcards. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * role/listByPage_v2: the roles of one tenant as a flat page (each with its parent's name). Every tenant's roles, or
 * the one `tenantId` names, only for the platform administrator; everyone else always gets their own tenant.
 */
export async function rolePage(ctx: Ctx, query: QueryOf<typeof roleCalls.listByPageV2>) {
  const ofTenant = () => scoped(ctx, role, { tenantId: query.tenantId || undefined, acrossTenants: true });
  const where: Array<SQL | undefined> = [ofTenant()];
  if (!ctx.isAdministrator) where.push(ne(role.roleAlias, administratorAlias));
  if (query.roleName?.trim()) where.push(ilike(role.roleName, contains(query.roleName.trim())));
  if (query.roleAlias?.trim()) where.push(ilike(role.roleAlias, contains(query.roleAlias.trim())));
  const { current, size } = pagingOf(query as Record<string, unknown>);
  const rows = await ctx.db
    .select()
    .from(role)
    .where(and(...where))
    .orderBy(asc(role.sort), asc(role.id))
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(role)
    .where(and(...where));
  const parentIds = [...new Set(rows.map((r) => r.parentId).filter((p) => p !== '0'))];
  const parents = parentIds.length
    ? await ctx.db
        .select({ id: role.id, roleName: role.roleName })
        .from(role)
        .where(and(inArray(role.id, parentIds), ofTenant()))
    : [];
  const names = new Map(parents.map((p) => [p.id, p.roleName]));
  const records = rows.map((r) => ({ ...roleRecord(ctx, r), parentName: names.get(r.parentId) ?? '' }));
  return pageOf(await withTenantNames(ctx, records), Number(total?.n ?? 0), current, size);
}

/** role/tree-by-id: the role (of the caller's tenant) and every role below it. */
export async function roleTreeById(ctx: Ctx, roleId: string): Promise<TreeNode[]> {
  const top = await findRole(ctx, roleId);
  const rows = await tenantRoles(ctx);
  const below = new Map<string, typeof rows>();
  for (const r of rows) below.set(r.parentId, [...(below.get(r.parentId) ?? []), r]);
  const keep = new Map([[top.id, top]]);
  const queue = [top.id];
  while (queue.length) {
    for (const child of below.get(queue.shift()!) ?? []) {
      if (keep.has(child.id)) continue;
      keep.set(child.id, child);
      queue.push(child.id);
    }
  }
  return treeOf([...keep.values()], (r) => r.roleName);
}

/**
 * role/select?userId: the live roles a user of the caller's tenant holds; another tenant's user is not found (the
 * caller's data scopes on users do not narrow it).
 */
export async function userRoles(ctx: Ctx, userId: string) {
  const holder = await ctx.registry.answer('heldBy')(ctx, userId);
  if (!holder) throw notFound();
  const held = new Set(splitIds(holder.roleId));
  return (await tenantRoles(ctx))
    .filter((r) => held.has(r.id))
    .map((r) => ({ id: r.id, roleName: r.roleName, roleAlias: r.roleAlias }));
}

/** GET role/alias: each alias of the caller's tenant's live roles once, with the first role (by sort) that has it. */
export async function roleAliases(ctx: Ctx) {
  const seen = new Map<string, { roleName: string; roleAlias: string }>();
  for (const r of await tenantRoles(ctx)) {
    const alias = (r.roleAlias ?? '').trim();
    if (alias && !seen.has(alias)) seen.set(alias, { roleName: r.roleName, roleAlias: alias });
  }
  return [...seen.values()];
}
