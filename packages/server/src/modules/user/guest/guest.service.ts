import { oauthMessages, userMessages, userStatus } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { type AuditCaller, audit } from '../../../platform/audit.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import type { Ctx } from '../../../platform/context.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { perTenant } from '../../../platform/tenant-reach.ts';
import { userAudit } from '../user/user.audit.ts';
import { user } from '../user/user.table.ts';

/** What a guest registers with: the account's tenant, name, account and password (its md5), and its avatar. */
export interface GuestAccount {
  tenantId: string;
  name: string;
  account: string;
  passwordMd5: string;
  avatar?: string | null | undefined;
  /** What the register grant's form also asks (Saber 4's 用户注册). */
  phone?: string | undefined;
  email?: string | undefined;
  /** The provider it signed in through, for the audit line. */
  source: string;
}

/**
 * Guest registration: an account with no role, department or post (BladeX's), waiting for an administrator's
 * 审核通过 (status pending), written with its audit line. Runs in the caller's transaction; the account's id.
 */
export async function registerPendingAccount(db: Db, caller: AuditCaller, guest: GuestAccount): Promise<string> {
  const password = await hashPassword(guest.passwordMd5);
  try {
    const [row] = await db
      .insert(user)
      .values({
        tenantId: guest.tenantId,
        account: guest.account,
        name: guest.name,
        realName: guest.name,
        avatar: guest.avatar ?? null,
        phone: guest.phone || null,
        email: guest.email || null,
        password,
        roleId: '',
        deptId: '',
        postId: '',
        status: userStatus.pending,
      })
      .returning({ id: user.id });
    await audit(
      { ...caller, db, account: guest.account },
      'user.register',
      userAudit.registered(guest.account, guest.source),
    );
    return row!.id;
  } catch (error) {
    if (uniqueViolation(error)) throw badRequest(userMessages.accountTaken);
    throw error;
  }
}

/**
 * 审核通过: the pending accounts among `ids` that the caller may act on become enabled. Refused when none of them
 * is pending; accounts already enabled or disabled are left as they are.
 */
export async function approveUsers(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, user, ids, async (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const done = await tx
        .update(user)
        .set({ status: userStatus.enabled, updateUser: ctx.userId, updateTime: new Date() })
        .where(and(inArray(user.id, group), eq(user.status, userStatus.pending), scoped(ctx, user)))
        .returning({ account: user.account, realName: user.realName });
      if (done.length > 0)
        await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'user.approve', userAudit.approved(done));
      return done.length;
    }),
  );
  const approved = counts.reduce((a, b) => a + b, 0);
  if (approved === 0) throw badRequest(oauthMessages.notPending);
  return approved;
}

/**
 * 审核拒绝 (BladeX 4's audit-refuse): the pending accounts among `ids` the caller may act on are removed (soft delete,
 * their social bindings' account gone with them), so the account name is free to register again. Refused when none
 * of them is pending; accounts already enabled or disabled are left as they are.
 */
export async function refuseUsers(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, user, ids, async (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const done = await tx
        .update(user)
        .set(removedBy(ctx))
        .where(and(inArray(user.id, group), eq(user.status, userStatus.pending), scoped(ctx, user)))
        .returning({ account: user.account, realName: user.realName });
      if (done.length > 0)
        await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'user.remove', userAudit.refused(done));
      return done.length;
    }),
  );
  const refused = counts.reduce((a, b) => a + b, 0);
  if (refused === 0) throw badRequest(oauthMessages.notPending);
  return refused;
}
