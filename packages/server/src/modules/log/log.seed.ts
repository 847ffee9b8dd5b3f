import type { Db } from '../../platform/db/database.ts';
import { ensureApiLogPartitions } from './api/api-log-partitions.ts';

/** At every start: the API log's partitions for this month and the next two, before the first call is logged. */
export async function ensureLogPartitions(db: Db): Promise<boolean> {
  await ensureApiLogPartitions(db, new Date(), 2);
  return false;
}
