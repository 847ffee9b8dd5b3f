import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { idValue } from '../../kit/schema.ts';
import { codeResource } from './code.ts';

export const codeRecord = recordSchema(codeResource);
export type Code = z.infer<typeof codeRecord>;

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
};
