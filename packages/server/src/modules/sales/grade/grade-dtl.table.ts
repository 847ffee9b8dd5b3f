import { gradeDtlResource } from '@pharma/contract';
import { tableOf } from '../../../platform/crud/table.ts';

/** A grade's employees (zx_emp_control_grade_dtl). */
export const gradeDtlTable = tableOf(gradeDtlResource);
