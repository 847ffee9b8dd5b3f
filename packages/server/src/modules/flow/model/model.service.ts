import { type FlowProcess, flowMessages, flowModelResource, taskUserOf } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { deployFiles } from '../definition/deploy.service.ts';
import { flowModelTable } from './model.table.ts';

/**
 * 模型管理: the declared resource's CRUD, with the reference's bookkeeping: each save raises the version, and the
 * reply names who made and last changed it as the engine names users (`taskUser_<id>`), with Flowable's
 * `created` and `lastUpdated`. A draft is saved as drawn; it is checked when it is deployed.
 */
export const flowModelService: CrudService = crudService(flowModelResource, {
  beforeWrite(_ctx, values, existing) {
    values.version = Number(existing?.version ?? 0) + 1;
    values.modelType = 0;
  },
  toRecord(_ctx, record) {
    return {
      ...record,
      created: record.createTime,
      lastUpdated: record.updateTime,
      createdBy: record.createUser ? taskUserOf(String(record.createUser)) : '',
      lastUpdatedBy: record.updateUser ? taskUserOf(String(record.updateUser)) : '',
    };
  },
});

/** 部署: the model's XML deployed for a category, common (no tenants) or for the tenants named. */
export async function deployModel(
  ctx: Ctx,
  input: { modelId: string; category: string; tenantIds: string },
): Promise<FlowProcess[]> {
  const [model] = await ctx.db
    .select()
    .from(flowModelTable)
    .where(and(eq(flowModelTable.id, input.modelId), scoped(ctx, flowModelTable)));
  if (!model) throw badRequest(flowMessages.modelMissing, { id: input.modelId });
  const xml = String(model.modelEditorXml ?? '');
  if (!xml.trim()) throw badRequest(flowMessages.modelXmlRequired);
  return deployFiles(ctx, {
    files: [{ xml, resourceName: `${model.modelKey}.bpmn20.xml` }],
    category: input.category,
    tenantIds: input.tenantIds,
    name: String(model.name),
  });
}
