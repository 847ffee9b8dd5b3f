import { whitelistResource } from '@pharma/contract';
import { index } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes); the phone is
 * unique per tenant among live rows (the declaration's `unique`), which batchSave and the import upsert on. The
 * sales app's replies find the caller's row by their user id (field permissions' defaults read its post).
 */
export const whitelistTable = tableOf(whitelistResource, {
  indexes: (t) => [index('sm_whitelist_user_idx').on(t.tenantId, t.userId)],
});
