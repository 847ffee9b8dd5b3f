import { clientCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import { resetClientSecret } from './client.service.ts';

/** 应用管理 beyond its CRUD: 重置密钥. Clients are platform-wide, so only the platform administrator may. */
export function clientRoutes(app: App) {
  serve(app, clientCalls.resetSecret, async (req) => ok(req, await resetClientSecret(ctxOf(req), req.query.id)));
}
