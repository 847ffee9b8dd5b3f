import { and, eq } from 'drizzle-orm';
import { ensureDictionaries, loadDemoDictionaries } from './modules/system/dict.seed.ts';
import { ensureRegions } from './modules/system/region.seed.ts';
import { ensureMenus, ensurePlatform } from './modules/system/seed.ts';
import { user } from './modules/user/tables.ts';
import { hashPassword, md5Hex } from './platform/auth/passwords.ts';
import type { Db } from './platform/db/database.ts';
import { paramTable as param, postTable as post } from './resource-tables.ts';

/**
 * Data the platform cannot run without, applied at every start and idempotent: the platform tenant, the web
 * client, the administrator role, the root department, the menus of every declared screen, and the `admin`
 * account (password `admin`, created once; changing it is the first thing an operator should do).
 */
export async function ensureSeed(db: Db): Promise<{ created: boolean }> {
  const { roleId, deptId } = await ensurePlatform(db);
  await ensureMenus(db);
  await ensureDictionaries(db);
  await ensureRegions(db);
  const [admin] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.tenantId, '000000'), eq(user.account, 'admin')));
  if (admin) return { created: false };
  await db.insert(user).values({
    tenantId: '000000',
    account: 'admin',
    password: await hashPassword(md5Hex('admin')),
    name: '管理员',
    realName: '管理员',
    email: 'admin@example.com',
    roleId,
    deptId,
  });
  return { created: true };
}

/** Demo rows for a first look at the console (`DEMO_DATA=false` leaves them out). */
export async function loadDemoData(db: Db): Promise<void> {
  const demo = [
    ['是否开启注册功能', 'account.registerUser', 'true', '访客注册后需管理员审核'],
    ['冷链药品储存温度(℃)', 'gsp.coldChainRange', '2-8', 'GSP 冷藏药品储存温度区间'],
    ['智能采购计划', 'purchase.autoPlan', 'true', '按库存与销量自动生成采购建议'],
    ['登录记录保留天数', 'sales.loginRecordDays', '180', '销售移动端登录记录'],
    ['上传文件大小上限(MB)', 'file.maxUploadMb', '50', ''],
  ];
  await db.insert(param).values(
    demo.map(([paramName, paramKey, paramValue, remark]) => ({
      tenantId: '000000',
      paramName,
      paramKey,
      paramValue,
      remark,
    })),
  );
  await loadDemoPosts(db);
  await loadDemoDictionaries(db);
}

/** BladeX's seeded posts (blade_post), so user forms have something to pick on a first look. */
async function loadDemoPosts(db: Db): Promise<void> {
  const posts: Array<[number, string, string]> = [
    [1, 'ceo', '首席执行官'],
    [1, 'coo', '首席运营官'],
    [1, 'cfo', '首席财务官'],
    [1, 'cto', '首席技术官'],
    [1, 'cio', '首席信息官'],
    [2, 'pm', '技术经理'],
    [2, 'hrm', '人力经理'],
    [3, 'staff', '普通员工'],
  ];
  await db.insert(post).values(
    posts.map(([category, postCode, postName], i) => ({
      tenantId: '000000',
      category,
      postCode,
      postName,
      sort: i + 1,
    })),
  );
}
