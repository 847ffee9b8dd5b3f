import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';

/**
 * 接口日志's month partitions, `blade_log_api_pYYYYMM`, each [first of the month, first of the next) in UTC. They are
 * made ahead of time (at every start, and by the daily retention job) so no call is ever logged into the default
 * partition; retention drops whole months.
 */
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));
const nameOf = (start: Date) =>
  `blade_log_api_p${start.getUTCFullYear()}${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

/** Makes the partitions of the months from `from`'s to `months` later (those that exist are left alone). */
export async function ensureApiLogPartitions(db: Db, from: Date, months: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes starting together must not both create the same month.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('blade_log_api_partitions'))`);
    for (let i = 0; i <= months; i++) {
      const start = monthStart(from.getUTCFullYear(), from.getUTCMonth() + i);
      const end = monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1);
      // The name and bounds are made here from numbers, never from input.
      await tx.execute(
        sql.raw(
          `create table if not exists ${nameOf(start)} partition of blade_log_api for values from ` +
            `('${start.toISOString()}') to ('${end.toISOString()}')`,
        ),
      );
    }
  });
}

/** The month partitions that exist, oldest first, with the end of their month. */
export async function apiLogPartitions(db: Db): Promise<Array<{ name: string; end: Date }>> {
  const { rows } = (await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'blade_log_api'::regclass and c.relname ~ '^blade_log_api_p[0-9]{6}$'
    order by c.relname`)) as unknown as { rows: Array<{ name: string }> };
  return rows.map(({ name }) => {
    const year = Number(name.slice(-6, -2));
    const month = Number(name.slice(-2));
    return { name, end: monthStart(year, month) };
  });
}

/** Drops the month partitions that end on or before `cutoff`; returns their names. */
export async function dropApiLogPartitionsBefore(db: Db, cutoff: Date): Promise<string[]> {
  const old = (await apiLogPartitions(db)).filter((p) => p.end.getTime() <= cutoff.getTime());
  for (const p of old) await db.execute(sql.raw(`drop table if exists ${p.name}`));
  return old.map((p) => p.name);
}
