import { authCalls, authMessages } from '@pharma/contract';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { serve } from '../../../platform/serve.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { userInfo } from '../../user/public.ts';
import { createCaptcha } from '../captcha/captcha.service.ts';
import { signInLimit, smsSendLimit, smsSendsPerMinute } from '../rate-limit/rate-limit.service.ts';
import { sm2Keys } from '../sm2/sm2.service.ts';
import { sendSignInCode } from '../sms/sms-sign-in.service.ts';
import { switchOptions } from '../switch/switch.service.ts';
import { anonCtxOf } from './anon.ts';
import { grantToken } from './grants.ts';
import { revokeSession } from './token.service.ts';

/** blade-auth (oauth/*), every call served from its declaration in @pharma/contract. */
export function authRoutes(app: App, platform: Platform) {
  // Token and captcha together count against the sign-in rate limit of the caller's address.
  const limited = { route: { onRequest: signInLimit(platform.database.db, platform.config.signInRateLimit) } };

  serve(
    app,
    authCalls.token,
    async (req) => {
      // Saber sends the parameters in the query string; OAuth clients send a form body. Both are read.
      const p = { ...req.body, ...req.query };
      const h = req.headers;
      return grantToken(anonCtxOf(req, platform), {
        grantType: p.grant_type ?? p.grantType ?? 'password',
        basic: h.authorization,
        tenantId: p.tenantId ?? p.tenant_id ?? h['tenant-id'],
        username: p.username ?? p.account,
        password: p.password,
        refreshToken: p.refresh_token ?? p.refreshToken,
        captchaKey: h['captcha-key'],
        captchaCode: h['captcha-code'],
        deptId: h['dept-id'],
        roleId: h['role-id'],
        sourceSystem: p.sourceSystem === undefined ? undefined : String(p.sourceSystem),
        clientId: p.client_id,
        clientSecret: p.client_secret,
        source: p.source,
        code: p.code,
        state: p.state,
        redirectUri: p.redirect_uri,
        codeVerifier: p.code_verifier,
        phone: p.phone,
        smsId: p.id,
        smsValue: p.value,
        name: p.name,
        email: p.email,
        companyId: p.companyId,
        openId: p.openId,
        device: {
          deviceId: p.deviceId,
          deviceModel: p.deviceModel,
          osVersion: p.osVersion,
          appVersion: p.appVersion,
          clientType: p.clientType,
        },
      });
    },
    limited,
  );
  serve(
    app,
    authCalls.captcha,
    async () => createCaptcha(platform.database.db, platform.config.captchaEnabled),
    limited,
  );
  serve(app, authCalls.publicKey, async (req) =>
    ok(req, (await sm2Keys(platform.database.db, platform.config)).publicKey),
  );
  // A code costs a message: besides the sign-in limit, each address may ask for a few a minute (each phone one).
  const smsLimited = {
    route: {
      onRequest: [
        signInLimit(platform.database.db, platform.config.signInRateLimit),
        smsSendLimit(platform.database.db, platform.config.signInRateLimit > 0 ? smsSendsPerMinute : 0),
      ],
    },
  };
  serve(
    app,
    authCalls.smsSend,
    async (req) => {
      const p = { ...req.body, ...req.query };
      const sent = await sendSignInCode(anonCtxOf(req, platform), {
        tenantId: p.tenantId ?? req.headers['tenant-id'],
        phone: p.phone,
      });
      return ok(req, sent, authMessages.smsSent);
    },
    smsLimited,
  );
  serve(app, authCalls.userInfo, async (req) => ok(req, await userInfo(ctxOf(req))));
  serve(app, authCalls.logout, async (req) => {
    await revokeSession(ctxOf(req));
    return ok(req, null);
  });
  serve(app, authCalls.switchOptions, async (req) => ok(req, await switchOptions(ctxOf(req))));
  // Grants, menus and sessions are read from the database on every request, so there is no cache to clear; the
  // call stays so that clients written for BladeX keep working.
  serve(app, authCalls.clearCache, async (req) => ok(req, null, 'cleared'));
}
