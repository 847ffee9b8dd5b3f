import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, recordSchema } from '../../kit/crud.ts';
import { filterSuffixes } from '../../kit/filters.ts';
import { idValue, submitSchema } from '../../kit/schema.ts';
import { modelResource } from './model.ts';
import { modelPrototypeRecord } from './model-prototype.calls.ts';
import { modelPrototypeResource } from './model-prototype.ts';

export const modelRecord = recordSchema(modelResource);
export type Model = z.infer<typeof modelRecord>;

/** A table of a datasource's catalogue as 物理表名 offers it: BladeX rewrites its comment to `name:comment`. */
export const catalogueTable = z.object({
  name: z.string(),
  comment: z.string().describe('`<name>:<comment>`, as BladeX answers'),
  kind: z.enum(['table', 'partitioned']).describe('a plain table or a partitioned parent'),
});
export type CatalogueTable = z.infer<typeof catalogueTable>;

/** A column as the datasource's live catalogue describes it, with the property BladeX's generator would name. */
export const catalogueColumn = z.object({
  name: z.string(),
  type: z.string().describe('the full type as the database writes it: `character varying(64)`, `decimal(12,2)`'),
  dataType: z.string().describe('the type without its length: `varchar`, `numeric`, `int8`'),
  length: z.number().nullable(),
  scale: z.number().nullable(),
  nullable: z.boolean(),
  defaultValue: z.string().nullable(),
  comment: z.string(),
  primaryKey: z.boolean(),
  references: z.object({ table: z.string(), column: z.string() }).nullable().describe('a foreign key'),
  propertyName: z.string().describe('camel case: `create_time` → `createTime`'),
  propertyType: z.string().describe('BladeX’s Java type: String, Integer, Long, Double, BigDecimal, Boolean, Date'),
});
export type CatalogueColumn = z.infer<typeof catalogueColumn>;

/** One table with its columns (`model/table-info`). */
export const tableInfo = z.object({
  name: z.string(),
  comment: z.string(),
  entityName: z.string().describe('camel case without the first prefix segment: `blade_notice` → `Notice`'),
  fields: z.array(catalogueColumn),
});
export type TableInfo = z.infer<typeof tableInfo>;

const words = z.object({ zh: z.string(), en: z.string() });

/** A field of a draft declaration: what the generated resource would declare for a column. */
export const draftField = z.object({
  type: z.enum(['string', 'text', 'integer', 'decimal', 'boolean', 'datetime', 'date', 'id']),
  label: words,
  required: words.optional(),
  max: z.number().optional(),
  scale: z.number().optional(),
  column: z.string().optional(),
  dict: z.string().optional(),
  ref: z.object({ resource: z.string(), label: z.string() }).optional(),
  search: z.enum(filterSuffixes).optional(),
  list: z.boolean().optional(),
  form: z.boolean().optional(),
});

/** 预览界面: the declaration a model's column settings make, and the first rows of its table as it would list them. */
export const modelDraft = z.object({
  resource: z.object({ name: z.string(), title: words, api: z.string(), fields: z.record(z.string(), draftField) }),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type ModelDraft = z.infer<typeof modelDraft>;

const datasourceId = idValue().describe('the datasource whose catalogue is read');

/**
 * 数据模型设计 (blade-develop/model): the CRUD kit's four calls (remove takes the model's columns with it), the
 * picker, and the datasource's live catalogue read for the form and the column grid.
 */
export const modelCalls = {
  ...crudCalls(modelResource),
  select: defineCall({
    method: 'GET',
    path: 'blade-develop/model/select',
    summary: 'Every model, its modelName rewritten to `<modelTable>: <modelName>` (BladeX’s picker)',
    permission: 'administrator',
    reply: z.array(modelRecord),
  }),
  tableList: defineCall({
    method: 'GET',
    path: 'blade-develop/model/table-list',
    summary: 'The tables of a datasource’s live catalogue (partitioned parents too, not their partitions), by name',
    permission: 'administrator',
    query: z.object({
      datasourceId,
      name: z.string().max(100).optional().describe('only tables whose name or comment contains this'),
      current: z.string().optional().describe('the page, from 1 (default 1)'),
      size: z.string().optional().describe('tables per page (default and most 1,000)'),
    }),
    reply: z.array(catalogueTable),
  }),
  draft: defineCall({
    method: 'POST',
    path: 'blade-develop/model/draft',
    summary:
      'The screen a model would become before any code: the declaration its column settings (as sent, unsaved) make, over the first 20 rows of its table, read-only',
    permission: 'administrator',
    query: z.object({ modelId: idValue() }),
    body: z.array(submitSchema(modelPrototypeResource)).max(1000),
    reply: modelDraft,
  }),
  tableInfo: defineCall({
    method: 'GET',
    path: 'blade-develop/model/table-info',
    summary: 'One table of a datasource’s live catalogue: comment, entity name, columns with types and keys',
    permission: 'administrator',
    query: z.object({
      datasourceId: datasourceId.optional().describe('the datasource (default: the model’s)'),
      tableName: z.string().max(100).optional(),
      modelId: idValue().optional().describe('instead of tableName: the model’s table'),
    }),
    reply: tableInfo,
  }),
  modelPrototype: defineCall({
    method: 'GET',
    path: 'blade-develop/model/model-prototype',
    summary: 'A model’s saved columns, else its table’s columns as the catalogue has them (to fill the grid)',
    permission: 'administrator',
    query: z.object({ modelId: idValue(), datasourceId: datasourceId.optional() }),
    reply: z.array(z.union([modelPrototypeRecord, catalogueColumn])),
  }),
};
