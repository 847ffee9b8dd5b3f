import { planMessages as pm } from '@pharma/contract';
import { and, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { type Moved, reach } from './docs.ts';

/**
 * A document edited one line at a time (BladeX's `order_goods` and `contract_detail` CRUD): how to lock it and
 * check it may still change, read its lines as a save takes them, and write it again whole. Rewriting the whole
 * document keeps one path for its totals, rules and reservations, whichever screen changed a line.
 */
export interface LineEditedDoc<Row, Line extends { id?: string | null }> {
  lines: PgTable & { id: PgColumn };
  /** The line's column naming its document. */
  docColumn: PgColumn;
  /** The document locked for update (in the row's tenant), refused unless it may be edited. */
  editable(ctx: Ctx, docId: string): Promise<{ c: Ctx; row: Row }>;
  linesOf(c: Ctx, docId: string): Promise<Line[]>;
  rewrite(c: Ctx, row: Row, lines: Line[]): Promise<Moved>;
}

/** Adds a line, or changes the one named by `line.id`, in one transaction with the document's totals. */
export function saveDocLine<Row extends { id: string }, Line extends { id?: string | null }>(
  ctx: Ctx,
  doc: LineEditedDoc<Row, Line>,
  docId: string,
  line: Line,
): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await doc.editable({ ...ctx, db: tx }, docId);
    const lines = await doc.linesOf(c, row.id);
    if (line.id) {
      const at = lines.findIndex((x) => x.id === line.id);
      if (at < 0) throw badRequest(pm.lineMissing);
      lines[at] = { ...lines[at]!, ...line };
    } else lines.push(line);
    return doc.rewrite(c, row, lines);
  });
}

/**
 * A document's line calls (`<line>/submit`, `<line>/remove`) over `doc`: a save's body names its document under
 * `key` (`orderId`, `contractId`) beside the line itself.
 */
export function lineEdits<Row extends { id: string }, Line extends { id?: string | null }, K extends string>(
  key: K,
  doc: LineEditedDoc<Row, Line>,
) {
  return {
    save: (ctx: Ctx, body: Line & { [P in K]: string }) => {
      const { [key]: docId, ...line } = body;
      return saveDocLine(ctx, doc, docId as string, line as unknown as Line);
    },
    remove: (ctx: Ctx, ids: string[]): Promise<number> => removeDocLines(ctx, doc, ids),
  };
}

/** Removes lines, of one document or several, each document rewritten once; a document keeps at least one line. */
export function removeDocLines<Row extends { id: string }, Line extends { id?: string | null }>(
  ctx: Ctx,
  doc: LineEditedDoc<Row, Line>,
  ids: string[],
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: doc.lines.id, docId: doc.docColumn })
      .from(doc.lines)
      .where(and(inArray(doc.lines.id, ids), scoped({ ...ctx, db: tx }, doc.lines, reach)));
    if (found.length === 0) throw notFound(pm.lineMissing);
    const byDoc = new Map<string, Set<string>>();
    for (const f of found) {
      const docId = String(f.docId);
      byDoc.set(docId, (byDoc.get(docId) ?? new Set()).add(String(f.id)));
    }
    for (const [docId, gone] of byDoc) {
      const { c, row } = await doc.editable({ ...ctx, db: tx }, docId);
      const lines = (await doc.linesOf(c, row.id)).filter((x) => !x.id || !gone.has(x.id));
      if (lines.length === 0) throw badRequest(pm.linesRequired);
      await doc.rewrite(c, row, lines);
    }
    return found.length;
  });
}

/** A line as a save writes it: the columns every save sets, and, for a new line only, what links it elsewhere. */
export interface LineWrite {
  /** A kept line's id; none for a new line. */
  id?: string | null | undefined;
  values: Record<string, unknown>;
  created?: Record<string, unknown>;
}

type LinesTable = PgTable & { id: PgColumn; tenantId: PgColumn; isDeleted: PgColumn };

/**
 * Writes a document's lines as a save sends them, in at most two statements whatever their number: the lines left
 * out are soft-deleted, and the rest go in one INSERT … ON CONFLICT (id) DO UPDATE, where a line carrying a kept
 * line's id updates only the columns a save sets (what links it elsewhere stays as it was) and one without is
 * inserted. `before` is the document's live lines, read in the caller's lock; a line naming any other id is refused.
 * `doc` is the line's column naming its document (and anything else every line carries).
 */
export async function writeLines(
  ctx: Ctx,
  table: LinesTable,
  doc: Record<string, unknown>,
  before: ReadonlyArray<{ id: string }>,
  lines: readonly LineWrite[],
): Promise<void> {
  const kept = new Set(before.map((x) => x.id));
  for (const line of lines) if (line.id && !kept.has(line.id)) throw badRequest(pm.lineMissing);
  const sent = new Set(lines.map((x) => x.id).filter(Boolean));
  const gone = before.filter((x) => !sent.has(x.id)).map((x) => x.id);
  if (gone.length > 0)
    await ctx.db
      .update(table)
      .set({ isDeleted: 1, updateTime: new Date() } as never)
      .where(and(inArray(table.id, gone), scoped(ctx, table, reach)));
  if (lines.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const updated = Object.keys(lines[0]!.values);
  const set = Object.fromEntries(updated.map((key) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`]));
  const rows = lines.map((line) => ({
    ...(line.id ? { id: line.id } : (line.created ?? {})),
    ...doc,
    tenantId: ctx.tenantId,
    ...line.values,
  }));
  await ctx.db
    .insert(table)
    .values(rows as never)
    // Only a line of this caller's tenant is ever updated (its id was checked against the document's lines too).
    .onConflictDoUpdate({ target: [table.tenantId, table.id], set, setWhere: ofTenant(table, ctx.tenantId) });
}
