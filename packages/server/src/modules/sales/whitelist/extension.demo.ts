import { sql } from 'drizzle-orm';
import { demoTenantIds } from '../../../demo.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ofTenant } from '../../../platform/scope.ts';
import { shipperOptions } from '../../purchase/public.ts';
import { liveRoles, tenantDeptNames, tenantRoleNames } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { fieldAuthTable } from '../field-auth/field-auth.table.ts';
import { recordAppLogin } from '../login-record/login-record.service.ts';
import { loginRecordTable } from '../login-record/login-record.table.ts';
import { whitelistTable } from './whitelist.table.ts';

/**
 * The extension service's demo rows (docs/domain.md §5) in tenant 100001 华东医药流通: the whitelist of the six demo staff
 * plus a disabled and an expired row, field permissions hiding the cost side of the goods from the sales reps and
 * masking customers' phones, and a month of the sales app's sign-ins with their refusals. Idempotent: rows already
 * there (by phone, by subject and field, any login record of the tenant) are left as they are.
 */

const timeZone = process.env.TIME_ZONE ?? 'Asia/Shanghai';

/** The seeds run before there is a caller: a context of the demo tenant that reads every row. */
const demoCtx = (db: Db, tenantId: string): Ctx =>
  ({ db, tenantId, timeZone, lang: 'zh', userId: '', deptIds: [], isAdministrator: false }) as unknown as Ctx;

type Listed = [
  phone: string,
  name: string,
  employeeNo: string,
  dept: string,
  post: number,
  shippers: string[],
  extra?: { status?: number; validFrom?: string; validTo?: string; device?: string; remark?: string },
];

const whitelist: Listed[] = [
  ['13800001001', '张伟', 'HD0101', '采购部', 3, ['HDKY']],
  ['13800001002', '李娜', 'HD0102', '采购部', 4, ['HDKY', 'XJZT']],
  ['13800001003', '王强', 'HD0103', '华东一区', 1, ['HDKY'], { device: 'HUAWEI-Mate60-7F3A21' }],
  ['13800001004', '刘洋', 'HD0104', '华东二区', 1, ['HDKY', 'XJZT'], { device: 'iPhone15-C2D9E4' }],
  ['13800001005', '陈静', 'HD0105', '销售部', 2, ['HDKY', 'XJZT', 'YLBC']],
  ['13800001006', '赵磊', 'HD0106', '质量管理部', 3, []],
  ['13800001007', '周敏', 'HD0107', '华东一区', 1, ['HDKY'], { status: 0, remark: '已离职,停用' }],
  [
    '13800001008',
    '吴迪',
    'HD0108',
    '华东二区',
    1,
    ['YLBC'],
    { validFrom: '2024-01-01', validTo: '2024-12-31', remark: '临时驻点,已到期' },
  ],
];

async function demoWhitelist(ctx: Ctx): Promise<void> {
  const shippers = new Map((await shipperOptions(ctx, ctx.tenantId)).map((s) => [s.shipperCode, s.id]));
  const depts = new Map((await tenantDeptNames(ctx)).map((d) => [String(d.name), String(d.id)]));
  const users = new Map(
    (await staffOf(ctx, { phones: whitelist.map(([phone]) => phone) })).map((u) => [u.phone, u.id]),
  );
  await ctx.db
    .insert(whitelistTable)
    .values(
      whitelist.map(([phone, realName, employeeNo, dept, post, codes, extra = {}]) => {
        const ids = codes.map((c) => shippers.get(c)).filter((id): id is string => Boolean(id));
        return {
          tenantId: ctx.tenantId,
          phone,
          realName,
          employeeNo,
          userId: users.get(phone) ?? null,
          deptId: depts.get(dept) ?? null,
          deptName: depts.has(dept) ? dept : null,
          post,
          shipperIds: ids.length ? ids.join(',') : null,
          deviceBindRequired: true,
          boundDeviceId: extra.device ?? null,
          validFrom: extra.validFrom ?? null,
          validTo: extra.validTo ?? null,
          status: extra.status ?? 1,
          remark: extra.remark ?? null,
        };
      }),
    )
    .onConflictDoNothing({ target: [whitelistTable.tenantId, whitelistTable.phone], where: sql`is_deleted = 0` });
}

const field = (moduleCode: string, fieldCode: string, fieldName: string, authType: number, maskRule?: string) => ({
  moduleCode,
  fieldCode,
  fieldName,
  authType,
  maskRule: maskRule ?? null,
});

/**
 * The sales reps' role (业务员 `sales_rep`, else the demo's 医药代表 `sales`) does not see the cost side of the goods and
 * sees customers' phones masked; 陈静 (区域经理), by a rule of her own, sees the purchase price on the goods' detail.
 */
async function demoFieldAuth(ctx: Ctx): Promise<void> {
  const ids = (await tenantRoleNames(ctx)).map((r) => String(r.id));
  const roles = new Map((await liveRoles(ctx, ids)).map((r) => [String(r.roleAlias), r]));
  const rep = roles.get('sales_rep') ?? roles.get('sales');
  const rows: Array<Record<string, unknown>> = [];
  if (rep) {
    for (const screen of ['GOODS_LIST', 'GOODS_DETAIL'])
      for (const [code, name] of [
        ['purchasePrice', '进价'],
        ['costPrice', '成本价'],
        ['grossMargin', '毛利率'],
      ] as const)
        rows.push({
          subjectType: 1,
          subjectId: String(rep.id),
          subjectName: rep.roleName,
          ...field(screen, code, name, 0),
        });
    for (const screen of ['CUSTOMER_LIST', 'CUSTOMER_DETAIL'])
      for (const [code, name, mask] of [
        ['customerPhone', '客户电话', 'PHONE_MIDDLE4'],
        ['creditLimit', '信用额度', 'AMOUNT_RANGE'],
      ] as const)
        rows.push({
          subjectType: 1,
          subjectId: String(rep.id),
          subjectName: rep.roleName,
          ...field(screen, code, name, 2, mask),
        });
  }
  const [manager] = await staffOf(ctx, { phones: ['13800001005'], limit: 1 });
  if (manager)
    rows.push({
      subjectType: 2,
      subjectId: manager.id,
      subjectName: manager.realName,
      ...field('GOODS_DETAIL', 'purchasePrice', '进价', 1),
    });
  if (rows.length === 0) return;
  await ctx.db
    .insert(fieldAuthTable)
    .values(rows.map((r) => ({ tenantId: ctx.tenantId, status: 1, ...r })) as never)
    .onConflictDoNothing();
}

type Attempt = [
  daysAgo: number,
  hour: number,
  phone: string,
  name: string,
  result: 0 | 1,
  reason: string | null,
  device: [id: string, model: string, os: string, client: number],
  loginType?: number,
];

const mate60: Attempt[6] = ['HUAWEI-Mate60-7F3A21', 'HUAWEI Mate 60', 'HarmonyOS 4.0', 1];
const iphone: Attempt[6] = ['iPhone15-C2D9E4', 'iPhone 15', 'iOS 17.5', 2];
const xiaomi: Attempt[6] = ['Xiaomi14-5B8C10', 'Xiaomi 14', 'Android 14', 1];
const oppo: Attempt[6] = ['OPPO-FindX7-99AE01', 'OPPO Find X7', 'Android 14', 1];

/** A month of sign-ins: the reps' daily ones, and a refusal of each kind the login record knows. */
const attempts: Attempt[] = [
  [29, 8, '13800001003', '王强', 1, null, mate60],
  [28, 8, '13800001004', '刘洋', 1, null, iphone],
  [27, 9, '13800001005', '陈静', 1, null, xiaomi],
  [25, 8, '13800001003', '王强', 1, null, mate60],
  [24, 20, '13900009999', '', 0, '不在白名单', oppo],
  [22, 8, '13800001004', '刘洋', 0, '验证码错误', iphone, 2],
  [22, 8, '13800001004', '刘洋', 1, null, iphone, 2],
  [20, 9, '13800001007', '周敏', 0, '白名单已停用', oppo],
  [18, 8, '13800001003', '王强', 0, '设备不一致', xiaomi],
  [18, 8, '13800001003', '王强', 1, null, mate60],
  [15, 10, '13800001008', '吴迪', 0, '不在有效期内', oppo],
  [13, 8, '13800001005', '陈静', 1, null, xiaomi],
  [11, 8, '13800001004', '刘洋', 1, null, iphone],
  [9, 22, '13800001006', '赵磊', 0, '账号锁定', oppo],
  [7, 8, '13800001003', '王强', 1, null, mate60],
  [5, 9, '13800001005', '陈静', 1, null, xiaomi],
  [4, 8, '13800001004', '刘洋', 1, null, iphone],
  [2, 8, '13800001003', '王强', 1, null, mate60],
  [1, 18, '13800001003', '王强', 0, '设备不一致', oppo],
  [0, 8, '13800001004', '刘洋', 1, null, iphone],
];

async function demoLoginRecords(ctx: Ctx): Promise<void> {
  const [any] = await ctx.db
    .select({ id: loginRecordTable.id })
    .from(loginRecordTable)
    .where(ofTenant(loginRecordTable, ctx.tenantId))
    .limit(1);
  if (any) return;
  const users = new Map((await staffOf(ctx, { phones: attempts.map((a) => a[2]) })).map((u) => [u.phone, u]));
  const now = Date.now();
  for (const [i, [daysAgo, hour, phone, name, result, reason, device, loginType]] of attempts.entries()) {
    const at = new Date(now - daysAgo * 86_400_000);
    at.setUTCHours(hour - 8, (i * 7) % 60, (i * 13) % 60, 0);
    // Today's early sign-ins may lie ahead of a first start made at dawn: they happened a minute ago.
    if (at.getTime() > now) at.setTime(now - 60_000);
    const user = users.get(phone);
    await recordAppLogin(ctx.db, {
      tenantId: ctx.tenantId,
      phone,
      account: user?.account ?? phone,
      userId: result === 1 ? (user?.id ?? null) : null,
      realName: name || null,
      loginType: loginType ?? 1,
      clientType: device[3],
      deviceId: device[0],
      deviceModel: device[1],
      osVersion: device[2],
      appVersion: '2.3.1',
      ip: `10.21.${(i * 17) % 250}.${(i * 29) % 250}`,
      location: i % 3 === 0 ? '湖南省长沙市' : i % 3 === 1 ? '湖南省株洲市' : '云南省昆明市',
      result,
      failReason: reason,
      loginTime: at,
    });
  }
}

/** Tenant 100001's whitelist, field permissions and login records, on a first start (and harmless again). */
export async function loadDemoExtension(db: Db): Promise<void> {
  const ctx = demoCtx(db, demoTenantIds.distributor);
  await demoWhitelist(ctx);
  await demoFieldAuth(ctx);
  await demoLoginRecords(ctx);
}
