import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, index, integer, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** bigint kept as a decimal string end to end (Drizzle 0.45 only offers number or BigInt). */
const bigintText = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/**
 * Ids are time-ordered 64-bit numbers made by the database (`blade_next_id()`, migration 0000), so every
 * server process can insert without coordination; they travel as strings because JavaScript numbers cannot hold them.
 */
export const id = () => bigintText('id').primaryKey().default(sql`blade_next_id()`);

export const ref = (name: string) => bigintText(name);

/** The id of a tenant-owned row: made the same way, but the key is (tenant_id, id) (see tenantKey). */
export const rowId = () => bigintText('id').notNull().default(sql`blade_next_id()`);

/**
 * The key of a tenant-owned table: (tenant_id, id), so that a PostgreSQL sharded by tenant can enforce it inside one
 * shard (test/platform/table-distribution.test.ts), under the name the key had when it was id alone. The ids stay
 * unique platform-wide by how they are made; a plain index on id keeps the platform administrator's reads by id
 * alone (no tenant given) as fast as they were.
 */
export const tenantKey = (table: string, t: { tenantId: AnyPgColumn; id: AnyPgColumn }) => [
  primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] }),
  index(`${table}_id_idx`).on(t.id),
];

export const tenantId = () => varchar('tenant_id', { length: 12 }).notNull().default('000000');

export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The BladeX audit block every business table carries. */
export const audit = () => ({
  createUser: ref('create_user'),
  createDept: ref('create_dept'),
  createTime: time('create_time').notNull().defaultNow(),
  updateUser: ref('update_user'),
  updateTime: time('update_time').notNull().defaultNow(),
  /** 1 = normal; other values are defined per table (e.g. 2 = disabled). */
  status: integer('status').notNull().default(1),
  /** 0 = live, 1 = deleted. Rows are never physically removed by the API. */
  isDeleted: integer('is_deleted').notNull().default(0),
});

/**
 * `column` holds comma-joined ids (BladeX's user.role_id, dept_id, post_id): true when it names any of `ids`.
 * The ids travel as one bound text array, never spliced into the SQL.
 */
export function holdsAnyId(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`string_to_array(nullif(${column}, ''), ',') && ${`{${ids.join(',')}}`}::text[]`;
}
