import { administratorAlias, defaultTenantId } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens.ts';
import { type Identity, splitIds } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import type { IdentityResolver } from '../../platform/types.ts';

interface IdentityRow {
  id: string;
  tenant_id: string;
  account: string;
  real_name: string | null;
  role_id: string;
  dept_id: string;
  post_id: string;
  aliases: string[] | null;
  codes: string[] | null;
}

/**
 * One query per request: the session must be live, the user enabled, the tenant live and unexpired; it brings the
 * user's current roles and granted codes, so a revoked session, a disabled user or a changed grant takes effect on
 * the very next request.
 */
export function identityResolver(db: Db): IdentityResolver {
  return async (claims: AccessClaims): Promise<Identity | undefined> => {
    if (!/^\d+$/.test(claims.sid) || !/^\d+$/.test(claims.sub)) return undefined;
    const result = await db.execute(sql`
      select u.id, u.tenant_id, u.account, u.real_name, u.role_id, u.dept_id, u.post_id,
        (select array_agg(r.role_alias) from blade_role r
          where r.is_deleted = 0 and r.tenant_id = u.tenant_id
            and r.id = any(string_to_array(nullif(u.role_id, ''), ',')::bigint[])) as aliases,
        (select array_agg(distinct m.code) from blade_role_menu rm
          join blade_role r on r.id = rm.role_id and r.is_deleted = 0 and r.tenant_id = u.tenant_id
          join blade_menu m on m.id = rm.menu_id and m.is_deleted = 0
          where rm.role_id = any(string_to_array(nullif(u.role_id, ''), ',')::bigint[])) as codes
      from blade_session s
      join blade_user u on u.id = s.user_id
      join blade_tenant t on t.tenant_id = u.tenant_id and t.is_deleted = 0 and t.status = 1
      where s.id = ${claims.sid} and s.user_id = ${claims.sub} and s.revoked_at is null
        and s.refresh_expires_at > now() and u.is_deleted = 0 and u.status = 1
        and (t.expire_time is null or t.expire_time > now())`);
    const row = (result as unknown as { rows: IdentityRow[] }).rows[0];
    if (!row) return undefined;
    const aliases = row.aliases ?? [];
    return {
      tenantId: row.tenant_id,
      userId: String(row.id),
      account: row.account,
      realName: row.real_name ?? '',
      sessionId: claims.sid,
      roleIds: splitIds(row.role_id),
      roleAliases: aliases,
      deptIds: splitIds(row.dept_id),
      postIds: splitIds(row.post_id),
      isAdministrator: row.tenant_id === defaultTenantId && aliases.includes(administratorAlias),
      permissions: new Set(row.codes ?? []),
    };
  };
}
