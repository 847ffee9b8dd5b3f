import { type SwitchOptions, switchModeParamKey, type Text, website } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { dept } from '../../system/dept/dept.table.ts';
import { paramTable as param } from '../../system/param/param.table.ts';
import { role } from '../../system/role/role.table.ts';
import { user } from '../../user/user/user.table.ts';
import { session } from '../session/session.table.ts';

/**
 * Switch mode (spec §6): a user who holds several departments or roles may work as one of each. The browser sends
 * `Dept-Id` / `Role-Id` with the sign-in or a refresh; the session remembers the choice, and every request then
 * sees only that department and role (identity.ts). It is off unless the tenant's parameter turns it on.
 */

export const switchMessages = {
  off: { zh: '未开启部门/角色切换', en: 'Switching department or role is not enabled' },
  deptNotHeld: { zh: '您不属于所选部门', en: 'You do not belong to the chosen department' },
  roleNotHeld: { zh: '您未被授予所选角色', en: 'You do not hold the chosen role' },
} satisfies Record<string, Text>;

export interface WorkAs {
  deptId: string | null;
  roleId: string | null;
}

export const allOfThem: WorkAs = { deptId: null, roleId: null };

/** The tenant's `account.switchMode` parameter ('true' / 'false'); the product default when it has none. */
export async function switchModeOn(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ value: param.paramValue })
    .from(param)
    .where(and(eq(param.tenantId, tenantId), eq(param.paramKey, switchModeParamKey), eq(param.isDeleted, 0)));
  const value = String(row?.value ?? '').trim();
  return value ? value === 'true' : website.switchMode;
}

interface Holder {
  tenantId: string;
  deptId: string | null;
  roleId: string | null;
}

/** Whether the user holds this live department / role of their tenant. */
async function holds(db: Db, holder: Holder, kind: 'dept' | 'role', id: string): Promise<boolean> {
  const held = splitIds(kind === 'dept' ? holder.deptId : holder.roleId);
  if (!/^\d+$/.test(id) || !held.includes(id)) return false;
  const table = kind === 'dept' ? dept : role;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [id]), eq(table.tenantId, holder.tenantId), eq(table.isDeleted, 0)));
  return rows.length > 0;
}

/**
 * What a session works as. `wanted` comes from the headers; `strict` (a switch the user asked for now) refuses a
 * department or role they do not hold, while a sign-in (headers remembered by the browser, maybe from another
 * account) and a plain refresh (a choice made earlier, maybe since revoked) fall back to all of them instead.
 */
export async function chooseWorkAs(
  db: Db,
  holder: Holder,
  wanted: { deptId?: string | undefined; roleId?: string | undefined },
  options: { strict: boolean; switchMode: boolean },
): Promise<WorkAs> {
  const deptId = wanted.deptId?.trim() || null;
  const roleId = wanted.roleId?.trim() || null;
  if (!deptId && !roleId) return allOfThem;
  if (!options.switchMode) {
    if (options.strict) throw badRequest(switchMessages.off);
    return allOfThem;
  }
  const deptOk = !deptId || (await holds(db, holder, 'dept', deptId));
  const roleOk = !roleId || (await holds(db, holder, 'role', roleId));
  if (options.strict && !deptOk) throw badRequest(switchMessages.deptNotHeld);
  if (options.strict && !roleOk) throw badRequest(switchMessages.roleNotHeld);
  return { deptId: deptOk ? deptId : null, roleId: roleOk ? roleId : null };
}

/** What the 用户信息选择 dialog offers: every live department and role the user holds, and the current choice. */
export async function switchOptions(ctx: Ctx): Promise<SwitchOptions> {
  const [holder] = await ctx.db
    .select({ deptId: user.deptId, roleId: user.roleId, chosenDept: session.deptId, chosenRole: session.roleId })
    .from(user)
    .innerJoin(session, eq(session.userId, user.id))
    .where(and(eq(user.id, ctx.userId), scoped(ctx, user, { dataScope: false }), eq(session.id, ctx.sessionId)));
  if (!holder) throw notFound();
  const deptIds = splitIds(holder.deptId);
  const roleIds = splitIds(holder.roleId);
  // Every department and role the user holds, whatever data scope their role has.
  const depts = deptIds.length
    ? await ctx.db
        .select({ id: dept.id, deptName: dept.deptName })
        .from(dept)
        .where(and(inArray(dept.id, deptIds), scoped(ctx, dept, { dataScope: false })))
    : [];
  const roles = roleIds.length
    ? await ctx.db
        .select({ id: role.id, roleName: role.roleName, roleAlias: role.roleAlias })
        .from(role)
        .where(and(inArray(role.id, roleIds), scoped(ctx, role, { dataScope: false })))
    : [];
  // In the order the user's record lists them (the first is the main one).
  const order = (ids: string[]) => (a: { id: string }, b: { id: string }) => ids.indexOf(a.id) - ids.indexOf(b.id);
  return {
    switchMode: await switchModeOn(ctx.db, ctx.tenantId),
    depts: depts.map((d) => ({ id: d.id, deptName: d.deptName ?? '' })).sort(order(deptIds)),
    roles: roles.map((r) => ({ id: r.id, roleName: r.roleName, roleAlias: r.roleAlias })).sort(order(roleIds)),
    deptId: holder.chosenDept ?? '',
    roleId: holder.chosenRole ?? '',
  };
}
