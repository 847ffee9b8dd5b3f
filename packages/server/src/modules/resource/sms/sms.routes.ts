import { smsCalls, smsMessages } from '@pharma/contract';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { enableSms, sendSms, smsService } from './sms.service.ts';

/**
 * 短信配置: its CRUD (the kit's, with the secret sealed under this server's secret, so the service is built here,
 * per app), save and update (submit by BladeX's other names), 启用, and the 调试 form's send-message.
 */
export function smsRoutes(app: App, platform: Platform) {
  const box = secretBox(platform.config.tokenSecret, 'blade_sms.secret_key');
  const [service] = registerResources(app, platform.registry, [smsService(box)]);
  const crud = service!;
  serve(app, smsCalls.save, async (req) => {
    const { id: _ignored, ...body } = req.body as Record<string, unknown>;
    const { record } = await crud.submit(ctxOf(req), body);
    return ok(req, record as never, 'added');
  });
  serve(app, smsCalls.update, async (req) => {
    const body = req.body as Record<string, unknown>;
    if (typeof body.id !== 'string' || body.id === '') throw notFound();
    const { record } = await crud.submit(ctxOf(req), body);
    return ok(req, record as never, 'updated');
  });
  serve(app, smsCalls.enable, async (req) => {
    await enableSms(ctxOf(req), crud, req.query.id);
    return ok(req, true as const);
  });
  serve(app, smsCalls.sendMessage, async (req) => {
    await sendSms(ctxOf(req), box, req.query);
    return ok(req, true as const, smsMessages.sent);
  });
}
