import { defaultTenantId, messageRetention } from '@pharma/contract';
import { removeOlder } from '../../../platform/db/prune.ts';
import { defineJob } from '../../../platform/jobs/jobs.ts';
import { settingOf } from '../../system/public.ts';
import { recordLogTable, recordTable } from './record.table.ts';

const day = 86_400_000;

/**
 * Once a day (any process, once across all of them): messages and their attempts older than the platform's 参数
 * message.retentionDays (180 by default, docs/domain.md §4.9) are removed, the attempts first so none outlives its record.
 */
export const recordRetentionJob = defineJob(
  'message.retention',
  async (ctx) => {
    const platform = { db: ctx.db, tenantId: defaultTenantId };
    const days = await settingOf(platform, messageRetention.param, messageRetention.days);
    const cutoff = new Date(Date.now() - days * day);
    return {
      attempts: await removeOlder(ctx.db, recordLogTable, cutoff),
      records: await removeOlder(ctx.db, recordTable, cutoff),
    };
  },
  { every: 86_400, retryLimit: 1 },
);
