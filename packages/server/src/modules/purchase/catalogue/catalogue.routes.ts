import { purchaseBaseCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import {
  catalogueDetail,
  catalogueList,
  removeCatalogues,
  setCatalogueStatus,
  submitCatalogue,
} from './catalogue.service.ts';

/** 采购目录: catalogues with their lines, enabled and disabled by ids. */
export function catalogueRoutes(app: App): void {
  serve(app, calls.catalogueList, async (req) => ok(req, await catalogueList(ctxOf(req), req.query)));
  serve(app, calls.catalogueDetail, async (req) => ok(req, await catalogueDetail(ctxOf(req), req.query.id)));
  serve(app, calls.catalogueSubmit, async (req) => ok(req, await submitCatalogue(ctxOf(req), req.body)));
  serve(app, calls.catalogueRemove, async (req) => ok(req, await removeCatalogues(ctxOf(req), req.query.ids)));
  serve(app, calls.catalogueEnable, async (req) => ok(req, await setCatalogueStatus(ctxOf(req), req.query.ids, 1)));
  serve(app, calls.catalogueDisable, async (req) => ok(req, await setCatalogueStatus(ctxOf(req), req.query.ids, 2)));
}
