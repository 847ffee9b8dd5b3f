import { fieldAuthResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/** The unique index of a subject's rule for one field of one screen (its violation reads as fieldAuthTaken). */
export const fieldAuthUniqueIndex = 'sm_field_auth_subject_field_uniq';

/**
 * The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes), with one rule
 * per (tenant, subject, screen, field) among live rows (docs/domain.md §3.2). Its leading columns also serve the sales
 * app's lookup of a caller's rules for one screen.
 */
export const fieldAuthTable = tableOf(fieldAuthResource, {
  indexes: (t) => [
    uniqueIndex(fieldAuthUniqueIndex)
      .on(t.tenantId, t.subjectType, t.subjectId, t.moduleCode, t.fieldCode)
      .where(sql`is_deleted = 0`),
  ],
});
