import { defineJob } from '../../../platform/jobs/jobs.ts';
import { deliverQueue, sweepQueue } from './sender.ts';

/** A slice of accepted records to deliver (or to try again: a retry, a quiet-hour release, a scheduled send). */
export const deliverJob = defineJob<{ ids: string[] }>(
  deliverQueue,
  async (ctx, data) => {
    await ctx.registry.messages?.deliver(data.ids);
  },
  // A failure here is the database's, not a provider's (those end in a record's state): retry soon. Two slices at
  // once per process, so a slow provider does not hold every other message up.
  { concurrency: 2, retryLimit: 5, retryDelay: 2, expireIn: 600, pollingInterval: 1 },
);

/** Records in doubt after a crash, and due records whose job was lost. */
export const sweepJob = defineJob(
  sweepQueue,
  async (ctx) => {
    await ctx.registry.messages?.sweep();
  },
  { every: 30, retryLimit: 0 },
);
