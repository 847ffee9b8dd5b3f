import type { Text } from '@pharma/contract';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { t } from '../i18n.ts';

/**
 * A client that names itself in the token call (`sourceSystem`, the console sends 2) may have a module look at its
 * sign-ins: the sales app's are admitted only from its whitelist and recorded, each refusal with its reason
 * (sales/app-sign-in). The auth module runs the hook a manifest registers for that source; it never imports it.
 */

/** What the client says of itself besides the account: the device it runs on (the sales app sends these). */
export interface SignInDevice {
  deviceId?: string | undefined;
  deviceModel?: string | undefined;
  osVersion?: string | undefined;
  appVersion?: string | undefined;
  clientType?: string | undefined;
}

/** One attempt of the token call by a named client. */
export interface SignInAttempt {
  tenantId: string;
  account: string;
  sourceSystem: string;
  device: SignInDevice;
  ip: string;
  /** The password grant here; a later sign-in method (SMS code, WeCom) names its own. */
  method: 'password';
  /** The zone the server reads dates in (a validity period's days). */
  timeZone: string;
}

/** The account signing in, as the hook sees it (never its password hash). */
export interface SignInAccount {
  id: string;
  tenantId: string;
  account: string;
  realName: string | null;
  phone: string | null;
  roleId: string;
}

/** The fields a hook sees of a user row: everything else (the password hash above all) stays behind. */
export const signInAccount = (row: SignInAccount): SignInAccount => ({
  id: row.id,
  tenantId: row.tenantId,
  account: row.account,
  realName: row.realName,
  phone: row.phone,
  roleId: row.roleId,
});

export interface SignInHook {
  /** The `sourceSystem` whose sign-ins it looks at. */
  sourceSystem: string;
  /** After the password is checked and before a session is made: refuses with an AppError (its reason shown). */
  admit(db: Db, attempt: SignInAttempt, account: SignInAccount): Promise<void>;
  /** After the session is made (its id, which logging out or revoking ends). */
  succeeded(db: Db, attempt: SignInAttempt, account: SignInAccount, sessionId: string): Promise<void>;
  /** Any refusal, with its reason in Chinese (what the records keep) and the account when it was found. */
  failed(db: Db, attempt: SignInAttempt, reason: string): Promise<void>;
}

/** The reason a refusal gives, in Chinese: what a record of it keeps. */
export function refusalReason(error: unknown, fallback: Text): string {
  if (error instanceof AppError) return t('zh', error.text, error.values);
  return fallback.zh;
}
