import { crudCalls, isAddition, messages } from '@pharma/contract';
import { ok } from '../envelope.ts';
import { badRequest } from '../errors.ts';
import { ctxOf } from '../guard.ts';
import { serve } from '../serve.ts';
import type { App } from '../types.ts';
import type { CrudService } from './service.ts';

/**
 * The four BladeX calls of a declared resource, served from their declarations (`crudCalls` in the contract). The
 * kit's rows are untyped here (any declaration), shaped by the service from the same declaration as the replies'
 * schemas, which the tests check every reply against.
 */
export function crudRoutes(app: App, service: CrudService) {
  const calls = crudCalls(service.def);
  const resource = service.def.name;
  serve(
    app,
    calls.list,
    async (req) => ok(req, (await service.list(ctxOf(req), req.query as Record<string, unknown>)) as never),
    {
      crud: { resource, op: 'list' },
    },
  );
  serve(app, calls.detail, async (req) => ok(req, (await service.detail(ctxOf(req), req.query.id)) as never), {
    crud: { resource, op: 'detail' },
  });
  serve(
    app,
    calls.submit,
    async (req) => {
      const body = req.body as Record<string, unknown>;
      // A save beside its own update only adds: an id there would update with the add code alone.
      if (calls.update && !isAddition(body)) throw badRequest(messages.saveCarriesId);
      const { record, created } = await service.submit(ctxOf(req), body);
      return ok(req, record as never, created ? 'added' : 'updated');
    },
    { crud: { resource, op: 'submit' } },
  );
  if (calls.update)
    serve(
      app,
      calls.update,
      async (req) => {
        const { record } = await service.submit(ctxOf(req), req.body as Record<string, unknown>);
        return ok(req, record as never, 'updated');
      },
      { crud: { resource, op: 'submit' } },
    );
  serve(app, calls.remove, async (req) => ok(req, await service.remove(ctxOf(req), req.query.ids), 'removed'), {
    crud: { resource, op: 'remove' },
  });
}
