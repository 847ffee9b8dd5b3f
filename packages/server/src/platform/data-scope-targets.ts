import type { Text } from '@pharma/contract';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * How a column names departments: `id` holds one department id, `ids` holds comma-joined ids (blade_user.dept_id).
 * The owner column (`create_user`, for "own rows") needs no entry: every table has the audit block.
 */
export type ScopeColumnKind = 'id' | 'ids';

/**
 * A resource whose rows data scopes may filter, and the columns a scope may compare with departments. Modules list
 * theirs in their manifest (the CRUD kit adds every declared tenant resource); a scope naming anything else is
 * refused when it is saved, so a scope can never point at a column the filter would splice in unchecked.
 */
export interface DataScopeTarget {
  /** What `blade_scope_data.resource_code` names: the resource's name (user, dept, param, post, …). */
  code: string;
  name: Text;
  /** Column name in the database → how it holds departments. A scope's `scope_column` must be one of these. */
  columns: Record<string, ScopeColumnKind>;
  /** The table the scope filters: `scoped(ctx, table)` applies the caller's scopes of this target to it. */
  table?: PgTable;
}
