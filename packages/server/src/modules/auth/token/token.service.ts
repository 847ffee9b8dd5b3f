import { randomBytes } from 'node:crypto';
import { authMessages, defaultTenantId, type Lang, oauthMessages, type TokenReply, userStatus } from '@pharma/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { type AuditCaller, audit } from '../../../platform/audit.ts';
import {
  burnPasswordCheck,
  hashPassword,
  isLegacyHash,
  safeEqual,
  sha256Hex,
  verifyPassword,
} from '../../../platform/auth/passwords.ts';
import {
  type SignInAttempt,
  type SignInDevice,
  type SignInHook,
  signInAccount,
} from '../../../platform/auth/sign-in-hooks.ts';
import type { TokenSigner } from '../../../platform/auth/tokens.ts';
import type { Config } from '../../../platform/config.ts';
import { type Ctx, type RequestInfo, splitIds } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import type { Registry } from '../../../platform/registry.ts';
import { scoped } from '../../../platform/scope.ts';
import { liveClient, roleAliasesOf, type SignInClient } from '../../system/public.ts';
import { assertTenantOpen } from '../../tenant/public.ts';
import { accountOf, enabledUser, replacePasswordHash, type SignInUser } from '../../user/public.ts';
import { checkCaptcha } from '../captcha/captcha-gate.ts';
import { assertNotLocked, clearFailures, lockMinutes, maxFailures, recordFailure } from '../lockout/lockout.service.ts';
import { countAddressFailure } from '../rate-limit/rate-limit.service.ts';
import { withinLifetimes } from '../session/identity.ts';
import { session } from '../session/session.table.ts';
import { passwordMd5 } from '../sm2/sm2.service.ts';
import { chooseWorkAs, switchModeOn, type WorkAs } from '../switch/switch.service.ts';
import { tokenAudit } from './token.audit.ts';

/** The caller of a public call: no identity yet, only where the request came from. */
export interface AnonCtx {
  db: Db;
  lang: Lang;
  config: Config;
  signer: TokenSigner;
  ip: string;
  userAgent: string;
  /** The app's registry: the audit trail's sink. */
  registry: Registry;
  /** The request, as the audit trail records it (secrets masked). */
  request?: RequestInfo | undefined;
}

export interface TokenRequest {
  grantType: string;
  basic: string | undefined;
  tenantId: string | undefined;
  username: string | undefined;
  password: string | undefined;
  refreshToken: string | undefined;
  captchaKey: string | undefined;
  captchaCode: string | undefined;
  /** Switch mode: the `Dept-Id` / `Role-Id` headers. */
  deptId?: string | undefined;
  roleId?: string | undefined;
  /** Which client signs in (the console sends 2); a module may admit and record that client's sign-ins. */
  sourceSystem?: string | undefined;
  /** What the client says of its device (the sales app). */
  device?: SignInDevice;
  /** client_secret_post: the client in the body instead of Basic. */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** social: the provider's source, its code and the state `oauth/render` gave. */
  source?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
  /** authorization_code: the redirect URI the code was given for, and the PKCE verifier. */
  redirectUri?: string | undefined;
  codeVerifier?: string | undefined;
  /** sms_code: the phone (SM2-encrypted by Saber 4), the challenge id send-validate answered, the code received. */
  phone?: string | undefined;
  smsId?: string | undefined;
  smsValue?: string | undefined;
  /** register: the name and e-mail of the account asked for (its phone is `phone`). */
  name?: string | undefined;
  email?: string | undefined;
  /** paas_wechat: the WeCom corp id and user id. */
  companyId?: string | undefined;
  openId?: string | undefined;
}

export type ClientRow = SignInClient;
export type UserRow = SignInUser;

const clientFailure = () => new AppError(401, authMessages.badClient);
const sessionOver = () => new AppError(401, authMessages.refreshInvalid);
/** A replayed, already-rotated refresh token within this window is a race between tabs, not a theft. */
const replayGraceMs = 60_000;

/**
 * The client's id and secret as sent: `Authorization: Basic base64(id:secret)`, or OAuth's client_secret_post.
 * OAuth clients form-encode both before joining them (RFC 6749 §2.3.1); BladeX's send them as they are. A secret
 * that matches neither way is refused.
 */
function clientCredentials(req: Pick<TokenRequest, 'basic' | 'clientId' | 'clientSecret'>) {
  const encoded = /^Basic\s+(.+)$/i.exec(req.basic?.trim() ?? '')?.[1];
  if (!encoded) return req.clientId && req.clientSecret ? [{ id: req.clientId, secret: req.clientSecret }] : [];
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0) return [];
  const raw = { id: decoded.slice(0, at), secret: decoded.slice(at + 1) };
  const formDecoded = (text: string) => {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  };
  const plain = { id: formDecoded(raw.id), secret: formDecoded(raw.secret) };
  return plain.id === raw.id && plain.secret === raw.secret ? [raw] : [raw, plain];
}

/** The calling client, checked against the clients table (secrets are stored as sha256), and its grant types. */
export async function authenticateClient(db: Db, req: TokenRequest, grant: string): Promise<ClientRow> {
  let row: ClientRow | undefined;
  for (const given of clientCredentials(req)) {
    const found = await liveClient(db, given.id);
    if (found?.clientSecret && safeEqual(found.clientSecret, sha256Hex(given.secret))) {
      row = found;
      break;
    }
  }
  if (!row) throw clientFailure();
  const allowed = row.authorizedGrantTypes.split(',').map((s: string) => s.trim());
  // A captcha login is a password login with one more check.
  const needed = grant === 'captcha' ? 'password' : grant;
  if (!allowed.includes(needed)) throw badRequest(authMessages.badGrant);
  return row;
}

/** Unknown, disabled and expired tenants are refused, each with its own message (the tenant module's rules). */
async function assertTenantLive(db: Db, tenantId: string): Promise<void> {
  await assertTenantOpen(db, tenantId);
}

/** The named client's hook and what it is told of this attempt, when a module looks at that client's sign-ins. */
export interface Watched {
  hook: SignInHook;
  attempt: SignInAttempt;
}

export async function passwordGrant(
  ctx: AnonCtx,
  req: TokenRequest,
  app: ClientRow,
  watched?: Watched,
): Promise<TokenReply> {
  const tenantId = (req.tenantId || defaultTenantId).trim();
  const account = req.username?.trim() ?? '';
  const sent = req.password?.trim() ?? '';
  if (!account) throw badRequest(authMessages.usernameRequired);
  if (!sent) throw badRequest(authMessages.passwordRequired);
  await checkCaptcha(ctx.db, ctx.config, { ...req, account, ip: ctx.ip });
  await assertTenantLive(ctx.db, tenantId);
  // The audit trail's lines of this attempt: in the tenant asked for, under the account tried (as long as the column).
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId,
    lang: ctx.lang,
    account: account.slice(0, 64),
    request: ctx.request,
  };
  try {
    await assertNotLocked(ctx.db, tenantId, account);
  } catch (error) {
    await audit(caller, 'auth.signInFailed', tokenAudit.locked(account));
    throw error;
  }
  const found = await accountOf(ctx.db, tenantId, account);
  // Our console sends md5 hex; the commercial Saber 4.x sends the password SM2-encrypted. One that decrypts under no
  // key of ours is a wrong password: the same answer, the same time spent and the same count toward the lockout.
  const given = await passwordMd5(ctx.db, ctx.config, sent);
  let good = false;
  if (found && given) good = await verifyPassword(found.password, given);
  else await burnPasswordCheck(given ?? sent);
  if (!found || !given || !good) {
    const lockedNow = await recordFailure(ctx.db, tenantId, account);
    await countAddressFailure(ctx.db, ctx.ip);
    await audit(
      caller,
      'auth.signInFailed',
      found ? tokenAudit.wrongPassword(account) : tokenAudit.unknownAccount(account),
    );
    if (lockedNow) await audit(caller, 'auth.lockout', tokenAudit.lockedOut(account, maxFailures, lockMinutes));
    throw badRequest(authMessages.badCredentials);
  }
  await assertMaySignIn(caller, found);
  // The named client's module admits the account (the sales app: its whitelist and bound device) or says why not.
  if (watched) await watched.hook.admit(ctx.db, watched.attempt, signInAccount(found));
  await clearFailures(ctx.db, tenantId, account);
  if (isLegacyHash(found.password)) {
    await replacePasswordHash(ctx.db, found.id, await hashPassword(given));
  }
  return openSession(ctx, found, app, req, { caller, watched });
}

/** Pending and disabled accounts are refused, each with its own message, and the refusal is recorded. */
export async function assertMaySignIn(caller: AuditCaller, found: UserRow): Promise<void> {
  if (found.status === userStatus.pending) {
    await audit(caller, 'auth.signInFailed', tokenAudit.pending(found.account));
    throw badRequest(oauthMessages.accountPending);
  }
  if (found.status !== userStatus.enabled) {
    await audit(caller, 'auth.signInFailed', tokenAudit.disabled(found.account));
    throw badRequest(authMessages.accountDisabled);
  }
}

/** How a grant other than the password one signed the account in, for the audit line. */
export interface SessionOptions {
  caller: AuditCaller;
  watched?: Watched | undefined;
  /** The provider binding the account signed in through (social, WeCom): the reply's `oauth_id`. */
  oauthId?: string | undefined;
  /** Said in the audit line beside the client (`GitHub`, `SSO`). */
  via?: string | undefined;
  /** Told the new session's id (an authorisation code keeps it, to end it when the code is replayed). */
  opened?: ((sessionId: string) => Promise<void>) | undefined;
}

/**
 * The account a grant found and checked, signed in: a session with its rotating refresh token, the department and
 * role it works as, the audit line, and the token reply. Every grant that signs someone in ends here.
 */
export async function openSession(
  ctx: AnonCtx,
  found: UserRow,
  app: ClientRow,
  req: Pick<TokenRequest, 'deptId' | 'roleId'>,
  options: SessionOptions,
): Promise<TokenReply> {
  const { caller, watched } = options;
  const switchMode = await switchModeOn(ctx.db, found.tenantId);
  const workAs = await chooseWorkAs(ctx.db, found, req, { strict: false, switchMode });
  const refresh = randomBytes(32).toString('base64url');
  const [created] = await ctx.db
    .insert(session)
    .values({
      tenantId: found.tenantId,
      userId: found.id,
      clientId: app.clientId,
      ...workAs,
      oauthId: options.oauthId || null,
      // The app's calls accept only a session its own sign-in opened (its device binding checked).
      sourceSystem: watched?.attempt.sourceSystem ?? null,
      refreshHash: sha256Hex(refresh),
      refreshExpiresAt: new Date(Date.now() + app.refreshTokenValidity * 1000),
      ip: ctx.ip.slice(0, 64),
      userAgent: ctx.userAgent.slice(0, 500),
    })
    .returning({ id: session.id });
  const line = options.via ? tokenAudit.signedInVia(app.clientId, options.via) : tokenAudit.signedIn(app.clientId);
  await audit({ ...caller, account: found.account }, 'auth.signIn', line);
  if (watched) await watched.hook.succeeded(ctx.db, watched.attempt, signInAccount(found), created!.id);
  await options.opened?.(created!.id);
  return reply(ctx, found, app, {
    sessionId: created!.id,
    refresh,
    workAs,
    switchMode,
    oauthId: options.oauthId ?? '',
  });
}

/**
 * Rotates the refresh token: the old one stops working at once, and replaying it later ends the session. A session
 * past its idle or absolute lifetime is not refreshed (refreshing is not a request: it extends neither).
 */
export async function refreshGrant(ctx: AnonCtx, req: TokenRequest, app: ClientRow): Promise<TokenReply> {
  const token = req.refreshToken?.trim();
  if (!token) throw sessionOver();
  const hash = sha256Hex(token);
  const [row] = await ctx.db
    .select()
    .from(session)
    .where(and(eq(session.refreshHash, hash), isNull(session.revokedAt), withinLifetimes(ctx.config)));
  if (!row) {
    const [replayed] = await ctx.db.select().from(session).where(eq(session.previousHash, hash));
    if (replayed && !replayed.revokedAt && Date.now() - (replayed.rotatedAt?.getTime() ?? 0) > replayGraceMs) {
      await ctx.db.update(session).set({ revokedAt: new Date() }).where(eq(session.id, replayed.id));
    }
    throw sessionOver();
  }
  if (row.refreshExpiresAt.getTime() <= Date.now() || row.clientId !== app.clientId) throw sessionOver();
  const found = await enabledUser(ctx.db, row.userId);
  if (!found) throw sessionOver();
  await assertTenantLive(ctx.db, found.tenantId).catch(() => {
    throw sessionOver();
  });
  // A switch asks for a department and role now (strict); otherwise the session keeps its choice while it holds.
  const switchMode = await switchModeOn(ctx.db, found.tenantId);
  const asked = Boolean(req.deptId?.trim() || req.roleId?.trim());
  const workAs = await chooseWorkAs(
    ctx.db,
    found,
    asked ? req : { deptId: row.deptId ?? undefined, roleId: row.roleId ?? undefined },
    { strict: asked, switchMode },
  );
  const next = randomBytes(32).toString('base64url');
  // Compare-and-set: of two concurrent refreshes with the same token, one wins.
  const moved = await ctx.db
    .update(session)
    .set({
      previousHash: hash,
      refreshHash: sha256Hex(next),
      rotatedAt: new Date(),
      refreshExpiresAt: new Date(Date.now() + app.refreshTokenValidity * 1000),
      ...workAs,
    })
    .where(and(eq(session.id, row.id), eq(session.refreshHash, hash), isNull(session.revokedAt)))
    .returning({ id: session.id });
  if (moved.length === 0) throw sessionOver();
  return reply(ctx, found, app, { sessionId: row.id, refresh: next, workAs, switchMode, oauthId: row.oauthId ?? '' });
}

interface Issued {
  sessionId: string;
  refresh: string;
  workAs: WorkAs;
  switchMode: boolean;
  oauthId?: string;
}

async function reply(ctx: AnonCtx, found: UserRow, app: ClientRow, issued: Issued): Promise<TokenReply> {
  const { sessionId, refresh, workAs, switchMode, oauthId = '' } = issued;
  // Working as one role and department (switch mode), the token names those only.
  const roleId = workAs.roleId ?? found.roleId;
  const deptId = workAs.deptId ?? found.deptId;
  const roleIds = splitIds(roleId);
  const roleName = (await roleAliasesOf(ctx.db, found.tenantId, roleIds)).join(',');
  const jti = crypto.randomUUID();
  const claims = {
    sub: found.id,
    sid: sessionId,
    tenant_id: found.tenantId,
    user_id: found.id,
    account: found.account,
    user_name: found.account,
    real_name: found.realName ?? '',
    role_id: roleId,
    role_name: roleName,
    dept_id: deptId,
    post_id: found.postId,
    client_id: app.clientId,
    token_type: 'access_token' as const,
  };
  return tokenReplyOf(ctx, app, {
    access_token: await ctx.signer.sign(claims, app.accessTokenValidity),
    refresh_token: refresh,
    expires_in: app.accessTokenValidity,
    tenant_id: found.tenantId,
    user_id: found.id,
    user_name: found.account,
    real_name: found.realName ?? '',
    account: found.account,
    nick_name: found.name ?? '',
    avatar: found.avatar ?? '',
    role_id: roleId,
    role_name: roleName,
    authority: roleName,
    dept_id: deptId,
    post_id: found.postId,
    oauth_id: oauthId,
    jti,
    switch_mode: switchMode,
    must_change_password: found.mustChangePassword === 1,
  });
}

/** The fields every token reply carries the same way, whoever it is for (a user, or a guest of a provider). */
type FixedFields = 'token_type' | 'scope' | 'client_id' | 'license' | 'time_zone';

/** A token reply: the caller's fields and the fixed ones, written in one place so that no two replies drift. */
export function tokenReplyOf(ctx: AnonCtx, app: ClientRow, fields: Omit<TokenReply, FixedFields>): TokenReply {
  return {
    token_type: 'bearer',
    scope: app.scope,
    client_id: app.clientId,
    license: 'powered by pharma-console',
    time_zone: ctx.config.timeZone,
    ...fields,
  };
}

/** Logging out revokes the caller's session: its refresh token and every access token issued under it stop working. */
export async function revokeSession(ctx: Ctx): Promise<void> {
  await ctx.db
    .update(session)
    .set({ revokedAt: new Date() })
    .where(and(eq(session.id, ctx.sessionId), scoped(ctx, session), isNull(session.revokedAt)));
  await audit(ctx, 'auth.signOut', tokenAudit.signedOut);
}
