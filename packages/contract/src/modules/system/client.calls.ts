import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { detailQuery } from '../../kit/schema.ts';
import { clientResource } from './client.ts';

/** A client as the calls send it: never its secret's hash; the clear secret once, in the reply of an add. */
export const clientRecord = recordSchema(clientResource);
export type Client = z.infer<typeof clientRecord>;

/** 应用管理 (blade-system/client): the CRUD kit's four calls and 重置密钥; platform-wide, the administrator's alone. */
export const clientCalls = {
  ...crudCalls(clientResource),
  resetSecret: defineCall({
    method: 'POST',
    path: `${clientResource.api}/reset-secret`,
    summary: 'A new secret for one client, answered in clear this once; the old one stops working',
    permission: 'administrator',
    query: detailQuery,
    reply: z.object({ clientSecret: z.string() }),
  }),
};
