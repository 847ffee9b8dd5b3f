import { purchaseScreenCodes, salesScreenCodes } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { screenMenuIds } from '../../system/public.ts';
import { tenantPackageTable as tenantPackage } from './package.table.ts';

/** The screens of a demo package, each with all its buttons. */
const allOf = (...screens: string[]) => Object.fromEntries(screens.map((code) => [code, 'all' as const]));
/** 控制台 and 我的事务 in every package; a tenant that designs its own processes has 流程管理 too. */
const work = ['dashboard', 'work_start', 'work_claim', 'work_todo', 'work_send', 'work_done'];
const flowAdmin = ['flow_model', 'flow_deploy', 'flow_manager', 'flow_follow'];

/** 租户产品包 on a first look: one per kind of demo tenant (a distributor, a manufacturer, a pharmacy chain). */
export const demoPackages = {
  distributor: {
    packageName: '医药流通标准版',
    screens: allOf(
      'user',
      'dept',
      'post',
      'role',
      'param',
      'dict_biz',
      'topmenu',
      'gray',
      ...work,
      ...flowAdmin,
      // 智能采购: a distributor buys for the shippers whose goods it keeps.
      ...purchaseScreenCodes,
      // 销售移动端: its reps sell from the sales app the console administers.
      ...salesScreenCodes,
    ),
    remark: '药品批发企业:组织与账号、角色权限、业务参数与字典、顶部菜单、灰度发布、智能采购、销售移动端',
  },
  manufacturer: {
    packageName: '药品生产基础版',
    screens: allOf('user', 'dept', 'post', 'role', 'param', ...work),
    remark: '药品生产企业:组织与账号、角色权限、业务参数',
  },
  pharmacy: {
    packageName: '连锁药房门店版',
    screens: allOf('user', 'dept', 'post', 'role', 'dict_biz', 'gray', ...work),
    remark: '连锁药房:门店组织与账号、角色权限、业务字典、收银端灰度发布',
  },
} as const;

export type DemoPackage = keyof typeof demoPackages;

/** Adds the demo packages (first start only); their ids by kind. */
export async function loadDemoPackages(db: Db, maker: { createUser: string; createDept: string | null }) {
  const ids = {} as Record<DemoPackage, string>;
  for (const [kind, p] of Object.entries(demoPackages) as Array<[DemoPackage, (typeof demoPackages)[DemoPackage]]>) {
    const menuId = (await screenMenuIds(db, p.screens)).join(',');
    const [row] = await db
      .insert(tenantPackage)
      .values({ packageName: p.packageName, menuId, remark: p.remark, ...maker, updateUser: maker.createUser })
      .returning({ id: tenantPackage.id });
    ids[kind] = String(row!.id);
  }
  return ids;
}
