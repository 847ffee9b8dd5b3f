import { guestCalls, oauthMessages, socialCalls, socialStatus } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { registerResources } from '../../../platform/crud/register.ts';
import { ok } from '../../../platform/envelope.ts';
import { AppError } from '../../../platform/errors.ts';
import { bearerOf, ctxOf } from '../../../platform/guard.ts';
import { langOfRequest, t } from '../../../platform/i18n.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { registerGuest } from '../guest/register.service.ts';
import { anonCtxOf } from '../token/anon.ts';
import { renderUrl } from './render.service.ts';
import { socialButtons, socialSecretPurpose, socialService } from './social.service.ts';
import { socialProvider } from './social.table.ts';

/**
 * 第三方登录: the providers' CRUD (secrets sealed under this server's secret, so the service is built here, per
 * app), 启用 / 停用, the login page's buttons, `oauth/render/{source}`, and guest registration.
 */
export function socialRoutes(app: App, platform: Platform) {
  const { config } = platform;
  const box = secretBox(config.tokenSecret, socialSecretPurpose);
  const [service] = registerResources(app, platform.registry, [
    socialService(box, config.publicUrl, config.privateHosts),
  ]);
  const setStatus = async (req: Parameters<typeof ctxOf>[0], id: string, status: number) => {
    const ctx = ctxOf(req);
    // The detail applies the list's visibility (the caller's tenant, or any for the platform administrator).
    await service!.detail(ctx, id);
    await ctx.db
      .update(socialProvider)
      .set({ status, updateUser: ctx.userId, updateTime: new Date() })
      .where(eq(socialProvider.id, id));
  };
  serve(app, socialCalls.enable, async (req) => {
    await setStatus(req, req.query.id, socialStatus.on);
    return ok(req, true as const);
  });
  serve(app, socialCalls.disable, async (req) => {
    await setStatus(req, req.query.id, socialStatus.off);
    return ok(req, true as const);
  });
  serve(app, socialCalls.sources, async (req) =>
    ok(req, await socialButtons(platform.database.db, req.query.tenantId || undefined)),
  );
  serve(app, socialCalls.render, async (req, reply) => {
    try {
      const url = await renderUrl(
        platform.database.db,
        box,
        config.publicUrl,
        req.params.source,
        req.query.tenantId || undefined,
        config.privateHosts,
      );
      return reply.redirect(url);
    } catch (error) {
      // The visitor followed a link: the login page says what went wrong, in their language.
      if (!(error instanceof AppError)) throw error;
      if (error.detail) req.log.warn({ detail: error.detail }, 'sign-in provider: %s', error.message);
      const page = new URLSearchParams({ error: t(langOfRequest(req), error.text, error.values) });
      return reply.redirect(`/login?${page}`);
    }
  });
  serve(app, guestCalls.registerGuest, async (req) => {
    const form = { ...(req.body ?? {}), ...req.query };
    await registerGuest(anonCtxOf(req, platform), bearerOf(req), form);
    return ok(req, null, oauthMessages.registered);
  });
}
