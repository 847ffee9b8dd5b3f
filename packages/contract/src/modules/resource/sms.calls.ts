import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery, submitSchema, zodMessage } from '../../kit/schema.ts';
import { smsCodes, smsMessages, smsResource } from './sms.ts';

/** A config as the calls send it: the secret masked, plus `categoryName` and `statusName`. */
export const smsRecord = recordSchema(smsResource).extend({
  categoryName: z.string().optional(),
  statusName: z.string().optional(),
});
export type Sms = z.infer<typeof smsRecord>;

const crud = crudCalls(smsResource);

/** send-message's query, as Saber's 调试 form sends it. */
export const smsSendQuery = z.object({
  code: z
    .string({ error: zodMessage(smsMessages.codeRequired) })
    .trim()
    .min(1, { error: zodMessage(smsMessages.codeRequired) })
    .max(64, { error: zodMessage(smsMessages.codeRequired) }),
  phones: z
    .string({ error: zodMessage(smsMessages.phonesRequired) })
    .trim()
    .min(1, { error: zodMessage(smsMessages.phonesRequired) })
    .max(2000, { error: zodMessage(smsMessages.phonesRequired) }),
  params: z
    .string()
    .max(4000, { error: zodMessage(smsMessages.badParams) })
    .optional(),
});

/** A phone as the verification calls take it: digits, an optional leading +. */
const phoneSchema = z
  .string({ error: zodMessage(smsMessages.phoneRequired) })
  .trim()
  .min(1, { error: zodMessage(smsMessages.phoneRequired) })
  .regex(/^\+?\d{5,20}$/, { error: zodMessage(smsMessages.phoneInvalid) });

/**
 * send-validate's parameters. BladeX binds them with @RequestParam, so clients send them in the query or as a form;
 * the server also takes them from a form or JSON body (see sms.routes.ts). `code` picks a config by its smsCode;
 * without it the tenant's enabled config sends.
 */
export const smsSendValidateQuery = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .max(64, { error: zodMessage(smsMessages.codeRequired) })
    .optional(),
});

/** validate-message's parameters: BladeX's SmsCode bound from the request's parameters (query, form or JSON body). */
export const smsValidateQuery = z.object({
  id: z
    .string({ error: zodMessage(smsMessages.codeIdRequired) })
    .trim()
    .min(1, { error: zodMessage(smsMessages.codeIdRequired) })
    .max(64, { error: zodMessage(smsMessages.valueUnknown) }),
  value: z
    .string({ error: zodMessage(smsMessages.valueRequired) })
    .trim()
    .min(1, { error: zodMessage(smsMessages.valueRequired) })
    .max(32, { error: zodMessage(smsMessages.valueWrong) }),
  phone: phoneSchema,
});

/** BladeX's SmsCode as send-validate answers it: the challenge's id and phone; the code itself is never sent back. */
export const smsCodeReply = z.object({
  success: z.boolean(),
  id: z.string(),
  phone: z.string(),
});
export type SmsCode = z.infer<typeof smsCodeReply>;

/**
 * 短信配置 (blade-resource/sms): the CRUD kit's four calls, BladeX's save and update (submit by another name), 启用,
 * the send-message endpoint of the 调试 form, and BladeX's verification-code pair (send-validate, validate-message).
 */
export const smsCalls = {
  ...crud,
  save: defineCall({
    method: 'POST',
    path: `${smsResource.api}/save`,
    summary: 'SMS configs: add (BladeX save; the same as submit without an id)',
    permission: smsCodes.add,
    body: submitSchema(smsResource),
    reply: smsRecord,
  }),
  update: defineCall({
    method: 'POST',
    path: `${smsResource.api}/update`,
    summary: 'SMS configs: update (BladeX update; the same as submit with an id)',
    permission: smsCodes.edit,
    body: submitSchema(smsResource),
    reply: smsRecord,
  }),
  enable: defineCall({
    method: 'POST',
    path: `${smsResource.api}/enable`,
    summary: "Enable one config: every other config of the caller's tenant is turned off, in one transaction",
    permission: smsCodes.enable,
    query: detailQuery,
    reply: z.literal(true),
  }),
  sendMessage: defineCall({
    method: 'POST',
    path: `${smsResource.api}/endpoint/send-message`,
    summary:
      'Send a message through the config whose smsCode is `code`: phones comma-joined, params a JSON string of the ' +
      "template's variables",
    permission: smsCodes.menu,
    query: smsSendQuery,
    reply: z.literal(true),
  }),
  sendValidate: defineCall({
    method: 'POST',
    path: `${smsResource.api}/endpoint/send-validate`,
    summary:
      'Send a 6-digit verification code to `phone` (template variable `code`) through the config `code` or the ' +
      "tenant's enabled one; one per phone per 60 s; valid 5 minutes. Parameters in the query, a form or JSON",
    // Any signed-in user, as BladeX's endpoint needs only the gateway token; sending is throttled per phone instead.
    permission: 'authenticated',
    query: smsSendValidateQuery,
    reply: smsCodeReply,
  }),
  validateMessage: defineCall({
    method: 'POST',
    path: `${smsResource.api}/endpoint/validate-message`,
    summary:
      'Check a code send-validate sent (`id` from its reply, `value` as typed, `phone`): single use, 5 tries, ' +
      'expires after 5 minutes. Parameters in the query, a form or JSON (a body keeps the code out of access logs)',
    permission: 'authenticated',
    query: smsValidateQuery,
    reply: z.literal(true),
  }),
};
