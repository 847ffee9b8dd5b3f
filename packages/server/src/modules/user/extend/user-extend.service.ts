import {
  type AccountOperation,
  type BodyOf,
  type QueryOf,
  type ReplyOf,
  type userExtCalls,
  type userExtendCalls,
  userMessages,
} from '@pharma/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, splitIds } from '../../../platform/context.ts';
import { escapeLike, pagingOf } from '../../../platform/crud/filters.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { holdsAnyId } from '../../../platform/db/columns.ts';
import type { Db } from '../../../platform/db/database.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { live, scoped } from '../../../platform/scope.ts';
import { inTenant, tenantNamesOf } from '../../../platform/tenant-reach.ts';
import { liveDepts, roleNames } from '../../system/public.ts';
import { liveDeptIds, livePostIds, liveRoleIds } from '../user/relations.ts';
import { userAudit } from '../user/user.audit.ts';
import {
  findUser,
  saveUser,
  shapeAll,
  tenantUsers,
  type UserRow,
  unlockUsers,
  userListConditions,
  userListOrder,
} from '../user/user.service.ts';
import { user } from '../user/user.table.ts';
import { userTexts } from '../user/user.texts.ts';
import { userExtend } from './extend.table.ts';

/**
 * The userExtend calls (blade-user/userExtend/…) and the extension service (blade-user-ext/user/…): the user's
 * extension row (employee number, unified identity, extra information, its own enabled/disabled status) and batch
 * operations on accounts. Every user they list or touch is one the caller may see (`scoped`), but for the platform
 * administrator's unified identities, which span tenants.
 */

/** The extension's fields as saveExtendUser's declaration parses them (extInfo as text). */
export type ExtendInput = Omit<BodyOf<typeof userExtCalls.saveExtendUser>, 'userId'>;
type UserWithExtend = ReplyOf<typeof userExtendCalls.saveOrUpdate>;

const extendColumns = {
  extendId: userExtend.id,
  employeeNo: userExtend.employeeNo,
  unityCode: userExtend.unityCode,
  extInfo: userExtend.extInfo,
  extendStatus: userExtend.status,
};
type ExtendPart = { [K in keyof typeof extendColumns]: (typeof extendColumns)[K]['_']['data'] | null };

/**
 * Joins a user to its live extension. A join condition, not `scoped`: the user side is scoped, and an extension
 * belongs to its user's tenant (the unified identities read other tenants' users and their extensions).
 */
const liveExtension = and(eq(userExtend.userId, user.id), live(userExtend));

/**
 * The users the unified-identity calls reach: every live user of the platform for its administrator (who holds no
 * data scope), else the ones the caller may see.
 */
const acrossTenants = (ctx: Ctx) => scoped(ctx, user, { acrossTenants: true });

async function withExtensions(ctx: Ctx, rows: Array<{ u: UserRow } & ExtendPart>): Promise<UserWithExtend[]> {
  const shaped = await shapeAll(
    ctx,
    rows.map((r) => r.u),
  );
  return shaped.map((record, i) => {
    const { u: _user, ...ext } = rows[i]!;
    return { ...record, ...ext };
  });
}

/** GET userExtend/list_v2 and blade-user-ext/user/userList: the users page with each user's extension. */
export async function pageUsersWithExtension(ctx: Ctx, query: QueryOf<typeof userExtendCalls.listV2>) {
  const { employeeNo, unityCode, ...rest } = query;
  const conditions = await userListConditions(ctx, rest);
  if (typeof employeeNo === 'string' && employeeNo.trim())
    conditions.push(ilike(userExtend.employeeNo, `%${escapeLike(employeeNo.trim())}%`));
  if (typeof unityCode === 'string' && unityCode.trim())
    conditions.push(ilike(userExtend.unityCode, `%${escapeLike(unityCode.trim())}%`));
  const { current, size } = pagingOf(query);
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({ u: user, ...extendColumns })
      .from(user)
      .leftJoin(userExtend, liveExtension)
      .where(where)
      .orderBy(...userListOrder(rest))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(user).leftJoin(userExtend, liveExtension).where(where),
  ]);
  return pageOf(await withExtensions(ctx, rows), Number(totals[0]?.total ?? 0), current, size);
}

/** GET userExtend/listByDeptIds: the visible users belonging to any of the departments (not those below). */
export async function usersOfDepts(ctx: Ctx, deptIds: string[]) {
  if (deptIds.length === 0) return [];
  const rows = await ctx.db
    .select({ u: user, ...extendColumns })
    .from(user)
    .leftJoin(userExtend, liveExtension)
    .where(and(scoped(ctx, user), holdsAnyId(user.deptId, deptIds)))
    .orderBy(desc(user.id));
  return withExtensions(ctx, rows);
}

/**
 * POST userExtend/accountOperation: enable / disable set the account's status (a disabled account is refused at
 * once, on its next request); lock / unlock set and clear the sign-in lockout that repeated failures cause.
 */
export async function accountOperation(ctx: Ctx, userIds: string[], operation: AccountOperation) {
  if ((operation === 'disable' || operation === 'lock') && userIds.includes(ctx.userId))
    throw badRequest(userTexts.notSelfOperation);
  if (operation === 'unlock') return unlockUsers(ctx, userIds);
  const rows = await tenantUsers(ctx, userIds);
  if (operation === 'lock') {
    // The lockout belongs to the auth module; its own rule (five failures in a row lock the account for the lock
    // window) is applied rather than writing its table from here, so lock and unlock behave exactly like it.
    await ctx.db.transaction(async (tx) => {
      const txCtx: Ctx = { ...ctx, db: tx as unknown as Db };
      for (const row of rows) await ctx.registry.answer('lockAccount')(txCtx.db, row.tenantId, row.account);
      await audit(txCtx, 'auth.lockout', userAudit.locked(rows, ctx.registry.answer('lockMinutes')));
    });
    return rows.length;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ status: operation === 'enable' ? 1 : 2, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(inArray(user.id, userIds), scoped(ctx, user)));
    // A disabled account's sessions end for good: enabling it again does not bring them back.
    if (operation === 'disable')
      await ctx.registry.answer('endAccountSessions')(tx as unknown as Db, ctx.tenantId, userIds);
  });
  return rows.length;
}

export type LinkKind = 'dept' | 'role' | 'post';

// The lookups are called through, not captured: they come from the system module, which may still be loading when
// this file is (the modules import each other's index), and a captured binding would then stay undefined.
const links = {
  dept: {
    column: 'deptId',
    live: (ctx: Ctx, ids: string[]) => liveDeptIds(ctx, ids),
    unknown: userMessages.unknownDept,
    empty: userTexts.deptsRequired,
  },
  role: {
    column: 'roleId',
    live: (ctx: Ctx, ids: string[]) => liveRoleIds(ctx, ids),
    unknown: userMessages.unknownRole,
    empty: userTexts.rolesRequired,
  },
  post: {
    column: 'postId',
    live: (ctx: Ctx, ids: string[]) => livePostIds(ctx, ids),
    unknown: userMessages.unknownPost,
    empty: undefined,
  },
} as const;

/**
 * POST userExtend/batchUpdateDept-v2, batchUpdateRole-v2, batchUpdatePost-v2: replaces the departments, roles or
 * posts of the users. Departments and roles need at least one; posts may be cleared. Every id must be a live row
 * of the caller's tenant.
 */
export async function batchUpdateLinks(ctx: Ctx, kind: LinkKind, userIds: string[], ids: string[]) {
  const link = links[kind];
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 && link.empty) throw badRequest(link.empty);
  if ((await link.live(ctx, wanted)).size !== wanted.length) throw badRequest(link.unknown);
  const rows = await tenantUsers(ctx, userIds);
  const names = kind === 'role' ? await roleNames(ctx, wanted) : undefined;
  return ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(user)
      .set({ [link.column]: wanted.join(','), updateUser: ctx.userId, updateTime: new Date() })
      .where(and(inArray(user.id, userIds), scoped(ctx, user)))
      .returning({ id: user.id });
    // A user's roles are what they may do: the audit trail notes the change, as user/grant's.
    if (names) {
      const granted = wanted.map((id) => names.get(id) ?? id);
      await audit({ ...ctx, db: tx as unknown as Db }, 'user.grant', userAudit.rolesGranted(rows, granted));
    }
    return done.length;
  });
}

function checkExtend(input: ExtendInput) {
  if ((input.employeeNo?.length ?? 0) > 32) throw badRequest(userTexts.employeeNoTooLong);
  if ((input.unityCode?.length ?? 0) > 64) throw badRequest(userTexts.unityCodeTooLong);
  if ((input.extInfo?.length ?? 0) > 4000) throw badRequest(userTexts.extInfoTooLong);
}

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v.trim() : null);

/** Inserts or updates the extension of one user; fields left undefined keep their value. */
async function upsertExtension(db: Db, ctx: Ctx, target: UserRow, input: ExtendInput & { status?: number }) {
  checkExtend(input);
  const fields = {
    employeeNo: blankToNull(input.employeeNo),
    unityCode: blankToNull(input.unityCode),
    extInfo: input.extInfo === undefined ? undefined : (input.extInfo ?? null),
    status: input.status,
  };
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const [row] = await db
    .insert(userExtend)
    .values({
      ...given,
      tenantId: target.tenantId,
      userId: target.id,
      createUser: ctx.userId,
      createDept: ctx.deptIds[0] ?? null,
      updateUser: ctx.userId,
    })
    .onConflictDoUpdate({
      target: [userExtend.tenantId, userExtend.userId],
      // A literal, not a bound parameter: PostgreSQL matches the partial unique index by its predicate's text.
      targetWhere: sql`is_deleted = 0`,
      set: { ...given, updateUser: ctx.userId, updateTime: new Date() },
    })
    .returning();
  return row!;
}

const extendRecord = (ctx: Ctx, row: typeof userExtend.$inferSelect) => {
  const { isDeleted: _deleted, ...rest } = row;
  return toRecord(rest, ctx.timeZone) as ReplyOf<typeof userExtCalls.saveExtendUser>;
};

/** POST blade-user-ext/user/saveExtendUser: the extension of one visible user, inserted or updated. */
export async function saveExtendUser(ctx: Ctx, userId: string, input: ExtendInput) {
  const target = await findUser(ctx, userId);
  return extendRecord(ctx, await upsertExtension(ctx.db, ctx, target, input));
}

/**
 * POST userExtend/saveOrUpdate-v2 and blade-user-ext/user/submit: the user (added or updated exactly as the user
 * submit does) and its extension, in one transaction: neither is saved without the other.
 */
export async function saveUserWithExtension(ctx: Ctx, input: BodyOf<typeof userExtendCalls.saveOrUpdate>) {
  const { employeeNo, unityCode, extInfo, ...userInput } = input;
  const extend: ExtendInput = { employeeNo, unityCode, extInfo };
  checkExtend(extend);
  return ctx.db.transaction(async (tx) => {
    const txCtx: Ctx = { ...ctx, db: tx as unknown as Db };
    const { record, created } = await saveUser(txCtx, userInput);
    const target = await findUser(txCtx, record.id);
    const ext = await upsertExtension(txCtx.db, txCtx, target, extend);
    return {
      created,
      record: {
        ...record,
        extendId: ext.id,
        employeeNo: ext.employeeNo,
        unityCode: ext.unityCode,
        extInfo: ext.extInfo,
        extendStatus: ext.status,
      },
    };
  });
}

/** POST blade-user-ext/user/userExtend/enable|disable: the extension's status (1 enabled, 2 disabled). */
export async function setExtendStatus(ctx: Ctx, userIds: string[], status: 1 | 2) {
  const rows = await tenantUsers(ctx, userIds);
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) await upsertExtension(tx as unknown as Db, ctx, row, { status });
  });
  return rows.length;
}

/**
 * POST blade-user-ext/user/updateUnityUser: gives the users one unified identity (blank clears it). The platform
 * administrator ties accounts of several tenants together; a tenant's user only its own tenant's accounts.
 */
export async function updateUnityUser(ctx: Ctx, userIds: string[], unityCode: string | null | undefined) {
  checkExtend({ unityCode });
  const rows = await ctx.db
    .select()
    .from(user)
    .where(and(inArray(user.id, userIds), acrossTenants(ctx)));
  if (rows.length !== new Set(userIds).size) throw notFound();
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) await upsertExtension(tx as unknown as Db, ctx, row, { unityCode: unityCode ?? null });
  });
  return rows.length;
}

/**
 * GET blade-user-ext/user/unityUserList: the accounts sharing a unified identity (given as unityCode, or as the
 * userId of one of them), or every account that has one. Across tenants for the platform administrator only.
 */
export async function unityUserList(ctx: Ctx, query: QueryOf<typeof userExtCalls.unityUserList>) {
  const scope = acrossTenants(ctx);
  let code = query.unityCode?.trim() || undefined;
  const { current, size } = pagingOf(query);
  if (!code && query.userId) {
    const [own] = await ctx.db
      .select({ unityCode: userExtend.unityCode })
      .from(user)
      .innerJoin(userExtend, liveExtension)
      .where(and(eq(user.id, query.userId), scope));
    if (!own?.unityCode) return pageOf([], 0, current, size);
    code = own.unityCode;
  }
  const where = and(
    scope,
    code ? eq(userExtend.unityCode, code) : and(isNotNull(userExtend.unityCode), ne(userExtend.unityCode, '')),
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select({
        id: user.id,
        tenantId: user.tenantId,
        account: user.account,
        realName: user.realName,
        name: user.name,
        status: user.status,
        unityCode: userExtend.unityCode,
        employeeNo: userExtend.employeeNo,
        extendStatus: userExtend.status,
      })
      .from(user)
      .innerJoin(userExtend, liveExtension)
      .where(where)
      .orderBy(asc(userExtend.unityCode), asc(user.tenantId), asc(user.account))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ total: count() }).from(user).innerJoin(userExtend, liveExtension).where(where),
  ]);
  // Each user's own tenant's name (not the caller's), once per page.
  const names = await tenantNamesOf(
    ctx,
    rows.map((r) => r.tenantId),
  );
  return pageOf(
    rows.map(
      (r) =>
        toRecord({ ...r, tenantName: names.get(r.tenantId) ?? null }, ctx.timeZone) as ReplyOf<
          typeof userExtCalls.unityUserList
        >['records'][number],
    ),
    Number(totals[0]?.total ?? 0),
    current,
    size,
  );
}

/** GET blade-user-ext/user/userDeptList?userId: the departments of one visible user. */
export async function userDeptList(caller: Ctx, userId: string) {
  const target = await findUser(caller, userId);
  const ctx = inTenant(caller, target.tenantId);
  const ids = splitIds(target.deptId);
  if (ids.length === 0) return [];
  // The user is one the caller may see, so of their tenant; its departments whatever the caller's scopes on them.
  const rows = await liveDepts(ctx, ids);
  return rows.map((r) => {
    const { isDeleted: _deleted, ...rest } = r;
    return toRecord(rest, ctx.timeZone) as ReplyOf<typeof userExtCalls.userDeptList>[number];
  });
}
