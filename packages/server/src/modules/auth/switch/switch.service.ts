import { type SwitchOptions, switchModeParamKey, type Text, website } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { isLiveDeptOf, isLiveRoleOf, liveDepts, liveRoles, paramValueOf } from '../../system/public.ts';
import { heldBy } from '../../user/public.ts';
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
  const value = await paramValueOf(db, tenantId, switchModeParamKey);
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
  return kind === 'dept' ? isLiveDeptOf(db, holder.tenantId, id) : isLiveRoleOf(db, holder.tenantId, id);
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
  const [held, [chosen]] = await Promise.all([
    heldBy(ctx, ctx.userId),
    ctx.db
      .select({ dept: session.deptId, role: session.roleId })
      .from(session)
      .where(and(eq(session.id, ctx.sessionId), eq(session.userId, ctx.userId))),
  ]);
  if (!held || !chosen) throw notFound();
  const deptIds = splitIds(held.deptId);
  const roleIds = splitIds(held.roleId);
  // Every department and role the user holds, whatever data scope their role has.
  const [depts, roles] = await Promise.all([liveDepts(ctx, deptIds), liveRoles(ctx, roleIds)]);
  // In the order the user's record lists them (the first is the main one).
  const order = (ids: string[]) => (a: { id: string }, b: { id: string }) => ids.indexOf(a.id) - ids.indexOf(b.id);
  return {
    switchMode: await switchModeOn(ctx.db, ctx.tenantId),
    depts: depts.map((d) => ({ id: d.id, deptName: d.deptName ?? '' })).sort(order(deptIds)),
    roles: roles.map((r) => ({ id: r.id, roleName: r.roleName, roleAlias: r.roleAlias })).sort(order(roleIds)),
    deptId: chosen.dept ?? '',
    roleId: chosen.role ?? '',
  };
}
