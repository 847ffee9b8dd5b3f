import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { tenant } from './tenant.table.ts';

/** The platform's own tenant, 000000 (first start only). */
export async function ensurePlatformTenant(db: Db): Promise<void> {
  const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, '000000'));
  if (!t) {
    await db.insert(tenant).values({ tenantId: '000000', tenantName: '平台管理组', linkman: 'admin', address: '平台' });
  }
}
