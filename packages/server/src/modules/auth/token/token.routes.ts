import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { ctxOf } from '../../../platform/guard.ts';
import { langOfRequest } from '../../../platform/i18n.ts';
import type { App, Platform } from '../../../platform/types.ts';
import { browserLogUpload, saveBrowserLogs } from '../../log/error/error-log.service.ts';
import { userInfo } from '../../user/profile/user-info.service.ts';
import { createCaptcha } from '../captcha/captcha.service.ts';
import { signInLimit } from '../rate-limit/rate-limit.service.ts';
import { switchOptions } from '../switch/switch.service.ts';
import { grantToken, revokeSession } from './token.service.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const tokenParams = z.looseObject({
  tenantId: z.string().optional().describe('tenant to sign in to (default 000000; the Tenant-Id header is read too)'),
  username: z.string().optional().describe('account'),
  password: z.string().optional().describe('md5 hex of the password'),
  grant_type: z.string().optional().describe('password | captcha | refresh_token'),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
  type: z.string().optional(),
});

export function authRoutes(app: App, platform: Platform) {
  const base = '/api/blade-auth/oauth';
  const tags = ['blade-auth'];
  const limited = signInLimit(platform.database.db, platform.config.signInRateLimit);

  app.post(
    `${base}/token`,
    {
      config: {
        permission: 'public',
        oauth: true,
        matrixOptOut: 'the sign-in call itself: answers without a token by design',
      },
      schema: {
        tags,
        summary: 'Sign in or refresh: flat OAuth reply, error_description on failure',
        querystring: tokenParams,
      },
      onRequest: limited,
    },
    async (req) => {
      // Saber sends the parameters in the query string; OAuth clients send a form body. Both are read.
      const p = {
        ...(typeof req.body === 'object' && req.body ? (req.body as Record<string, string>) : {}),
        ...(req.query as Record<string, string>),
      };
      return grantToken(
        {
          db: platform.database.db,
          lang: langOfRequest(req),
          config: platform.config,
          signer: platform.signer,
          ip: req.ip,
          userAgent: header(req.headers['user-agent']) ?? '',
        },
        {
          grantType: p.grant_type ?? p.grantType ?? 'password',
          basic: header(req.headers.authorization),
          tenantId: p.tenantId ?? p.tenant_id ?? header(req.headers['tenant-id']),
          username: p.username ?? p.account,
          password: p.password,
          refreshToken: p.refresh_token ?? p.refreshToken,
          captchaKey: header(req.headers['captcha-key']),
          captchaCode: header(req.headers['captcha-code']),
          deptId: header(req.headers['dept-id']),
          roleId: header(req.headers['role-id']),
        },
      );
    },
  );

  app.get(
    `${base}/captcha`,
    {
      config: { permission: 'public', matrixOptOut: 'the sign-in page needs it before anyone has a token' },
      schema: { tags, summary: 'A captcha image and its key' },
      onRequest: limited,
    },
    async () => createCaptcha(platform.database.db, platform.config.captchaEnabled),
  );

  app.get(
    `${base}/user-info`,
    { config: { permission: 'authenticated' }, schema: { tags, summary: "The caller's profile and permissions" } },
    async (req) => ok(req, await userInfo(ctxOf(req))),
  );

  app.get(
    `${base}/logout`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Sign out: revokes the session and its tokens' },
    },
    async (req) => {
      await revokeSession(platform.database.db, ctxOf(req).sessionId);
      return ok(req, null);
    },
  );

  app.post(
    `${base}/logout`,
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: "Upload the browser's local error log (the session stays)", body: browserLogUpload },
    },
    async (req) => ok(req, await saveBrowserLogs(ctxOf(req), req.body, header(req.headers['user-agent'])), 'okBang'),
  );

  app.get(
    `${base}/switch-options`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Switch mode: the departments and roles the caller may work as, and the current choice',
      },
    },
    async (req) => ok(req, await switchOptions(ctxOf(req))),
  );
  app.get(
    `${base}/clear-cache`,
    { config: { permission: 'authenticated' }, schema: { tags, summary: 'Clear server caches' } },
    // Grants, menus and sessions are read from the database on every request, so there is no cache to clear;
    // the call stays so that clients written for BladeX keep working.
    async (req) => ok(req, null, 'cleared'),
  );
}
