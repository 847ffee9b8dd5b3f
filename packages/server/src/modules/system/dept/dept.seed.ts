import { defaultTenantId } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { dept } from './dept.table.ts';

/** The platform's root department (first start only); its id. */
export async function ensureRootDept(db: Db): Promise<string> {
  const [d] = await db
    .select({ id: dept.id })
    .from(dept)
    .where(and(ofTenant(dept, defaultTenantId, { removed: true }), eq(dept.parentId, '0')));
  if (d) return d.id;
  const [created] = await db
    .insert(dept)
    .values({ tenantId: defaultTenantId, deptName: '平台', fullName: '医药中台平台运营部', ancestors: '0' })
    .returning({ id: dept.id });
  return created!.id;
}
