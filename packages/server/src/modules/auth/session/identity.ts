import { administratorAlias, defaultTenantId } from '@pharma/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../../platform/auth/tokens.ts';
import type { Config } from '../../../platform/config.ts';
import { type HeldDataScope, type Identity, splitIds } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { type ActiveApiScope, ApiScopeCatalogue } from '../../../platform/identity-cache/api-scopes.ts';
import { type IdentityCache, identityCacheOf } from '../../../platform/identity-cache/identity-cache.ts';
import { live } from '../../../platform/scope.ts';
import type { CallTarget, IdentityResolver } from '../../../platform/types.ts';
import { tenant } from '../../tenant/tenant/tenant.table.ts';
import { user } from '../../user/user/user.table.ts';
import { session } from './session.table.ts';

/** The user's role ids as a bigint array, for `= any(...)`. */
const roleIdArray = sql`string_to_array(nullif(${user.roleId}, ''), ',')::bigint[]`;

/**
 * Of those, the live roles of the user's own tenant (grants reach the user only through these), narrowed to the
 * session's chosen role in switch mode, worked out once per query in a lateral join and read below as `live.ids`.
 */
const liveJoin = sql`lateral (select array_agg(r.id) as ids, array_agg(r.role_alias) as aliases from blade_role r
  where r.is_deleted = 0 and r.tenant_id = ${user.tenantId} and r.id = any(${roleIdArray})
    and (${session.roleId} is null or r.id = ${session.roleId})) live`;

/**
 * The departments the request works in: the session's chosen one (switch mode) while the user still belongs to it,
 * else all of the user's.
 */
const workingDepts = sql<string>`case when ${session.deptId} is not null
  and ${session.deptId}::text = any(string_to_array(${user.deptId}, ',')) then ${session.deptId}::text
  else ${user.deptId} end`;
const liveRoles = sql.raw(`coalesce(live.ids, '{}'::bigint[])`);

/** API scopes that are in force (live and enabled). */
const activeApiScope = sql.raw('a.is_deleted = 0 and a.status = 1');

/** An API scope held through one of the live roles. */
const heldApiScope = sql`exists (select 1 from blade_role_scope rs
  where rs.scope_category = 2 and rs.scope_id = a.id and rs.role_id = any(${liveRoles}))`;

/** The call's path and permission code, bound per execution. */
const callUrl = sql`${sql.placeholder('url')}::text`;
const callCode = sql`${sql.placeholder('code')}::text`;
const coversCall = sql`((coalesce(a.scope_path, '') <> '' and strpos(${callUrl}, a.scope_path) > 0)
  or a.resource_code = ${callCode})`;

/** The session lifetimes a request and a refresh are held to (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
export type SessionLifetimes = Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>;

/** When the session last saw a request (its sign-in before the first). */
const lastSeen = sql`coalesce(${session.lastSeenAt}, ${session.createTime})`;

/**
 * The session is within its lifetimes: a request came less than the idle lifetime ago, and the sign-in was less than
 * the absolute lifetime ago. Both are whole numbers from the configuration, written into the statement.
 */
export function withinLifetimes(lifetimes: SessionLifetimes) {
  const idle = sql.raw(String(Math.trunc(lifetimes.sessionIdleMinutes)));
  const max = sql.raw(String(Math.trunc(lifetimes.sessionMaxHours)));
  return and(
    gt(lastSeen, sql`now() - make_interval(mins => ${idle})`),
    gt(session.createTime, sql`now() - make_interval(hours => ${max})`),
  );
}

/** No lock of the account holds now (账号锁定: an administrator's or the system's; auth-lock/auth-lock.table.ts). */
const notLocked = sql`not exists (select 1 from blade_auth_lock l where l.tenant_id = ${user.tenantId}
  and l.lock_target = ${user.account} and l.locked = 1 and l.lock_begin_time <= now()
  and (l.lock_end_time is null or l.lock_end_time > now()))`;

/** What one request's identity is made of, for a session's request and an API key's alike. */
const identityFields = {
  id: user.id,
  tenantId: user.tenantId,
  account: user.account,
  realName: user.realName,
  roleId: sql<string>`case when ${session.roleId} is not null then ${session.roleId}::text else ${user.roleId} end`,
  deptId: workingDepts,
  postId: user.postId,
  mustChangePassword: user.mustChangePassword,
  sourceSystem: session.sourceSystem,
  // The last request is over a minute old: this one is written down (at most one write a minute per session).
  stale: sql<boolean>`(${lastSeen} < now() - interval '1 minute')`,
  aliases: sql<string[] | null>`live.aliases`,
  // A code an API scope names (resource_code) counts only when a role also holds one such scope.
  codes: sql<string[] | null>`(select array_agg(distinct m.code) from blade_role_menu rm
    join blade_menu m on m.id = rm.menu_id and m.is_deleted = 0
    where rm.role_id = any(${liveRoles})
      and (not exists (select 1 from blade_scope_api a where ${activeApiScope} and a.resource_code = m.code)
        or exists (select 1 from blade_scope_api a
          where ${activeApiScope} and a.resource_code = m.code and ${heldApiScope})))`,
  dataScopes: sql<HeldDataScope[] | null>`(select json_agg(json_build_object(
      'resourceCode', d.resource_code, 'column', d.scope_column, 'type', d.scope_type, 'value', d.scope_value))
    from blade_scope_data d
    where d.is_deleted = 0 and d.status = 1 and exists (select 1 from blade_role_scope rs
      where rs.scope_category = 1 and rs.scope_id = d.id and rs.role_id = any(${liveRoles})))`,
  // The API scopes the live roles hold, for the verdicts of a cached identity's later calls (ApiScopeCatalogue).
  apiScopeIds: sql<string[] | null>`(select array_agg(distinct rs.scope_id::text) from blade_role_scope rs
    where rs.scope_category = 2 and rs.role_id = any(${liveRoles}))`,
  apiDenied: sql<boolean>`(exists (select 1 from blade_scope_api a where ${activeApiScope} and ${coversCall})
    and not exists (select 1 from blade_scope_api a where ${activeApiScope} and ${coversCall} and ${heldApiScope}))`,
};

/** When a lock of the account set to begin later begins (a cached identity must not outlive it). */
const nextLock = sql`(select min(l.lock_begin_time) from blade_auth_lock l where l.tenant_id = ${user.tenantId}
  and l.lock_target = ${user.account} and l.locked = 1 and l.lock_begin_time > now())`;

/** Milliseconds until the first of these times, null when none is set (least() passes over nulls). */
const msUntil = (...times: ReturnType<typeof sql>[]) =>
  sql<number | null>`(extract(epoch from (least(${sql.join(times, sql`, `)}) - now())) * 1000)::float8`;

/**
 * How long, by the clock, a session's identity holds: until its refresh lifetime, absolute lifetime or idle lifetime
 * ends (from the last request it saw; the once-a-minute write only moves that later), its tenant expires, or a lock
 * set for later begins. Measured by the database's clock, so the server's clock may differ from it.
 */
function sessionBound(lifetimes: SessionLifetimes) {
  const idle = sql.raw(String(Math.trunc(lifetimes.sessionIdleMinutes)));
  const max = sql.raw(String(Math.trunc(lifetimes.sessionMaxHours)));
  return msUntil(
    sql`${session.refreshExpiresAt}`,
    sql`${session.createTime} + make_interval(hours => ${max})`,
    sql`${lastSeen} + make_interval(mins => ${idle})`,
    sql`${tenant.expireTime}`,
    nextLock,
  );
}

/** An API key's user holds until the tenant expires or a lock set for later begins. */
const keyUserBound = msUntil(sql`${tenant.expireTime}`, nextLock);

/** The user may act: live, enabled, not locked, in a live and unexpired tenant (the tenant join says the rest). */
const userMayAct = () =>
  and(live(user), eq(user.status, 1), notLocked, or(isNull(tenant.expireTime), gt(tenant.expireTime, sql`now()`)));

/**
 * One query per request: the session must be live and within its lifetimes, the user enabled and not locked, the
 * tenant live and unexpired; it brings the user's current roles, granted codes, data scopes and whether an API scope
 * shuts this call, so a revoked session, a disabled or locked user or a changed grant takes effect on the very next
 * request. It is a named prepared statement: planning it costs several times more than running it.
 */
function prepareIdentityQuery(db: Db, lifetimes: SessionLifetimes) {
  return db
    .select({ ...identityFields, boundMs: sessionBound(lifetimes) })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(tenant, and(eq(tenant.tenantId, user.tenantId), live(tenant), eq(tenant.status, 1)))
    .leftJoin(liveJoin, sql`true`)
    .where(
      and(
        eq(session.id, sql.placeholder('sid')),
        eq(session.userId, sql.placeholder('uid')),
        isNull(session.revokedAt),
        gt(session.refreshExpiresAt, sql`now()`),
        withinLifetimes(lifetimes),
        userMayAct(),
      ),
    )
    .prepare('identity_v8');
}

/**
 * The same identity for a call made with an API key: the bound user's, with no session (its columns read null, so
 * the user's own roles and departments hold), under the same conditions on the user and tenant.
 */
function prepareKeyUserQuery(db: Db) {
  return db
    .select({ ...identityFields, boundMs: keyUserBound })
    .from(user)
    .leftJoin(session, sql`false`)
    .innerJoin(tenant, and(eq(tenant.tenantId, user.tenantId), live(tenant), eq(tenant.status, 1)))
    .leftJoin(liveJoin, sql`true`)
    .where(and(eq(user.id, sql.placeholder('uid')), userMayAct()))
    .prepare('key_identity_v2');
}

type IdentityRow = Awaited<ReturnType<ReturnType<typeof prepareKeyUserQuery>['execute']>>[number];

function identityOf(row: IdentityRow, sessionId: string): Identity {
  const aliases = row.aliases ?? [];
  return {
    tenantId: row.tenantId,
    userId: row.id,
    account: row.account,
    realName: row.realName ?? '',
    sessionId,
    roleIds: splitIds(row.roleId),
    roleAliases: aliases,
    deptIds: splitIds(row.deptId),
    postIds: splitIds(row.postId),
    isAdministrator: row.tenantId === defaultTenantId && aliases.includes(administratorAlias),
    permissions: new Set(row.codes ?? []),
    dataScopes: row.dataScopes ?? [],
    mustChangePassword: row.mustChangePassword === 1,
    sourceSystem: row.sourceSystem ?? '',
  };
}

/** The API scopes in force, for the cached identities' verdicts (the identity query's `activeApiScope`). */
async function readApiScopes(db: Db): Promise<ApiScopeCatalogue> {
  const rows = await db.execute<{ id: string; path: string | null; code: string | null }>(
    sql`select a.id::text as id, a.scope_path as path, a.resource_code as code from blade_scope_api a
      where ${activeApiScope}`,
  );
  const list = ((rows as unknown as { rows?: ActiveApiScope[] }).rows ?? (rows as unknown as ActiveApiScope[])).map(
    (r) => ({ id: String(r.id), path: r.path, code: r.code }),
  );
  return new ApiScopeCatalogue(list);
}

/**
 * Resolves through the database's identity cache when the app made one: a cached identity with the verdict of this
 * call's API scopes worked out from the cached scopes; else the query, whose answer is kept for the next calls.
 */
function cached(
  db: Db,
  cache: IdentityCache | undefined,
  key: string,
  sessionId: string,
  read: () => Promise<IdentityRow | undefined>,
  accept: (row: IdentityRow) => Promise<boolean> | boolean,
) {
  return async (target: CallTarget): Promise<(Identity & { apiDenied: boolean }) | undefined> => {
    const hit = cache?.get(key);
    const scopes = hit && cache!.apiScopes();
    if (hit && scopes) {
      cache!.counts.hits++;
      return { ...hit.identity, apiDenied: scopes.denies(target, hit.apiScopeIds) };
    }
    const ticket = cache?.ticket();
    const row = await read();
    if (!row || !(await accept(row))) return undefined;
    const identity = identityOf(row, sessionId);
    if (cache && ticket) {
      cache.counts.misses++;
      cache.put(key, ticket, identity, row.apiScopeIds ?? [], row.boundMs);
      if (!cache.apiScopes()) cache.putApiScopes(ticket, await readApiScopes(db));
      return { ...identity, apiDenied: row.apiDenied };
    }
    return { ...identity, apiDenied: row.apiDenied };
  };
}

/**
 * The identity an API key acts with (system/api-key reads the key, then asks here): its user's, resolved per call as
 * a session's is. Undefined when the user is removed, disabled or locked, or the tenant is gone or expired. Its
 * session id is '0' (no session: signing out or switching role does nothing for it).
 */
export function keyUserResolver(db: Db) {
  const query = prepareKeyUserQuery(db);
  const cache = identityCacheOf(db);
  return async (tenantId: string, userId: string, target: CallTarget) => {
    if (!/^\d+$/.test(userId)) return undefined;
    const resolved = await cached(
      db,
      cache,
      `k:${userId}`,
      '0',
      async () => (await query.execute({ uid: userId, url: target.url, code: target.code }))[0],
      () => true,
    )(target);
    // The key's tenant is its user's (it was made so): a user moved elsewhere since is not the key's any more.
    return resolved && resolved.tenantId === tenantId ? resolved : undefined;
  };
}

export function identityResolver(db: Db, lifetimes: SessionLifetimes): IdentityResolver {
  const query = prepareIdentityQuery(db, lifetimes);
  const cache = identityCacheOf(db);
  return async (claims: AccessClaims, target: CallTarget) => {
    if (!/^\d+$/.test(claims.sid) || !/^\d+$/.test(claims.sub)) return undefined;
    // A session's token names its user too: a cached session answers only for the user it was read for.
    const hit = cache?.get(claims.sid);
    if (hit && hit.identity.userId !== claims.sub) return undefined;
    return cached(
      db,
      cache,
      claims.sid,
      claims.sid,
      async () => (await query.execute({ sid: claims.sid, uid: claims.sub, url: target.url, code: target.code }))[0],
      // The once-a-minute last-seen write (it tells nobody: drizzle/0036): a cached identity is read again within
      // its lifetime, so the write keeps coming while the session is used.
      async (row) => {
        if (row.stale) await db.update(session).set({ lastSeenAt: new Date() }).where(eq(session.id, claims.sid));
        return true;
      },
    )(target);
  };
}
