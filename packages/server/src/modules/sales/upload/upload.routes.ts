import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  importMessages,
  isIdText,
  salesExcelCalls,
  uploadHisCalls,
  uploadHisDtlCalls,
  uploadHisImportCode,
  uploadMessages,
} from '@pharma/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../platform/envelope.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { importCodeOf } from '../../../platform/excel/import.ts';
import { templateWorkbook } from '../../../platform/excel/template.ts';
import { dispositionOf, xlsxType } from '../../../platform/excel/writer.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { t } from '../../../platform/i18n.ts';
import type { Registry } from '../../../platform/registry.ts';
import { serve } from '../../../platform/serve.ts';
import { tenantToAddTo } from '../../../platform/tenant-reach.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { maxUploadBytes, moduleNameOf, targetOf, type UploadedFile, uploadFile } from './upload.import.ts';
import { listUploadRows, uploadHisService } from './upload.service.ts';
import { uploadJournals } from './upload-journal.ts';

/**
 * The code an upload or a template of the query's module number needs: the import code of that number's screen
 * (`sm_whitelist_import` for 101, …; the target's own). Without a number, 导入记录's import code (the form may carry
 * the number: the handler checks its code then); a number nobody registered, only a signed-in caller (the handler
 * refuses it with its own message).
 */
const importPermission = (registry: Registry) => (req: FastifyRequest) => {
  const raw = (req.query as { moduleNo?: unknown } | undefined)?.moduleNo;
  if (raw === undefined || raw === '') return uploadHisImportCode;
  const moduleNo = typeof raw === 'string' && /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : undefined;
  const target = moduleNo === undefined ? undefined : registry.importTargetOf(moduleNo);
  return target ? importCodeOf(target) : 'authenticated';
};

/** The upload, streamed to a temporary file (memory stays flat whatever its size); over the limit, 413. */
async function toTemporaryFile(part: MultipartFile): Promise<UploadedFile> {
  const path = join(tmpdir(), `pharma-upload-${randomBytes(6).toString('hex')}.xlsx`);
  let size = 0;
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'tooLarge');
    throw error;
  }
  if (part.file.truncated) {
    await rm(path, { force: true });
    throw new AppError(413, 'tooLarge');
  }
  return { path, name: part.filename || 'upload.xlsx', size };
}

/** A number sent as a form field: what the query's schema accepts there. */
function moduleNoOf(text: string | undefined): number {
  if (text === undefined || text.trim() === '') throw badRequest(uploadMessages.moduleNoRequired);
  if (!/^\d{1,6}$/.test(text.trim())) throw badRequest(uploadMessages.badModuleNo);
  return Number(text.trim());
}

async function sendTemplate(req: FastifyRequest, reply: FastifyReply, moduleNo: number, tenantId?: string) {
  // The platform administrator's template is the target tenant's (its example names that tenant's shippers).
  const ctx = await tenantToAddTo(ctxOf(req), tenantId);
  const target = targetOf(ctx, moduleNo);
  const bytes = await templateWorkbook(ctx, target, await moduleNameOf({ ...ctx, lang: 'zh' }, moduleNo, target));
  const file = t(ctx.lang, uploadMessages.templateFile, { name: await moduleNameOf(ctx, moduleNo, target) });
  return reply
    .type(xlsxType)
    .header('content-disposition', dispositionOf(`${file}.xlsx`, `template-${moduleNo}.xlsx`))
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * 导入记录 (uploadHis list, detail, remove; uploadHisDtl list), the templates by module number under both service
 * prefixes, and the upload. Sets the registry's import journals, so the download centre's job of a large upload
 * writes to its record.
 */
export function uploadRoutes(app: App, platform: Platform) {
  platform.registry.importJournals = uploadJournals;
  // No `crud` meta for the matrix's generated probes: there is no save to make a row with (uploads make them);
  // upload.test.ts keeps another tenant out of each call, the matrix checks their replies leak none of its ids.
  serve(app, uploadHisCalls.list, async (req) =>
    ok(req, (await uploadHisService.list(ctxOf(req), req.query)) as never),
  );
  serve(app, uploadHisCalls.detail, async (req) =>
    ok(req, (await uploadHisService.detail(ctxOf(req), req.query.id)) as never),
  );
  serve(app, uploadHisCalls.remove, async (req) =>
    ok(req, await uploadHisService.remove(ctxOf(req), req.query.ids), 'removed'),
  );
  serve(app, uploadHisDtlCalls.list, async (req) => ok(req, (await listUploadRows(ctxOf(req), req.query)) as never));

  const permission = importPermission(platform.registry);
  serve(
    app,
    salesExcelCalls.template,
    (req, reply) => sendTemplate(req, reply, req.query.moduleNo, req.query.tenantId),
    { permission },
  );
  serve(
    app,
    salesExcelCalls.extensionTemplate,
    (req, reply) => sendTemplate(req, reply, req.query.moduleNo, req.query.tenantId),
    { permission },
  );
  serve(
    app,
    salesExcelCalls.importFile,
    async (req) => {
      if (!req.isMultipart()) throw badRequest(importMessages.fileMissing);
      const fields: Record<string, string> = {};
      let upload: UploadedFile | undefined;
      try {
        for await (const part of req.parts({ limits: { fileSize: maxUploadBytes } })) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !upload) upload = await toTemporaryFile(part);
            else part.file.resume();
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
        const moduleNo = req.query.moduleNo ?? moduleNoOf(fields.moduleNo);
        const shipperId = req.query.shipperId ?? (fields.shipperId?.trim() || undefined);
        if (shipperId !== undefined && !isIdText(shipperId)) throw badRequest(uploadMessages.badShipper);
        if (!upload?.size) throw badRequest(importMessages.fileMissing);
        // The platform administrator's rows go to the tenant they chose; anyone else's to their own, always.
        const tenantId = req.query.tenantId ?? (fields.tenantId?.trim() || undefined);
        const ctx = await tenantToAddTo(ctxOf(req), tenantId);
        return ok(req, await uploadFile(ctx, { moduleNo, shipperId }, upload));
      } finally {
        if (upload) await rm(upload.path, { force: true });
      }
    },
    { permission },
  );
}

/** What 销售移动端's manifest takes from the uploads (its resources leave uploadHis and uploadHisDtl out). */
export const uploadParts = { routes: [uploadRoutes] };
