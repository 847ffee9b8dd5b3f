import { defaultTenantId } from '@pharma/contract';
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { holdsAnyId } from '../../../platform/db/columns.ts';
import type { Db } from '../../../platform/db/database.ts';
import { live, ofTenant, scoped } from '../../../platform/scope.ts';
import { user } from './user.table.ts';

/** Whether any live user of the caller's tenant belongs to one of these departments, whatever the caller may see. */
export async function anyUserInDepts(ctx: Ctx, deptIds: readonly string[]): Promise<boolean> {
  const where: SQL | undefined = and(scoped(ctx, user, { dataScope: false }), holdsAnyId(user.deptId, deptIds));
  const [member] = await ctx.db.select({ id: user.id }).from(user).where(where).limit(1);
  return Boolean(member);
}

/** Whether any live user of the caller's tenant holds one of these roles (a role is not removed from under them). */
export async function anyUserWithRoles(ctx: Ctx, roleIds: readonly string[]): Promise<boolean> {
  const where: SQL | undefined = and(scoped(ctx, user, { dataScope: false }), holdsAnyId(user.roleId, roleIds));
  const [holder] = await ctx.db.select({ id: user.id }).from(user).where(where).limit(1);
  return Boolean(holder);
}

/** The roles and departments a live user of the caller's tenant holds (comma-joined), whatever the caller may see. */
export async function heldBy(
  ctx: Ctx,
  userId: string,
): Promise<{ roleId: string | null; deptId: string | null } | undefined> {
  const [holder] = await ctx.db
    .select({ roleId: user.roleId, deptId: user.deptId })
    .from(user)
    .where(and(eq(user.id, userId), scoped(ctx, user, { dataScope: false })));
  return holder;
}

/** A user as sign-in reads one: the whole row (the password hash never leaves the auth module's checks). */
export type SignInUser = typeof user.$inferSelect;

/** Sign-in, before there is a caller: the live account of a tenant (disabled ones too: sign-in says why). */
export async function accountOf(db: Db, tenantId: string, account: string): Promise<SignInUser | undefined> {
  const [found] = await db
    .select()
    .from(user)
    .where(and(ofTenant(user, tenantId), eq(user.account, account)));
  return found;
}

/**
 * A sign-in by SMS code: the live accounts of a tenant with this phone (at most two read, so that a phone shared by
 * several accounts can be refused rather than one of them picked at random).
 */
export async function accountsByPhone(db: Db, tenantId: string, phone: string): Promise<SignInUser[]> {
  return db
    .select()
    .from(user)
    .where(and(ofTenant(user, tenantId), eq(user.phone, phone), live(user)))
    .limit(2);
}

/** A refresh: the user behind a session, if still live and enabled. */
export async function enabledUser(db: Db, id: string): Promise<SignInUser | undefined> {
  const [found] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), live(user), eq(user.status, 1)));
  return found;
}

/** The platform administrator's account (tenant 000000's `admin`): whose the lower modules' demo rows are. */
export const platformAdmin = (db: Db) => accountOf(db, defaultTenantId, 'admin');

/** A sign-in through a binding: the live user it is bound to, whatever its status (sign-in says why it may not). */
export async function liveUser(db: Db, id: string): Promise<SignInUser | undefined> {
  const [found] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), live(user)));
  return found;
}

/** A legacy password hash replaced by a current one once the password has been checked. */
export async function replacePasswordHash(db: Db, id: string, hash: string): Promise<void> {
  await db.update(user).set({ password: hash }).where(eq(user.id, id));
}

/** Whether any user row, removed ones too, carries this tenant id (a removed tenant's id is never given again). */
export async function tenantIdHasUsers(db: Db, tenantId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(ofTenant(user, tenantId, { removed: true }))
    .limit(1);
  return Boolean(found);
}

/** How many live accounts the caller's tenant holds, whatever the caller may see (the quota counts them all). */
export async function liveAccountCount(ctx: Ctx): Promise<number> {
  const [held] = await ctx.db
    .select({ n: count() })
    .from(user)
    .where(scoped(ctx, user, { dataScope: false }));
  return Number(held?.n ?? 0);
}

/** A new tenant's `admin` account. Runs inside the caller's transaction. */
export async function createTenantAdminAccount(db: Db, values: typeof user.$inferInsert): Promise<void> {
  await db.insert(user).values(values);
}

/** A user as a message reaches them: the inbox by id, mail and SMS by their address and number. */
export interface Addressee {
  id: string;
  account: string;
  name: string;
  email: string;
  phone: string;
}

/**
 * The live, enabled users of a tenant named by account or by id (a message's receivers), keyed by what named them.
 * One query for a whole send, however many receivers it names.
 */
export async function addresseesOf(
  db: Db,
  tenantId: string,
  names: readonly string[],
): Promise<Map<string, Addressee>> {
  const found = new Map<string, Addressee>();
  if (names.length === 0) return found;
  const ids = names.filter((n) => /^\d{1,19}$/.test(n));
  const rows = await db
    .select({ id: user.id, account: user.account, name: user.realName, email: user.email, phone: user.phone })
    .from(user)
    .where(
      and(
        ofTenant(user, tenantId),
        eq(user.status, 1),
        // One array parameter each, not one parameter per name: a send to 10,000 users binds two values.
        or(
          sql`${user.account} = any(${sql.param([...names])}::text[])`,
          ids.length > 0 ? sql`${user.id} = any(${sql.param(ids)}::bigint[])` : undefined,
        ),
      ),
    );
  for (const row of rows) {
    const addressee = {
      id: String(row.id),
      account: String(row.account),
      name: String(row.name ?? row.account),
      email: String(row.email ?? ''),
      phone: String(row.phone ?? ''),
    };
    found.set(addressee.account, addressee);
    found.set(addressee.id, addressee);
  }
  return found;
}

/** Users' names by id, in any tenant (a list of every tenant's instances names their starters). */
export async function userNamesById(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => /^\d{1,19}$/.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, account: user.account, name: user.realName })
    .from(user)
    .where(sql`${user.id} = any(${sql.param(wanted)}::bigint[])`);
  return new Map(rows.map((r) => [String(r.id), String(r.name || r.account)]));
}

/** The live, enabled users of a tenant holding any of these roles, by id (who a notice goes to). */
export async function enabledUsersWithRoles(db: Db, tenantId: string, roleIds: readonly string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(ofTenant(user, tenantId), eq(user.status, 1), holdsAnyId(user.roleId, roleIds)));
  return rows.map((r) => String(r.id));
}
