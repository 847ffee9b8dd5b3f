import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { model } from '../model/model.table.ts';
import { code } from './code.table.ts';

/**
 * 代码生成 on a first look: the 通知公告 row on its data model, as BladeX seeds one (our paths, not Windows'). The
 * project has its own 通知公告 (blade_notice, desk's notice), so the row generates a module of its own from that
 * model, 公告栏 on a table of its own (blade_bulletin), which gen-code makes green as it is.
 */
export async function loadDemoCodes(db: Db): Promise<void> {
  const [notice] = await db.select({ id: model.id }).from(model).where(eq(model.modelTable, 'blade_notice'));
  if (!notice) return;
  await db.insert(code).values({
    modelId: notice.id,
    codeName: '通知公告',
    templateType: 'crud',
    tableName: 'blade_bulletin',
    tablePrefix: 'blade_',
    pkName: 'id',
    serviceName: 'blade-desk',
    packageName: 'desk',
    author: 'pharma-console',
    baseMode: 2,
    wrapMode: 2,
    feignMode: 1,
    codeStyle: 'pharma',
    apiPath: 'packages/server/src/modules/desk',
    webPath: 'packages/web/src/modules/desk',
  });
}
