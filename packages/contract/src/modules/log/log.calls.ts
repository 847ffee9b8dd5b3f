import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { idValue, pageReply, zodMessage } from '../../kit/schema.ts';
import { errorSourceValues, type LogKind, logCodes, logMessages, logScreens } from './log.ts';

/** What every log row carries (BladeX's LogAbstract); '' where a row has nothing, times `yyyy-MM-dd HH:mm:ss`. */
const commonRecord = {
  id: z.string(),
  tenantId: z.string(),
  serviceId: z.string(),
  serverHost: z.string(),
  serverIp: z.string(),
  env: z.string(),
  method: z.string(),
  requestUri: z.string(),
  userAgent: z.string(),
  remoteIp: z.string(),
  methodClass: z.string(),
  methodName: z.string(),
  /** The query and the body, secrets masked (***). */
  params: z.string(),
  /** The caller's account ('' before sign-in). */
  createBy: z.string(),
  createTime: z.string(),
};

/** 接口日志: one API call. */
export const apiLogRecord = z.object({
  ...commonRecord,
  /** 1 for a call that succeeded (HTTP below 400), 2 otherwise. */
  type: z.string(),
  /** The call's short name in the reader's language (用户管理·新增 / Users · Add); the OpenAPI summary is for developers. */
  title: z.string(),
  /** Milliseconds taken. */
  time: z.number(),
  /** The HTTP status answered. */
  status: z.number(),
});
export type ApiLogRecord = z.infer<typeof apiLogRecord>;

/** 通用日志: one event of the audit trail. */
export const usualLogRecord = z.object({
  ...commonRecord,
  /** info or warn. */
  logLevel: z.string(),
  /** The event (auth.signIn, user.resetPassword, …). */
  logId: z.string(),
  /** What happened, in the caller's language when it was written (who, to whom, what). */
  logData: z.string(),
});
export type UsualLogRecord = z.infer<typeof usualLogRecord>;

/** 错误日志: one unexpected error with the id its caller was shown, or one entry of a browser's upload. */
export const errorLogRecord = z.object({
  ...commonRecord,
  source: z.enum(errorSourceValues),
  errorId: z.string(),
  stackTrace: z.string(),
  exceptionName: z.string(),
  message: z.string(),
  lineNumber: z.number(),
  fileName: z.string(),
});
export type ErrorLogRecord = z.infer<typeof errorLogRecord>;

const time = z
  .string()
  .trim()
  .refine((v) => v === '' || dateTimePattern.test(v), { error: zodMessage(logMessages.badTime) })
  .optional();
const text = (max: number, what: string) => z.string().trim().max(max).optional().describe(what);

/** The filters every log list takes (BladeX's names; the platform administrator alone may name a tenant). */
const commonQuery = {
  current: z.string().optional().describe(`page number, from 1 (reaches row ${10_000} at most; then use after)`),
  size: z.string().optional().describe('rows per page (at most 100)'),
  after: z
    .string()
    .regex(/^(\d{1,19}_\d{1,19})?$/, { error: zodMessage(logMessages.badAfter) })
    .optional()
    .describe("the previous page's next: the page after it, at the cost of the first"),
  createTime_datege: time.describe('from (inclusive)'),
  createTime_datelt: time.describe('until (exclusive)'),
  tenantId: text(12, "a tenant's id (the platform administrator's lists only)"),
  createBy: text(64, "the caller's account, exactly"),
  requestUri: text(500, 'the path contains'),
  serviceId: text(32, 'the service, exactly'),
  serverHost: text(255, 'the server host, exactly'),
};

/** A log page: Saber's page, `next` for the page after it ('' at the end), and whether the count stopped early. */
export const logPageReply = <T extends z.ZodType>(record: T) =>
  pageReply(record).extend({
    next: z.string(),
    /** true when more rows match than `total` says (the count stops at 10,000). */
    capped: z.boolean(),
  });

const logCalls = <Q extends z.ZodRawShape, R extends z.ZodType>(kind: LogKind, extra: Q, record: R, what: string) => {
  const screen = logScreens[kind];
  const codes = logCodes(kind);
  return {
    list: defineCall({
      method: 'GET',
      path: `${screen.api}/list`,
      summary: `${what}, newest first (paged by keyset; filters: time range, tenant, user, path, …)`,
      permission: codes.menu,
      query: z.object({ ...commonQuery, ...extra }),
      reply: logPageReply(record),
    }),
    detail: defineCall({
      method: 'GET',
      path: `${screen.api}/detail`,
      summary: `${what}: one row`,
      permission: codes.menu,
      query: z.object({ id: idValue(zodMessage(logMessages.badId)) }),
      reply: record,
    }),
  };
};

export const apiLogCalls = logCalls(
  'api',
  {
    status: z
      .string()
      .regex(/^([1-5]\d\d)?$/, { error: zodMessage(logMessages.badStatus) })
      .optional()
      .describe('the HTTP status answered'),
    method: text(10, 'GET or POST'),
    title: text(200, 'the call’s name contains'),
  },
  apiLogRecord,
  'API log',
);

export const usualLogCalls = logCalls(
  'usual',
  { logLevel: text(16, 'info or warn'), logId: text(64, 'the event, exactly (user.resetPassword, …)') },
  usualLogRecord,
  'Audit log',
);

export const errorLogListCalls = logCalls(
  'error',
  {
    source: z
      .union([z.enum(errorSourceValues), z.literal('')], { error: zodMessage(logMessages.badSource) })
      .optional()
      .describe('server or browser'),
    errorId: text(32, 'the error id a reply showed'),
  },
  errorLogRecord,
  'Error log',
);

/**
 * 异常自检: the platform administrator checks the error pipeline end to end. The server fails on purpose as an
 * unexpected error does: a 500 with a new error id in its message, and the same id in 错误日志.
 */
export const errorLogProbeCall = defineCall({
  method: 'POST',
  path: `${logScreens.error.api}/probe`,
  summary: 'Fail on purpose with an unexpected error: its id shows in the reply and in the error log',
  permission: 'administrator',
  reply: z.never(),
});
