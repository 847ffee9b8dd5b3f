import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { rateCounter } from './rate-limit.table.ts';

const windowMs = 60_000;

/** Counts one hit of `bucket` in the current minute and returns the minute's count so far, across all processes. */
async function hit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateCounter)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateCounter.bucket, rateCounter.windowStart],
      set: { hits: sql`${rateCounter.hits} + 1` },
    })
    .returning({ hits: rateCounter.hits });
  // Past minutes are swept now and then rather than by a timer, so no process needs to own the job.
  if (Math.random() < 0.01)
    await db.delete(rateCounter).where(lt(rateCounter.windowStart, sql`now() - interval '1 hour'`));
  return row?.hits ?? 1;
}

/**
 * A route hook allowing `perMinute` sign-in calls (token and captcha together) per client address and minute;
 * beyond that 429 with Retry-After until the minute ends. The per-account lockout stops guessing one account's
 * password; this stops one address trying many accounts. 0 turns it off.
 */
export function signInLimit(db: Db, perMinute: number) {
  return limitPerAddress(db, 'sign-in', perMinute);
}

/** SMS sign-in codes one client address may ask for a minute, whatever phones it names (each phone: one a minute). */
export const smsSendsPerMinute = 5;

/** A route hook allowing `perMinute` SMS sign-in codes per client address and minute, counted like sign-ins. */
export function smsSendLimit(db: Db, perMinute: number) {
  return limitPerAddress(db, 'sms-send', perMinute);
}

/** Failed password sign-ins are counted per address in ten-minute windows; the last three make the half hour. */
const failureWindowMs = 10 * 60_000;
const failureBucket = (ip: string) => `sign-in-failed:${ip}`;

/** Counts a failed password sign-in from this client address, for every process. */
export async function countAddressFailure(db: Db, ip: string): Promise<void> {
  await hit(db, failureBucket(ip), new Date(Math.floor(Date.now() / failureWindowMs) * failureWindowMs));
}

/** Failed password sign-ins from this client address in about the last half hour. */
export async function addressFailures(db: Db, ip: string): Promise<number> {
  const [row] = await db
    .select({ hits: sql<number>`coalesce(sum(${rateCounter.hits}), 0)::int` })
    .from(rateCounter)
    .where(
      and(
        eq(rateCounter.bucket, failureBucket(ip)),
        gt(rateCounter.windowStart, new Date(Date.now() - 3 * failureWindowMs)),
      ),
    );
  return Number(row?.hits ?? 0);
}

function limitPerAddress(db: Db, kind: string, perMinute: number) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (perMinute <= 0) return;
    const now = Date.now();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const hits = await hit(db, `${kind}:${req.ip}`, windowStart);
    if (hits <= perMinute) return;
    reply.header('retry-after', String(Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
    throw new AppError(429, 'rateLimited');
  };
}
