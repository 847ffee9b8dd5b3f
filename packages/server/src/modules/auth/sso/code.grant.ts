import { oauthMessages, type TokenReply } from '@pharma/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AuditCaller } from '../../../platform/audit.ts';
import { safeEqual, sha256Hex } from '../../../platform/auth/passwords.ts';
import { badRequest } from '../../../platform/errors.ts';
import { liveUser } from '../../user/public.ts';
import { revokeSessions } from '../session/session-end.service.ts';
import {
  type AnonCtx,
  assertMaySignIn,
  type ClientRow,
  openSession,
  type TokenRequest,
} from '../token/token.service.ts';
import { authCode } from './auth-code.table.ts';
import { challengeOf } from './authorize.service.ts';

const codeInvalid = () => badRequest(oauthMessages.codeInvalid);

/**
 * grant_type=authorization_code (code, redirect_uri, code_verifier): another application exchanges the code the
 * authorize page gave it. The code is used up before anything else is checked, so a code presented twice never
 * signs in twice: the second time ends the session the first one opened. It must be this client's, fresh, for
 * this redirect URI, and match its PKCE challenge.
 */
export async function codeGrant(ctx: AnonCtx, req: TokenRequest, app: ClientRow): Promise<TokenReply> {
  const code = req.code?.trim();
  if (!code || code.length > 512) throw codeInvalid();
  const hash = sha256Hex(code);
  const [row] = await ctx.db
    .update(authCode)
    .set({ usedAt: new Date() })
    .where(and(eq(authCode.codeHash, hash), isNull(authCode.usedAt)))
    .returning();
  if (!row) {
    const [replayed] = await ctx.db.select().from(authCode).where(eq(authCode.codeHash, hash));
    if (replayed?.sessionId) await revokeSessions(ctx.db, replayed.tenantId, [replayed.sessionId]);
    throw codeInvalid();
  }
  if (row.expiresAt.getTime() <= Date.now() || row.clientId !== app.clientId) throw codeInvalid();
  if ((req.redirectUri?.trim() ?? '') !== row.redirectUri) throw badRequest(oauthMessages.redirectMismatch);
  if (row.codeChallenge) {
    const verifier = req.codeVerifier?.trim() ?? '';
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !safeEqual(challengeOf(verifier), row.codeChallenge))
      throw badRequest(oauthMessages.pkceMismatch);
  }
  const found = await liveUser(ctx.db, row.userId);
  if (!found || found.tenantId !== row.tenantId) throw codeInvalid();
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId: row.tenantId,
    lang: ctx.lang,
    account: found.account,
    request: ctx.request,
  };
  await assertMaySignIn(caller, found);
  return openSession(
    ctx,
    found,
    app,
    {},
    {
      caller,
      via: 'SSO',
      // Kept with the code, so that a replay of it ends this session.
      opened: async (sessionId) => {
        await ctx.db.update(authCode).set({ sessionId }).where(eq(authCode.id, row.id));
      },
    },
  );
}
