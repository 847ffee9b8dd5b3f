import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { idList, idValue, zodMessage } from '../../kit/schema.ts';
import { codeMessages, codeResource, codeSystems } from './code.ts';

export const codeRecord = recordSchema(codeResource);
export type Code = z.infer<typeof codeRecord>;

/** Which console the files are for: absent or `pharma`, this project's kit; `saber` and `saber3` add that console's. */
const system = z
  .union([z.enum(codeSystems), z.literal('')], { error: zodMessage(codeMessages.badSystem) })
  .optional()
  .describe('pharma (default): this project; saber, saber3: that Saber console’s files too');

/** One generated file as 预览 shows it: added, or changed against the project's own (with the diff). */
export const generatedFile = z.object({
  path: z.string(),
  content: z.string(),
  status: z.enum(['added', 'changed', 'unchanged']),
  diff: z.string().describe('a unified diff against the project’s file (empty when added or unchanged)'),
});
export type GeneratedFileView = z.infer<typeof generatedFile>;

/**
 * 代码生成 (blade-develop/code): the CRUD kit's four calls (list and detail answer GET, as the open Saber sends them)
 * and 复制, which adds a copy of a row whose module name ends in `-copy`.
 */
export const codeCalls = {
  ...crudCalls(codeResource),
  copy: defineCall({
    method: 'POST',
    path: 'blade-develop/code/copy',
    summary: 'Add a copy of a generator row, its module name ending in -copy',
    permission: 'administrator',
    query: z.object({ id: idValue() }),
    reply: codeRecord,
  }),
  genCode: defineCall({
    method: 'POST',
    path: 'blade-develop/code/gen-code',
    summary:
      'Generate the selected rows’ modules: checked in a scratch copy (format, types, their tests), then a zip in the download centre',
    permission: 'administrator',
    query: z.object({ ids: idList(), system }),
    reply: z.object({ fileIds: z.array(z.string()).describe('the download centre’s records, one per row') }),
  }),
  preview: defineCall({
    method: 'GET',
    path: 'blade-develop/code/preview',
    summary: 'The files gen-code makes for one row (formatted, with the migration), each against the project’s own',
    permission: 'administrator',
    query: z.object({ id: idValue(), system }),
    reply: z.array(generatedFile),
  }),
};
