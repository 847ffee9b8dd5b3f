import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { idValue, oneIdFilter, pageReply, removeQuery, zodMessage } from '../../kit/schema.ts';
import { logMessages } from '../log/log.ts';
import { apiKeyCodes, apiKeyLimits, apiKeyMessages, apiKeyScreen } from './api-key.ts';

/** A key as lists and details show it: never its secret, only the prefix that tells keys apart. */
export const apiKeyRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  /** The key's first characters and a mask (`bk_Ab3dE9…`): the whole key is shown once, by `save`. */
  apiKey: z.string(),
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  /** '' for a key that never expires. */
  expireTime: z.string(),
  /** What the screen's tag shows: the expiry, 永久有效 or 已过期. */
  expireTimeInfo: z.string(),
  expired: z.boolean(),
  status: z.number(),
  statusName: z.string(),
  /** Comma-joined Ant patterns of the paths the key may call ('' = whatever its user may). */
  apiPath: z.string(),
  /** A JSON object of extra attributes ('' when none). */
  extParams: z.string(),
  lastUsedTime: z.string(),
  createTime: z.string(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecord>;

const expireTime = z
  .string()
  .trim()
  .refine((v) => v === '' || dateTimePattern.test(v), { error: zodMessage(apiKeyMessages.badExpire) })
  .optional()
  .nullable();
const apiPath = z
  .string()
  .max(apiKeyLimits.paths * (apiKeyLimits.pathLength + 1), { error: zodMessage(apiKeyMessages.tooManyPaths) })
  .optional()
  .nullable();
const extParams = z
  .string()
  .max(apiKeyLimits.extParams, { error: zodMessage(apiKeyMessages.badExtParams) })
  .optional()
  .nullable();
const name = z
  .string({ error: zodMessage(apiKeyMessages.nameRequired) })
  .trim()
  .min(1, { error: zodMessage(apiKeyMessages.nameRequired) })
  .max(64, {
    error: zodMessage(apiKeyMessages.nameTooLong),
  });

/** What `save` takes (the screen sends its whole form: other fields pass and are ignored). */
const saveBody = z.looseObject({
  name,
  userId: idValue(zodMessage(apiKeyMessages.userRequired)),
  expireTime,
  apiPath,
  extParams,
});
/** What `update` takes: the name and bound user stay as made (the screen shows them read-only). */
const updateBody = z.looseObject({
  id: idValue(zodMessage(apiKeyMessages.notFound)),
  name: name.optional(),
  expireTime,
  apiPath,
  extParams,
});
const submitBody = z.looseObject({
  id: z
    .union([idValue(zodMessage(apiKeyMessages.notFound)), z.literal('')])
    .optional()
    .nullable(),
  name: name.optional(),
  userId: z
    .union([idValue(zodMessage(apiKeyMessages.userRequired)), z.literal('')])
    .optional()
    .nullable(),
  expireTime,
  apiPath,
  extParams,
});

const text = (max: number, what: string) => z.string().trim().max(max).optional().describe(what);
const after = z
  .string()
  .regex(/^(\d{1,19}_\d{1,19})?$/, { error: zodMessage(logMessages.badAfter) })
  .optional()
  .describe("the previous page's next");

const api = apiKeyScreen.api;

export const apiKeyCalls = {
  list: defineCall({
    method: 'GET',
    path: `${api}/list`,
    summary: "API keys of the caller's tenant (every tenant's for the platform administrator), newest first",
    permission: apiKeyCodes.menu,
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      name: text(64, 'the name contains'),
      status: z
        .string()
        .regex(/^(-?1|0)?$/)
        .optional()
        .describe('1 enabled, -1 (or 0) disabled'),
      userId: oneIdFilter('the bound user'),
      tenantId: text(12, "a tenant's id (the platform administrator only)"),
    }),
    reply: pageReply(apiKeyRecord),
  }),
  detail: defineCall({
    method: 'GET',
    path: `${api}/detail`,
    summary: 'One API key (never its secret)',
    permission: apiKeyCodes.menu,
    query: z.object({ id: idValue(zodMessage(apiKeyMessages.notFound)) }),
    reply: apiKeyRecord,
  }),
  save: defineCall({
    method: 'POST',
    path: `${api}/save`,
    summary: 'Make an API key bound to a user of the tenant: the reply is the key itself, shown this once',
    permission: apiKeyCodes.add,
    body: saveBody,
    reply: z.string(),
  }),
  update: defineCall({
    method: 'POST',
    path: `${api}/update`,
    summary: "Change an API key's expiry, paths or extra parameters",
    permission: apiKeyCodes.edit,
    body: updateBody,
    reply: z.literal(true),
  }),
  submit: defineCall({
    method: 'POST',
    path: `${api}/submit`,
    summary: 'save without an id (the reply is the new key, shown once), update with one (the reply is true)',
    permission: { add: apiKeyCodes.add, edit: apiKeyCodes.edit },
    body: submitBody,
    reply: z.union([z.string(), z.literal(true)]),
  }),
  remove: defineCall({
    method: 'POST',
    path: `${api}/remove`,
    summary: 'Remove API keys: they stop working on the next call',
    permission: apiKeyCodes.delete,
    query: removeQuery,
    reply: z.literal(true),
  }),
  enable: defineCall({
    method: 'POST',
    path: `${api}/enable`,
    summary: 'Enable API keys',
    permission: apiKeyCodes.enable,
    query: removeQuery,
    reply: z.literal(true),
  }),
  disable: defineCall({
    method: 'POST',
    path: `${api}/disable`,
    summary: 'Disable API keys: they stop working on the next call',
    permission: apiKeyCodes.disable,
    query: removeQuery,
    reply: z.literal(true),
  }),
};

/** One call made with a key (BladeX's blade_api_key_log). */
export const apiKeyLogRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  apiKeyId: z.string(),
  apiKeyName: z.string(),
  userId: z.string(),
  account: z.string(),
  serviceId: z.string(),
  serverHost: z.string(),
  serverIp: z.string(),
  env: z.string(),
  method: z.string(),
  /** The path called, without its query. */
  requestUri: z.string(),
  /** The query string, secrets masked (the body is never kept). */
  params: z.string(),
  status: z.number(),
  /** Milliseconds taken. */
  time: z.number(),
  remoteIp: z.string(),
  userAgent: z.string(),
  createTime: z.string(),
});
export type ApiKeyLogRecord = z.infer<typeof apiKeyLogRecord>;

export const apiKeyLogCalls = {
  list: defineCall({
    method: 'GET',
    path: 'blade-system/api-key-log/list',
    summary: 'Calls made with API keys, newest first (paged by keyset; filters: key, path, address, status)',
    permission: apiKeyCodes.log,
    query: z.object({
      current: z.string().optional(),
      size: z.string().optional(),
      after,
      apiKeyId: oneIdFilter('one key'),
      requestUri: text(500, 'the path contains'),
      remoteIp: text(64, 'the address, exactly'),
      status: z
        .string()
        .regex(/^([1-5]\d\d)?$/, { error: zodMessage(logMessages.badStatus) })
        .optional(),
      tenantId: text(12, "a tenant's id (the platform administrator only)"),
    }),
    reply: pageReply(apiKeyLogRecord).extend({ next: z.string(), capped: z.boolean() }),
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-system/api-key-log/detail',
    summary: 'One call made with an API key',
    permission: apiKeyCodes.log,
    query: z.object({ id: idValue(zodMessage(logMessages.badId)) }),
    reply: apiKeyLogRecord,
  }),
};
