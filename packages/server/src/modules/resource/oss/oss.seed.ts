import { defaultTenantId, ossCategory, ossStatus } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { ossTable as oss } from './oss.table.ts';

/**
 * 对象存储 on a first look (first start only): each demo tenant has the server's local folder as its enabled
 * storage, so the screen shows what uploads use until an S3-compatible store is added and enabled.
 */
export async function loadDemoOss(db: Db): Promise<void> {
  const tenants = [defaultTenantId, demoTenantIds.distributor, demoTenantIds.pharmacy];
  await db.insert(oss).values(
    tenants.map((tenantId) => ({
      tenantId,
      category: ossCategory.local,
      ossCode: 'local',
      remark: '服务器本地文件夹(DATA_DIR/oss 或 OSS_LOCAL_DIR)',
      status: ossStatus.enabled,
    })),
  );
}
