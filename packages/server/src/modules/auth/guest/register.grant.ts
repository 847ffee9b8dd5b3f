import {
  authMessages,
  defaultTenantId,
  registerParamKey,
  type TokenReply,
  userMessages,
  userResource,
} from '@pharma/contract';
import type { AuditCaller } from '../../../platform/audit.ts';
import { badRequest } from '../../../platform/errors.ts';
import { paramValueOf } from '../../system/public.ts';
import { assertTenantOpen } from '../../tenant/public.ts';
import { registerPendingAccount } from '../../user/public.ts';
import { passwordMd5 } from '../sm2/sm2.service.ts';
import { type AnonCtx, type ClientRow, type TokenRequest, tokenReplyOf } from '../token/token.service.ts';

const text = (value: string | undefined) => value?.trim() ?? '';

/**
 * The `register` grant (BladeX's RegisterTokenGranter; Saber 4's 用户注册: tenantId, name, account, password
 * SM2-encrypted, phone, email): an account waiting for an administrator's 审核通过, in a tenant whose parameter
 * `account.registerUser` is 'true' (anyone may call this, so it is closed unless a tenant opens it). Nobody is signed
 * in: the reply is the token call's shape with no token, which the console stores before it says 注册成功 and goes
 * back to its sign-in form; the account signs in once approved.
 */
export async function registerGrant(ctx: AnonCtx, req: TokenRequest, app: ClientRow): Promise<TokenReply> {
  const tenantId = text(req.tenantId) || defaultTenantId;
  const name = text(req.name);
  const account = text(req.username);
  const sent = text(req.password);
  const phone = text(req.phone);
  const email = text(req.email);
  const fields = userResource.fields;
  if (!name) throw badRequest(fields.realName.required);
  if (name.length > fields.realName.max)
    throw badRequest('tooLong', { field: fields.realName.label, max: fields.realName.max });
  if (!account) throw badRequest(authMessages.usernameRequired);
  if (account.length > fields.account.max)
    throw badRequest('tooLong', { field: fields.account.label, max: fields.account.max });
  if (!sent) throw badRequest(authMessages.passwordRequired);
  if (phone && !/^\+?\d{5,20}$/.test(phone)) throw badRequest(authMessages.phoneInvalid);
  if (email && (email.length > 100 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)))
    throw badRequest(authMessages.emailInvalid);
  await assertTenantOpen(ctx.db, tenantId);
  if ((await paramValueOf(ctx.db, tenantId, registerParamKey)) !== 'true')
    throw badRequest(authMessages.registerClosed);
  const md5 = await passwordMd5(ctx.db, ctx.config, sent);
  if (!md5) throw badRequest(userMessages.passwordFormat);
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId,
    lang: ctx.lang,
    account,
    request: ctx.request,
  };
  await ctx.db.transaction(async (tx) => {
    await registerPendingAccount(tx as unknown as AnonCtx['db'], caller, {
      tenantId,
      name,
      account,
      passwordMd5: md5,
      phone,
      email,
      source: 'register',
    });
  });
  return tokenReplyOf(ctx, app, {
    access_token: '',
    refresh_token: '',
    expires_in: 0,
    tenant_id: tenantId,
    user_id: '',
    user_name: account,
    real_name: name,
    account,
    nick_name: name,
    avatar: '',
    role_id: '',
    role_name: '',
    authority: '',
    dept_id: '',
    post_id: '',
    oauth_id: '',
    jti: crypto.randomUUID(),
    switch_mode: false,
    must_change_password: false,
  });
}
