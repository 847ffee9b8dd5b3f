import { type PickableUser, type QueryOf, type userCalls, userStatus } from '@pharma/contract';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenant, inTenantOfRow } from '../../../platform/tenant-reach.ts';
import { leaderTexts, userAudit } from './user.audit.ts';
import { shapeAll, tenantUsers } from './user.service.ts';
import { user } from './user.table.ts';

/** Who a picker shows: nothing but the user's id, account and names. */
const pickable = (r: {
  id: string;
  account: string;
  realName?: string | null;
  name?: string | null;
}): PickableUser => ({
  id: r.id,
  account: r.account,
  realName: r.realName ?? '',
  name: r.name ?? '',
});

/**
 * leader-list (BladeX 4): the leaders (是否主管) of a tenant, enabled, by real name, for the 直属主管 picker of the
 * user and department forms. The platform administrator names the tenant (the form's 所属租户); anyone else gets
 * their own tenant's, within their data scope on users.
 */
export async function leaderList(caller: Ctx, query: QueryOf<typeof userCalls.leaderList>) {
  const ctx = inTenant(caller, query.tenantId);
  const rows = await ctx.db
    .select()
    .from(user)
    .where(
      and(
        scoped(ctx, user),
        eq(user.isLeader, 1),
        eq(user.status, userStatus.enabled),
        query.realName ? containing(user.realName, query.realName) : undefined,
      ),
    )
    .orderBy(asc(user.realName), asc(user.id))
    .limit(1000);
  const shaped = await shapeAll(ctx, rows);
  return shaped.map((u) => ({ ...pickable(u), deptName: u.deptName }));
}

/**
 * set-leader (BladeX 4): 设置主管 on a user who is not a leader, 取消主管 on one who is (the console sends the same
 * call for both). A user who stops being a leader is no longer anyone's 直属主管: the tenant's users keep only the
 * leaders they still have.
 */
export async function toggleLeader(caller: Ctx, userId: string) {
  const ctx = await inTenantOfRow(caller, user, userId);
  const [row] = await tenantUsers(ctx, [userId]);
  const isLeader = row!.isLeader === 1 ? 0 : 1;
  await ctx.db.transaction(async (tx) => {
    const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
    await tx
      .update(user)
      .set({ isLeader, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(user.id, userId), scoped(ctx, user)));
    await audit(txCtx, 'user.save', userAudit.leader(row!, isLeader === 1));
  });
  return { id: userId, isLeader };
}

/**
 * 直属主管 of a submit: ids of enabled leaders of the user's own tenant (the ctx's), never the user themself;
 * comma-joined as BladeX keeps it.
 */
export async function checkedLeaders(ctx: Ctx, leaderId: string, selfId?: string): Promise<string> {
  const ids = [...new Set(splitIds(leaderId))];
  if (ids.length === 0) return '';
  if (selfId && ids.includes(selfId)) throw badRequest(leaderTexts.notOwnLeader);
  const found = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.id, ids), eq(user.isLeader, 1), scoped(ctx, user, { dataScope: false })));
  if (found.length !== ids.length) throw badRequest(leaderTexts.unknownLeader);
  return ids.join(',');
}

/**
 * user-page (BladeX 4): a page of the caller's tenant's enabled users for a picker (the API key's owner), by
 * account and by name (real name or nickname); like user-list it answers only who they are.
 */
export async function pagePickableUsers(ctx: Ctx, query: QueryOf<typeof userCalls.userPage>) {
  const { current, size } = pagingOf(query);
  const where = and(
    scoped(ctx, user, { dataScope: false }),
    eq(user.status, userStatus.enabled),
    query.account ? containing(user.account, query.account) : undefined,
    query.name ? or(containing(user.realName, query.name), containing(user.name, query.name)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ id: user.id, account: user.account, realName: user.realName, name: user.name })
      .from(user)
      .where(where)
      .orderBy(asc(user.account))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(user).where(where),
  ]);
  return pageOf(rows.map(pickable), Number(totals[0]?.total ?? 0), current, size);
}
