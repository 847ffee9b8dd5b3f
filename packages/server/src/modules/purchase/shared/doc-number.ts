import { sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { dayIn } from './days.ts';
import { docSequenceTable as t } from './doc-sequence.table.ts';

/**
 * The documents' number prefixes (docs/domain.md §0): plan, order, contract, catalogue; and 销售移动端's control-grade
 * document (KXDJ) and upload batch (DR), which number the same way through this module's index.ts.
 */
export type DocPrefix = 'CGJH' | 'CGDD' | 'CGHT' | 'CGML' | 'KXDJ' | 'DR';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The next document number of the caller's tenant: prefix + yyyyMMdd + a 4-digit daily sequence (CGDD202501170001).
 * One INSERT … ON CONFLICT DO UPDATE … RETURNING raises the day's counter, so concurrent callers never get the same
 * number and a number is never reused (a rolled-back transaction leaves a gap, as a sequence does). Call it with the
 * transaction that inserts the document (`{...ctx, db: tx}`) so a failed save does not hold the counter's row lock
 * longer than needed. `on` is the day (yyyy-MM-dd), today in the caller's zone by default.
 */
export async function nextDocNumber(ctx: Ctx, prefix: DocPrefix, on: string = dayIn(ctx.timeZone)): Promise<string> {
  const [row] = await ctx.db
    .insert(t)
    .values({ tenantId: ctx.tenantId, prefix, day: on, last: 1 })
    .onConflictDoUpdate({ target: [t.tenantId, t.prefix, t.day], set: { last: sql`${t.last} + 1` } })
    .returning({ last: t.last });
  const n = row!.last;
  return `${prefix}${on.replaceAll('-', '')}${n > 9999 ? String(n) : pad(n, 4)}`;
}
