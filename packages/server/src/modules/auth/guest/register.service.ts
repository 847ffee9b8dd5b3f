import { oauthMessages, userMessages, userResource } from '@pharma/contract';
import type { AuditCaller } from '../../../platform/audit.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { assertTenantOpen } from '../../tenant/public.ts';
import { registerPendingAccount } from '../../user/public.ts';
import { bindingById, claimBinding } from '../binding/binding.service.ts';
import type { AnonCtx } from '../token/token.service.ts';

export interface GuestForm {
  tenantId?: string | undefined;
  name?: string | undefined;
  account?: string | undefined;
  password?: string | undefined;
  oauthId?: string | undefined;
}

const md5Pattern = /^[0-9a-f]{32}$/i;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * register-guest: a visitor whose provider account is bound to no account asks for one. The guest token of that
 * sign-in must come with it and name the same binding (`oauthId`) and tenant; the account is made pending an
 * administrator's approval and the binding tied to it, together, so a second registration with the same token
 * finds the binding taken. The visitor is then signed out by the console: the guest token opens nothing else.
 */
export async function registerGuest(ctx: AnonCtx, bearer: string | undefined, form: GuestForm): Promise<void> {
  const guest = bearer ? await ctx.signer.verifyGuest(bearer) : undefined;
  if (!guest) throw new AppError(401, oauthMessages.guestOnly);
  const tenantId = text(form.tenantId);
  const name = text(form.name);
  const account = text(form.account);
  const password = text(form.password);
  if (!tenantId) throw badRequest(oauthMessages.tenantWrong);
  if (!name) throw badRequest(userResource.fields.realName.required);
  if (name.length > userResource.fields.realName.max)
    throw badRequest('tooLong', { field: userResource.fields.realName.label, max: userResource.fields.realName.max });
  if (!account) throw badRequest(userResource.fields.account.required);
  if (account.length > userResource.fields.account.max)
    throw badRequest('tooLong', { field: userResource.fields.account.label, max: userResource.fields.account.max });
  if (!password) throw badRequest(userResource.fields.password.required);
  if (!md5Pattern.test(password)) throw badRequest(userMessages.passwordFormat);
  if (text(form.oauthId) !== guest.oauth_id) throw badRequest(oauthMessages.oauthMismatch);
  // The binding was made through the tenant's provider: the account belongs to that tenant.
  if (tenantId !== guest.tenant_id) throw badRequest(oauthMessages.tenantWrong);
  await assertTenantOpen(ctx.db, tenantId).catch(() => {
    throw badRequest(oauthMessages.tenantWrong);
  });
  const binding = await bindingById(ctx.db, guest.oauth_id);
  if (!binding || binding.tenantId !== tenantId) throw badRequest(oauthMessages.oauthMismatch);
  if (binding.userId) throw badRequest(oauthMessages.oauthBound);
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId,
    lang: ctx.lang,
    account,
    request: ctx.request,
  };
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as AnonCtx['db'];
    const userId = await registerPendingAccount(db, caller, {
      tenantId,
      name,
      account,
      passwordMd5: password,
      avatar: binding.avatar,
      source: binding.source,
    });
    if (!(await claimBinding(db, binding.id, userId))) throw badRequest(oauthMessages.oauthBound);
  });
}
