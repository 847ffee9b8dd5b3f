import {
  type QueryOf,
  type uploadHisDtlCalls,
  uploadHisDtlResource,
  uploadHisResource,
  uploadMessages,
} from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { uploadHisTable as his } from './upload.table.ts';
import { uploadHisDtlTable } from './upload-dtl.table.ts';

/**
 * 导入记录 through the CRUD kit: the list (newest first, the kit's filters and date range), the detail, and a soft
 * remove of finished uploads only (one still processing keeps its record until its counts are final).
 */
export const uploadHisService = crudService(uploadHisResource, {
  async beforeRemove(ctx, ids) {
    const running = await ctx.db
      .select({ id: his.id })
      .from(his)
      .where(and(scoped(ctx, his, { dataScope: false }), inArray(his.id, ids), eq(his.status, 0)))
      .limit(1);
    if (running.length) throw badRequest(uploadMessages.stillRunning);
  },
});

// The lines' table with its (tenant, upload, row) index is the one the kit reads (tableOf keeps the first made).
void uploadHisDtlTable;
const uploadHisDtlService = crudService(uploadHisDtlResource);

/**
 * 导入明细: the rows of one upload the caller may see (its record is looked up first, so another tenant's id is
 * not found), in row order, by the kit's list with its filters (result, businessKey).
 */
export async function listUploadRows(ctx: Ctx, query: QueryOf<typeof uploadHisDtlCalls.list>) {
  await uploadHisService.detail(ctx, String(query.hisId));
  return uploadHisDtlService.list(ctx, query as Record<string, unknown>);
}
