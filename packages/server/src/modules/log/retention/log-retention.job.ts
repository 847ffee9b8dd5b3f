import { defaultTenantId, logRetentionDefaults, logRetentionParams } from '@pharma/contract';
import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';
import { defineJob } from '../../../platform/jobs/jobs.ts';
import { settingOf } from '../../system/index.ts';
import { dropApiLogPartitionsBefore, ensureApiLogPartitions } from '../api/api-log.partitions.ts';
import { errorLog } from '../error/error-log.table.ts';
import { usualLog } from '../usual/usual-log.table.ts';

const day = 86_400_000;

/** Rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
const affected = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/** Removes rows older than `cutoff` a slice at a time, so no statement holds a lock for long; how many went. */
async function removeOlder(db: Db, table: PgTable & { createTime: PgColumn; id: PgColumn }, cutoff: Date) {
  let removed = 0;
  for (;;) {
    const batch = await db.execute(
      sql`delete from ${table} where ${table.id} in (select ${table.id} from ${table} where ${lt(table.createTime, cutoff)} limit 5000)`,
    );
    const n = affected(batch);
    removed += n;
    if (n < 5000) return removed;
  }
}

/**
 * Once a day (any process, once across all of them): the API log's partitions for the months ahead are made, its
 * months wholly past retention are dropped, and the audit and error logs lose their rows past retention. The days
 * are the platform's 参数 log.retentionDays.usual, .api and .error.
 */
export const logRetentionJob = defineJob(
  'log.retention',
  async (ctx) => {
    const platform = { db: ctx.db, tenantId: defaultTenantId };
    const cutoff = async (kind: keyof typeof logRetentionParams) =>
      new Date(Date.now() - (await settingOf(platform, logRetentionParams[kind], logRetentionDefaults[kind])) * day);
    await ensureApiLogPartitions(ctx.db, new Date(), 2);
    const apiCutoff = await cutoff('api');
    const droppedMonths = await dropApiLogPartitionsBefore(ctx.db, apiCutoff);
    // Calls of a month without its partition (the default one): their rows go one by one.
    const strays = affected(
      await ctx.db.execute(sql`delete from blade_log_api_default where create_time < ${apiCutoff}`),
    );
    return {
      droppedMonths,
      apiStrays: strays,
      usual: await removeOlder(ctx.db, usualLog, await cutoff('usual')),
      error: await removeOlder(ctx.db, errorLog, await cutoff('error')),
    };
  },
  { every: 86_400, retryLimit: 1 },
);
