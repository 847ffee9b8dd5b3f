import { defaultTenantId, logRetentionDefaults, logRetentionParams } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { affectedRows as affected, removeOlder } from '../../../platform/db/prune.ts';
import { defineJob } from '../../../platform/jobs/jobs.ts';
import { settingOf } from '../../system/public.ts';
import { dropApiLogPartitionsBefore, ensureApiLogPartitions } from '../api/api-log-partitions.ts';
import { errorLog } from '../error/error-log.table.ts';
import { usualLog } from '../usual/usual-log.table.ts';

const day = 86_400_000;

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
