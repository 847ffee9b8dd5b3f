import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';

/** One entry of the browser's local error log (spec §3: url, time, type, message, stack, info). */
export const browserLogEntry = z.object({
  url: z.string().max(2000).optional(),
  time: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  message: z.string().max(10_000).optional(),
  stack: z.string().max(50_000).optional(),
  info: z.string().max(10_000).optional(),
});

/** 错误日志: what the browser sends of its local error log (the server's own errors are recorded without a call). */
export const errorLogCalls = {
  /** BladeX's path, shared with logout (GET): uploading does not sign out. */
  upload: defineCall({
    method: 'POST',
    path: 'blade-auth/oauth/logout',
    title: { zh: '错误日志·上传', en: 'Error log · Upload' },
    summary: "Upload the browser's local error log (the session stays)",
    permission: 'authenticated',
    body: z.array(browserLogEntry).max(100),
    reply: z.number().describe('entries stored'),
  }),
};
