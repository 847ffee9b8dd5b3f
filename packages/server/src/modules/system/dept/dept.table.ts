import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, ref, rowId, tenantId, tenantKey } from '../../../platform/db/columns.ts';

export const dept = pgTable(
  'blade_dept',
  {
    id: rowId(),
    tenantId: tenantId(),
    parentId: ref('parent_id').notNull().default('0'),
    /** Comma-joined ancestor ids, root first ("0,<parent>,…"). */
    ancestors: varchar('ancestors', { length: 2000 }).notNull().default('0'),
    deptName: varchar('dept_name', { length: 45 }).notNull(),
    fullName: varchar('full_name', { length: 45 }),
    sort: integer('sort').notNull().default(0),
    /** 1 company, 2 department, 3 group (BladeX dict `org_category`). */
    deptCategory: integer('dept_category').notNull().default(2),
    remark: varchar('remark', { length: 255 }),
    /** Extension fields of a deployment (saveExtendDept / updateExtendDept), as a JSON object. */
    extInfo: varchar('ext_info', { length: 4000 }),
    ...audit(),
  },
  (t) => [...tenantKey('blade_dept', t), index('blade_dept_tenant_idx').on(t.tenantId, t.isDeleted)],
);
