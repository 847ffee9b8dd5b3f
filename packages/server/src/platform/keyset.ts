import { isIdText, logMessages, logOffsetLimit } from '@pharma/contract';
import { and, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { pagingOf } from './crud/filters.ts';
import type { Db } from './db/database.ts';
import { badRequest } from './errors.ts';

/**
 * Paging for long, growing lists (logs, message records, workflow history): newest first by (time, id), a count
 * that stops at 10,000, and a cursor. Page numbers (Saber's `current`/`size`) work for the first 10,000 rows by
 * OFFSET; `after` (the previous page's `next`) starts right after a row by the index, so the page after row
 * 4,000,000 costs what the first page does. The cursor is `<microseconds since 1970>_<id>` of the last row shown.
 */
export interface KeysetQuery {
  current?: string | undefined;
  size?: string | undefined;
  after?: string | undefined;
}

export interface KeysetPage<R> {
  records: R[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** The cursor of the page after this one ('' when this is the last). */
  next: string;
  /** More rows match than `total` says. */
  capped: boolean;
}

interface KeysetSource<F extends SelectedFields> {
  table: PgTable;
  time: PgColumn;
  id: PgColumn;
  fields: F;
  where: SQL | undefined;
}

const cursorOf = (time: PgColumn, id: PgColumn) =>
  sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text || '_' || ${id}::text`;

/** The first microsecond past 9999-12-31 23:59:59.999999 UTC: no cursor's time is at it or later. */
const lastMicros = 253402300800000000n;

function afterCondition(time: PgColumn, id: PgColumn, after: string): SQL {
  const [micros, lastId] = after.split('_');
  // A cursor the client altered may name no instant a timestamp holds, or an id past a bigint: the database would
  // refuse either with an error, so it is refused here with the cursor's message.
  const readable = micros && lastId && isIdText(lastId) && /^\d{1,19}$/.test(micros) && BigInt(micros) < lastMicros;
  if (!readable) throw badRequest(logMessages.badAfter);
  return sql`(${time}, ${id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${lastId}::bigint)`;
}

export async function keysetPage<F extends SelectedFields>(
  db: Db,
  source: KeysetSource<F>,
  query: KeysetQuery,
): Promise<KeysetPage<Record<keyof F, unknown>>> {
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const offset = query.after ? 0 : (current - 1) * size;
  if (offset + size > logOffsetLimit) throw badRequest(logMessages.tooDeep, { limit: logOffsetLimit });
  const where = and(source.where, query.after ? afterCondition(source.time, source.id, query.after) : undefined);
  const rowsQuery = db
    .select({ ...source.fields, cursor: cursorOf(source.time, source.id) })
    .from(source.table)
    .where(where)
    .orderBy(desc(source.time), desc(source.id))
    .limit(size + 1)
    .offset(offset);
  // The count is over the filters alone and stops past the limit: every page, by number or cursor, says the same
  // total (capped) at the cost of reading 10,001 index entries at most.
  const countQuery = db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(source.table)
      .where(source.where)
      .limit(logOffsetLimit + 1)
      .as('capped'),
  );
  const [rows, counted] = await Promise.all([rowsQuery, countQuery]);
  const more = rows.length > size;
  const shown = more ? rows.slice(0, size) : rows;
  const n = counted[0]?.n ?? 0;
  const total = Math.min(n, logOffsetLimit);
  return {
    records: shown.map(({ cursor: _cursor, ...row }) => row as Record<keyof F, unknown>),
    total,
    size,
    current: query.after ? 0 : current,
    pages: Math.ceil(total / size),
    next: more ? (shown[shown.length - 1]?.cursor ?? '') : '',
    capped: n > logOffsetLimit,
  };
}
