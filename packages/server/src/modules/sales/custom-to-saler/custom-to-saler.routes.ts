import { customerMessages, customToSalerCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { customerOptions, ownerHistory, reassign } from './custom-to-saler.service.ts';

/** 客户业务员's calls beyond the kit's four: 转移, the history of owners, the customer picker. Routes stay thin. */
export function customToSalerRoutes(app: App) {
  serve(app, customToSalerCalls.reassign, async (req) => {
    const done = await reassign(ctxOf(req), req.body);
    return ok(req, done, {
      zh: customerMessages.reassigned.zh.replace('{saler}', done.toSalerName),
      en: customerMessages.reassigned.en.replace('{saler}', done.toSalerName),
    });
  });
  serve(app, customToSalerCalls.history, async (req) => ok(req, await ownerHistory(ctxOf(req), req.query)));
  serve(app, customToSalerCalls.customers, async (req) => ok(req, await customerOptions(ctxOf(req), req.query)));
}
