import type {} from '@fastify/multipart';
import { importMessages, regionExcelCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { readSheet, runImport } from '../../../platform/excel/import.ts';
import { sendXlsx } from '../../../platform/excel/reply.ts';
import { templateWorkbook } from '../../../platform/excel/template.ts';
import { attachment, xlsxType } from '../../../platform/excel/writer.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { regionExportSource } from './region.export.ts';
import {
  maxRegionImportRows,
  regionExportFile,
  regionImportColumns,
  regionImportTarget,
  regionTemplateFile,
} from './region.import.ts';

/**
 * blade-system/region export-region, export-template, import-region: the commercial Saber 4's 导出, 模板下载 and
 * 导入 of 行政区划. The upload is read through the platform's bounded reader (platform/uploads: bytes, strings,
 * cells, rows), the rows through the one import path (platform/excel/import.ts).
 */
export function regionExcelRoutes(app: App) {
  serve(app, regionExcelCalls.exportRegion, async (req, reply) => {
    const ctx = ctxOf(req);
    // The filters are read (and a bad level refused) before the download starts.
    const opened = await regionExportSource.open(ctx, req.query as Record<string, unknown>);
    return sendXlsx(req, reply, regionExportFile, { title: regionExportSource.title, ...opened });
  });
  serve(app, regionExcelCalls.template, async (req, reply) => {
    const ctx = ctxOf(req);
    return reply
      .type(xlsxType)
      .header('content-disposition', attachment(regionTemplateFile, ctx.lang))
      .header('cache-control', 'no-store')
      .send(await templateWorkbook(ctx, regionImportTarget, regionTemplateFile.zh));
  });
  serve(app, regionExcelCalls.importRegion, async (req) => {
    const ctx = ctxOf(req);
    if (!req.isMultipart()) throw badRequest(importMessages.fileMissing);
    let buffer: Buffer | undefined;
    // Reads the parts until the `file` field; the size limit (app.ts) refuses a larger file with 413.
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !buffer) buffer = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
    if (!buffer?.length) throw badRequest(importMessages.fileMissing);
    const rows = await readSheet(buffer, regionImportColumns, maxRegionImportRows);
    const outcome = await runImport(ctx, regionImportTarget, rows, { isCovered: req.query.isCovered });
    const rowsOut = outcome.rows.map(({ key, targetId: _id, ...row }) => ({ ...row, code: key }));
    return ok(req, { ...outcome, rows: rowsOut });
  });
}
