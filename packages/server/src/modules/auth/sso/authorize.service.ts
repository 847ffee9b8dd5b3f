import { createHash, randomBytes } from 'node:crypto';
import { type AuthorizeInfo, type AuthorizeQuery, commaList, oauthMessages } from '@pharma/contract';
import { lt } from 'drizzle-orm';
import { sha256Hex } from '../../../platform/auth/passwords.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { liveClient, type SignInClient } from '../../system/public.ts';
import { authCode } from './auth-code.table.ts';

/** A code is good for this long: the other application exchanges it at once. */
export const codeSeconds = 60;

/** PKCE's S256: base64url(sha256(verifier)). */
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

interface Checked {
  client: SignInClient;
  scope: string;
  autoApprove: boolean;
}

/**
 * The request of another application, checked before anything is shown or sent back: a live client allowed the
 * code grant, one of its registered redirect URIs exactly (a wrong one is never redirected to: the page says so),
 * response_type code, PKCE by S256 when a challenge is sent, and a scope within the client's.
 */
async function check(ctx: Ctx, q: AuthorizeQuery): Promise<Checked> {
  const client = await liveClient(ctx.db, q.client_id);
  if (!client) throw new AppError(400, oauthMessages.clientUnknown, { clientId: q.client_id });
  if (!commaList(client.authorizedGrantTypes).includes('authorization_code'))
    throw badRequest(oauthMessages.clientNoCode);
  if (!commaList(client.webServerRedirectUri).includes(q.redirect_uri))
    throw badRequest(oauthMessages.redirectMismatch);
  if ((q.response_type ?? 'code') !== 'code') throw badRequest(oauthMessages.responseType);
  if (q.code_challenge !== undefined && (q.code_challenge_method ?? 'plain') !== 'S256')
    throw badRequest(oauthMessages.pkceMethod);
  if (q.code_challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge))
    throw badRequest(oauthMessages.pkceMethod);
  const allowed = client.scope.split(/[\s,]+/).filter(Boolean);
  const asked = (q.scope ?? '').split(/\s+/).filter(Boolean);
  // A client of scope `all` (BladeX's default) may ask for anything; otherwise only what it holds is kept.
  const granted = allowed.includes('all') ? asked : asked.filter((s) => allowed.includes(s));
  const scope = (granted.length > 0 ? granted : allowed).join(' ');
  const auto = (client.autoapprove ?? '').trim();
  const autoApprove = auto === 'true' || (auto !== '' && granted.every((s) => commaList(auto).includes(s)));
  return { client, scope, autoApprove };
}

/** authorize-info: what the consent page shows. */
export async function authorizeInfo(ctx: Ctx, q: AuthorizeQuery): Promise<AuthorizeInfo> {
  const { client, scope, autoApprove } = await check(ctx, q);
  return { clientId: client.clientId, scope, autoApprove, redirectUri: q.redirect_uri };
}

/** The redirect URI with the answer's parameters added (its own query kept). */
function back(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * authorize: the user's answer. Refused: the redirect URI with error=access_denied. Approved: a fresh code (only
 * its hash kept) for this client, redirect URI, user, scope and PKCE challenge.
 */
export async function authorize(ctx: Ctx, q: AuthorizeQuery & { approve: boolean }): Promise<string> {
  const { client, scope } = await check(ctx, q);
  if (!q.approve) return back(q.redirect_uri, { error: 'access_denied', state: q.state });
  const code = randomBytes(32).toString('base64url');
  await ctx.db.delete(authCode).where(lt(authCode.expiresAt, new Date(Date.now() - 24 * 3600_000)));
  await ctx.db.insert(authCode).values({
    codeHash: sha256Hex(code),
    clientId: client.clientId,
    redirectUri: q.redirect_uri,
    tenantId: ctx.tenantId,
    userId: ctx.userId,
    scope,
    codeChallenge: q.code_challenge ?? null,
    expiresAt: new Date(Date.now() + codeSeconds * 1000),
  });
  return back(q.redirect_uri, { code, state: q.state });
}
