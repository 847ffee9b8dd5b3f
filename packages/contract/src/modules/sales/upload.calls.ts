import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { idValue, listQuery, tenantIdValue, tokenParameter, zodMessage } from '../../kit/schema.ts';
import { extensionService, salesService } from './sales.ts';
import { salesImportButton, uploadHisDtlResource, uploadHisResource, uploadMessages } from './upload.ts';

export const uploadHisRecord = recordSchema(uploadHisResource);
export type UploadHis = z.infer<typeof uploadHisRecord>;
export const uploadHisDtlRecord = recordSchema(uploadHisDtlResource);
export type UploadHisDtl = z.infer<typeof uploadHisDtlRecord>;

/** 导入记录's own import code: opens its import dialog (an upload itself needs the code of its template's screen). */
export const uploadHisImportCode = `${uploadHisResource.name}_${salesImportButton.key}`;

const his = crudCalls(uploadHisResource);
const dtl = crudCalls(uploadHisDtlResource);

/**
 * 导入记录 (sales-mobile/uploadHis): list (paged, newest first; batchNo, moduleNo, fileName, status and a
 * createTime_dategt / _datelt range), detail, and remove (soft, a finished upload only). No save: rows are made by
 * the uploads alone.
 */
export const uploadHisCalls = { list: his.list, detail: his.detail, remove: his.remove };

/** 导入明细 (sales-mobile/uploadHisDtl): the rows of one upload (hisId required) in row order; result, businessKey. */
export const uploadHisDtlCalls = {
  list: defineCall({
    ...dtl.list,
    summary:
      'Upload rows: the rows of one upload (hisId) in row order, with their results (paged; result, businessKey)',
    query: listQuery(uploadHisDtlResource).safeExtend({
      hisId: idValue(zodMessage(uploadMessages.hisRequired)),
    }),
  }),
};

/** A template's module number (docs/domain.md §3.10), as a query or form value. */
const moduleNoValue = z
  .string({ error: zodMessage(uploadMessages.moduleNoRequired) })
  .trim()
  .regex(/^\d{1,6}$/, { error: zodMessage(uploadMessages.badModuleNo) })
  .transform(Number);

/**
 * The tenant the platform administrator imports into (and whose shippers and departments the template's example
 * names); anyone else always imports into their own, whatever they send.
 */
const targetTenant = tenantIdValue()
  .optional()
  .describe('the platform administrator: the tenant to import into (default their own); ignored for anyone else');

const templateQuery = z.object({ moduleNo: moduleNoValue, tenantId: targetTenant, 'blade-auth': tokenParameter });

const templateSummary =
  'The import template of a module number (docs/domain.md §3.10) as an xlsx: the header row (the template’s Chinese ' +
  'labels, * = required), one grey example row, and a 说明 sheet (formats, allowed values) in the caller’s ' +
  'language. Needs the import code of that module’s screen; an unknown number is refused (400).';

/**
 * The sales uploads by module number: the templates (one call under each service prefix, both serving every
 * number) and the upload, which records the file in 导入记录 and imports it (a large one as a job).
 */
export const salesExcelCalls = {
  template: defineCall({
    method: 'GET',
    path: `${salesService}/excel/exportTemplate`,
    summary: templateSummary,
    permission: uploadHisImportCode,
    query: templateQuery,
    file: true,
  }),
  extensionTemplate: defineCall({
    method: 'GET',
    path: `${extensionService}/excel/exportTemplate`,
    summary: `${templateSummary} (the extension service's name for it: whitelist 101, field permissions 105)`,
    permission: uploadHisImportCode,
    query: templateQuery,
    file: true,
  }),
  importFile: defineCall({
    method: 'POST',
    path: `${salesService}/excel/import`,
    summary:
      'Upload a filled-in template (multipart field "file"; moduleNo in the query or as a form field, shipperId ' +
      'optional; tenantId, the platform administrator’s target tenant): recorded in 导入记录 (status 0), its header checked against the template (status 4 when it is ' +
      'not that template), every row checked and the good ones written; each row’s result is a line of the ' +
      'record (uploadHisDtl). Above the background threshold (参数 export.backgroundRows) it is imported as a job ' +
      'of the download centre and the reply is still processing: follow its counts. Needs the import code of the ' +
      'module’s screen. Replies with the record.',
    permission: uploadHisImportCode,
    query: z.object({
      moduleNo: moduleNoValue.optional(),
      shipperId: idValue(zodMessage(uploadMessages.badShipper)).optional(),
      tenantId: targetTenant,
    }),
    multipart: { file: 'file', moduleNo: 'text', shipperId: 'text', tenantId: 'text' },
    reply: uploadHisRecord,
  }),
};
