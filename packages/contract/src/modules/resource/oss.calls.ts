import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { say } from '../../kit/schema.ts';
import { ossMessages, storedFilesPath } from './oss.ts';

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
    query: z.object({ kind: z.enum(['avatar'], { error: say(ossMessages.kindInvalid) }).optional() }),
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
    file: true,
  }),
};
