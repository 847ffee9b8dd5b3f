import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateCounter } from './counter.table.ts';

/** The start of the window of `windowMs` that `at` falls in. */
export const windowOf = (windowMs: number, at = Date.now()) => new Date(Math.floor(at / windowMs) * windowMs);

// Past windows are swept now and then rather than by a timer, so no process needs to own the job.
async function sweepSometimes(db: Db): Promise<void> {
  if (Math.random() < 0.01)
    await db.delete(rateCounter).where(lt(rateCounter.windowStart, sql`now() - interval '1 hour'`));
}

/** Counts one hit of `bucket` in its current window and returns the window's count so far, across all processes. */
export async function countHit(db: Db, bucket: string, windowMs: number): Promise<number> {
  const [row] = await db
    .insert(rateCounter)
    .values({ bucket, windowStart: windowOf(windowMs), hits: 1 })
    .onConflictDoUpdate({
      target: [rateCounter.bucket, rateCounter.windowStart],
      set: { hits: sql`${rateCounter.hits} + 1` },
    })
    .returning({ hits: rateCounter.hits });
  await sweepSometimes(db);
  return row?.hits ?? 1;
}

/**
 * Takes one of the `limit` slots of `bucket` in its current window, or none when they are all taken: one statement,
 * so processes racing for the last slot get it once between them. The time the next window opens when refused.
 */
export async function takeSlot(db: Db, bucket: string, windowMs: number, limit: number): Promise<Date | undefined> {
  const windowStart = windowOf(windowMs);
  const rows = await db
    .insert(rateCounter)
    .values({ bucket, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateCounter.bucket, rateCounter.windowStart],
      set: { hits: sql`${rateCounter.hits} + 1` },
      setWhere: sql`${rateCounter.hits} < ${limit}`,
    })
    .returning({ hits: rateCounter.hits });
  await sweepSometimes(db);
  return rows.length > 0 ? undefined : new Date(windowStart.getTime() + windowMs);
}

/** Hits of `bucket` in the windows of `windowMs` that began within the last `spanMs`. */
export async function hitsWithin(db: Db, bucket: string, windowMs: number, spanMs: number): Promise<number> {
  const [row] = await db
    .select({ hits: sql<number>`coalesce(sum(${rateCounter.hits}), 0)::int` })
    .from(rateCounter)
    .where(and(eq(rateCounter.bucket, bucket), gt(rateCounter.windowStart, windowOf(windowMs, Date.now() - spanMs))));
  return Number(row?.hits ?? 0);
}
