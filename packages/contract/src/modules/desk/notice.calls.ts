import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { idList } from '../../kit/schema.ts';
import { noticeResource } from './notice.ts';

export const noticeRecord = recordSchema(noticeResource);
export type Notice = z.infer<typeof noticeRecord>;

/** A notice as the caller's inbox lists it (the home page, the notices popover): whether they have read it. */
export const inboxNotice = z.object({
  id: z.string(),
  title: z.string(),
  category: z.number(),
  categoryName: z.string(),
  releaseTime: z.string(),
  content: z.string(),
  read: z.boolean(),
});
export type InboxNotice = z.infer<typeof inboxNotice>;

/**
 * 通知公告 (blade-desk/notice): the CRUD kit's four calls, and the caller's inbox: the notices of their tenant
 * released by now, newest first, each read or not by them, with the unread count; marking read one by one or all.
 */
export const noticeCalls = {
  ...crudCalls(noticeResource),
  inbox: defineCall({
    method: 'GET',
    path: `${noticeResource.api}/inbox`,
    summary: "The caller's notices: their tenant's, released by now, newest first, read or not, and how many unread",
    permission: 'authenticated',
    query: z.object({
      current: z.string().optional().describe('page number, from 1'),
      size: z.string().optional().describe('rows per page'),
    }),
    reply: z.object({
      records: z.array(inboxNotice),
      total: z.number(),
      size: z.number(),
      current: z.number(),
      pages: z.number(),
      unread: z.number(),
    }),
  }),
  read: defineCall({
    method: 'POST',
    path: `${noticeResource.api}/read`,
    summary: 'Mark some of the caller’s notices read',
    permission: 'authenticated',
    query: z.object({ ids: idList() }),
    reply: z.literal(true),
  }),
  readAll: defineCall({
    method: 'POST',
    path: `${noticeResource.api}/read-all`,
    summary: 'Mark every notice the caller can see read',
    permission: 'authenticated',
    reply: z.literal(true),
  }),
};
