import { detailQuery, removeQuery } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import type { App } from '../../../platform/types.ts';
import { type DictInput, dictBody } from './dict.rules.ts';
import { bizDict, type DictService, systemDict } from './dict.service.ts';

const filterText = z.string().max(255).optional();
const paging = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};

/** The calls of one dictionary under /api/<api>: the screen's code reads, `_add`/`_edit`/`_delete` write. */
function routesOf(app: App, service: DictService) {
  const { def } = service;
  const base = `/api/${def.api}`;
  const codes = def.codes;
  const tags = ['blade-system'];
  const name = def.title.en;
  app.get(
    `${base}/list`,
    {
      config: { permission: codes.menu },
      schema: {
        tags,
        summary: `${name}: dictionaries (code, dictValue contain) with their entries, as a tree`,
        querystring: z.looseObject({ code: filterText, dictValue: filterText }),
      },
    },
    async (req) => ok(req, await service.list(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/parent-list`,
    {
      config: { permission: codes.menu },
      schema: {
        tags,
        summary: `${name}: a page of dictionaries`,
        querystring: z.looseObject({ ...paging, code: filterText, dictValue: filterText }),
      },
    },
    async (req) => ok(req, await service.parentList(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/child-list`,
    {
      config: { permission: codes.menu },
      schema: {
        tags,
        summary: `${name}: a page of one dictionary's entries`,
        querystring: z.looseObject({
          ...paging,
          parentId: z.string().max(19).optional(),
          dictKey: filterText,
          dictValue: filterText,
        }),
      },
    },
    async (req) => ok(req, await service.childList(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/tree`,
    {
      config: { permission: codes.menu },
      schema: { tags, summary: `${name}: dictionaries as TreeNodes`, querystring: z.looseObject({ code: filterText }) },
    },
    async (req) => ok(req, await service.tree(ctxOf(req), req.query)),
  );
  app.get(
    `${base}/detail`,
    {
      config: { permission: codes.menu },
      schema: { tags, summary: `${name}: one row with its parent's name`, querystring: detailQuery },
    },
    async (req) => ok(req, await service.detail(ctxOf(req), req.query.id)),
  );
  app.get(
    `${base}/dictionary`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: `${name}: the entries of a code, for selects and tags`,
        querystring: z.object({ code: filterText }),
      },
    },
    async (req) => ok(req, await service.dictionary(ctxOf(req), req.query.code)),
  );
  app.post(
    `${base}/submit`,
    {
      config: {
        permission: (req) => {
          const id = (req.body as { id?: unknown } | undefined)?.id;
          return id === undefined || id === null || id === '' ? codes.add : codes.edit;
        },
      },
      schema: { tags, summary: `${name}: add (no id) or update a dictionary or an entry`, body: dictBody },
    },
    async (req) => {
      const { record, created } = await service.submit(ctxOf(req), req.body as DictInput);
      return ok(req, record, created ? 'added' : 'updated');
    },
  );
  app.post(
    `${base}/remove`,
    {
      config: { permission: codes.delete },
      schema: { tags, summary: `${name}: soft-delete rows, all or nothing`, querystring: removeQuery },
    },
    async (req) => ok(req, await service.remove(ctxOf(req), req.query.ids), 'removed'),
  );
}

/**
 * 字典管理 (blade-system/dict, platform-wide) and 业务字典 (blade-system/dict-biz, per tenant). Also makes the
 * system dictionary the platform's dictionary reader (the CRUD kit's value check, the exports' labels) and
 * registers both lists' exports.
 */
export function dictRoutes(app: App) {
  routesOf(app, systemDict);
  routesOf(app, bizDict);
}
