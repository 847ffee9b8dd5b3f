import { defaultTenantId, grayStatus } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { grayTable as gray } from './gray.table.ts';

/** A demo release: app, version, shops (comma-joined codes), enabled or not, remark. */
type DemoRelease = [string, string, string, boolean, string];

/** The releases of tenant 000000 and of the demo pharmacy chain, by tenant id. */
function demoReleases(): Record<string, DemoRelease[]> {
  return {
    [defaultTenantId]: [
      ['sales-mobile', '2.3.0', 'SH001,SH002,HZ003', true, '销售移动端:拜访记录离线暂存,先在沪杭三家门店试点'],
      ['pos-client', '1.8.0', 'NJ010,NJ011', false, '收银端医保结算改版,医保接口联调完成后启用'],
    ],
    // The distributor's sales reps run the sales app: its next version goes to 华东一区's and 二区's phones first.
    [demoTenantIds.distributor]: [
      ['sales-mobile', '2.4.0', 'HD-EAST1,HD-EAST2', true, '销售移动端:控销商品提示、客户拜访定位,华东一区、二区先行'],
    ],
    [demoTenantIds.pharmacy]: [
      ['yk-pos', '3.1.0', 'YK001,YK002', true, '处方审核流程改版,人民路店、中山路店先行'],
      ['yk-member', '1.2.0', 'YK003', false, '会员小程序积分兑换,待天河北店培训后启用'],
    ],
  };
}

/** 灰度发布 on a first look (first start only): one release rolling out, one waiting. */
export async function loadDemoGrays(db: Db): Promise<void> {
  for (const [tenantId, releases] of Object.entries(demoReleases())) {
    await db.insert(gray).values(
      releases.map(([app, versions, shopList, enabled, remark]) => ({
        tenantId,
        gray: app,
        versions,
        shopList,
        remark,
        status: enabled ? grayStatus.enabled : grayStatus.disabled,
      })),
    );
  }
}
