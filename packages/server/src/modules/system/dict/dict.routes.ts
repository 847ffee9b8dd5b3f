import { type DictCalls, dictCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { bizDict, type DictService, systemDict } from './dict.service.ts';

/** The calls of one dictionary, each served from its declaration in @pharma/contract. */
function routesOf(app: App, calls: DictCalls, service: DictService) {
  serve(app, calls.list, async (req) => ok(req, await service.list(ctxOf(req), req.query)));
  serve(app, calls.parentList, async (req) => ok(req, await service.parentList(ctxOf(req), req.query)));
  serve(app, calls.childList, async (req) => ok(req, await service.childList(ctxOf(req), req.query)));
  serve(app, calls.tree, async (req) => ok(req, await service.tree(ctxOf(req))));
  serve(app, calls.detail, async (req) => ok(req, await service.detail(ctxOf(req), req.query.id)));
  serve(app, calls.select, async (req) => ok(req, await service.select(ctxOf(req))));
  serve(app, calls.dictionary, async (req) => ok(req, await service.dictionary(ctxOf(req), req.query.code)));
  serve(app, calls.submit, async (req) => {
    const { record, created } = await service.submit(ctxOf(req), req.body);
    return ok(req, record, created ? 'added' : 'updated');
  });
  serve(app, calls.remove, async (req) => ok(req, await service.remove(ctxOf(req), req.query.ids), 'removed'));
}

/**
 * 字典管理 (blade-system/dict, platform-wide) and 业务字典 (blade-system/dict-biz, per tenant). Also makes the
 * system dictionary the platform's dictionary reader (the CRUD kit's value check, the exports' labels) and
 * registers both lists' exports.
 */
export function dictRoutes(app: App) {
  routesOf(app, dictCalls.dict, systemDict);
  routesOf(app, dictCalls.biz, bizDict);
}
