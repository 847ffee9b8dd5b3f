import type { FastifyReply, FastifyRequest } from 'fastify';
import { countHit, hitsWithin, windowOf } from '../../../platform/counters/counters.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';

const windowMs = 60_000;

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
  await countHit(db, failureBucket(ip), failureWindowMs);
}

/** Failed password sign-ins from this client address in about the last half hour. */
export async function addressFailures(db: Db, ip: string): Promise<number> {
  return hitsWithin(db, failureBucket(ip), failureWindowMs, 3 * failureWindowMs);
}

function limitPerAddress(db: Db, kind: string, perMinute: number) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (perMinute <= 0) return;
    const hits = await countHit(db, `${kind}:${req.ip}`, windowMs);
    if (hits <= perMinute) return;
    const now = Date.now();
    reply.header('retry-after', String(Math.ceil((windowOf(windowMs, now).getTime() + windowMs - now) / 1000)));
    throw new AppError(429, 'rateLimited');
  };
}
