import { importMessages, type UploadHis, uploadMessages } from '@pharma/contract';
import { type Ctx, can } from '../../../platform/context.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { AppError, badRequest, forbidden } from '../../../platform/errors.ts';
import { type ImportCounts, type ImportTarget, importChunks, importCodeOf } from '../../../platform/excel/import.ts';
import { countRows, sheetChunks } from '../../../platform/excel/reader.ts';
import { t } from '../../../platform/i18n.ts';
import { nextDocNumber } from '../../purchase/public.ts';
import { uploadHisService } from './upload.service.ts';
import { uploadHisTable as his } from './upload.table.ts';
import { uploadJournal, uploadStatus } from './upload-journal.ts';

/**
 * 导入 by module number (docs/domain.md §3.9, §3.10): the file is recorded in 导入记录 before anything else (status 0,
 * batch DR…, operator, file), its header checked against the template of its number (not that template: status 4,
 * no lines), then imported: a small file at once, a large one (over the download centre's threshold) as its job,
 * both through the one import path, every row's result a line of the record.
 */

/** Rows one upload may hold (the download centre's job imports them at flat memory; see bench/sales-import.ts). */
export const maxUploadRows = 100_000;
/** Bytes one uploaded file may have (a full 100,000-row template is about 4 MB). */
export const maxUploadBytes = 30 * 1024 * 1024;

/** An uploaded file, streamed to a temporary file. */
export interface UploadedFile {
  path: string;
  name: string;
  size: number;
}

/** What the target of a sales upload is given with each chunk (`options`). */
export interface SalesImportOptions {
  moduleNo: number;
  /** The shipper chosen on the screen, if any (the template's 货主编码 column names it per row otherwise). */
  shipperId?: string;
  /** The upload's record (sm_upload_his). */
  hisId: string;
}

/** The target registered for a module number, or 400 naming the number. */
export function targetOf(ctx: Ctx, moduleNo: number): ImportTarget {
  const target = ctx.registry.importTargetOf(moduleNo);
  if (!target) throw badRequest(uploadMessages.unknownModuleNo, { moduleNo });
  return target;
}

/** The template's name (dictionary sm_module_no in `ctx`'s language; the target's title without one). */
export async function moduleNameOf(ctx: Ctx, moduleNo: number, target: ImportTarget): Promise<string> {
  const label = (await dictLabels(ctx, 'sm_module_no')).get(String(moduleNo));
  return label ?? t(ctx.lang, target.title);
}

async function createRecord(
  ctx: Ctx,
  target: ImportTarget,
  options: Omit<SalesImportOptions, 'hisId'>,
  file: UploadedFile,
) {
  const moduleName = await moduleNameOf({ ...ctx, lang: 'zh' }, options.moduleNo, target);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
    const batchNo = await nextDocNumber(txCtx, 'DR');
    const [row] = await tx
      .insert(his)
      .values({
        tenantId: ctx.tenantId,
        batchNo,
        moduleNo: options.moduleNo,
        moduleName: moduleName.slice(0, 50),
        shipperId: options.shipperId ?? null,
        fileName: file.name.slice(0, 200),
        fileSize: file.size,
        totalCount: 0,
        successCount: 0,
        failCount: 0,
        status: uploadStatus.processing,
        startTime: new Date(),
        operatorId: ctx.userId,
        operatorName: (ctx.realName || ctx.account).slice(0, 30),
        createUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
        updateUser: ctx.userId,
      })
      .returning({ id: his.id, tenantId: his.tenantId });
    return row!;
  });
}

const none: ImportCounts = { total: 0, succeeded: 0, failed: 0 };
const said = (ctx: Ctx, error: AppError) => t(ctx.lang, error.text, error.values);

/**
 * Records and imports an uploaded file of template `moduleNo`. The guard checked the import code of the number in
 * the query; a number sent in the form instead is checked here. Answers the record as it stands: finished for a
 * small file, still processing (status 0, its counts moving) for a queued one.
 */
export async function uploadFile(
  ctx: Ctx,
  request: { moduleNo: number; shipperId?: string | undefined },
  file: UploadedFile,
): Promise<UploadHis> {
  const target = targetOf(ctx, request.moduleNo);
  if (!can(ctx, importCodeOf(target))) throw forbidden();
  const base = { moduleNo: request.moduleNo, ...(request.shipperId ? { shipperId: request.shipperId } : {}) };
  const record = await createRecord(ctx, target, base, file);
  const journal = uploadJournal(ctx, record, target);
  const options: SalesImportOptions = { ...base, hisId: record.id };
  const source = { path: file.path };
  const downloads = ctx.registry.downloads;
  const threshold = downloads ? await downloads.threshold(ctx) : Number.POSITIVE_INFINITY;
  const sheet = { header: 'template' as const, maxRows: maxUploadRows };

  let counts = none;
  try {
    const rows = await countRows(source, target.columns, { ...sheet, stopAfter: threshold });
    if (rows === 0) throw badRequest(importMessages.noRows);
    if (downloads && rows > threshold) {
      const fileId = await downloads.queueImport(ctx, target, source, undefined, options, {
        header: 'template',
        maxRows: maxUploadRows,
        journal: record.id,
      });
      await journal.queued(fileId);
    } else {
      await journal.started(rows);
      counts = await importChunks(ctx, target, sheetChunks(source, target.columns, sheet), options, {
        sink: journal,
        progress: async (now) => {
          counts = now;
          await journal.progress(now);
        },
      });
      const fileId = downloads ? await downloads.keepResultsFile(ctx, target, journal.results(), counts) : undefined;
      await journal.finish(counts, fileId);
    }
  } catch (error) {
    // A refusal (not the template, not a workbook, too many rows, a workbook that breaks off) ends the record with
    // its reason and what was done (nothing: status 4, no lines); anything else is a fault, and still ends it.
    await journal.fail(error instanceof AppError ? said(ctx, error) : t(ctx.lang, importMessages.importFailed), counts);
    if (!(error instanceof AppError)) throw error;
  }
  return uploadHisService.detail(ctx, record.id) as Promise<UploadHis>;
}
