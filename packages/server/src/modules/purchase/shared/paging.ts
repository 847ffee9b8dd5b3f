import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.ts';

/**
 * One page of `table`'s rows matching `where` in `order` (BladeX paging: `current` from 1), and how many match in
 * all: the purchasing lists' one read, so every list pages and counts alike.
 */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  { current, size }: { current: number; size: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from = table as PgTable;
  const [counted] = await db.select({ n: count() }).from(from).where(where);
  const rows = await db
    .select()
    .from(from)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((current - 1) * size);
  return { rows: rows as T['$inferSelect'][], total: Number(counted?.n ?? 0) };
}
