import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { tenantQuery } from '../../kit/schema.ts';
import { postResource } from './post.ts';

/** A post as the calls send it: the declared fields plus `categoryName` (its category's label, in the caller's language). */
export const postRecord = recordSchema(postResource).extend({ categoryName: z.string().optional() });
export type Post = z.infer<typeof postRecord>;

/** 岗位管理 (blade-system/post): the CRUD kit's four calls, and the picker of the user form. */
export const postCalls = {
  ...crudCalls(postResource),
  select: defineCall({
    method: 'GET',
    path: 'blade-system/post/select',
    summary: "Posts for a picker: the caller's tenant (the administrator may name another)",
    permission: 'authenticated',
    query: tenantQuery,
    reply: z.array(z.object({ id: z.string(), postCode: z.string(), postName: z.string(), category: z.number() })),
  }),
};
