import type {} from '@fastify/multipart';
import { listQuery, say, userDef } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { sendXlsx } from '../../../platform/excel/reply.ts';
import { attachment, xlsxType } from '../../../platform/excel/writer.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { userTexts } from '../user/user.messages.ts';
import { userListConditions } from '../user/user.service.ts';
import { templateWorkbook, userBatches, userExportColumns } from './user-excel.service.ts';
import { importUsers } from './user-import.service.ts';

const isCoveredMessage = say(userTexts.isCoveredInvalid);

/** blade-user export-user, export-template, import-user: the users list as an xlsx, and back. */
export function userExcelRoutes(app: App) {
  const base = '/api/blade-user';
  const tags = ['blade-user'];
  app.get(
    `${base}/export-user`,
    {
      config: { permission: 'user_export' },
      schema: {
        tags,
        summary: 'The users the list shows (same filters) as an xlsx download; blade-auth may carry the token',
        querystring: listQuery(userDef).extend({
          deptId: z.string().optional(),
          'blade-auth': z.string().optional().describe('the access token, for download links'),
        }),
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const query = req.query as Record<string, unknown>;
      // The filters are read (and refused) before the download starts: after it, no error envelope can be sent.
      const conditions = await userListConditions(ctx, query);
      return sendXlsx(req, reply, userTexts.exportFile, {
        title: userTexts.sheetUsers,
        columns: userExportColumns,
        batches: userBatches(ctx, conditions, query),
      });
    },
  );
  app.get(
    `${base}/export-template`,
    {
      config: { permission: 'user_import' },
      schema: {
        tags,
        summary: 'The import template: one header row, in the caller’s language, saying what each column takes',
        querystring: z.object({ 'blade-auth': z.string().optional() }),
      },
    },
    async (req, reply) => {
      const ctx = ctxOf(req);
      return reply
        .type(xlsxType)
        .header('content-disposition', attachment(userTexts.templateFile, ctx.lang))
        .header('cache-control', 'no-store')
        .send(await templateWorkbook(ctx));
    },
  );
  app.post(
    `${base}/import-user`,
    {
      config: { permission: 'user_import' },
      schema: {
        tags,
        summary:
          'Import users from an xlsx (multipart field "file", at most 5 MB and 5000 rows); isCovered=1 overwrites ' +
          'existing accounts. New accounts get no usable password: reset it before their first sign-in.',
        querystring: z.object({ isCovered: z.enum(['0', '1'], { error: isCoveredMessage }).optional() }),
      },
    },
    async (req) => {
      const ctx = ctxOf(req);
      if (!req.isMultipart()) throw badRequest(userTexts.fileMissing);
      let buffer: Buffer | undefined;
      // Reads the parts until the `file` field; the size limit (app.ts) refuses a larger file with 413.
      for await (const part of req.parts()) {
        if (part.type === 'file' && part.fieldname === 'file' && !buffer) buffer = await part.toBuffer();
        else if (part.type === 'file') part.file.resume();
      }
      if (!buffer?.length) throw badRequest(userTexts.fileMissing);
      return ok(req, await importUsers(ctx, buffer, req.query.isCovered === '1'));
    },
  );
}
