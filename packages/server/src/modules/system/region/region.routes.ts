import { regionMessages, say, sayShared, type Text } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { isAdd, type RegionInput, regionFormMessages } from './region.rules.ts';
import {
  regionDetail,
  regionLazyTree,
  regionList,
  regionSearch,
  regionSelect,
  removeRegion,
  saveRegion,
} from './region.service.ts';

const codeRequired = say(regionMessages.codeRequired);
const badCode = say(regionMessages.badCode);
/** A region code in a query: digits, at most 12. */
const code = (error: string) => z.string({ error }).regex(/^\d{1,12}$/, { error: badCode });
const optionalCode = z
  .string()
  .regex(/^\d{0,12}$/, { error: badCode })
  .optional();

/** Form values arrive as strings or numbers; region.rules.ts reads them and words every refusal. */
const value = (text: Text, _key: string) => z.union([z.string(), z.number()], { error: say(text) }).nullish();

const submitBody = z.looseObject(
  {
    code: value(regionMessages.badCode, 'code').describe(
      'edit: the region to change; add: optional, parentCode + subCode',
    ),
    parentCode: value(regionMessages.parentMissing, 'parentCode').describe('add: the parent region'),
    subCode: value(regionMessages.badCode, 'subCode').describe('add: the new region’s own digits after parentCode'),
    name: value(regionMessages.nameRequired, 'name'),
    level: value(regionMessages.levelRequired, 'level').describe('0 country … 5 village (dictionary region)'),
    sort: value(regionFormMessages.badSort, 'sort'),
    remark: value(regionFormMessages.remarkTooLong, 'remark'),
  },
  { error: sayShared('badBody') },
);

const maxSearch = 100;

/** 行政区划 (blade-system/region): the screen's calls (menu `region`) and the pickers' (every signed-in user). */
export function regionRoutes(app: App) {
  const base = '/api/blade-system/region';
  const tags = ['blade-system'];
  app.get(
    `${base}/list`,
    {
      config: { permission: 'region' },
      schema: {
        tags,
        summary: 'Regions, paged, by code: code starts with, name contains, parentCode and level equal',
        querystring: z.looseObject({
          current: z.string().optional(),
          size: z.string().optional(),
          code: z.string().optional(),
          name: z.string().optional(),
          parentCode: z.string().optional(),
          level: z.string().optional(),
        }),
      },
    },
    async (req) => ok(req, await regionList(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/lazy-tree`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The children of parentCode (default 00: the provinces) as TreeNodes with hasChildren',
        querystring: z.object({ parentCode: optionalCode }),
      },
    },
    async (req) => ok(req, await regionLazyTree(ctxOf(req), req.query.parentCode || undefined)),
  );
  app.get(
    `${base}/select`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The children of code (default 00) as {code, name, level}, for cascaders',
        querystring: z.object({ code: optionalCode }),
      },
    },
    async (req) => ok(req, await regionSelect(ctxOf(req), req.query.code || undefined)),
  );
  app.get(
    `${base}/search`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Regions whose name contains the text, by level then code, each with its path from the province',
        querystring: z.object({
          name: z.string().optional().describe('contained in the name, any case'),
          size: z.string().optional().describe('at most this many matches: 20 by default, 100 at most'),
        }),
      },
    },
    async (req) => {
      const size = Math.min(Math.max(Number.parseInt(req.query.size ?? '', 10) || 20, 1), maxSearch);
      return ok(req, await regionSearch(ctxOf(req), req.query.name ?? '', size));
    },
  );
  app.get(
    `${base}/detail`,
    {
      config: { permission: 'region' },
      schema: {
        tags,
        summary: 'One region and its parent’s name',
        querystring: z.object({ code: code(codeRequired) }),
      },
    },
    async (req) => ok(req, await regionDetail(ctxOf(req), req.query.code)),
  );
  app.post(
    `${base}/submit`,
    {
      config: { permission: (req) => (isAdd(req.body as RegionInput | undefined) ? 'region_add' : 'region_edit') },
      schema: {
        tags,
        summary: 'Add under parentCode (with subCode) or update the region named by code',
        body: submitBody,
      },
    },
    async (req) => {
      const { record, created } = await saveRegion(ctxOf(req), req.body as RegionInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/remove`,
    {
      config: { permission: 'region_delete' },
      schema: {
        tags,
        summary: 'Delete a region (physically); refused while it has subregions',
        querystring: z.object({ id: code(codeRequired) }),
      },
    },
    async (req) => {
      await removeRegion(ctxOf(req), req.query.id);
      return ok(req, null, 'removed');
    },
  );
}
