import { purchaseBaseCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { serveCrud } from '../shared/crud.routes.ts';
import { attributeList, ownerAttributes, saveAttributeList } from './attributes.service.ts';
import {
  paramDefList,
  queryValues,
  removeParamDefs,
  saveValues,
  submitParamDef,
  typenamesOf,
} from './param-def.service.ts';
import { publishedPages, removeSetPages, setPageDetail, setPageList, submitSetPage } from './set-page.service.ts';

/** The parameter framework: parameter pages, their definitions, each shipper's values and owner attributes. */
export function paramsRoutes(app: App): void {
  serveCrud(app, calls, 'setPage', {
    list: setPageList,
    detail: setPageDetail,
    submit: submitSetPage,
    remove: removeSetPages,
  });
  serve(app, calls.setPagePublished, async (req) =>
    ok(req, await publishedPages(ctxOf(req), req.query.category, req.query.tenantId)),
  );

  serveCrud(app, calls, 'paramDef', { list: paramDefList, submit: submitParamDef, remove: removeParamDefs });
  serve(app, calls.getTypename, async (req) => ok(req, await typenamesOf(ctxOf(req), req.query.pageId)));
  serve(app, calls.queryValues, async (req) =>
    ok(req, await queryValues(ctxOf(req), req.query.pageId, req.query.shipperId)),
  );
  serve(app, calls.saveValues, async (req) => ok(req, await saveValues(ctxOf(req), req.body)));
  serve(app, calls.saveValuesByCategory, async (req) => ok(req, await saveValues(ctxOf(req), req.body)));

  serve(app, calls.attributesList, async (req) => ok(req, await attributeList(ctxOf(req), req.query.shipperId)));
  serve(app, calls.attributesSaveList, async (req) => ok(req, await saveAttributeList(ctxOf(req), req.body)));
  serve(app, calls.ownerAttributes, async (req) =>
    ok(req, await ownerAttributes(ctxOf(req), req.query.shipperId, req.query.targetEntity || undefined)),
  );
}
