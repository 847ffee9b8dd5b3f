import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls } from '../../kit/crud.ts';
import { dateTimePattern } from '../../kit/filters.ts';
import { idList, idValue, zodMessage } from '../../kit/schema.ts';
import { appChannelResource } from './channel.ts';
import { channelTypeValues, messageMessages, messageService } from './message.ts';
import { messageRecordLogResource, messageRecordResource } from './record.ts';
import { templateInfoResource } from './template.ts';

/** At most this many receivers in one send call (docs/domain.md §4.7). */
export const maxReceivers = 1000;

/**
 * What proves an app sent the call (docs/domain.md §4.7): its key, the time in milliseconds (within five minutes of the
 * server's), a nonce used once, and `sign`: hex HMAC-SHA256 under the app secret of the body's other fields, sorted
 * by name, joined `name=value&…` (a value not a string as its JSON). `signedText` in this module computes it.
 */
const signed = {
  appKey: z
    .string({ error: zodMessage(messageMessages.appKeyRequired) })
    .trim()
    .min(1, { error: zodMessage(messageMessages.appKeyRequired) })
    .max(32),
  sign: z
    .string({ error: zodMessage(messageMessages.signRequired) })
    .trim()
    .min(1, { error: zodMessage(messageMessages.signRequired) })
    .max(128),
  timestamp: z
    .union([z.string(), z.number()], { error: zodMessage(messageMessages.timestampRequired) })
    .transform(String)
    .pipe(z.string().regex(/^\d{13}$/, { error: zodMessage(messageMessages.timestampRequired) })),
  nonce: z
    .string({ error: zodMessage(messageMessages.nonceRequired) })
    .trim()
    .regex(/^[\w-]{8,64}$/, { error: zodMessage(messageMessages.nonceRequired) }),
};

const receivers = z
  .array(z.string().trim().min(1).max(200), { error: zodMessage(messageMessages.receiversRequired) })
  .min(1, { error: zodMessage(messageMessages.receiversRequired) })
  .max(maxReceivers, { error: zodMessage(messageMessages.tooManyReceivers) })
  .describe('user accounts or ids, mobile numbers, email addresses; `#name` for a robot group');

const scheduledTime = z
  .string()
  .trim()
  .refine((v) => v === '' || dateTimePattern.test(v), { error: zodMessage(messageMessages.badScheduledTime) })
  .optional()
  .describe('yyyy-MM-dd HH:mm:ss: not before then');

const bizId = z.string().trim().max(64).optional().describe('your idempotency key: a repeat answers the first msgId');

/** The variables of a template send, by name. */
const params = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String), {
    error: zodMessage(messageMessages.badParams),
  })
  .optional()
  .default({});

/** A send as the console, a script or another module gives it (not signed: the caller is signed in). */
export const templateSendBody = z.object({
  templateCode: z
    .string({ error: zodMessage(messageMessages.templateRequired) })
    .trim()
    .min(1, { error: zodMessage(messageMessages.templateRequired) })
    .max(50),
  params,
  receivers,
  strategyCode: z.string().trim().max(50).optional(),
  scheduledTime,
  bizId,
});
export type TemplateSend = z.output<typeof templateSendBody>;

/** The reply to a send: accepted at once, delivered by the queue. */
export const sendReply = z.object({
  batchId: z.string(),
  accepted: z.number(),
  rejected: z.array(z.object({ receiver: z.string(), reason: z.string() })),
  items: z.array(z.object({ receiver: z.string(), msgId: z.string() })),
});
export type SendReply = z.infer<typeof sendReply>;

/** A record's state as an app reads it. */
export const messageStatus = z.object({
  msgId: z.string(),
  batchId: z.string(),
  receiver: z.string().describe('masked'),
  status: z
    .number()
    .describe(
      '10 pending · 15 delayed · 20 sending · 25 retry wait · 30 sent · 40 failed · 50 deduped · 60 discarded · 70 cancelled',
    ),
  channelType: z.string(),
  attemptCount: z.number(),
  errorCode: z.string(),
  errorMsg: z.string(),
  sentTime: z.string(),
});

/** A message of the caller's inbox (消息: in-app; 邮件: mail sent to them). */
export const inboxMessage = z.object({
  id: z.string(),
  msgId: z.string(),
  title: z.string(),
  /** TEXT as written, or HTML the server sanitised (an HTML or markdown message). */
  content: z.string(),
  contentFormat: z.enum(['TEXT', 'HTML']),
  jumpUrl: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;
export const inboxKinds = ['message', 'mail'] as const;
export type InboxKind = (typeof inboxKinds)[number];
const inboxKind = z.enum(inboxKinds, { error: zodMessage(messageMessages.badInboxKind) }).default('message');

const recordIds = z.object({ ids: idList() });
const page = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};

const records = crudCalls(messageRecordResource);
const logs = crudCalls(messageRecordLogResource);

/**
 * 消息中心's calls beyond the CRUD kit's: the two signed send calls and the status query apps make; the console's
 * send, cancel and resend; a template's review and test send; a new app secret; the caller's inbox.
 */
export const messageCalls = {
  sendTemplateMessage: defineCall({
    method: 'POST',
    path: `${messageService}/message/sendTemplateMessage`,
    title: { zh: '消息·模板发送', en: 'Messages · Send by template' },
    summary: 'An app sends a template to up to 1,000 receivers (signed; accepted at once, delivered by the queue)',
    permission: 'public',
    matrixOptOut: 'an app calls it without a token: the signature with its app secret is its credential',
    body: z.object({ ...signed, ...templateSendBody.shape }),
    reply: sendReply,
  }),
  sendMessage: defineCall({
    method: 'POST',
    path: `${messageService}/message/sendMessage`,
    title: { zh: '消息·发送', en: 'Messages · Send' },
    summary: 'An app sends a raw message through one channel type (signed; not SMS, which needs a registered template)',
    permission: 'public',
    matrixOptOut: 'an app calls it without a token: the signature with its app secret is its credential',
    body: z.object({
      ...signed,
      bizId,
      channelType: z.enum(channelTypeValues, { error: zodMessage(messageMessages.badChannelType) }),
      sendChannelCode: z.string().trim().max(32).optional(),
      receivers,
      title: z.string().trim().max(200).optional().default(''),
      content: z
        .string({ error: zodMessage(messageMessages.contentRequired) })
        .min(1, { error: zodMessage(messageMessages.contentRequired) })
        .max(4000),
      contentFormat: z.enum(['TEXT', 'MARKDOWN', 'HTML']).optional().default('TEXT'),
      scheduledTime,
    }),
    reply: sendReply,
  }),
  queryStatus: defineCall({
    method: 'POST',
    path: `${messageService}/message/queryStatus`,
    title: { zh: '消息·发送状态', en: 'Messages · Send status' },
    summary: "An app reads its messages' states by batch or by message ids (signed)",
    permission: 'public',
    matrixOptOut: 'an app calls it without a token: the signature with its app secret is its credential',
    body: z.object({
      ...signed,
      batchId: z.string().trim().max(32).optional(),
      msgIds: z.array(z.string().trim().max(32)).max(maxReceivers).optional(),
    }),
    reply: z.array(messageStatus),
  }),
  send: defineCall({
    method: 'POST',
    path: `${messageRecordResource.api}/send`,
    summary: 'Send a template from the console (accepted at once, delivered by the queue)',
    permission: 'message_record_send',
    body: templateSendBody,
    reply: sendReply,
  }),
  cancel: defineCall({
    method: 'POST',
    path: `${messageRecordResource.api}/cancel`,
    summary: 'Cancel records still pending, delayed or waiting to retry',
    permission: 'message_record_cancel',
    query: recordIds,
    reply: z.number().describe('records cancelled'),
  }),
  resend: defineCall({
    method: 'POST',
    path: `${messageRecordResource.api}/resend`,
    summary: 'Send failed records again (from the first channel, with fresh attempts)',
    permission: 'message_record_resend',
    query: recordIds,
    reply: z.number().describe('records queued again'),
  }),
  audit: defineCall({
    method: 'POST',
    path: `${templateInfoResource.api}/audit`,
    summary: 'Approve or reject a template awaiting review',
    permission: 'template_info_audit',
    body: z.object({
      id: idValue(),
      pass: z.boolean({ error: zodMessage(messageMessages.passRequired) }),
      opinion: z.string().trim().max(200).optional().default(''),
    }),
    reply: z.literal(true),
  }),
  testSend: defineCall({
    method: 'POST',
    path: `${templateInfoResource.api}/test-send`,
    summary: "Send a template to one receiver now, approved or not, and answer each channel's outcome",
    permission: 'template_info_test',
    body: z.object({
      id: idValue(),
      receiver: z
        .string({ error: zodMessage(messageMessages.receiversRequired) })
        .trim()
        .min(1, { error: zodMessage(messageMessages.receiversRequired) })
        .max(200),
      params,
    }),
    reply: z.object({
      msgId: z.string(),
      status: z.number(),
      errorMsg: z.string(),
      attempts: z.array(
        z.object({ channelType: z.string(), result: z.number(), responseCode: z.string(), responseMsg: z.string() }),
      ),
    }),
  }),
  resetSecret: defineCall({
    method: 'POST',
    path: `${appChannelResource.api}/reset-secret`,
    summary: 'Issue an app a new secret (answered this once; the old one stops signing at once)',
    permission: 'appchannel_edit',
    query: z.object({ id: idValue() }),
    reply: z.object({ appKey: z.string(), appSecret: z.string() }),
  }),
  inbox: defineCall({
    method: 'GET',
    path: `${messageService}/inbox/list`,
    title: { zh: '站内信·列表', en: 'Inbox · List' },
    summary: "The caller's in-app messages (kind=message) or the mail sent to them (kind=mail), newest first",
    permission: 'authenticated',
    query: z.object({ kind: inboxKind, ...page }),
    reply: z.object({
      records: z.array(inboxMessage),
      total: z.number(),
      size: z.number(),
      current: z.number(),
      pages: z.number(),
    }),
  }),
  unread: defineCall({
    method: 'GET',
    path: `${messageService}/inbox/unread-count`,
    title: { zh: '站内信·未读数', en: 'Inbox · Unread count' },
    summary: "How many of the caller's messages and mails are unread",
    permission: 'authenticated',
    reply: z.object({ message: z.number(), mail: z.number() }),
  }),
  read: defineCall({
    method: 'POST',
    path: `${messageService}/inbox/read`,
    title: { zh: '站内信·已读', en: 'Inbox · Read' },
    summary: "Mark some of the caller's messages read",
    permission: 'authenticated',
    query: recordIds,
    reply: z.number(),
  }),
  readAll: defineCall({
    method: 'POST',
    path: `${messageService}/inbox/read-all`,
    title: { zh: '站内信·全部已读', en: 'Inbox · Read all' },
    summary: "Mark all the caller's messages (or mails) read",
    permission: 'authenticated',
    query: z.object({ kind: inboxKind }),
    reply: z.number(),
  }),
};

/** The records' and logs' CRUD calls (submit and remove answer that they are read-only). */
export const messageRecordCalls = records;
export const messageRecordLogCalls = logs;

/**
 * The text a send call's `sign` is the HMAC-SHA256 of (hex, under the app secret): every field of the body but
 * `sign`, sorted by name, as `name=value` joined by `&`; a value that is not a string as its JSON
 * (`receivers=["zhangsan","13800000000"]`), a missing or null one left out.
 */
export function signedText(body: Record<string, unknown>): string {
  return Object.keys(body)
    .filter((key) => key !== 'sign' && body[key] !== undefined && body[key] !== null)
    .sort()
    .map((key) => `${key}=${typeof body[key] === 'string' ? body[key] : JSON.stringify(body[key])}`)
    .join('&');
}
