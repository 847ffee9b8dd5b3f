import { oauthMessages, type TokenReply } from '@pharma/contract';
import type { AuditCaller } from '../../../platform/audit.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { liveUser } from '../../user/public.ts';
import { upsertBinding } from '../binding/binding.service.ts';
import {
  type AnonCtx,
  assertMaySignIn,
  type ClientRow,
  openSession,
  type TokenRequest,
  tokenReplyOf,
} from '../token/token.service.ts';
import { consumeFlow } from './flow-state.service.ts';
import { providerKinds } from './providers/kinds.ts';
import { liveProvider, socialSecretPurpose } from './social.service.ts';

/** Guest tokens last long enough to fill in the registration form, no longer. */
const guestSeconds = 30 * 60;

/**
 * grant_type=social (source, code, state): the state must be one `oauth/render` gave for this source, unused and
 * fresh; the code is exchanged at the tenant's provider for its account, whose binding is made or refreshed. A
 * bound, enabled account signs in (`oauth_id` = the binding). An unbound one gets a guest token, good only for
 * guest registration: role `guest`, no user id, its `oauth_id`.
 */
export async function socialGrant(ctx: AnonCtx, req: TokenRequest, app: ClientRow): Promise<TokenReply> {
  const source = req.source?.trim() ?? '';
  const code = req.code?.trim() ?? '';
  if (!code) throw badRequest(oauthMessages.codeRequired);
  const flow = await consumeFlow(ctx.db, req.state?.trim(), 'social');
  if (!flow || flow.source !== source) throw badRequest(oauthMessages.stateInvalid);
  const box = secretBox(ctx.config.tokenSecret, socialSecretPurpose);
  const account = await liveProvider(ctx.db, box, flow.tenantId, source);
  const kind = account && providerKinds[account.category];
  if (!account || !kind) throw new AppError(400, oauthMessages.providerUnknown, { source });
  const who = await kind.exchange(
    account,
    code,
    {
      state: req.state!.trim(),
      redirectUri: flow.redirectUri,
      codeVerifier: flow.codeVerifier ?? undefined,
      nonce: flow.nonce ?? undefined,
    },
    { tenantId: account.tenantId, privateHosts: ctx.config.privateHosts },
  );
  const binding = await upsertBinding(ctx.db, flow.tenantId, source, who);
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId: flow.tenantId,
    lang: ctx.lang,
    account: (who.username ?? who.uuid).slice(0, 64),
    request: ctx.request,
  };
  const found = binding.userId ? await liveUser(ctx.db, binding.userId) : undefined;
  if (found) {
    await assertMaySignIn(caller, found);
    return openSession(ctx, found, app, req, { caller, oauthId: binding.id, via: account.name });
  }
  return guestReply(ctx, app, binding.id, flow.tenantId, who.username ?? who.uuid, who.nickname, who.avatar);
}

/** The guest's reply: the token call's shape, with a guest token and no user. */
async function guestReply(
  ctx: AnonCtx,
  app: ClientRow,
  oauthId: string,
  tenantId: string,
  account: string,
  nickname: string | undefined,
  avatar: string | undefined,
): Promise<TokenReply> {
  const token = await ctx.signer.signGuest(
    { oauth_id: oauthId, tenant_id: tenantId, account, token_type: 'guest_token' },
    guestSeconds,
  );
  return tokenReplyOf(ctx, app, {
    access_token: token,
    refresh_token: '',
    expires_in: guestSeconds,
    tenant_id: tenantId,
    user_id: '',
    user_name: account,
    real_name: nickname ?? account,
    account,
    nick_name: nickname ?? '',
    avatar: avatar ?? '',
    role_id: '',
    role_name: 'guest',
    authority: 'guest',
    dept_id: '',
    post_id: '',
    oauth_id: oauthId,
    jti: crypto.randomUUID(),
    switch_mode: false,
    must_change_password: false,
  });
}
