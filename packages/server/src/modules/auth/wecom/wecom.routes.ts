import { profileCalls, profileMessages, wecomCalls } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { AppError } from '../../../platform/errors.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { langOfRequest, t } from '../../../platform/i18n.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { socialSecretPurpose } from '../social/social.service.ts';
import { bindByScan, bindingOfCaller, scanCode, unbindCaller } from './wecom.service.ts';
import { wecomApi } from './wecom-api.ts';

/** The console's page that tells the scanning phone how the binding went. */
const resultPage = '/WorkWxCode';

/**
 * WeCom: scan-to-bind (the scan page's address, WeCom's redirect back), the caller's binding and unbinding. The
 * WeCom access token cache is built here, so each app has its own.
 */
export function wecomRoutes(app: App, platform: Platform) {
  const { config } = platform;
  const box = secretBox(config.tokenSecret, socialSecretPurpose);
  const api = wecomApi(config.privateHosts);

  serve(app, wecomCalls.getScanCode, async (req) => ok(req, await scanCode(ctxOf(req), box, config.publicUrl)));
  serve(app, wecomCalls.callback, async (req, reply) => {
    const { code, state } = req.query;
    const page = new URLSearchParams();
    try {
      await bindByScan(platform.database.db, box, api, code, state);
      page.set('result', 'ok');
    } catch (error) {
      // The phone followed WeCom's redirect: the page says what went wrong, in its language.
      if (!(error instanceof AppError)) throw error;
      if (error.detail) req.log.warn({ detail: error.detail }, 'WeCom: %s', error.message);
      page.set('result', 'fail');
      page.set('msg', t(langOfRequest(req), error.text, error.values));
    }
    return reply.redirect(`${resultPage}?${page}`);
  });
  serve(app, wecomCalls.binding, async (req) => ok(req, await bindingOfCaller(ctxOf(req), box)));
  serve(app, profileCalls.qywxUnbind, async (req) => {
    await unbindCaller(ctxOf(req));
    return ok(req, null, profileMessages.qywxUnbound);
  });
}
