import { eq } from 'drizzle-orm';
import { demoPassword, demoTenantIds } from '../../../demo.ts';
import { hashPassword, md5Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { platformAdministration } from '../../system/public.ts';
import { platformAdmin } from '../../user/public.ts';
import { type DemoPackage, loadDemoPackages } from '../package/package.seed.ts';
import { type Maker, provisionTenant } from './provision.ts';
import { tenant } from './tenant.table.ts';

/** The platform's own tenant, 000000 (first start only). */
export async function ensurePlatformTenant(db: Db): Promise<void> {
  const [t] = await db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, '000000'));
  if (!t) {
    await db.insert(tenant).values({ tenantId: '000000', tenantName: '平台管理组', linkman: 'admin', address: '平台' });
  }
}

const yearMs = 365 * 24 * 3600 * 1000;

/** 租户管理 on a first look: three companies of the trade, each with the package of its kind. */
const demoTenants: Array<{
  kind: DemoPackage;
  tenantName: string;
  linkman: string;
  contactNumber: string;
  address: string;
  accountNumber: number;
  /** Licensed for this long from the first start; unset: never expires. */
  licenceMs?: number;
}> = [
  {
    kind: 'distributor',
    tenantName: '华东医药流通有限公司',
    linkman: '周建国',
    contactNumber: '13905710001',
    address: '浙江省杭州市滨江区江南大道 1888 号',
    accountNumber: 50,
    licenceMs: yearMs,
  },
  {
    kind: 'manufacturer',
    tenantName: '康泰制药股份有限公司',
    linkman: '孙立新',
    contactNumber: '13806310002',
    address: '山东省济南市高新区药谷路 66 号',
    accountNumber: 30,
  },
  {
    kind: 'pharmacy',
    tenantName: '益康大药房连锁有限公司',
    linkman: '林晓燕',
    contactNumber: '13602000003',
    address: '广东省广州市天河区体育西路 108 号',
    accountNumber: -1,
  },
];

/**
 * The demo packages and tenants (first start only). Each tenant is set up as 新增 sets one up — root department,
 * administrator role bounded by its package, `admin` account — except that its administrator's first password is
 * the documented demo password instead of a random one (still to be changed at the first sign-in).
 */
export async function loadDemoTenants(db: Db): Promise<void> {
  const admin = await platformAdmin(db);
  if (!admin) return;
  const maker: Maker = {
    createUser: admin.id,
    createDept: (await platformAdministration(db)).deptId,
    updateUser: admin.id,
  };
  const packages = await loadDemoPackages(db, maker);
  for (const t of demoTenants) {
    const tenantId = demoTenantIds[t.kind];
    const packageId = packages[t.kind];
    const passwordHash = await hashPassword(md5Hex(demoPassword));
    await db.transaction(async (tx) => {
      const inTx = tx as unknown as Db;
      await tx.insert(tenant).values({
        tenantId,
        tenantName: t.tenantName,
        linkman: t.linkman,
        contactNumber: t.contactNumber,
        address: t.address,
        accountNumber: t.accountNumber,
        expireTime: t.licenceMs ? new Date(Date.now() + t.licenceMs) : null,
        packageId,
        ...maker,
      });
      await provisionTenant(inTx, { tenantId, tenantName: t.tenantName, packageId }, passwordHash, maker);
    });
  }
}
