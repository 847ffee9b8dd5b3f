import { defaultTenantId } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { paramTable as param } from './param.table.ts';

/** Demo parameters for a first look at 参数管理. */
export async function loadDemoParams(db: Db): Promise<void> {
  const demo = [
    ['是否开启注册功能', 'account.registerUser', 'true', '访客注册后需管理员审核'],
    ['冷链药品储存温度(℃)', 'gsp.coldChainRange', '2-8', 'GSP 冷藏药品储存温度区间'],
    ['智能采购计划', 'purchase.autoPlan', 'true', '按库存与销量自动生成采购建议'],
    ['登录记录保留天数', 'sales.loginRecordDays', '180', '销售移动端登录记录'],
    ['上传文件大小上限(MB)', 'file.maxUploadMb', '50', ''],
  ];
  await db.insert(param).values(
    demo.map(([paramName, paramKey, paramValue, remark]) => ({
      tenantId: defaultTenantId,
      paramName,
      paramKey,
      paramValue,
      remark,
    })),
  );
}
