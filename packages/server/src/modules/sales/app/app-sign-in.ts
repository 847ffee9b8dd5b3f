import { salesAppSourceSystem } from '@pharma/contract';
import {
  type SignInAccount,
  type SignInAttempt,
  type SignInHook,
  signInAccount,
} from '../../../platform/auth/sign-in-hooks.ts';
import { badRequest } from '../../../platform/errors.ts';
import { formatTime } from '../../../platform/time.ts';
import { recordFailure } from '../../auth/public.ts';
import { accountOf } from '../../user/public.ts';
import { recordAppLogin } from '../login-record/login-record.service.ts';
import { appAccessOf } from '../whitelist/whitelist-access.ts';

/**
 * The sales app's sign-ins (token call with sourceSystem 3, docs/domain.md §3.1 and §3.3): admitted only for a phone on
 * the tenant's whitelist, enabled, within its validity and from its bound device (the first sign-in binds it); every
 * attempt is recorded in 登录记录, a refusal with its reason. A refusal counts towards the account's lockout as a
 * wrong password does (5 in a row lock it for 30 minutes), so a phone cannot probe devices or dates either.
 */

const today = (timeZone: string) => formatTime(new Date(), timeZone).slice(0, 10);

const deviceOf = (attempt: SignInAttempt) => ({
  deviceId: attempt.device.deviceId,
  deviceModel: attempt.device.deviceModel,
  osVersion: attempt.device.osVersion,
  appVersion: attempt.device.appVersion,
  clientType: attempt.device.clientType,
  ip: attempt.ip,
});

export const salesAppSignIn: SignInHook = {
  sourceSystem: salesAppSourceSystem,

  async admit(db, attempt, account) {
    const access = await appAccessOf(
      db,
      attempt.tenantId,
      account.phone ?? '',
      attempt.device.deviceId,
      today(attempt.timeZone),
      {
        userId: account.id,
      },
    );
    if (access.ok) return;
    await recordFailure(db, attempt.tenantId, attempt.account);
    throw badRequest(access.reason);
  },

  async succeeded(db, attempt, account, sessionId) {
    await recordAppLogin(db, {
      ...who(attempt, account),
      ...deviceOf(attempt),
      result: 1,
      tokenId: sessionId,
    });
  },

  async failed(db, attempt, reason) {
    // Who tried, when the account exists: the record names them by phone, as the whitelist does.
    const found = attempt.account ? await accountOf(db, attempt.tenantId, attempt.account) : undefined;
    const account = found ? signInAccount(found) : undefined;
    await recordAppLogin(db, {
      ...(account ? who(attempt, account) : { tenantId: attempt.tenantId, account: attempt.account }),
      ...deviceOf(attempt),
      result: 0,
      failReason: reason,
    });
  },
};

function who(attempt: SignInAttempt, account: SignInAccount) {
  return {
    tenantId: attempt.tenantId,
    account: account.account,
    userId: account.id,
    phone: account.phone,
    realName: account.realName,
  };
}
