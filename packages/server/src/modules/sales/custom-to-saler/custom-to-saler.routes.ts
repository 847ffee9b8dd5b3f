import { customToSalerCalls as c, customerMessages as m } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { customerOptions, ownerHistory, reassign } from './custom-to-saler.service.ts';

/** 客户业务员's calls beyond the kit's four: 转移, the history of owners, the customer picker. Routes stay thin. */
export function customToSalerRoutes(app: App) {
  serve(app, c.reassign, async (req) => {
    const done = await reassign(ctxOf(req), req.body);
    return ok(req, done, {
      zh: m.reassigned.zh.replace('{saler}', done.toSalerName),
      en: m.reassigned.en.replace('{saler}', done.toSalerName),
    });
  });
  serve(app, c.history, async (req) => ok(req, await ownerHistory(ctxOf(req), req.query)));
  serve(app, c.customers, async (req) => ok(req, await customerOptions(ctxOf(req), req.query)));
}
