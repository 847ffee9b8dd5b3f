import type {} from '@fastify/multipart';
import { importMessages, userExcelCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { readSheet, runImport } from '../../../platform/excel/import.ts';
import { sendXlsx } from '../../../platform/excel/reply.ts';
import { attachment, xlsxType } from '../../../platform/excel/writer.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { userListConditions } from '../user/user.service.ts';
import { userTexts } from '../user/user.texts.ts';
import { importColumns, templateWorkbook, userBatches, userExportColumns } from './user-excel.service.ts';
import { maxImportRows, userImportTarget } from './user-import.service.ts';

/** blade-user export-user, export-template, import-user: the users list as an xlsx, and back. */
export function userExcelRoutes(app: App) {
  serve(app, userExcelCalls.exportUsers, async (req, reply) => {
    const ctx = ctxOf(req);
    // The filters are read (and refused) before the download starts: after it, no error envelope can be sent.
    const conditions = await userListConditions(ctx, req.query);
    return sendXlsx(req, reply, userTexts.exportFile, {
      title: userTexts.sheetUsers,
      columns: await userExportColumns(ctx),
      batches: userBatches(ctx, conditions, req.query),
    });
  });
  serve(app, userExcelCalls.template, async (req, reply) => {
    const ctx = ctxOf(req);
    return reply
      .type(xlsxType)
      .header('content-disposition', attachment(userTexts.templateFile, ctx.lang))
      .header('cache-control', 'no-store')
      .send(await templateWorkbook(ctx));
  });
  serve(app, userExcelCalls.importUsers, async (req) => {
    const ctx = ctxOf(req);
    if (!req.isMultipart()) throw badRequest(importMessages.fileMissing);
    let buffer: Buffer | undefined;
    // Reads the parts until the `file` field; the size limit (app.ts) refuses a larger file with 413.
    for await (const part of req.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !buffer) buffer = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
    if (!buffer?.length) throw badRequest(importMessages.fileMissing);
    const rows = await readSheet(buffer, importColumns, maxImportRows);
    const options = { isCovered: req.query.isCovered };
    const downloads = ctx.registry.downloads;
    if (downloads && rows.length > (await downloads.threshold(ctx))) {
      const ossFileId = await downloads.queueImport(ctx, userImportTarget, buffer, rows.length, options);
      const queued = { total: rows.length, succeeded: 0, failed: 0, rows: [], ossFileId, background: true as const };
      return ok(req, queued, importMessages.queued);
    }
    const outcome = await runImport(ctx, userImportTarget, rows, options);
    const ossFileId = downloads ? await downloads.keepResults(ctx, userImportTarget, outcome) : undefined;
    const rowsOut = outcome.rows.map(({ key, ...row }) => ({ ...row, account: key }));
    return ok(req, { ...outcome, rows: rowsOut, ...(ossFileId ? { ossFileId } : {}) });
  });
}
