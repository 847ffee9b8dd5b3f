import { authMessages, defaultTenantId } from '@pharma/contract';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { recentFailures } from '../lockout/lockout.service.ts';
import { addressFailures } from '../rate-limit/rate-limit.service.ts';
import { consumeCaptcha } from './captcha.service.ts';

/** Failed sign-ins of an account after which its password sign-ins must answer a captcha (the fifth locks it). */
export const captchaAfterAccountFailures = 2;
/** Failed sign-ins from one client address after which its password sign-ins must answer a captcha. */
export const captchaAfterAddressFailures = 5;

export interface CaptchaAsk {
  grantType: string;
  tenantId: string | undefined;
  account: string;
  ip: string;
  captchaKey: string | undefined;
  captchaCode: string | undefined;
}

/**
 * Checks the captcha of a password sign-in when it needs one, and consumes any that is sent.
 *
 * The `captcha` grant always needs one (BladeX's rule), and with `CAPTCHA_ENABLED=always` every password sign-in
 * does. Otherwise a `password` grant sent without one passes until its account has failed twice in the lock window or
 * its address five times in half an hour. Why: the commercial Saber 4 console ships `captchaMode: false` and must
 * sign in unchanged, and a per-client exemption would exempt anyone, since a client's secret sits in public
 * JavaScript. Guessing is failing, so a guesser soon meets the captcha and then the lockout; a person who types the
 * password right is never asked.
 */
export async function checkCaptcha(
  db: Db,
  config: { captchaEnabled: boolean; captchaAlways: boolean },
  ask: CaptchaAsk,
): Promise<void> {
  if (!config.captchaEnabled) return;
  const sent = Boolean(ask.captchaKey || ask.captchaCode);
  if (sent || ask.grantType === 'captcha' || config.captchaAlways) {
    await consumeCaptcha(db, ask.captchaKey, ask.captchaCode);
    return;
  }
  const tenantId = (ask.tenantId || defaultTenantId).trim();
  const [ofAccount, ofAddress] = await Promise.all([
    recentFailures(db, tenantId, ask.account),
    addressFailures(db, ask.ip),
  ]);
  if (ofAccount >= captchaAfterAccountFailures || ofAddress >= captchaAfterAddressFailures) {
    throw badRequest(authMessages.captchaAfterFailures);
  }
}
