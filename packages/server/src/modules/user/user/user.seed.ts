import { defaultTenantId } from '@pharma/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword, md5Hex } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { platformAdministration } from '../../system/index.ts';
import { user } from './user.table.ts';

/**
 * The `admin` account of the platform (password `admin`, created once; changing it is the first thing an operator
 * should do). True when it was created now: the first start, when the demo rows follow.
 */
export async function ensureAdminAccount(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(ofTenant(user, defaultTenantId, { removed: true }), eq(user.account, 'admin')));
  if (admin) return false;
  const { roleId, deptId } = await platformAdministration(db);
  await db.insert(user).values({
    tenantId: defaultTenantId,
    account: 'admin',
    password: await hashPassword(md5Hex('admin')),
    name: '管理员',
    realName: '管理员',
    email: 'admin@example.com',
    roleId,
    deptId,
  });
  return true;
}

/**
 * The demo rows: the administrator gets a phone, because the personal info page requires one (spec §5) and a
 * newcomer's first save there must work. A phone someone already set is kept.
 */
export async function loadDemoAdministrator(db: Db): Promise<void> {
  await db
    .update(user)
    .set({ phone: '13800138000' })
    .where(and(ofTenant(user, defaultTenantId), eq(user.account, 'admin'), isNull(user.phone)));
}
