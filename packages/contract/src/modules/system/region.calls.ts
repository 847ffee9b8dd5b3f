import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { pageReply, sharedZodMessage, tokenParameter, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import { regionCodes as codes, regionMessages, regionResource } from './region.ts';

/** A region as the calls send it (keyed by its code; the province … village columns are its path). */
export const regionRecord = z.object({
  code: z.string(),
  parentCode: z.string(),
  /** Comma-joined codes from the root down to the parent: `00,44,4401`. */
  ancestors: z.string(),
  name: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  townCode: z.string(),
  townName: z.string(),
  villageCode: z.string(),
  villageName: z.string(),
  /** Dictionary `region`: 0 country, 1 province, 2 city, 3 district, 4 town, 5 village. */
  level: z.number(),
  sort: z.number(),
  remark: z.string().nullable(),
  parentName: z.string().optional(),
});
export type RegionRecord = z.infer<typeof regionRecord>;

/** `region/lazy-tree` nodes: BladeX TreeNode with the code as id, key and value. */
const regionNode = z.object({
  id: z.string(),
  parentId: z.string(),
  key: z.string(),
  value: z.string(),
  title: z.string(),
  level: z.number(),
  hasChildren: z.boolean(),
});
export type RegionNode = z.infer<typeof regionNode>;

/** A region-picker entry (region/select): one level of a cascader. */
const regionOption = z.object({ code: z.string(), name: z.string(), level: z.number() });
export type RegionOption = z.infer<typeof regionOption>;

/** A region/search match: `path` names it from the province down (广东省 / 深圳市 / 南山区). */
const regionMatch = regionOption.extend({
  path: z.string(),
  /** The codes above it, the country first: `00,44,4403`. */
  ancestors: z.string(),
});
export type RegionMatch = z.infer<typeof regionMatch>;

const badCode = zodMessage(regionMessages.badCode);
/** A region code in a query: digits, at most 12. */
const code = (error: string) => z.string({ error }).regex(/^\d{1,12}$/, { error: badCode });
const optionalCode = z
  .string()
  .regex(/^\d{0,12}$/, { error: badCode })
  .optional();

/** Form values arrive as strings or numbers; the server's region rules read them and word every refusal. */
const value = (text: Text) => z.union([z.string(), z.number()], { error: zodMessage(text) }).nullish();
const { fields } = regionResource;
const regionBody = z.looseObject(
  {
    code: value(regionMessages.badCode).describe('edit: the region to change; add: optional, parentCode + subCode'),
    parentCode: value(regionMessages.parentMissing).describe('add: the parent region'),
    subCode: value(regionMessages.badCode).describe('add: the new region’s own digits after parentCode'),
    name: value(fields.name.required),
    level: value(fields.level.required).describe('0 country … 5 village (dictionary region)'),
    sort: value(regionMessages.badSort),
    remark: value(regionMessages.remarkTooLong),
  },
  { error: sharedZodMessage('badBody') },
);

/**
 * 行政区划 (blade-system/region): the screen's calls (menu `region`) and the pickers' (every signed-in user). A submit
 * adds when it brings a `subCode` (not by its id: a region has none), which the server's guard decides; one whose
 * `code` (= parentCode + subCode) is an existing region's is that region's form, as Saber sends it, and edits it.
 */
export const regionCalls = {
  list: defineCall({
    method: 'GET',
    path: 'blade-system/region/list',
    summary: 'Regions, paged, by code: code starts with, name contains, parentCode and level equal',
    permission: codes.menu,
    query: z.looseObject({
      current: z.string().optional(),
      size: z.string().optional(),
      code: z.string().optional(),
      name: z.string().optional(),
      parentCode: z.string().optional(),
      level: z.string().optional(),
    }),
    reply: pageReply(regionRecord),
  }),
  lazyTree: defineCall({
    method: 'GET',
    path: 'blade-system/region/lazy-tree',
    summary: 'The children of parentCode (default 00: the provinces) as TreeNodes with hasChildren',
    permission: 'authenticated',
    query: z.object({ parentCode: optionalCode }),
    reply: z.array(regionNode),
  }),
  select: defineCall({
    method: 'GET',
    path: 'blade-system/region/select',
    summary: 'The children of code (default 00) as {code, name, level}, for cascaders',
    permission: 'authenticated',
    query: z.object({ code: optionalCode }),
    reply: z.array(regionOption),
  }),
  search: defineCall({
    method: 'GET',
    path: 'blade-system/region/search',
    summary: 'Regions whose name contains the text, by level then code, each with its path from the province',
    permission: 'authenticated',
    query: z.object({
      name: z.string().optional().describe('contained in the name, any case'),
      size: z.string().optional().describe('at most this many matches: 20 by default, 100 at most'),
    }),
    reply: z.array(regionMatch),
  }),
  detail: defineCall({
    method: 'GET',
    path: 'blade-system/region/detail',
    summary: 'One region and its parent’s name',
    permission: codes.menu,
    query: z.object({ code: code(zodMessage(regionMessages.codeRequired)) }),
    reply: regionRecord.extend({ parentName: z.string() }),
  }),
  submit: defineCall({
    method: 'POST',
    path: 'blade-system/region/submit',
    summary: 'Add under parentCode (with subCode) or update the region named by code',
    permission: { add: codes.add, edit: codes.edit },
    body: regionBody,
    reply: regionRecord,
  }),
  remove: defineCall({
    method: 'POST',
    path: 'blade-system/region/remove',
    summary: 'Delete a region (physically); refused while it has subregions',
    permission: codes.delete,
    query: z.object({ id: code(zodMessage(regionMessages.codeRequired)) }),
    reply: z.null(),
  }),
};

const isCoveredInvalid = zodMessage({ zh: 'isCovered 只能是 0 或 1', en: 'isCovered must be 0 or 1' });

/**
 * 行政区划's spreadsheets (the commercial Saber 4's 导出, 模板下载 and 导入, BladeX's RegionExcel columns): the regions
 * the list shows, the template, and an import that adds regions under existing parents (isCovered=1 also updates
 * the name, level, sort and remark of codes that exist).
 */
export const regionExcelCalls = {
  exportRegion: defineCall({
    method: 'GET',
    path: 'blade-system/region/export-region',
    summary: 'The regions the list shows (same filters) as an xlsx download; blade-auth may carry the token',
    permission: codes.export,
    query: z.looseObject({
      'blade-auth': tokenParameter,
      code: z.string().max(12).optional(),
      name: z.string().max(64).optional(),
      parentCode: z.string().max(12).optional(),
      level: z.string().max(2).optional(),
    }),
    file: true,
  }),
  template: defineCall({
    method: 'GET',
    path: 'blade-system/region/export-template',
    summary: 'The region import template (BladeX RegionExcel columns) with an example row',
    permission: codes.import,
    query: z.object({ 'blade-auth': tokenParameter }),
    file: true,
  }),
  importRegion: defineCall({
    method: 'POST',
    path: 'blade-system/region/import-region',
    summary:
      'Import regions from an xlsx (multipart field "file", at most 20,000 rows, parents before children); ' +
      'isCovered=1 updates codes that exist',
    permission: codes.import,
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
      rows: z.array(z.object({ row: z.number(), code: z.string(), success: z.boolean(), msg: z.string() })),
    }),
  }),
};
