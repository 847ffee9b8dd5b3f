import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import { grayCodes, grayMessages, grayResource } from './gray.ts';

/** A release as the calls send it. */
export const grayRecord = recordSchema(grayResource);
export type Gray = z.infer<typeof grayRecord>;

/** A value gray/version needs: blank, missing or longer than 64 characters is refused with the same message. */
const required = (text: Text) => {
  const message = zodMessage(text);
  return z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });
};

/** What `gray/version` answers: the version the client should run and whether it is a gray one. */
const grayVersionReply = z.object({
  gray: z.boolean(),
  version: z.string(),
  /** True when `version` differs from the client's current one. */
  upgrade: z.boolean(),
  releaseId: z.string().nullable(),
});
export type GrayVersionReply = z.infer<typeof grayVersionReply>;

/** 灰度发布 (blade-system/gray): the CRUD kit's four calls, 启用 / 停用, and the question every client asks at start-up. */
export const grayCalls = {
  ...crudCalls(grayResource),
  enable: defineCall({
    method: 'POST',
    path: `${grayResource.api}/enable`,
    summary: 'Enable a release (refused when one of its shops is in another enabled release of the app)',
    permission: grayCodes.enable,
    query: detailQuery,
    reply: z.literal(true),
  }),
  disable: defineCall({
    method: 'POST',
    path: `${grayResource.api}/disable`,
    summary: 'Disable a release: its shops go back to their own version',
    permission: grayCodes.disable,
    query: detailQuery,
    reply: z.literal(true),
  }),
  version: defineCall({
    method: 'GET',
    path: `${grayResource.api}/version`,
    summary: "The version a client of an app at a shop should run (the caller's tenant's enabled releases)",
    permission: 'authenticated',
    query: z.object({
      gray: required(grayResource.fields.gray.required),
      shop: required(grayMessages.shopRequired),
      version: z.string().trim().max(64).optional(),
    }),
    reply: grayVersionReply,
  }),
};
