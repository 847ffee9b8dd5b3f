import { importMessages } from '@pharma/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { ImportCounts, ImportTarget, RowOutcome } from '../../../platform/excel/import.ts';
import type { ImportJournal, ImportJournals } from '../../../platform/excel/journal.ts';
import { templateLabel } from '../../../platform/excel/reader.ts';
import type { ExportColumn, ExportRow } from '../../../platform/excel/sources.ts';
import { scoped } from '../../../platform/scope.ts';
import { uploadHisTable as his } from './upload.table.ts';
import { uploadHisDtlTable as dtl } from './upload-dtl.table.ts';

/** sm_upload_his.status (dictionary sm_upload_status). */
export const uploadStatus = { processing: 0, allOk: 1, partly: 2, allFailed: 3, invalid: 4 } as const;

/** The status the counts make once an upload ends: all, some or none of its rows written; no rows, invalid. */
export function finalStatus(counts: ImportCounts): number {
  if (counts.total === 0) return uploadStatus.invalid;
  if (counts.failed === 0) return uploadStatus.allOk;
  return counts.succeeded === 0 ? uploadStatus.allFailed : uploadStatus.partly;
}

/** The upload record a journal writes to: its id and tenant (the rows are the uploader's tenant's). */
export interface UploadRef {
  id: string;
  tenantId: string;
}

/** Rows of the lines read back per query for the results workbook. */
const readBatch = 1000;

/** A row's cells as kept (rowData): by the template's label, readable without the target. */
function rowData(target: ImportTarget, cells: RowOutcome['cells']): string {
  const data: Record<string, string> = {};
  for (const column of target.columns) {
    const value = cells[column.key];
    if (value !== undefined) data[column.label.zh] = value;
  }
  return JSON.stringify(data);
}

/**
 * The upload history as an import's journal: every chunk's results become lines of the record (one multi-row insert
 * per chunk), the counts move after each chunk, and the end sets the final counts (success + fail = total) and
 * the status they make. The results workbook is the template's columns and 错误原因, read back from the lines in row
 * order a batch at a time, so it round-trips: fixed, it imports again.
 */
export function uploadJournal(
  ctx: Ctx,
  upload: UploadRef,
  target: ImportTarget,
): ImportJournal & { queued(fileId: string): Promise<void> } {
  const mine = and(scoped(ctx, his, { dataScope: false }), eq(his.id, upload.id));
  const set = (values: Partial<typeof his.$inferInsert>) =>
    ctx.db
      .update(his)
      .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
      .where(mine);
  const end = (counts: ImportCounts, values: Partial<typeof his.$inferInsert>) =>
    set({
      totalCount: counts.total,
      successCount: counts.succeeded,
      failCount: counts.failed,
      endTime: new Date(),
      ...values,
    });

  return {
    async add(rows) {
      if (rows.length === 0) return;
      // One statement per chunk over column arrays (unnest): a thousand lines cost six parameters, not thirteen
      // thousand, and none of the query builder's work per value, which at 100,000 rows was most of the import's CPU.
      const column = <T>(pick: (r: RowOutcome) => T) => sql.param(rows.map(pick));
      await ctx.db.execute(sql`
        insert into ${dtl} (tenant_id, his_id, row_no, business_key, row_data, result, error_msg, target_id,
          create_user, update_user)
        select ${upload.tenantId}, ${upload.id}, r.row_no, r.business_key, r.row_data, r.result, r.error_msg,
          r.target_id, ${ctx.userId}, ${ctx.userId}
        from unnest(${column((r) => r.row)}::integer[], ${column((r) => (r.key ? r.key.slice(0, 100) : null))}::varchar[],
          ${column((r) => rowData(target, r.cells))}::text[], ${column((r) => (r.success ? 1 : 0))}::integer[],
          ${column((r) => (r.msg ? r.msg.slice(0, 500) : null))}::varchar[], ${column((r) => r.targetId ?? null)}::bigint[])
          as r(row_no, business_key, row_data, result, error_msg, target_id)`);
    },
    /** Handed to the download centre's job: its record shows the progress, then holds the results. */
    async queued(fileId) {
      await set({ ossFileId: fileId });
    },
    async started(total) {
      await set({ totalCount: total });
    },
    async progress(counts) {
      await set({ successCount: counts.succeeded, failCount: counts.failed });
    },
    async finish(counts, resultsFileId) {
      await end(counts, { status: finalStatus(counts), ...(resultsFileId ? { ossFileId: resultsFileId } : {}) });
    },
    async fail(reason, counts) {
      const status = counts.total ? finalStatus(counts) : uploadStatus.invalid;
      await end(counts, { status, errorMsg: reason.slice(0, 500) });
    },
    results() {
      const columns: ExportColumn[] = target.columns.map((c) => {
        const label = templateLabel(c);
        return { header: { zh: label, en: label }, value: (r) => (r.cells as Record<string, string>)[c.label.zh] };
      });
      columns.push({
        header: importMessages.reasonColumn,
        width: 60,
        value: (r) => (r.result === 0 ? r.errorMsg : ''),
      });
      return { title: importMessages.resultSheet, columns, batches: linesOf(ctx, upload) };
    },
  };
}

/** The lines of an upload in row order, `readBatch` at a time by keyset on the row number. */
async function* linesOf(ctx: Ctx, upload: UploadRef): AsyncGenerator<ExportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ rowNo: dtl.rowNo, rowData: dtl.rowData, result: dtl.result, errorMsg: dtl.errorMsg })
      .from(dtl)
      .where(and(scoped(ctx, dtl, { dataScope: false }), eq(dtl.hisId, upload.id), gt(dtl.rowNo, after)))
      .orderBy(asc(dtl.rowNo))
      .limit(readBatch);
    if (rows.length) yield rows.map((r) => ({ ...r, cells: JSON.parse(r.rowData ?? '{}') as Record<string, string> }));
    if (rows.length < readBatch) return;
    after = rows[rows.length - 1]!.rowNo as number;
  }
}

/**
 * How a background import finds its upload's journal: the record of the owner's tenant, and the target of its
 * module number (undefined when either is gone).
 */
export const uploadJournals: ImportJournals = {
  async open(ctx, id) {
    const [row] = await ctx.db
      .select({ id: his.id, tenantId: his.tenantId, moduleNo: his.moduleNo })
      .from(his)
      .where(and(scoped(ctx, his, { dataScope: false }), eq(his.id, id)));
    const target = row?.moduleNo !== null && row ? ctx.registry.importTargetOf(row.moduleNo as number) : undefined;
    return row && target ? uploadJournal(ctx, { id: row.id, tenantId: row.tenantId }, target) : undefined;
  },
};
