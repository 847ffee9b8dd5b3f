import { createHmac, timingSafeEqual } from 'node:crypto';
import { messageMessages, signedText, type Text } from '@pharma/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import { openSealed } from '../../../platform/crud/sealed-secret.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { live } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { appChannelTable as app } from '../app/app-channel.table.ts';
import { appNonceTable as nonces } from '../record/record.table.ts';

/** How far a call's timestamp may be from the server's clock (docs/domain.md §4.7): also how long a nonce is kept. */
export const signWindowMs = 5 * 60_000;

/** The app a verified call came from. */
export interface SigningApp {
  id: string;
  tenantId: string;
  appCode: string;
  dailyQuota: number;
}

/** 401: the call is not proven to be the app's; the message says which part failed. */
const refused = (text: Text, values?: Record<string, string>) => new AppError(401, text, values);

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a signed call (its body as the app sent it, before any default was filled): the app exists and is enabled,
 * the caller's address is on its allow-list (when it has one), the HMAC matches, the time is within five minutes,
 * and the nonce is new: a replay within the window finds it taken, one after the window finds the time stale.
 * The nonce is written in the caller's transaction, so a refused send does not spend it.
 */
export async function verifySigned(
  db: Db,
  box: SecretBox,
  raw: Record<string, unknown>,
  ip: string,
  now = Date.now(),
): Promise<SigningApp> {
  const [found] = await db
    .select()
    .from(app)
    .where(and(eq(app.appKey, String(raw.appKey)), live(app), eq(app.status, 1)))
    .limit(1);
  if (!found) throw refused(messageMessages.unknownApp);
  const allowed = String(found.ipWhitelist ?? '')
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (allowed.length > 0 && !allowed.includes(ip)) throw refused(messageMessages.ipRefused, { ip });
  // No secret yet (a demo app until 重置密钥), or one another server secret sealed: nothing can be signed with it.
  const secret = openSealed(box, found.appSecret);
  if (!secret) throw refused(messageMessages.unknownApp);
  const expected = createHmac('sha256', secret).update(signedText(raw)).digest('hex');
  if (!sameHex(expected, String(raw.sign))) throw refused(messageMessages.badSign);
  if (Math.abs(now - Number(raw.timestamp)) > signWindowMs) throw refused(messageMessages.staleTimestamp);
  const taken = await db
    .insert(nonces)
    .values({ appChannelId: String(found.id), nonce: String(raw.nonce) })
    .onConflictDoNothing()
    .returning({ nonce: nonces.nonce });
  if (taken.length === 0) throw refused(messageMessages.nonceUsed);
  return {
    id: String(found.id),
    tenantId: String(found.tenantId),
    appCode: String(found.appCode),
    dailyQuota: Number(found.dailyQuota ?? 0),
  };
}

/** Forgets nonces past the window (a replay of one is refused by its stale time anyway). */
export async function forgetOldNonces(db: Db): Promise<void> {
  await db.delete(nonces).where(lt(nonces.createTime, sql`now() - interval '10 minutes'`));
}
