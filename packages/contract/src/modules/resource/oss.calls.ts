import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery, say } from '../../kit/schema.ts';
import { attachCodes, attachResource, ossCodes, ossMessages, ossResource, storedFilesPath } from './oss.ts';

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
      kind: z.enum(['avatar'], { error: say(ossMessages.kindInvalid) }).optional(),
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
