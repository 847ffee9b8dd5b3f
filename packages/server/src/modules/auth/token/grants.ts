import { authMessages, defaultTenantId, type GrantType, grantTypes, type TokenReply } from '@pharma/contract';
import { refusalReason, type SignInAttempt } from '../../../platform/auth/sign-in-hooks.ts';
import { badRequest } from '../../../platform/errors.ts';
import { registerGrant } from '../guest/register.grant.ts';
import { smsCodeGrant } from '../sms/sms-sign-in.service.ts';
import { socialGrant } from '../social/social.grant.ts';
import { codeGrant } from '../sso/code.grant.ts';
import { wecomGrant } from '../wecom/wecom.grant.ts';
import {
  type AnonCtx,
  authenticateClient,
  type ClientRow,
  passwordGrant,
  refreshGrant,
  type TokenRequest,
} from './token.service.ts';

type Grant = (ctx: AnonCtx, req: TokenRequest, app: ClientRow) => Promise<TokenReply>;

/** The grants besides the password one, each in its own folder; the client must hold the grant type it names. */
const grants: Record<Exclude<GrantType, 'password' | 'captcha'>, Grant> = {
  refresh_token: refreshGrant,
  social: socialGrant,
  authorization_code: codeGrant,
  paas_wechat: wecomGrant,
  sms_code: smsCodeGrant,
  register: registerGrant,
};

/** The token call: the client checked, then the grant it names. */
export async function grantToken(ctx: AnonCtx, req: TokenRequest): Promise<TokenReply> {
  const grant = req.grantType as GrantType;
  if (!grantTypes.includes(grant)) throw badRequest(authMessages.badGrant);
  const app = await authenticateClient(ctx.db, req, grant);
  if (grant !== 'password' && grant !== 'captcha') return grants[grant](ctx, req, app);
  const hook = ctx.registry.signInHook(req.sourceSystem?.trim());
  if (!hook) return passwordGrant(ctx, req, app);
  const attempt: SignInAttempt = {
    tenantId: (req.tenantId || defaultTenantId).trim(),
    account: req.username?.trim() ?? '',
    sourceSystem: hook.sourceSystem,
    device: req.device ?? {},
    ip: ctx.ip,
    method: 'password',
    timeZone: ctx.config.timeZone,
  };
  try {
    return await passwordGrant(ctx, req, app, { hook, attempt });
  } catch (error) {
    // Every refusal of the named client is recorded with its reason, then answered as it would be anyway.
    await hook.failed(ctx.db, attempt, refusalReason(error, authMessages.badCredentials));
    throw error;
  }
}
