import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { tokenParameter, zodMessage } from '../../kit/schema.ts';
import { userListQuery } from './user.calls.ts';
import { userCodes } from './user.ts';

const isCoveredInvalid = zodMessage({ zh: 'isCovered 只能是 0 或 1', en: 'isCovered must be 0 or 1' });

/** One spreadsheet row of an import: its number, its account and what became of it. */
const importRow = z.object({ row: z.number(), account: z.string(), success: z.boolean(), msg: z.string() });

/** 用户管理's spreadsheets: the list as an xlsx, the import template, and the import. */
export const userExcelCalls = {
  exportUsers: defineCall({
    method: 'GET',
    path: 'blade-user/export-user',
    alsoAt: 'blade-system/user/export-user',
    summary: 'The users the list shows (same filters) as an xlsx download; blade-auth may carry the token',
    permission: userCodes.export,
    query: userListQuery.extend({ 'blade-auth': tokenParameter }),
    file: true,
  }),
  template: defineCall({
    method: 'GET',
    path: 'blade-user/export-template',
    alsoAt: 'blade-system/user/export-template',
    summary: 'The import template: one header row, in the caller’s language, saying what each column takes',
    permission: userCodes.import,
    query: z.object({ 'blade-auth': tokenParameter }),
    file: true,
  }),
  importUsers: defineCall({
    method: 'POST',
    path: 'blade-user/import-user',
    alsoAt: 'blade-system/user/import-user',
    summary:
      'Import users from an xlsx (multipart field "file", at most 20,000 rows); isCovered=1 overwrites existing ' +
      'accounts. New accounts get no usable password: reset it before their first sign-in. Each row’s result ' +
      'is answered and kept as a file in the download centre; above the background threshold (参数 ' +
      'export.backgroundRows) the file is imported as a job and the reply says background.',
    permission: userCodes.import,
    // The browser's client sends the flag as a number, a query string always as text.
    query: z.object({
      isCovered: z
        .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: isCoveredInvalid })
        .optional()
        .transform((flag) => String(flag) === '1'),
    }),
    multipart: { file: 'file' },
    reply: z.object({
      total: z.number(),
      succeeded: z.number(),
      failed: z.number(),
      rows: z.array(importRow),
      /** The download centre's record holding every row's result as a file (and, in the background, the progress). */
      ossFileId: z.string().optional(),
      /** A large file: queued, its results come to the download centre (rows is then empty). */
      background: z.literal(true).optional(),
    }),
  }),
};
