import { salesAppCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { appCustomers, appGoods } from './app.service.ts';

/** The sales app's replies: sales-mobile/app/goods and app/customers. */
export function salesAppRoutes(app: App) {
  serve(app, salesAppCalls.goods, async (req) => ok(req, await appGoods(ctxOf(req), req.query)));
  serve(app, salesAppCalls.customers, async (req) => ok(req, await appCustomers(ctxOf(req), req.query)));
}
