import { demoTenantIds } from '../../../demo.ts';
import type { CrudService } from '../../../platform/crud/service.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { ImportTarget } from '../../../platform/excel/import.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { shippersByCodes } from '../../purchase/public.ts';
import { seedAssignments, seedOwnerChange } from '../custom-to-saler/custom-to-saler.demo.ts';
import { customToSalerImportTarget } from '../custom-to-saler/custom-to-saler.import.ts';
import { customToSalerRoutes } from '../custom-to-saler/custom-to-saler.routes.ts';
import { customToSalerService } from '../custom-to-saler/custom-to-saler.service.ts';
import { distributorCustomers, platformCustomers, seedCustomers } from '../customer/customer.demo.ts';
import { customerService } from '../customer/customer.service.ts';
import { goodsInfoRoutes } from '../goods-info/goods-info.routes.ts';
import { seedUserGoods } from '../user-goods/user-goods.demo.ts';
import { userGoodsImportTarget } from '../user-goods/user-goods.import.ts';
import { userGoodsRoutes } from '../user-goods/user-goods.routes.ts';
import { demoCtx, demoUsers } from './demo-ctx.ts';
import { seedGrades } from './grade.demo.ts';
import { gradeImportTarget } from './grade.import.ts';
import { gradeRoutes } from './grade.routes.ts';
import { gradeDocService } from './grade.service.ts';
import { gradeDtlService } from './grade-dtl.service.ts';

// What the app side (the sales app's replies) asks of these screens' rows.
export { customersOfSaler, type SalerCustomer } from '../custom-to-saler/custom-to-saler.service.ts';
export { goodsInfoPage } from '../goods-info/goods-info.service.ts';
export { type UserGoodsRules, userGoodsRulesOf } from '../user-goods/user-goods.query.ts';
export { type GradeHeld, gradeLevelOf } from './grade.query.ts';

/**
 * The demo rows of 控销等级, 用户商品, 客户资料 and 客户业务员 (docs/domain.md §5), idempotent: tenant 100001's five
 * customers, HDKY's grades KX-A (2) → 陈静, KX-B (1) → 王强, PT 普通 (0) → 刘洋, their customers (王强 primary of three,
 * 刘洋 of two, one change of owner kept), 王强's G0007 granted in force and 刘洋's G0017 barred, pending; a little of
 * the same in tenant 000000. The sales reps are the user module's demo accounts: rows naming one that is absent are
 * left out.
 */
async function loadDemo(db: Db): Promise<void> {
  const tenantId = demoTenantIds.distributor;
  const ctx = await demoCtx(db, tenantId, 'chenjing');
  const customers = await seedCustomers(ctx, distributorCustomers);
  const hdky = (await shippersByCodes(ctx, ['HDKY'])).get('HDKY');
  if (hdky) {
    const reps = await demoUsers(db, tenantId, ['wangqiang', 'liuyang', 'chenjing']);
    await seedGrades(ctx, hdky.id, [
      {
        code: 'KX-A',
        name: 'A级控销',
        level: 2,
        scopeType: 1,
        remark: '可销售全部控销品种(含拜新同)',
        employeeId: reps.get('chenjing'),
      },
      {
        code: 'KX-B',
        name: 'B级控销',
        level: 1,
        scopeType: 2,
        remark: '可销售一级控销品种, 仅限本人名下客户',
        employeeId: reps.get('wangqiang'),
      },
      { code: 'PT', name: '普通', level: 0, scopeType: 1, remark: '非控销品种', employeeId: reps.get('liuyang') },
    ]);
    const [wang, liu] = [reps.get('wangqiang'), reps.get('liuyang')];
    await seedAssignments(ctx, hdky.id, [
      { customer: customers.get('KH0001'), salerId: wang, isPrimary: true },
      { customer: customers.get('KH0002'), salerId: wang, isPrimary: true },
      { customer: customers.get('KH0003'), salerId: wang, isPrimary: true },
      { customer: customers.get('KH0003'), salerId: liu, isPrimary: false, remark: '原主业务员, 协助交接' },
      { customer: customers.get('KH0004'), salerId: liu, isPrimary: true },
      { customer: customers.get('KH0005'), salerId: liu, isPrimary: true },
    ]);
    await seedOwnerChange(ctx, {
      shipperId: hdky.id,
      customer: customers.get('KH0003'),
      from: liu ? { id: liu, name: '刘洋' } : undefined,
      to: wang ? { id: wang, name: '王强' } : undefined,
      reason: '片区调整: 解放路片区划归华东一区',
    });
    await seedUserGoods(ctx, hdky.id, [
      { userId: wang, goodsCode: 'G0007', ruleType: 1, inForce: true, remark: '单独授权拜新同(控销二级)' },
      { userId: liu, goodsCode: 'G0017', ruleType: 2, inForce: false, remark: '含特殊药品复方制剂, 暂停销售' },
    ]);
  }

  // Tenant 000000: a little of the same, so the platform administrator's lists show rows of two tenants.
  const platform = await demoCtx(db, '000000', 'admin');
  const platformCustomerRows = await seedCustomers(platform, platformCustomers);
  const ptys = (await shippersByCodes(platform, ['PTYS'])).get('PTYS');
  if (ptys && platform.userId) {
    await seedGrades(platform, ptys.id, [
      { code: 'KX-A', name: 'A级控销', level: 2, scopeType: 1, remark: '平台演示', employeeId: platform.userId },
    ]);
    await seedAssignments(platform, ptys.id, [
      { customer: platformCustomerRows.get('PT-KH0001'), salerId: platform.userId, isPrimary: true },
    ]);
  }
}

/**
 * What these screens bring to the sales module's manifest (modules/sales/index.ts):
 * - `replaces`: the declared resources they serve themselves, to leave out of the kit's plain list;
 * - `resources`: the services (the kit's calls with hooks) of 控销等级 and its lines, 客户资料, 客户业务员;
 * - `routes`: 控销等级's moves and the pickers, 用户商品's own calls (in place of the kit's four), 商品信息, 转移 and
 *   the history of owners;
 * - `importTargets`: templates 102, 103 and 104;
 * - `demo`: the rows above.
 */
export const gradesParts = {
  replaces: ['sm_control_grade', 'sm_control_grade_dtl', 'sm_user_goods', 'sm_customer', 'sm_custom_to_saler'] as const,
  resources: [gradeDocService, gradeDtlService, customerService, customToSalerService] as CrudService[],
  routes: [gradeRoutes, userGoodsRoutes, goodsInfoRoutes, customToSalerRoutes] as Array<
    (app: App, p: Platform) => void
  >,
  importTargets: [userGoodsImportTarget, gradeImportTarget, customToSalerImportTarget] as Array<ImportTarget<any, any>>,
  demo: loadDemo,
};
