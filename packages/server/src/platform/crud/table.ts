import { columnOf, type FieldDef, maxLengthOf, type ResourceDef, storedFields } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { audit, id, ref, rowId, tenantId, tenantKey, time } from '../db/columns.ts';

function columnFor(key: string, field: FieldDef): PgColumnBuilderBase {
  const column = baseColumn(columnOf(key, field), field);
  // Required fields are NOT NULL too, so a row can never miss one whatever path wrote it.
  return field.required && !field.optionalInApi
    ? (column as unknown as { notNull(): PgColumnBuilderBase }).notNull()
    : column;
}

function baseColumn(name: string, field: FieldDef): PgColumnBuilderBase {
  switch (field.type) {
    case 'string':
      return varchar(name, { length: maxLengthOf(field) ?? 255 });
    case 'text':
      return text(name);
    case 'integer':
      return integer(name);
    case 'decimal':
      // Read back as a string: money and quantities never pass through a float.
      return numeric(name, { precision: 18, scale: field.scale ?? 2 });
    case 'boolean':
      return boolean(name);
    case 'datetime':
      return time(name);
    case 'date':
      return date(name, { mode: 'string' });
    case 'id':
      return ref(name);
  }
}

export type ResourceTable = PgTableWithColumns<any>;

/**
 * What a resource's table holds beyond its declaration: columns only the server reads (a worker's claim, a
 * version) and the indexes its own queries need.
 */
export interface TableExtras {
  columns?: Record<string, PgColumnBuilderBase>;
  indexes?: (t: any) => unknown[];
}

const tables = new Map<string, ResourceTable>();

/**
 * The table of a declared resource: its fields, the tenant column (and then the key (tenant_id, id)), the audit
 * block, a list index that starts with tenant_id, and a partial unique index per `unique` field among live rows of a tenant.
 * Memoised so drizzle-kit and the running server see the very same object.
 */
export function tableOf(def: ResourceDef, more: TableExtras = {}): ResourceTable {
  const existing = tables.get(def.name);
  if (existing) return existing;
  const scoped = def.tenant !== false;
  const columns: Record<string, PgColumnBuilderBase> = { id: scoped ? rowId() : id() };
  if (scoped) columns.tenantId = tenantId();
  for (const [key, field] of storedFields(def)) columns[key] = columnFor(key, field);
  Object.assign(columns, more.columns, audit());
  const table = pgTable(def.table, columns, (t) => {
    const extras = [];
    if (scoped)
      extras.push(
        ...tenantKey(def.table, t as never),
        index(`${def.table}_tenant_idx`).on(t.tenantId!, t.isDeleted!, t.id!),
      );
    for (const [key, field] of storedFields(def)) {
      if (!field.unique) continue;
      const cols = scoped ? [t.tenantId, t[key]] : [t[key]];
      extras.push(
        uniqueIndex(uniqueIndexName(def, key))
          .on(...(cols as [never]))
          .where(sql`is_deleted = 0`),
      );
    }
    if (more.indexes) extras.push(...(more.indexes(t) as typeof extras));
    return extras;
  }) as ResourceTable;
  tables.set(def.name, table);
  return table;
}

export function uniqueIndexName(def: ResourceDef, key: string): string {
  return `${def.table}_${columnOf(key, def.fields[key])}_uniq`;
}
