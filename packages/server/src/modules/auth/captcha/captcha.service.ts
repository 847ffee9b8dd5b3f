import { randomUUID } from 'node:crypto';
import type { CaptchaReply } from '@pharma/contract';
import { authMessages } from '@pharma/contract';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { captcha } from './captcha.table.ts';

const lifetimeMs = 5 * 60 * 1000;

/** A new captcha: the code is kept (lower-cased) in the database for five minutes, the picture goes to the browser. */
export async function createCaptcha(db: Db, required: boolean): Promise<CaptchaReply> {
  const made = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    background: '#f2f6fc',
    width: 120,
    height: 40,
    // The library's default (56) is drawn for taller images; in 40 pixels it runs off the bottom.
    fontSize: 34,
  });
  const key = randomUUID();
  await db.insert(captcha).values({ key, code: made.text.toLowerCase(), expiresAt: new Date(Date.now() + lifetimeMs) });
  // Expired captchas are swept now and then rather than by a timer, so no process needs to own the job.
  if (Math.random() < 0.05) await db.delete(captcha).where(lt(captcha.expiresAt, sql`now()`));
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(made.data).toString('base64')}`, required };
}

/** Checks and consumes a captcha: it is deleted by the first attempt, right or wrong, so it can never be reused. */
export async function consumeCaptcha(db: Db, key: string | undefined, code: string | undefined): Promise<void> {
  if (!key || !code) throw badRequest(authMessages.captchaRequired);
  const [row] = await db.delete(captcha).where(eq(captcha.key, key)).returning();
  if (!row || row.expiresAt.getTime() < Date.now())
    throw badRequest(row ? authMessages.captchaExpired : authMessages.captchaWrong);
  if (row.code !== code.trim().toLowerCase()) throw badRequest(authMessages.captchaWrong);
}
