import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { idList, idValue, pageReply, zodMessage } from '../../kit/schema.ts';
import { ossFileKindValues, ossFileMessages, ossFileScreen, ossFileStatusValues } from './oss-file.ts';

/** A download as the list sends it; times as `yyyy-MM-dd HH:mm:ss` in the configured zone ('' when not yet). */
export const ossFileRecord = z.object({
  id: z.string(),
  kind: z.enum(ossFileKindValues),
  /** The list (export) or screen (import) it belongs to: `user`, `param`, … */
  source: z.string(),
  /** The file's name as it downloads, in the language of the request that made it. */
  name: z.string(),
  status: z.enum(ossFileStatusValues),
  /** Rows to write (export) or read (import); 0 until counted. */
  total: z.number(),
  /** Rows written or read so far. */
  done: z.number(),
  /** Rows an import refused (0 for an export). */
  failed: z.number(),
  /** Bytes of the finished file. */
  fileSize: z.number(),
  createTime: z.string(),
  finishTime: z.string(),
  expireTime: z.string(),
  /** When its owner first downloaded it ('' until then: the notices popover counts it as new). */
  downloadTime: z.string(),
  /** Why it failed ('' otherwise). */
  error: z.string(),
});
export type OssFileRecord = z.infer<typeof ossFileRecord>;

const fileId = idValue(zodMessage(ossFileMessages.badId));

/**
 * 下载中心: the caller's own exports and import results (each user sees only theirs, in their tenant), their
 * progress, the file, cancel and remove. Any signed-in user may use it: what is listed is what they made.
 */
export const ossFileCalls = {
  list: defineCall({
    method: 'GET',
    path: `${ossFileScreen.api}/list`,
    summary: "The caller's downloads, newest first (filter by status, kind, name)",
    permission: 'authenticated',
    query: z.object({
      current: z.string().optional().describe('page number, from 1'),
      size: z.string().optional().describe('rows per page'),
      name: z.string().trim().max(200).optional().describe('name contains'),
      status: z
        .union([z.enum(ossFileStatusValues), z.literal('')], { error: zodMessage(ossFileMessages.badStatus) })
        .optional()
        .describe('queued, running, done, failed, cancelled or expired'),
      kind: z
        .union([z.enum(ossFileKindValues), z.literal('')], { error: zodMessage(ossFileMessages.badKind) })
        .optional()
        .describe('export or import'),
      fresh: z
        .enum(['1'], { error: zodMessage(ossFileMessages.badFresh) })
        .optional()
        .describe('1: only finished files not downloaded yet (what the notices popover lists)'),
    }),
    reply: pageReply(ossFileRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${ossFileScreen.api}/detail`,
    summary: 'One of the caller’s downloads',
    permission: 'authenticated',
    query: z.object({ id: fileId }),
    reply: ossFileRecord,
  }),
  download: defineCall({
    method: 'GET',
    path: `${ossFileScreen.api}/download`,
    summary: 'The finished file of one of the caller’s downloads (refused while running, after expiry)',
    permission: 'authenticated',
    query: z.object({ id: fileId }),
    file: true,
  }),
  cancel: defineCall({
    method: 'POST',
    path: `${ossFileScreen.api}/cancel`,
    summary: 'Stop one of the caller’s queued or running exports (the rows written so far are dropped)',
    permission: 'authenticated',
    query: z.object({ id: fileId }),
    reply: z.literal(true),
  }),
  remove: defineCall({
    method: 'POST',
    path: `${ossFileScreen.api}/remove`,
    summary: 'Remove some of the caller’s downloads and their files (a running one is cancelled first)',
    permission: 'authenticated',
    query: z.object({ ids: idList() }),
    reply: z.literal(true),
  }),
};

/** What `POST blade-system/excel/export` answers, instead of the file, when the export runs in the background. */
export const queuedExportReply = z.object({
  /** The download centre's record to follow. */
  ossFileId: z.string(),
  background: z.literal(true),
});
export type QueuedExport = z.infer<typeof queuedExportReply>;
