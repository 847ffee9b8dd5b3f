import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery, say, submitSchema } from '../../kit/schema.ts';
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
    .string({ error: say(smsMessages.codeRequired) })
    .trim()
    .min(1, { error: say(smsMessages.codeRequired) })
    .max(64, { error: say(smsMessages.codeRequired) }),
  phones: z
    .string({ error: say(smsMessages.phonesRequired) })
    .trim()
    .min(1, { error: say(smsMessages.phonesRequired) })
    .max(2000, { error: say(smsMessages.phonesRequired) }),
  params: z
    .string()
    .max(4000, { error: say(smsMessages.badParams) })
    .optional(),
});

/**
 * 短信配置 (blade-resource/sms): the CRUD kit's four calls, BladeX's save and update (submit by another name), 启用, and
 * the send-message endpoint of the 调试 form.
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
};
