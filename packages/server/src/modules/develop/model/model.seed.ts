import type { Db } from '../../../platform/db/database.ts';
import { builtinDatasourceId } from '../../tenant/public.ts';
import { model } from './model.table.ts';

/**
 * 数据模型设计 on a first look: 通知公告 (blade_notice) on the console's own database, as BladeX seeds its generator
 * row; its columns come from the live catalogue when 模型配置 first opens it.
 */
export async function loadDemoModels(db: Db): Promise<void> {
  await db.insert(model).values({
    datasourceId: builtinDatasourceId,
    modelTable: 'blade_notice',
    modelName: '通知公告',
    modelCode: 'notice',
    modelClass: 'Notice',
    modelRemark: '通知公告的数据模型(内置数据库)',
  });
}
