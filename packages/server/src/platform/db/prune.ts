import { lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** Rows a statement changed: node-postgres says rowCount, PGlite affectedRows. */
export const affectedRows = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

/**
 * Deletes a table's rows older than `cutoff` a slice of 5,000 at a time, so that no statement holds its locks for
 * long on a table that keeps being written (retention jobs); how many went.
 */
export async function removeOlder(db: Db, table: PgTable, cutoff: Date) {
  const { id, createTime } = table as unknown as { id: PgColumn; createTime: PgColumn };
  let removed = 0;
  for (;;) {
    const batch = await db.execute(
      sql`delete from ${table} where ${id} in (select ${id} from ${table} where ${lt(createTime, cutoff)} limit 5000)`,
    );
    const n = affectedRows(batch);
    removed += n;
    if (n < 5000) return removed;
  }
}
