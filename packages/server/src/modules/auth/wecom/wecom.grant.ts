import { defaultTenantId, oauthMessages, type TokenReply, wecomSource } from '@pharma/contract';
import { type AuditCaller, audit } from '../../../platform/audit.ts';
import { badRequest } from '../../../platform/errors.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { assertTenantOpen } from '../../tenant/public.ts';
import { liveUser } from '../../user/public.ts';
import { bindingOf } from '../binding/binding.service.ts';
import { liveWecom, socialSecretPurpose } from '../social/social.service.ts';
import {
  type AnonCtx,
  assertMaySignIn,
  type ClientRow,
  openSession,
  type TokenRequest,
} from '../token/token.service.ts';
import { wecomAudit } from './wecom.audit.ts';

/** Audit lines are as long as their column. */
const fit = (text: string) => text.slice(0, 64);

/**
 * grant_type=paas_wechat (companyId, openId, account): a client trusted with this grant (a WeCom app that has
 * already identified the member) signs in the account the member is bound to by scan-to-bind. The corp id must be
 * the tenant's enabled WeCom provider's; a member bound to no account is refused, as is an `account` other than
 * the bound one, and a disabled or pending account.
 */
export async function wecomGrant(ctx: AnonCtx, req: TokenRequest, app: ClientRow): Promise<TokenReply> {
  const tenantId = (req.tenantId || defaultTenantId).trim();
  const companyId = req.companyId?.trim() ?? '';
  const openId = req.openId?.trim() ?? '';
  const account = req.username?.trim() ?? '';
  if (!companyId) throw badRequest(oauthMessages.companyIdRequired);
  if (!openId) throw badRequest(oauthMessages.openIdRequired);
  await assertTenantOpen(ctx.db, tenantId);
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId,
    lang: ctx.lang,
    account: fit(account || openId),
    request: ctx.request,
  };
  const provider = await liveWecom(ctx.db, secretBox(ctx.config.tokenSecret, socialSecretPurpose), tenantId);
  if (!provider) throw badRequest(oauthMessages.wecomNotConfigured);
  if (provider.clientId !== companyId) {
    await audit(caller, 'auth.signInFailed', wecomAudit.corpMismatch(fit(companyId)));
    throw badRequest(oauthMessages.wecomCorpMismatch);
  }
  const binding = await bindingOf(ctx.db, tenantId, wecomSource, openId);
  const found = binding?.userId ? await liveUser(ctx.db, binding.userId) : undefined;
  if (!binding || !found) {
    await audit(caller, 'auth.signInFailed', wecomAudit.notBound(fit(openId)));
    throw badRequest(oauthMessages.wecomNotBound);
  }
  if (account && account !== found.account) {
    await audit(caller, 'auth.signInFailed', wecomAudit.accountMismatch(fit(openId), fit(account)));
    throw badRequest(oauthMessages.wecomAccountMismatch);
  }
  const signedIn = { ...caller, account: found.account };
  await assertMaySignIn(signedIn, found);
  return openSession(ctx, found, app, req, { caller: signedIn, oauthId: binding.id, via: provider.name });
}
