import type { z } from 'zod';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { noticeResource } from './notice.ts';

export const noticeRecord = recordSchema(noticeResource);
export type Notice = z.infer<typeof noticeRecord>;

/** 通知公告 (blade-desk/notice): the CRUD kit's four calls. */
export const noticeCalls = crudCalls(noticeResource);
