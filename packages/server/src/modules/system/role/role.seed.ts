import { administratorAlias, defaultTenantId } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { role } from './role.table.ts';

/** The platform's administrator role (first start only); its id. */
export async function ensureAdministratorRole(db: Db): Promise<string> {
  const [r] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(ofTenant(role, defaultTenantId, { removed: true }), eq(role.roleAlias, administratorAlias)));
  if (r) return r.id;
  const [created] = await db
    .insert(role)
    .values({ tenantId: defaultTenantId, roleName: '超级管理员', roleAlias: administratorAlias, sort: 1 })
    .returning({ id: role.id });
  return created!.id;
}
