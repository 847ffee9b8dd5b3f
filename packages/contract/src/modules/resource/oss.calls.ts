import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery, zodMessage } from '../../kit/schema.ts';
import { format } from '../../kit/text.ts';
import {
  attachCodes,
  attachResource,
  ossCodes,
  ossMessages,
  ossResource,
  removeFilesMax,
  storedFilesPath,
} from './oss.ts';

/** BladeX's BladeFile, as put-file answers it: link = domain + '/' + name. */
export const bladeFile = z.object({
  link: z.string(),
  domain: z.string(),
  name: z.string().describe('<tenantId>/<yyyyMMdd>/<32 hex>.<ext>'),
  originalName: z.string(),
  /** Comes with the attachment table (resources module). */
  attachId: z.string().optional(),
});
export type BladeFile = z.infer<typeof bladeFile>;

/**
 * blade-resource: put-file (the avatar upload of the info page, and any upload) and the stored files behind the
 * links it gives.
 */
export const ossCalls = {
  putFile: defineCall({
    method: 'POST',
    path: 'blade-resource/oss/endpoint/put-file',
    summary:
      'Upload one file (multipart field "file") and get its link (BladeFile). kind=avatar: only a JPG or PNG ' +
      '(by its bytes) of at most 500 kb',
    permission: 'authenticated',
    query: z.object({
      kind: z.enum(['avatar'], { error: zodMessage(ossMessages.kindInvalid) }).optional(),
      code: z.string().trim().min(1).max(64).optional().describe("a config's ossCode instead of the enabled one"),
    }),
    multipart: { file: 'file' },
    reply: bladeFile,
  }),
  putFileAttach: defineCall({
    method: 'POST',
    path: 'blade-resource/oss/endpoint/put-file-attach',
    summary: 'Upload one file (multipart field "file") through the enabled storage and record it as an attachment',
    permission: attachCodes.upload,
    multipart: { file: 'file' },
    reply: bladeFile,
  }),
  storedFile: defineCall({
    method: 'GET',
    path: `${storedFilesPath}/:tenantId/:day/:name`,
    summary: 'A stored file (the link put-file gave); images inline, anything else as a download',
    permission: 'public',
    matrixOptOut:
      'stored files are shown by <img> tags, which send no token: each link holds 128 random bits, so only ' +
      'those given the link can read the file',
    params: z.object({ tenantId: z.string(), day: z.string(), name: z.string() }),
    /** A file kept in one of the tenant's configured stores: that config's code (the link redirects to it). */
    query: z.object({ oss: z.string().max(64).optional() }),
    file: true,
  }),
};

/** `code`: a config's ossCode, to reach that store instead of the tenant's enabled one (as put-file takes it). */
const storeCode = z.string().trim().min(1).max(64).optional().describe("a config's ossCode instead of the enabled one");

/** A stored file's name, as BladeX calls the object key: the `name` of the BladeFile an upload answered. */
const storedName = z
  .string({ error: zodMessage(ossMessages.fileNameRequired) })
  .trim()
  .min(1, { error: zodMessage(ossMessages.fileNameRequired) })
  .max(255, { error: zodMessage(ossMessages.fileNameTooLong) })
  .describe("a stored file's name (BladeFile.name): <tenantId>/<yyyyMMdd>/<32 hex>.<ext>");

const tooManyNames = {
  zh: format(ossMessages.fileNamesTooMany.zh, { max: removeFilesMax }),
  en: format(ossMessages.fileNamesTooMany.en, { max: removeFilesMax }),
};

/** remove-files' names, comma-joined: at most `removeFilesMax` of them (a key is at most 65 characters). */
const storedNames = z
  .string({ error: zodMessage(ossMessages.fileNamesRequired) })
  .trim()
  .min(1, { error: zodMessage(ossMessages.fileNamesRequired) })
  .max(removeFilesMax * 80, { error: zodMessage(tooManyNames) })
  .describe("stored files' names (BladeFile.name), comma-joined");

/** remove-file's parameters: in the query string or a form body, as Spring's @RequestParam reads them. */
const removeFileParams = z.object({ fileName: storedName.optional(), code: storeCode });
const removeFilesParams = z.object({ fileNames: storedNames.optional(), code: storeCode });

/** BladeX's OssFile, as stat-file answers it. */
export const ossFileStat = z.object({
  link: z.string().describe('the link put-file gives for this file'),
  name: z.string(),
  length: z.number().int().nonnegative().describe('bytes'),
  putTime: z.string().describe('yyyy-MM-dd HH:mm:ss in the configured zone'),
  contentType: z.string(),
});
export type OssFileStat = z.infer<typeof ossFileStat>;

/**
 * The rest of BladeX's OssEndpoint, each through the caller's tenant's enabled store, or `code`'s, or the server's
 * folder (as put-file). Only files of the caller's own tenant (keys start with its id) are reached.
 */
export const ossEndpointCalls = {
  putFileByName: defineCall({
    method: 'POST',
    path: 'blade-resource/oss/endpoint/put-file-by-name',
    summary:
      'Upload one file (multipart field "file") with a given fileName (a multipart field or the query). The name ' +
      'is the BladeFile originalName and gives the extension; the stored name stays server-made ' +
      '(<tenantId>/<yyyyMMdd>/<32 hex>.<ext>): BladeX would store under fileName, but a client choosing the path ' +
      "could overwrite another file or guess another's link",
    permission: 'authenticated',
    query: z.object({
      fileName: z
        .string()
        .max(255, { error: zodMessage(ossMessages.fileNameTooLong) })
        .optional()
        .describe('the file name (also read from the multipart field fileName)'),
      code: storeCode,
    }),
    multipart: { file: 'file', fileName: 'text' },
    reply: bladeFile,
  }),
  removeFile: defineCall({
    method: 'POST',
    path: 'blade-resource/oss/endpoint/remove-file',
    summary:
      "Remove one stored file of the caller's tenant (fileName, in the query or a form body); needs 附件管理's " +
      '删除 code (attach_delete), the code that already removes stored objects',
    permission: attachCodes.delete,
    query: removeFileParams,
    body: removeFileParams.nullish(),
    reply: z.literal(true),
  }),
  removeFiles: defineCall({
    method: 'POST',
    path: 'blade-resource/oss/endpoint/remove-files',
    summary:
      `Remove stored files of the caller's tenant (fileNames comma-joined, at most ${removeFilesMax}, in the query ` +
      'or a form body): all are checked first, and none is removed when one is refused; needs attach_delete',
    permission: attachCodes.delete,
    query: removeFilesParams,
    body: removeFilesParams.nullish(),
    reply: z.literal(true),
  }),
  statFile: defineCall({
    method: 'GET',
    path: 'blade-resource/oss/endpoint/stat-file',
    summary: "A stored file of the caller's tenant: its link, name, size, when it was stored and its content type",
    permission: 'authenticated',
    query: z.object({ fileName: storedName, code: storeCode }),
    reply: ossFileStat,
  }),
  fileLink: defineCall({
    method: 'GET',
    path: 'blade-resource/oss/endpoint/file-link',
    summary: "The link of a stored file of the caller's tenant, as put-file gives it",
    permission: 'authenticated',
    query: z.object({ fileName: storedName, code: storeCode }),
    reply: z.string(),
  }),
};

/** A storage config as the calls send it (secretKey masked). */
export const ossRecord = recordSchema(ossResource);
export type Oss = z.infer<typeof ossRecord>;

const ossCrud = crudCalls(ossResource);

/** 对象存储 (blade-resource/oss): the CRUD kit's calls (submit also as save and update), 启用 and 测试连接. */
export const ossConfigCalls = {
  ...ossCrud,
  save: defineCall({
    ...ossCrud.submit,
    path: `${ossResource.api}/save`,
    summary: 'Object storage: add (BladeX save)',
    permission: ossCodes.add,
  }),
  update: defineCall({
    ...ossCrud.submit,
    path: `${ossResource.api}/update`,
    summary: 'Object storage: update (BladeX update)',
    permission: ossCodes.edit,
  }),
  enable: defineCall({
    method: 'POST',
    path: `${ossResource.api}/enable`,
    summary: "Make this config the tenant's storage: it is switched on, every other one off",
    permission: ossCodes.enable,
    query: detailQuery,
    reply: z.literal(true),
  }),
  test: defineCall({
    method: 'POST',
    path: `${ossResource.api}/test`,
    summary: "Test a config's connection: writes, reads and removes a small object",
    permission: ossCodes.edit,
    query: detailQuery,
    reply: z.literal(true),
  }),
};

export const attachRecord = recordSchema(attachResource);
export type Attach = z.infer<typeof attachRecord>;

/** 附件管理 (blade-resource/attach): the CRUD kit's four calls (remove also removes the stored objects). */
export const attachCalls = crudCalls(attachResource);
