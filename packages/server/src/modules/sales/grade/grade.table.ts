import { gradeDocResource } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/**
 * The declared resource's table (fields from @pharma/contract, tenant column, audit block, indexes), with the grade
 * code unique per shipper among live rows (docs/domain.md §3.6).
 */
export const gradeDocTable = tableOf(gradeDocResource, {
  indexes: (t) => [
    uniqueIndex('zx_emp_control_grade_doc_code_uniq')
      .on(t.tenantId, t.shipperId, t.gradeCode)
      .where(sql`is_deleted = 0`),
  ],
});
