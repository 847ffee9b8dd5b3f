import { apiKeyCalls, apiKeyLogCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App } from '../../../platform/types.ts';
import {
  apiKeyDetail,
  apiKeyLogDetail,
  changeApiKeys,
  listApiKeyLogs,
  listApiKeys,
  saveApiKey,
  updateApiKey,
} from './api-key.service.ts';

/** API 密钥 (blade-system/api-key) and its call log (blade-system/api-key-log), as BladeX 4's screen calls them. */
export function apiKeyRoutes(app: App) {
  serve(app, apiKeyCalls.list, async (req) => ok(req, await listApiKeys(ctxOf(req), req.query)));
  serve(app, apiKeyCalls.detail, async (req) => ok(req, await apiKeyDetail(ctxOf(req), req.query.id)));
  serve(app, apiKeyCalls.save, async (req) => ok(req, await saveApiKey(ctxOf(req), req.body)));
  serve(app, apiKeyCalls.update, async (req) => {
    await updateApiKey(ctxOf(req), req.body.id, req.body);
    return ok(req, true as const);
  });
  serve(app, apiKeyCalls.submit, async (req) => {
    const { id, ...values } = req.body;
    if (!id) return ok(req, await saveApiKey(ctxOf(req), { ...values, userId: values.userId || undefined }));
    await updateApiKey(ctxOf(req), id, values);
    return ok(req, true as const);
  });
  for (const change of ['remove', 'enable', 'disable'] as const) {
    serve(app, apiKeyCalls[change], async (req) => {
      await changeApiKeys(ctxOf(req), req.query.ids, change);
      return ok(req, true as const);
    });
  }
  serve(app, apiKeyLogCalls.list, async (req) => ok(req, await listApiKeyLogs(ctxOf(req), req.query)));
  serve(app, apiKeyLogCalls.detail, async (req) => ok(req, await apiKeyLogDetail(ctxOf(req), req.query.id)));
}
