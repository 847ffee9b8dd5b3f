import { smsCalls, smsMessages } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { enableSms, sendSms, smsSecretPurpose, smsService } from './sms.service.ts';
import { sendValidate, smsCodeHasher, validateMessage } from './sms-validate.service.ts';

/**
 * BladeX binds the verification calls' parameters as Spring request parameters: the query or a form body; clients
 * also post them as JSON. A parameter the query lacks is taken from an object body, so all three forms validate
 * against the one declared schema (a wrong type in the body is refused by it with its message, like in the query).
 */
function parametersFromBody(names: readonly string[]) {
  return async (req: FastifyRequest) => {
    const body = req.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const query: Record<string, unknown> = { ...(req.query as Record<string, unknown>) };
    for (const name of names) {
      if (query[name] !== undefined || !Object.hasOwn(body, name)) continue;
      const value = (body as Record<string, unknown>)[name];
      query[name] = typeof value === 'number' ? String(value) : value;
    }
    req.query = query;
  };
}

/**
 * 短信配置: its CRUD (the kit's, with the secret sealed under this server's secret, so the service is built here,
 * per app), save and update (submit by BladeX's other names), 启用, the 调试 form's send-message, and the
 * verification codes (send-validate, validate-message), hashed under the same server secret.
 */
export function smsRoutes(app: App, platform: Platform) {
  const box = secretBox(platform.config.tokenSecret, smsSecretPurpose);
  const [service] = registerResources(app, platform.registry, [smsService(box, platform.config.privateHosts)]);
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
    await sendSms(ctxOf(req), box, req.query, { privateHosts: platform.config.privateHosts });
    return ok(req, true as const, smsMessages.sent);
  });
  const hash = smsCodeHasher(platform.config.tokenSecret);
  serve(
    app,
    smsCalls.sendValidate,
    async (req) =>
      ok(
        req,
        await sendValidate(ctxOf(req), box, hash, req.query, { privateHosts: platform.config.privateHosts }),
        smsMessages.sent,
      ),
    { route: { preValidation: parametersFromBody(['phone', 'code']) } },
  );
  serve(
    app,
    smsCalls.validateMessage,
    async (req) => {
      await validateMessage(ctxOf(req), hash, req.query);
      return ok(req, true as const, smsMessages.validated);
    },
    { route: { preValidation: parametersFromBody(['id', 'value', 'phone']) } },
  );
}
