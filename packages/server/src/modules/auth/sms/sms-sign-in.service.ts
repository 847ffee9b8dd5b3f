import { authMessages, defaultTenantId, type TokenReply } from '@pharma/contract';
import type { AuditCaller } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import { secretBox } from '../../../platform/secret-box.ts';
import { checkSmsCode, sendValidate, smsCodeHasher, smsSecretPurpose } from '../../resource/public.ts';
import { assertTenantOpen } from '../../tenant/public.ts';
import { accountsByPhone } from '../../user/public.ts';
import { assertNotLocked, clearFailures } from '../lockout/lockout.service.ts';
import { plainPhone } from '../sm2/sm2.service.ts';
import {
  type AnonCtx,
  assertMaySignIn,
  type ClientRow,
  openSession,
  type TokenRequest,
} from '../token/token.service.ts';

/**
 * The sign-in page's caller placed in the tenant it names, with no identity and no permission: what the resource
 * module's SMS functions need to find that tenant's enabled SMS config and keep its codes (scoped by tenant).
 */
function callerIn(ctx: AnonCtx, tenantId: string): Ctx {
  return {
    db: ctx.db,
    lang: ctx.lang,
    timeZone: ctx.config.timeZone,
    registry: ctx.registry,
    request: ctx.request,
    tenantId,
    userId: '0',
    account: '',
    realName: '',
    sessionId: '',
    roleIds: [],
    roleAliases: [],
    deptIds: [],
    postIds: [],
    mustChangePassword: false,
    isAdministrator: false,
    permissions: new Set(),
    dataScopes: [],
  };
}

const tenantOf = (given: string | undefined) => (given?.trim() || defaultTenantId).slice(0, 12);

async function phoneOf(ctx: AnonCtx, sent: string | undefined): Promise<string> {
  if (!sent?.trim()) throw badRequest(authMessages.phoneRequired);
  const phone = await plainPhone(ctx.db, ctx.config, sent);
  if (!phone) throw badRequest(authMessages.phoneInvalid);
  return phone;
}

/**
 * oauth/sms/send-validate: a six-digit code to the phone through the tenant's enabled SMS config, kept (hashed, five
 * minutes, five tries, one a minute per phone) by the resource module's verification codes. A phone no account of the
 * tenant has gets a challenge too, made and throttled the same way but sent nowhere: the answer is the same, so the
 * call tells no one which phones have accounts. The reply is only the challenge's id (not the phone, which Saber 4
 * sends encrypted and does not read back).
 */
export async function sendSignInCode(
  ctx: AnonCtx,
  sent: { tenantId?: string | undefined; phone?: string | undefined },
): Promise<{ id: string }> {
  const tenantId = tenantOf(sent.tenantId);
  const phone = await phoneOf(ctx, sent.phone);
  await assertTenantOpen(ctx.db, tenantId);
  const holders = await accountsByPhone(ctx.db, tenantId, phone);
  const box = secretBox(ctx.config.tokenSecret, smsSecretPurpose);
  const code = await sendValidate(
    callerIn(ctx, tenantId),
    box,
    smsCodeHasher(ctx.config.tokenSecret),
    { phone },
    {
      privateHosts: ctx.config.privateHosts,
      deliver: holders.length === 1,
    },
  );
  return { id: code.id };
}

/**
 * The sms_code grant (Saber 4's loginByPhone: tenantId, phone SM2-encrypted, id, value): the code is checked and spent
 * first (its own tries are bounded), then the one account with that phone signs in as a password sign-in would, its
 * lockout, status and tenant checked. Every refusal about the code or the phone reads the same.
 */
export async function smsCodeGrant(ctx: AnonCtx, req: TokenRequest, app: ClientRow): Promise<TokenReply> {
  const tenantId = tenantOf(req.tenantId);
  const phone = await phoneOf(ctx, req.phone);
  const id = req.smsId?.trim() ?? '';
  const value = req.smsValue?.trim() ?? '';
  if (!id || !value) throw badRequest(authMessages.smsCodeRequired);
  if (id.length > 64 || value.length > 32) throw badRequest(authMessages.smsSignInFailed);
  await assertTenantOpen(ctx.db, tenantId);
  try {
    await checkSmsCode(ctx.db, tenantId, smsCodeHasher(ctx.config.tokenSecret), { id, value, phone });
  } catch (error) {
    if (error instanceof AppError) throw badRequest(authMessages.smsSignInFailed);
    throw error;
  }
  const holders = await accountsByPhone(ctx.db, tenantId, phone);
  if (holders.length !== 1) throw badRequest(authMessages.smsSignInFailed);
  const found = holders[0]!;
  const caller: AuditCaller = {
    db: ctx.db,
    registry: ctx.registry,
    tenantId,
    lang: ctx.lang,
    account: found.account.slice(0, 64),
    request: ctx.request,
  };
  await assertNotLocked(ctx.db, tenantId, found.account);
  await assertMaySignIn(caller, found);
  await clearFailures(ctx.db, tenantId, found.account);
  return openSession(ctx, found, app, req, { caller, via: 'SMS' });
}
