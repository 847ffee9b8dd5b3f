import { purchaseBaseCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { serveCrud } from '../shared/crud.routes.ts';
import {
  catalogueDetail,
  catalogueList,
  removeCatalogues,
  setCatalogueStatus,
  submitCatalogue,
} from './catalogue.service.ts';

/** 采购目录: catalogues with their lines, enabled and disabled by ids. */
export function catalogueRoutes(app: App): void {
  serveCrud(app, calls, 'catalogue', {
    list: catalogueList,
    detail: catalogueDetail,
    submit: submitCatalogue,
    remove: removeCatalogues,
  });
  serve(app, calls.catalogueEnable, async (req) => ok(req, await setCatalogueStatus(ctxOf(req), req.query.ids, 1)));
  serve(app, calls.catalogueDisable, async (req) => ok(req, await setCatalogueStatus(ctxOf(req), req.query.ids, 2)));
}
