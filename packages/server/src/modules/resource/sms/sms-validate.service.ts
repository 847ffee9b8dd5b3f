import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type SmsCode, smsMessages } from '@pharma/contract';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { ofTenant } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { configFor, sendThrough } from './sms.service.ts';
import { smsCode } from './sms-code.table.ts';

/** How long a code is good for. */
export const smsCodeLifetimeMs = 5 * 60_000;
/** How soon the same phone (in the same tenant) may be sent another code: the guard against SMS bombing. */
export const smsResendAfterMs = 60_000;
/** Checks a code takes before it is burnt: five guesses of a million. */
export const smsCodeMaxTries = 5;
/** The template variable the code travels in (BladeX's SmsUtil PARAM_KEY). */
export const smsCodeParam = 'code';

/** Hashes a code for storage, bound to its tenant, challenge and phone (a code for one phone says nothing of another). */
export type SmsCodeHasher = (tenantId: string, id: string, phone: string, value: string) => string;

/**
 * An HMAC under a key derived from the server's secret: a plain hash of six digits falls to a million guesses, so a
 * copy of the table alone must not be enough to read the codes in it.
 */
export function smsCodeHasher(serverSecret: string): SmsCodeHasher {
  const key = createHmac('sha256', serverSecret).update('blade_sms_code.code_hash').digest();
  return (tenantId, id, phone, value) =>
    createHmac('sha256', key).update(`${tenantId}\n${id}\n${phone}\n${value}`).digest('hex');
}

export interface SendValidateRequest {
  phone: string;
  code?: string | undefined;
}

/**
 * send-validate: a fresh 6-digit code to `phone` through the config `code` (else the tenant's enabled one), in the
 * template variable `code`. The row is claimed before anything is sent, by an upsert that only replaces the phone's
 * last code when that one went out at least a minute ago, so two requests racing on two processes send one message.
 * A failed send gives the claim back (nothing reached the phone, so retrying at once is no bombing). The reply is
 * BladeX's SmsCode without its value.
 */
export async function sendValidate(
  ctx: Ctx,
  box: SecretBox,
  hash: SmsCodeHasher,
  request: SendValidateRequest,
  options: {
    timeoutMs?: number;
    now?: Date;
    privateHosts?: readonly string[];
    /**
     * False: the code is made and throttled as any other but sent nowhere (a sign-in code asked for a phone no
     * account has, which must answer as one that has: the reply says nothing about who exists).
     */
    deliver?: boolean;
  } = {},
): Promise<SmsCode> {
  const now = options.now ?? new Date();
  const { phone } = request;
  // A wrong config code is refused before the throttle is touched.
  const config = await configFor(ctx, request.code);
  // Expired codes of every tenant go now and then, on a send, rather than by a timer no process owns. They are never
  // needed for the throttle: a code lives five minutes, the throttle looks back one.
  await ctx.db.delete(smsCode).where(lt(smsCode.expiresAt, now));

  const id = randomBytes(16).toString('hex');
  const value = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    tenantId: ctx.tenantId,
    phone,
    id,
    codeHash: hash(ctx.tenantId, id, phone, value),
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + smsCodeLifetimeMs),
    usedAt: null,
  };
  const claimed = await ctx.db
    .insert(smsCode)
    .values(row)
    .onConflictDoUpdate({
      target: [smsCode.tenantId, smsCode.phone],
      set: {
        id: row.id,
        codeHash: row.codeHash,
        attempts: 0,
        sentAt: row.sentAt,
        expiresAt: row.expiresAt,
        usedAt: null,
      },
      setWhere: lte(smsCode.sentAt, new Date(now.getTime() - smsResendAfterMs)),
    })
    .returning({ id: smsCode.id });
  if (claimed.length === 0) {
    const [last] = await ctx.db
      .select({ sentAt: smsCode.sentAt })
      .from(smsCode)
      .where(and(ofTenant(smsCode, ctx.tenantId), eq(smsCode.phone, phone)));
    const left = last ? last.sentAt.getTime() + smsResendAfterMs - now.getTime() : smsResendAfterMs;
    throw badRequest(smsMessages.tooSoon, { seconds: Math.max(1, Math.ceil(left / 1000)) });
  }

  if (options.deliver === false) return { success: true, id, phone };
  try {
    await sendThrough(ctx, box, config, { phones: [phone], params: { [smsCodeParam]: value } }, options);
  } catch (error) {
    await ctx.db.delete(smsCode).where(and(ofTenant(smsCode, ctx.tenantId), eq(smsCode.id, id)));
    throw error;
  }
  return { success: true, id, phone };
}

export interface CheckRequest {
  id: string;
  value: string;
  phone: string;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks and spends a code of `tenantId`, or throws a 400 saying why (wrong, expired, burnt, unknown or already
 * used). A try is reserved before the code is compared (an atomic `attempts + 1` that only succeeds under the limit),
 * so however many checks race, no code is ever compared more than five times; the one right check then marks it used,
 * again atomically, so it is good once. Takes the database and tenant rather than a request's context, so that a
 * sign-in by SMS (the `sms_code` grant) can spend a code the same way.
 */
export async function checkSmsCode(
  db: Db,
  tenantId: string,
  hash: SmsCodeHasher,
  request: CheckRequest,
  now: Date = new Date(),
): Promise<void> {
  const mine = and(ofTenant(smsCode, tenantId), eq(smsCode.id, request.id));
  const [reserved] = await db
    .update(smsCode)
    .set({ attempts: sql`${smsCode.attempts} + 1` })
    .where(and(mine, isNull(smsCode.usedAt), lt(smsCode.attempts, smsCodeMaxTries), gt(smsCode.expiresAt, now)))
    .returning({ codeHash: smsCode.codeHash, attempts: smsCode.attempts });
  if (!reserved) {
    const [row] = await db.select({ usedAt: smsCode.usedAt, attempts: smsCode.attempts }).from(smsCode).where(mine);
    // Another tenant's challenge, a used one and one never sent read the same: nothing to tell a prober apart.
    if (!row || row.usedAt) throw badRequest(smsMessages.valueUnknown);
    if (row.attempts >= smsCodeMaxTries) throw badRequest(smsMessages.valueBurnt);
    throw badRequest(smsMessages.valueExpired);
  }
  // The phone is inside the hash: a code checked against another phone is simply wrong.
  if (!sameHash(reserved.codeHash, hash(tenantId, request.id, request.phone, request.value))) {
    throw badRequest(reserved.attempts >= smsCodeMaxTries ? smsMessages.valueBurnt : smsMessages.valueWrong);
  }
  const spent = await db
    .update(smsCode)
    .set({ usedAt: now })
    .where(and(mine, isNull(smsCode.usedAt)))
    .returning({ id: smsCode.id });
  if (spent.length === 0) throw badRequest(smsMessages.valueUnknown);
}

/** validate-message: the caller's tenant's code checked and spent. */
export const validateMessage = (ctx: Ctx, hash: SmsCodeHasher, request: CheckRequest) =>
  checkSmsCode(ctx.db, ctx.tenantId, hash, request);
