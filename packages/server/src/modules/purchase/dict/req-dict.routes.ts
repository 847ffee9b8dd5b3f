import { purchaseBaseCalls as calls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { findByDictType } from './req-dict.service.ts';

/** reqDict: the purchasing screens' dictionaries by type. */
export function reqDictRoutes(app: App): void {
  serve(app, calls.findByDictType, async (req) => ok(req, await findByDictType(ctxOf(req), req.body.dictType)));
}
