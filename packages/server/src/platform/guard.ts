import { codeFor, pathsOf } from '@pharma/contract';
import type { FastifyRequest } from 'fastify';
import { type Ctx, can, type RequestInfo } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';
import { langOfRequest } from './i18n.ts';
import { redactUrl } from './secrets.ts';
import type { ApiKeyAuthority, App, IdentityResolver, Platform, RouteInfo } from './types.ts';

/** Routes served by plugins we do not write (the OpenAPI document) and the SPA are outside the guard. */
const unguarded = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/doc');

/**
 * Reads `Blade-Auth: bearer <jwt>` (or the `blade-auth` query parameter that download links use). Applications
 * signed in through single sign-on send the token as OAuth does, `Authorization: Bearer` (BladeX's clients use
 * Authorization for the client's Basic credentials), which is read when Blade-Auth is absent.
 */
export function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers['blade-auth'];
  const query = (req.query as Record<string, unknown> | undefined)?.['blade-auth'];
  const oauth = /^bearer\s+\S/i.test(req.headers.authorization ?? '') ? req.headers.authorization : undefined;
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined) ?? oauth;
  if (!raw) return undefined;
  const value = raw.trim();
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
}

/**
 * Every /api route must declare the permission it needs; registering one without it fails at start-up, so no
 * route can be forgotten. The guard runs before validation: no token → 401, a missing grant → 403.
 */
export function installGuard(
  app: App,
  platform: Platform,
  resolve: IdentityResolver,
  apiKeys?: ApiKeyAuthority,
): RouteInfo[] {
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    if (unguarded(route.url)) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`Route ${route.method} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        permission,
        matrixOptOut: route.config?.matrixOptOut,
        matrixBodies: route.config?.matrixBodies,
        crud: route.config?.crud,
        call: route.config?.call,
        aliasOf: route.config?.aliasOf,
      });
    }
  });

  app.addHook('preValidation', async (req) => {
    // Fastify builds this object at each read: read it once.
    const route = req.routeOptions;
    const permission = route.config?.permission;
    if (!permission || permission === 'public') return;
    const token = bearerOf(req);
    if (!token) throw unauthorized('missingToken');
    // The code this call checks ('' for a signed-in-only call): API scopes may name it. A submit checks its add or
    // edit code by whether the body carries an id.
    const chosen = typeof permission === 'function' ? permission(req) : codeFor(permission, req.body);
    // A function may decide that signing in is enough (the export, for a list it does not know: it says so).
    const signedInOnly = chosen === 'authenticated';
    const code = signedInOnly ? '' : chosen;
    // A call served at two addresses (`alsoAt`) is one call: an API scope naming part of either path covers both
    // routes (the scope matches a part of this text; the code it may name is the same on both).
    const call = route.config?.call;
    const url = call?.alsoAt
      ? pathsOf(call)
          .map((p) => `/api/${p}`)
          .join(' ')
      : (route.url ?? req.url);
    const target = { url, code };
    let resolved: Awaited<ReturnType<IdentityResolver>>;
    if (apiKeys?.recognises(token)) {
      // Another system's API key (system/api-key): its user's identity within its paths, read per call.
      const path = (req.url.split('?')[0] ?? '').replace(/^\/api(?=\/)/, '');
      const byKey = await apiKeys.resolve(token, { ...target, path });
      if (byKey) req.apiKeyCall = byKey.caller;
      if (byKey?.refusal?.status === 403) throw forbidden(byKey.refusal.text);
      if (!byKey?.identity) throw unauthorized(byKey?.refusal?.text ?? 'tokenInvalid');
      resolved = byKey.identity;
    } else {
      const claims = await platform.signer.verify(token);
      resolved = claims && (await resolve(claims, target));
    }
    if (!resolved) throw unauthorized('tokenInvalid');
    const { apiDenied, ...identity } = resolved;
    const ctx: Ctx = {
      ...identity,
      db: platform.database.db,
      lang: langOfRequest(req),
      timeZone: platform.config.timeZone,
      registry: platform.registry,
      request: requestInfoOf(req),
    };
    req.ctx = ctx;
    // Until a given password is changed, only what changing it needs passes (the caller's info, menu, the change).
    if (ctx.mustChangePassword && !signedInOnly) throw forbidden('passwordChangeFirst');
    // A client's own calls need a session its own sign-in opened (the sales app's: the bound device was checked).
    const signedInBy = route.config?.call?.signedInBy;
    if (signedInBy && ctx.sourceSystem !== signedInBy) throw forbidden('clientSignInRequired');
    if (ctx.isAdministrator) return;
    // An API scope covering this call, held by none of the caller's roles, shuts it whatever else they hold.
    if (apiDenied) throw forbidden();
    if (signedInOnly) return;
    if (chosen === 'administrator' || !can(ctx, code)) throw forbidden();
  });
  return routes;
}

/** Hands every answered call made with an API key to its call log (refused ones too, once the key was known). */
export function installApiKeyLog(app: App, apiKeys: ApiKeyAuthority): void {
  app.addHook('onResponse', (req, reply, done) => {
    const caller = req.apiKeyCall;
    if (caller) {
      try {
        const at = req.url.indexOf('?');
        apiKeys.record({
          ...caller,
          method: req.method,
          requestUri: (at < 0 ? req.url : req.url.slice(0, at)).slice(0, 500),
          params: at < 0 ? '' : redactUrl(req.url).slice(at + 1, at + 2001),
          status: reply.statusCode,
          time: Math.round(reply.elapsedTime),
          remoteIp: req.ip.slice(0, 64),
          userAgent: req.headers['user-agent']?.slice(0, 500) ?? '',
        });
      } catch (error) {
        req.log.error({ err: error }, 'could not log the API key call');
      }
    }
    done();
  });
  app.addHook('onClose', async () => apiKeys.close());
}

/** Where a call came from, for the audit trail: its method, path and query (secrets masked), address and agent. */
export function requestInfoOf(req: FastifyRequest): RequestInfo {
  return {
    method: req.method,
    url: redactUrl(req.url).slice(0, 2000),
    ip: req.ip,
    userAgent: req.headers['user-agent']?.slice(0, 1000),
  };
}

/** The caller of a guarded route (the guard has set it before any handler runs). */
export function ctxOf(req: FastifyRequest): Ctx {
  if (!req.ctx) throw unauthorized('missingToken');
  return req.ctx;
}
