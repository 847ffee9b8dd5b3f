import { permissionsOf, type ResourceDef } from '@pharma/contract';
import { z } from 'zod';
import { ok } from '../envelope.ts';
import { ctxOf } from '../guard.ts';
import type { App } from '../types.ts';
import { detailQuery, listQuery, removeQuery, submitSchema } from './schema.ts';
import type { CrudService } from './service.ts';

const envelope = (data: z.ZodType) => z.object({ code: z.number(), success: z.boolean(), data, msg: z.string() });

/**
 * The four BladeX calls of a resource under /api/<def.api>: list and detail need the screen's menu code,
 * submit needs `_add` or `_edit` depending on whether the body has an id, remove needs `_delete`.
 */
export function crudRoutes(app: App, service: CrudService) {
  const def: ResourceDef = service.def;
  const base = `/api/${def.api}`;
  // A platform-wide resource answers the platform administrator alone, whatever codes a tenant's role holds.
  const granted = permissionsOf(def);
  const codes = def.administratorOnly
    ? {
        menu: 'administrator',
        add: 'administrator',
        edit: 'administrator',
        delete: 'administrator',
        view: 'administrator',
      }
    : granted;
  const tags = [def.api.split('/')[0] ?? def.module];
  const record = z.record(z.string(), z.unknown());

  app.get(
    `${base}/list`,
    {
      config: { permission: codes.menu, crud: { resource: def.name, op: 'list' } },
      schema: {
        tags,
        summary: `${def.title.en}: list (paged, BladeX filters)`,
        querystring: listQuery(def),
        response: {
          200: envelope(
            z.object({
              records: z.array(record),
              total: z.number(),
              size: z.number(),
              current: z.number(),
              pages: z.number(),
            }),
          ),
        },
      },
    },
    async (req) => ok(req, await service.list(ctxOf(req), req.query as Record<string, unknown>)),
  );

  app.get(
    `${base}/detail`,
    {
      config: { permission: codes.menu, crud: { resource: def.name, op: 'detail' } },
      schema: { tags, summary: `${def.title.en}: one row`, querystring: detailQuery },
    },
    async (req) => ok(req, await service.detail(ctxOf(req), req.query.id)),
  );

  app.post(
    `${base}/submit`,
    {
      config: {
        crud: { resource: def.name, op: 'submit' },
        permission: (req) => {
          const id = (req.body as { id?: unknown } | undefined)?.id;
          return id === undefined || id === null || id === '' ? codes.add : codes.edit;
        },
      },
      schema: { tags, summary: `${def.title.en}: add (no id) or update (with id)`, body: submitSchema(def) },
    },
    async (req) => {
      const { record: saved, created } = await service.submit(ctxOf(req), req.body as Record<string, unknown>);
      return ok(req, saved, created ? 'added' : 'updated');
    },
  );

  app.post(
    `${base}/remove`,
    {
      config: { permission: codes.delete, crud: { resource: def.name, op: 'remove' } },
      schema: { tags, summary: `${def.title.en}: soft-delete by ids`, querystring: removeQuery },
    },
    async (req) => {
      const ids = req.query.ids.split(',').map((s) => s.trim());
      return ok(req, await service.remove(ctxOf(req), ids), 'removed');
    },
  );
}
