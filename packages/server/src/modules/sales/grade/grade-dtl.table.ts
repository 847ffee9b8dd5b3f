import { gradeDtlResource } from '@pharma/contract';
import { index } from 'drizzle-orm/pg-core';
import { tableOf } from '../../../platform/crud/table.ts';

/** A grade's employees (zx_emp_control_grade_dtl), found by their grade and by the employee (the one-grade rule). */
export const gradeDtlTable = tableOf(gradeDtlResource, {
  indexes: (t) => [
    index('zx_emp_control_grade_dtl_doc_idx').on(t.tenantId, t.docId),
    index('zx_emp_control_grade_dtl_employee_idx').on(t.tenantId, t.employeeId),
  ],
});
