import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { idList, idValue, pageReply, zodMessage } from '../../kit/schema.ts';
import { logMessages } from '../log/log.ts';
import { recordDataCodes, recordDataMessages, recordDataScreen, recordOperations } from './record-data.ts';

/** One data-change record, as Saber 4's 数据审计 reads it; '' where it has nothing, times `yyyy-MM-dd HH:mm:ss`. */
export const recordDataRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  serviceId: z.string(),
  serverHost: z.string(),
  serverIp: z.string(),
  env: z.string(),
  /** info for a change, warn for a removal. */
  recordLevel: z.string(),
  tableName: z.string(),
  /** The HTTP method of the request that made the change. */
  method: z.string(),
  requestUri: z.string(),
  operation: z.enum(recordOperations),
  /** The changed row's id. */
  dataId: z.string(),
  remoteIp: z.string(),
  userAgent: z.string(),
  recordUserId: z.string(),
  recordUserName: z.string(),
  /** Milliseconds the write took. */
  recordCost: z.number(),
  recordTime: z.string(),
  /** The row before (JSON; '' for an insert), secrets masked. */
  oldData: z.string(),
  /** The row after (JSON; '' for a delete), secrets masked. */
  newData: z.string(),
  /** The fields that changed and their values before and after (JSON). */
  recordResult: z.string(),
  /** What happened, in words. */
  recordMessage: z.string(),
});
export type RecordDataRecord = z.infer<typeof recordDataRecord>;

const text = (max: number) => z.string().trim().max(max).optional();
const time = z
  .string()
  .trim()
  .refine((v) => v === '' || dateTimePattern.test(v), { error: zodMessage(logMessages.badTime) })
  .optional();
const api = recordDataScreen.api;
const refused = {
  permission: 'administrator',
  body: z.looseObject({}),
  reply: z.never(),
} as const;

/** 数据审计: Saber 4's six calls; save, update and submit answer why records cannot be written by hand. */
export const recordDataCalls = {
  list: defineCall({
    method: 'GET',
    path: `${api}/list`,
    summary: 'Data-change records, newest first (paged by keyset; filters: table, operation, user, time, …)',
    permission: recordDataCodes.menu,
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      after: z
        .string()
        .regex(/^(\d{1,19}_\d{1,19})?$/, { error: zodMessage(logMessages.badAfter) })
        .optional()
        .describe("the previous page's next"),
      tenantId: text(12).describe("a tenant's id (the platform administrator only)"),
      serviceId: text(32),
      serverHost: text(255),
      serverIp: text(64),
      env: text(32),
      recordLevel: text(16),
      tableName: text(64).describe('the table, exactly'),
      operation: z
        .union([z.enum(recordOperations), z.literal('')], { error: zodMessage(recordDataMessages.badOperation) })
        .optional(),
      dataId: text(20).describe("the changed row's id"),
      requestUri: text(500).describe('the path contains'),
      recordUserName: text(64).describe('the account, exactly'),
      recordTime_datege: time,
      recordTime_datelt: time,
    }),
    reply: pageReply(recordDataRecord).extend({ next: z.string(), capped: z.boolean() }),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${api}/detail`,
    summary: 'One data-change record with the row before and after',
    permission: recordDataCodes.menu,
    query: z.object({ id: idValue(zodMessage(recordDataMessages.badId)) }),
    reply: recordDataRecord,
  }),
  save: defineCall({
    method: 'POST',
    path: `${api}/save`,
    summary: 'Refused: records are written by the server',
    ...refused,
  }),
  update: defineCall({
    method: 'POST',
    path: `${api}/update`,
    summary: 'Refused: records are written by the server',
    ...refused,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${api}/submit`,
    summary: 'Refused: records are written by the server',
    ...refused,
  }),
  remove: defineCall({
    method: 'POST',
    path: `${api}/remove`,
    summary: 'Remove data-change records (the platform administrator; the removal is in the audit trail)',
    permission: 'administrator',
    query: z.object({ ids: idList() }),
    reply: z.literal(true),
  }),
};
