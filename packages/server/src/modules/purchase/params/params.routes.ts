import { purchaseBaseCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
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
  serve(app, calls.setPageList, async (req) => ok(req, await setPageList(ctxOf(req), req.query)));
  serve(app, calls.setPageDetail, async (req) => ok(req, await setPageDetail(ctxOf(req), req.query.id)));
  serve(app, calls.setPageSubmit, async (req) => ok(req, await submitSetPage(ctxOf(req), req.body)));
  serve(app, calls.setPageRemove, async (req) => ok(req, await removeSetPages(ctxOf(req), req.query.ids)));
  serve(app, calls.setPagePublished, async (req) =>
    ok(req, await publishedPages(ctxOf(req), req.query.category, req.query.tenantId)),
  );

  serve(app, calls.paramDefList, async (req) => ok(req, await paramDefList(ctxOf(req), req.query)));
  serve(app, calls.paramDefSubmit, async (req) => ok(req, await submitParamDef(ctxOf(req), req.body)));
  serve(app, calls.paramDefRemove, async (req) => ok(req, await removeParamDefs(ctxOf(req), req.query.ids)));
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
