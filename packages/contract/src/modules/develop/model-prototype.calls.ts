import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { idValue, submitSchema } from '../../kit/schema.ts';
import { modelPrototypeResource } from './model-prototype.ts';

export const modelPrototypeRecord = recordSchema(modelPrototypeResource);
export type ModelPrototype = z.infer<typeof modelPrototypeRecord>;

/** What 从数据库同步 would change: the catalogue's columns against the saved ones, by column name. */
export const prototypeSync = z.object({
  added: z.array(z.object({ jdbcName: z.string(), jdbcType: z.string(), jdbcComment: z.string() })),
  dropped: z.array(z.object({ id: z.string(), jdbcName: z.string() })),
  changed: z.array(
    z.object({
      id: z.string(),
      jdbcName: z.string(),
      from: z.object({ jdbcType: z.string(), jdbcComment: z.string() }),
      to: z.object({ jdbcType: z.string(), jdbcComment: z.string() }),
    }),
  ),
});
export type PrototypeSync = z.infer<typeof prototypeSync>;

const modelQuery = z.object({ modelId: idValue() });

/**
 * 模型字段 (blade-develop/model-prototype): the CRUD kit's calls, the grid's 提交 (a model's whole set in one
 * transaction), the pickers of 树主键字段 and the like, and 从数据库同步 (what would change, then apply it keeping each
 * column's settings).
 */
export const modelPrototypeCalls = {
  ...crudCalls(modelPrototypeResource),
  submitList: defineCall({
    method: 'POST',
    path: 'blade-develop/model-prototype/submit-list',
    summary: 'Replace a model’s columns with these (by id, else by column name; the rest removed), in one transaction',
    permission: 'administrator',
    body: z.array(submitSchema(modelPrototypeResource)).max(1000),
    reply: z.array(modelPrototypeRecord),
  }),
  select: defineCall({
    method: 'GET',
    path: 'blade-develop/model-prototype/select',
    summary: 'A model’s columns, each jdbcComment rewritten to `<jdbcName>: <comment>` (BladeX’s picker)',
    permission: 'administrator',
    query: modelQuery,
    reply: z.array(modelPrototypeRecord),
  }),
  syncPreview: defineCall({
    method: 'GET',
    path: 'blade-develop/model-prototype/sync-preview',
    summary: 'What a sync from the database would change in a model’s columns (added, dropped, retyped)',
    permission: 'administrator',
    query: modelQuery,
    reply: prototypeSync,
  }),
  sync: defineCall({
    method: 'POST',
    path: 'blade-develop/model-prototype/sync',
    summary: 'Sync a model’s columns from the database, keeping every kept column’s settings; answers what changed',
    permission: 'administrator',
    query: modelQuery,
    reply: prototypeSync,
  }),
};
