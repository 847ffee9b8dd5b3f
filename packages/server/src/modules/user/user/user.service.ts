import { randomInt } from 'node:crypto';
import {
  type BodyOf,
  emailPattern,
  labelled,
  messages,
  mobilePhonePattern,
  type OwnInfoInput,
  type PickableUser,
  profileMessages,
  type QueryOf,
  type ResourceDef,
  type User,
  type userCalls,
  userMessages,
  userResource,
  userStatus,
} from '@pharma/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { hashPassword, md5Hex, verifyPassword } from '../../../platform/auth/passwords.ts';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import { containing, filtersOf, orderOf, pagingOf } from '../../../platform/crud/filters.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { ResourceTable } from '../../../platform/crud/table.ts';
import type { DataScopeTarget } from '../../../platform/data-scope-targets.ts';
import { holdsAnyId } from '../../../platform/db/columns.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { inTenant, perTenant, tenantNamesOf, tenantToAddTo } from '../../../platform/tenant-reach.ts';
import { parseTime } from '../../../platform/time.ts';
import { deptAndBelow, roleNames } from '../../system/public.ts';
import { assertAccountQuota } from './quota.ts';
import { liveDeptIds, livePostIds, liveRoleIds, namesOf } from './relations.ts';
import { userAudit } from './user.audit.ts';
import { user } from './user.table.ts';
import { checkedLeaders } from './user-leader.service.ts';

// A user belongs to the departments in dept_id (comma-joined); create_dept is the department that made the account.
export const userScopeTarget: DataScopeTarget = {
  code: 'user',
  name: userResource.title,
  columns: { dept_id: 'ids', create_dept: 'id' },
  table: user,
};

export type UserRow = typeof user.$inferSelect;
const table = user as unknown as ResourceTable;
/** What a list filters and sorts by: every stored field but the passwords (a hash is never a search key). */
const listDef: ResourceDef = {
  ...userResource,
  fields: Object.fromEntries(
    Object.entries(userResource.fields).filter(([key]) => key !== 'password' && key !== 'password2'),
  ),
};
const md5Pattern = /^[0-9a-f]{32}$/i;

/** What a page of users is shown with: the names of their roles, departments, posts and tenants, and labels. */
interface Names extends Awaited<ReturnType<typeof namesOf>> {
  tenants: Map<string, string>;
  sexes: Map<string, string>;
  userTypes: Map<string, string>;
}

/** A user as the API shows it: never the password, with the names of what it points at (BladeX's UserVO). */
function shape(ctx: Ctx, row: UserRow, names: Names): User {
  const { password: _hidden, ...rest } = row;
  const pickNames = (ids: string, map: Map<string, string>) =>
    splitIds(ids)
      .map((id) => map.get(id))
      .filter(Boolean)
      .join(',');
  return {
    ...toRecord(rest, ctx.timeZone),
    roleName: pickNames(row.roleId, names.roles),
    deptName: pickNames(row.deptId, names.depts),
    postName: pickNames(row.postId, names.posts),
    tenantName: names.tenants.get(row.tenantId) ?? '',
    sexName: row.sex == null ? '' : (names.sexes.get(String(row.sex)) ?? ''),
    userTypeName: names.userTypes.get(String(row.userType)) ?? '',
  } as User;
}

/** Users as the API shows them, with the names of their roles, departments, posts and tenants. */
export async function shapeAll(ctx: Ctx, rows: UserRow[]): Promise<User[]> {
  const [links, tenants, sexes, userTypes] = await Promise.all([
    namesOf(
      ctx,
      [...new Set(rows.flatMap((r) => splitIds(r.roleId)))],
      [...new Set(rows.flatMap((r) => splitIds(r.deptId)))],
      [...new Set(rows.flatMap((r) => splitIds(r.postId)))],
    ),
    tenantNamesOf(
      ctx,
      rows.map((r) => r.tenantId),
    ),
    dictLabels(ctx, userResource.fields.sex.dict),
    dictLabels(ctx, userResource.fields.userType.dict),
  ]);
  const names = { ...links, tenants, sexes, userTypes };
  return rows.map((r) => shape(ctx, r, names));
}

/** The caller's own row, for their profile and password: never narrowed by a data scope. */
const own = (ctx: Ctx) => ofTenant(user, ctx.tenantId);

/**
 * The list's conditions: the users the caller may see and act on (`scoped`: their tenant, live, within the data
 * scopes they hold on users; the platform administrator's: every tenant's, or the one `tenantId` names) narrowed by
 * the list's filters (the page, list_v2, userList and the export all read the same query the same way).
 */
export async function userListConditions(ctx: Ctx, query: Record<string, unknown>): Promise<SQL[]> {
  // deptId means "this department and those below it", not the generic "contains" filter on the column.
  const { deptId: rawDept, tenantId: rawTenant, ...filters } = withAuditStatus(query);
  const conditions: SQL[] = [...filtersOf(listDef, table, filters, ctx.timeZone)];
  const tenantId = typeof rawTenant === 'string' && rawTenant.trim() ? rawTenant.trim() : undefined;
  const visible = scoped(ctx, user, { tenantId, acrossTenants: true });
  if (visible) conditions.unshift(visible);
  const deptId = typeof rawDept === 'string' && /^\d+$/.test(rawDept) ? rawDept : undefined;
  if (deptId) {
    const ids = await deptAndBelow(ctx, deptId);
    conditions.push(holdsAnyId(user.deptId, ids));
  }
  return conditions;
}

/**
 * BladeX 4's user status 0 is 待审核 (the commercial Saber 4.x console's 审核 mode lists `status=0`): ours is
 * userStatus.pending, so 0 is read as it.
 */
function withAuditStatus(query: Record<string, unknown>): Record<string, unknown> {
  const out = { ...query };
  for (const key of ['status', 'status_equal']) if (String(out[key]) === '0') out[key] = String(userStatus.pending);
  return out;
}

/** The list's order (the export pages by id instead, newest first like the list's default). */
export const userListOrder = (query: Record<string, unknown>) => orderOf(listDef, table, query);

/** GET blade-user/page: the tenant's users, optionally of one department and those below it. */
export async function pageUsers(ctx: Ctx, query: QueryOf<typeof userCalls.page>) {
  const conditions = await userListConditions(ctx, query);
  const { current, size } = pagingOf(query);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(user)
      .where(where)
      .orderBy(...userListOrder(query))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(user).where(where),
  ]);
  return pageOf(await shapeAll(ctx, rows), Number(totals[0]?.total ?? 0), current, size);
}

/**
 * One user the caller may see (another tenant's, or one outside the caller's scope, is "not found"; the platform
 * administrator reaches every tenant's).
 */
export async function findUser(ctx: Ctx, id: string): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(user)
    .where(and(eq(user.id, id), scoped(ctx, user, { acrossTenants: true })));
  if (!row) throw notFound();
  return row;
}

async function findSelf(ctx: Ctx): Promise<UserRow> {
  const [row] = await ctx.db
    .select()
    .from(user)
    .where(and(eq(user.id, ctx.userId), own(ctx)));
  if (!row) throw notFound();
  return row;
}

export async function userDetail(ctx: Ctx, id: string): Promise<User> {
  return (await shapeAll(ctx, [await findUser(ctx, id)]))[0]!;
}

/** A submit's body (an update's too: its id is required, its password never used). */
type UserInput = BodyOf<typeof userCalls.submit>;

/** Role and department ids must be live rows of the caller's tenant; kept comma-joined as BladeX does. */
async function checkedLinks(ctx: Ctx, input: UserInput) {
  const out: Partial<Pick<UserRow, 'roleId' | 'deptId' | 'postId'>> = {};
  if (input.roleId != null) {
    const ids = splitIds(input.roleId);
    if ((await liveRoleIds(ctx, ids)).size !== new Set(ids).size) throw badRequest(userMessages.unknownRole);
    out.roleId = ids.join(',');
  }
  if (input.deptId != null) {
    const ids = splitIds(input.deptId);
    if ((await liveDeptIds(ctx, ids)).size !== new Set(ids).size) throw badRequest(userMessages.unknownDept);
    out.deptId = ids.join(',');
  }
  if (input.postId != null) {
    const ids = splitIds(input.postId);
    if ((await livePostIds(ctx, ids)).size !== new Set(ids).size) throw badRequest(userMessages.unknownPost);
    out.postId = ids.join(',');
  }
  return out;
}

/**
 * The profile fields of a body. The birthday is a time in the configured zone (as every list shows times and Saber's
 * picker sends them), so it reads back as it was sent whatever the server process's own zone.
 */
function profileOf(ctx: Ctx, input: UserInput) {
  const out: Partial<UserRow> = {};
  for (const key of ['realName', 'name', 'phone', 'email', 'sex', 'code', 'userType'] as const) {
    if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  }
  // 是否主管 is a switch: 1 yes, anything else no.
  if (input.isLeader !== undefined && input.isLeader !== null) out.isLeader = input.isLeader === 1 ? 1 : 0;
  if (input.birthday !== undefined) {
    const birthday = input.birthday ? parseTime(input.birthday, ctx.timeZone) : null;
    if (birthday === undefined) throw badRequest(labelled(messages.badDate, userResource.fields.birthday.label));
    out.birthday = birthday;
  }
  return out;
}

function explainUnique(error: unknown): never {
  if (uniqueViolation(error)) throw badRequest(userMessages.accountTaken);
  throw error;
}

/**
 * POST submit (add, or update when the body has an id) and update. A new user needs a password, sent as typed, as
 * Saber's user form sends it (`password`, and `password2` to confirm when present); the sign-in call takes its md5,
 * so what is stored is argon2id of that md5. Roles, departments, posts, the account's uniqueness and the quota are
 * the user's own tenant's: the caller's, or for the platform administrator the tenant they add to (`tenantId`) or
 * the edited user's.
 */
export async function saveUser(caller: Ctx, input: UserInput) {
  const ctx = input.id
    ? inTenant(caller, (await findUser(caller, input.id)).tenantId)
    : await tenantToAddTo(caller, input.tenantId);
  const links = await checkedLinks(ctx, input);
  const profile = profileOf(ctx, input);
  if (input.leaderId != null) profile.leaderId = await checkedLeaders(ctx, input.leaderId, input.id ?? undefined);
  let passwordHash: string | undefined;
  if (input.id) await findUser(ctx, input.id);
  else {
    const password = input.password;
    if (!password?.trim()) throw badRequest(userResource.fields.password.required);
    if (input.password2 !== undefined && input.password2 !== password) throw badRequest(userMessages.passwordMismatch);
    await assertAccountQuota(ctx);
    passwordHash = await hashPassword(md5Hex(password));
  }
  try {
    // The row and its line in the audit trail stand or fall together.
    const { row, created } = await ctx.db.transaction(async (tx) => {
      const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
      const [written] = input.id
        ? await tx
            .update(user)
            .set({ ...profile, ...links, updateUser: ctx.userId, updateTime: new Date() })
            .where(and(eq(user.id, input.id), scoped(ctx, user, { acrossTenants: true })))
            .returning()
        : await tx
            .insert(user)
            .values({
              ...profile,
              ...links,
              tenantId: ctx.tenantId,
              account: input.account!.trim(),
              password: passwordHash!,
              createUser: ctx.userId,
              createDept: ctx.deptIds[0] ?? null,
              updateUser: ctx.userId,
            })
            .returning();
      await audit(txCtx, 'user.save', userAudit.saved(written!, !input.id));
      return { row: written!, created: !input.id };
    });
    return { record: (await shapeAll(ctx, [row]))[0]!, created };
  } catch (error) {
    explainUnique(error);
  }
}

export async function removeUsers(caller: Ctx, ids: string[]) {
  if (ids.includes(caller.userId)) throw badRequest(userMessages.notSelf);
  const counts = await perTenant(caller, user, ids, removeTenantUsers);
  return counts.reduce((a, b) => a + b, 0);
}

/** Removes users of the caller's tenant (the administrator placed in the users' tenant). */
async function removeTenantUsers(ctx: Ctx, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(user)
      .set(removedBy(ctx))
      .where(and(inArray(user.id, ids), scoped(ctx, user)))
      .returning({ id: user.id, account: user.account, realName: user.realName });
    if (done.length !== new Set(ids).size) throw notFound();
    await ctx.registry.answer('endAccountSessions')(tx as unknown as Ctx['db'], ctx.tenantId, ids);
    await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'user.remove', userAudit.removed(done));
    return done.length;
  });
}

/** The users among `ids` the caller may act on, all of them or refuse (404). */
export async function tenantUsers(ctx: Ctx, ids: string[]): Promise<UserRow[]> {
  const rows = await ctx.db
    .select()
    .from(user)
    .where(and(inArray(user.id, ids), scoped(ctx, user)));
  if (rows.length !== new Set(ids).size) throw notFound();
  return rows;
}

const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const randomPassword = () =>
  Array.from({ length: 12 }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]).join('');

/**
 * Resets passwords: to the md5 the administrator chose, or to a new random password per user that is returned
 * once, here, and never stored in a readable form. There is no fixed default password. Either way someone else knows
 * it: the user must change it at the next sign-in before doing anything else.
 */
export async function resetPasswords(caller: Ctx, ids: string[], chosenMd5?: string) {
  if (chosenMd5 !== undefined && !md5Pattern.test(chosenMd5)) throw badRequest(userMessages.passwordFormat);
  const groups = await perTenant(caller, user, ids, (ctx, group) => resetTenantPasswords(ctx, group, chosenMd5));
  return groups.flat();
}

/** Resets passwords of users of the caller's tenant (the administrator placed in the users' tenant). */
async function resetTenantPasswords(ctx: Ctx, ids: string[], chosenMd5?: string) {
  const rows = await tenantUsers(ctx, ids);
  const out: Array<{ userId: string; account: string; password?: string; hash: string }> = [];
  for (const row of rows) {
    const plain = chosenMd5 ? undefined : randomPassword();
    const hash = await hashPassword(chosenMd5 ?? md5Hex(plain!));
    out.push({ userId: row.id, account: row.account, ...(plain ? { password: plain } : {}), hash });
  }
  // The passwords and the line in the audit trail (naming the users, never a password) stand or fall together.
  await ctx.db.transaction(async (tx) => {
    const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
    for (const { userId, account, hash } of out) {
      await tx
        .update(user)
        .set({ password: hash, mustChangePassword: 1, updateUser: ctx.userId, updateTime: new Date() })
        .where(eq(user.id, userId));
      await ctx.registry.answer('clearFailures')(txCtx.db, ctx.tenantId, account);
    }
    // Whoever held the old password is signed out everywhere (the caller's own session stays, if among them).
    await ctx.registry.answer('endAccountSessions')(txCtx.db, ctx.tenantId, ids, ctx.sessionId);
    await audit(txCtx, 'user.resetPassword', userAudit.passwordReset(rows, !chosenMd5));
  });
  return out.map(({ hash: _hash, ...given }) => given);
}

/**
 * Replaces the roles of the given users (roles of the users' tenant only: the caller's, or for the platform
 * administrator the one tenant of the users they picked).
 */
export async function grantRoles(caller: Ctx, userIds: string[], roleIds: string[]) {
  const counts = await perTenant(caller, user, userIds, (ctx, group) => grantTenantRoles(ctx, group, roleIds));
  return counts.reduce((a, b) => a + b, 0);
}

async function grantTenantRoles(ctx: Ctx, userIds: string[], roleIds: string[]) {
  const roles = await liveRoleIds(ctx, roleIds);
  if (roles.size !== new Set(roleIds).size) throw badRequest(userMessages.unknownRole);
  const rows = await tenantUsers(ctx, userIds);
  const names = await roleNames(ctx, [...roles]);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ roleId: [...roles].join(','), updateUser: ctx.userId, updateTime: new Date() })
      .where(and(inArray(user.id, userIds), scoped(ctx, user)));
    const granted = [...roles].map((id) => names.get(id) ?? id);
    await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'user.grant', userAudit.rolesGranted(rows, granted));
  });
  return userIds.length;
}

/** Lifts the sign-in lock of the given users at once. */
export async function unlockUsers(caller: Ctx, userIds: string[]) {
  const counts = await perTenant(caller, user, userIds, async (ctx, group) => {
    const rows = await tenantUsers(ctx, group);
    await ctx.db.transaction(async (tx) => {
      const txCtx: Ctx = { ...ctx, db: tx as unknown as Ctx['db'] };
      for (const row of rows) await ctx.registry.answer('clearFailures')(txCtx.db, ctx.tenantId, row.account);
      await audit(txCtx, 'user.unlock', userAudit.unlocked(rows));
    });
    return rows.length;
  });
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * The caller changes their own password: the old one must match, the new one typed twice the same. A password given
 * by someone else is then theirs alone, and the rest of the console opens again.
 */
export async function changeOwnPassword(ctx: Ctx, oldMd5: string, newMd5: string, newMd5Again: string) {
  if (!md5Pattern.test(newMd5) || !md5Pattern.test(oldMd5)) throw badRequest(userMessages.passwordFormat);
  if (newMd5 !== newMd5Again) throw badRequest(profileMessages.newPasswordsDiffer);
  const row = await findSelf(ctx);
  if (!(await verifyPassword(row.password, oldMd5))) throw badRequest(userMessages.oldPasswordWrong);
  const password = await hashPassword(newMd5);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ password, mustChangePassword: 0, updateUser: ctx.userId, updateTime: new Date() })
      .where(eq(user.id, row.id));
    // Every other session of the account ends (one opened with the old password may be someone else's).
    await ctx.registry.answer('endAccountSessions')(tx as unknown as Ctx['db'], ctx.tenantId, [row.id], ctx.sessionId);
    await audit({ ...ctx, db: tx as unknown as Ctx['db'] }, 'user.changePassword', userAudit.ownPasswordChanged);
  });
}

/** The spec's phone rules, in its order: empty, not 11 long, not a mainland mobile number. */
export function checkPhone(phone: string | null | undefined) {
  const value = phone?.trim() ?? '';
  if (!value) throw badRequest(userMessages.phoneEmpty);
  if (value.length !== 11) throw badRequest(userMessages.phoneLength);
  if (!mobilePhonePattern.test(value)) throw badRequest(userMessages.phoneFormat);
}

/**
 * The caller edits their own profile; account, roles, departments and password are not theirs to change here.
 * A new avatar must pass `checkAvatar` (a link this server issued to a JPG/PNG of at most 500 kb); sending back
 * the avatar the user already has is not checked again.
 */
export async function updateOwnInfo(ctx: Ctx, input: OwnInfoInput, checkAvatar: (link: string) => Promise<void>) {
  if (input.realName !== undefined && !input.realName?.trim()) throw badRequest(userResource.fields.realName.required);
  if (input.phone !== undefined) checkPhone(input.phone);
  const email = input.email?.trim();
  if (email && !emailPattern.test(email)) throw badRequest(profileMessages.emailFormat);
  const self = await findSelf(ctx);
  const avatar = input.avatar === undefined ? undefined : input.avatar?.trim() || null;
  if (avatar && avatar !== self.avatar) await checkAvatar(avatar);
  const profile = profileOf(ctx, { realName: input.realName, name: input.name, phone: input.phone?.trim(), email });
  const [row] = await ctx.db
    .update(user)
    .set({ ...profile, ...(avatar !== undefined && { avatar }), updateUser: ctx.userId, updateTime: new Date() })
    .where(and(eq(user.id, self.id), own(ctx)))
    .returning();
  if (!row) throw notFound();
  return (await shapeAll(ctx, [row]))[0]!;
}

/**
 * user-list: the caller's tenant's enabled users for a picker, by account or name, at most 1,000: any signed-in
 * user chooses an approver from them, so nothing but who they are is answered.
 */
export async function pickableUsers(
  ctx: Ctx,
  query: { account?: string | undefined; realName?: string | undefined },
): Promise<PickableUser[]> {
  const rows = await ctx.db
    .select({ id: user.id, account: user.account, realName: user.realName, name: user.name })
    .from(user)
    .where(
      and(
        scoped(ctx, user, { dataScope: false }),
        eq(user.status, 1),
        query.account ? containing(user.account, query.account) : undefined,
        query.realName ? containing(user.realName, query.realName) : undefined,
      ),
    )
    .orderBy(asc(user.account))
    .limit(1000);
  return rows.map((r) => ({
    id: String(r.id),
    account: String(r.account),
    realName: String(r.realName ?? ''),
    name: String(r.name ?? ''),
  }));
}
