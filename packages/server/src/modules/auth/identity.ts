import { administratorAlias, defaultTenantId } from '@pharma/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { type Identity, splitIds } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import type { IdentityResolver } from '../../platform/types.ts';
import { tenant } from '../system/tables.ts';
import { user } from '../user/tables.ts';
import { session } from './tables.ts';

/** The user's role ids as a bigint array, for `= any(...)`. */
const roleIdArray = sql`string_to_array(nullif(${user.roleId}, ''), ',')::bigint[]`;

/**
 * One query per request: the session must be live, the user enabled, the tenant live and unexpired; it brings the
 * user's current roles and granted codes, so a revoked session, a disabled user or a changed grant takes effect on
 * the very next request. It is a named prepared statement: planning it costs several times more than running it.
 */
function prepareIdentityQuery(db: Db) {
  return db
    .select({
      id: user.id,
      tenantId: user.tenantId,
      account: user.account,
      realName: user.realName,
      roleId: user.roleId,
      deptId: user.deptId,
      postId: user.postId,
      aliases: sql<string[] | null>`(select array_agg(r.role_alias) from blade_role r
        where r.is_deleted = 0 and r.tenant_id = ${user.tenantId} and r.id = any(${roleIdArray}))`,
      codes: sql<string[] | null>`(select array_agg(distinct m.code) from blade_role_menu rm
        join blade_role r on r.id = rm.role_id and r.is_deleted = 0 and r.tenant_id = ${user.tenantId}
        join blade_menu m on m.id = rm.menu_id and m.is_deleted = 0
        where rm.role_id = any(${roleIdArray}))`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(tenant, and(eq(tenant.tenantId, user.tenantId), eq(tenant.isDeleted, 0), eq(tenant.status, 1)))
    .where(
      and(
        eq(session.id, sql.placeholder('sid')),
        eq(session.userId, sql.placeholder('uid')),
        isNull(session.revokedAt),
        gt(session.refreshExpiresAt, sql`now()`),
        eq(user.isDeleted, 0),
        eq(user.status, 1),
        or(isNull(tenant.expireTime), gt(tenant.expireTime, sql`now()`)),
      ),
    )
    .prepare('identity_v1');
}

export function identityResolver(db: Db): IdentityResolver {
  const query = prepareIdentityQuery(db);
  return async (claims: AccessClaims): Promise<Identity | undefined> => {
    if (!/^\d+$/.test(claims.sid) || !/^\d+$/.test(claims.sub)) return undefined;
    const [row] = await query.execute({ sid: claims.sid, uid: claims.sub });
    if (!row) return undefined;
    const aliases = row.aliases ?? [];
    return {
      tenantId: row.tenantId,
      userId: row.id,
      account: row.account,
      realName: row.realName ?? '',
      sessionId: claims.sid,
      roleIds: splitIds(row.roleId),
      roleAliases: aliases,
      deptIds: splitIds(row.deptId),
      postIds: splitIds(row.postId),
      isAdministrator: row.tenantId === defaultTenantId && aliases.includes(administratorAlias),
      permissions: new Set(row.codes ?? []),
    };
  };
}
