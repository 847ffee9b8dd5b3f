import { loginRecordResource } from '@pharma/contract';
import { index } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes). Append-only and
 * growing: the list pages newest first by (tenant, login time, id), and the sign-in lock counts a phone's recent
 * failures by (tenant, phone, login time).
 */
export const loginRecordTable = tableOf(loginRecordResource, {
  indexes: (t) => [
    index('sm_login_record_time_idx').on(t.tenantId, t.loginTime.desc(), t.id.desc()),
    index('sm_login_record_phone_idx').on(t.tenantId, t.phone, t.loginTime.desc()),
  ],
});
