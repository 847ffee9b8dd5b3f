import { defaultTenantId } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import type { SeedContext } from '../../../platform/module.ts';
import { ossFileTable as file } from './oss-file.table.ts';

const day = 86_400_000;

/**
 * 下载中心 on a first look: the platform administrator's past downloads as the centre keeps them, none with a file
 * (a seed has no storage to write to): an export that expired after its seven days, an import whose results
 * expired, and an export its owner cancelled. Their next exports come with files.
 */
export async function loadDemoOssFiles(db: Db, seed: SeedContext): Promise<void> {
  const admin = await seed.answer('platformAdmin')(db);
  if (!admin) return;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const request = { demo: true };
  await db.insert(file).values([
    {
      tenantId: defaultTenantId,
      userId: admin.id,
      kind: 'export',
      source: 'user',
      name: '用户管理-导出示例.xlsx',
      state: 'expired',
      total: 12_480,
      done: 12_480,
      fileSize: 611_327,
      request,
      createTime: at(9),
      finishTime: at(9),
      downloadTime: at(9),
      expireTime: at(2),
    },
    {
      tenantId: defaultTenantId,
      userId: admin.id,
      kind: 'import',
      source: 'user',
      name: '用户导入结果-导入示例.xlsx',
      state: 'expired',
      total: 6_200,
      done: 6_200,
      failed: 37,
      fileSize: 208_114,
      request,
      createTime: at(8),
      finishTime: at(8),
      expireTime: at(1),
    },
    {
      tenantId: defaultTenantId,
      userId: admin.id,
      kind: 'export',
      source: 'param',
      name: '参数管理-导出示例.xlsx',
      state: 'cancelled',
      total: 48_000,
      done: 17_000,
      request,
      createTime: at(3),
      finishTime: at(3),
    },
  ]);
}
