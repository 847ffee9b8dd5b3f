import { type DocumentDef, planMessages as pm, type Text } from '@pharma/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { type LineWrite, writeLines } from './doc-lines.ts';
import { type DocPrefix, nextDocNumber } from './doc-number.ts';
import { checkMove, inTenant, lockDoc, logMove, type Moved, moveDoc, reach, shipperOf } from './docs.ts';

/** A document's header table: what the kit reads and writes of every one (id, tenant, status, the audit block). */
export type HeaderTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  status: PgColumn;
  isDeleted: PgColumn;
  updateUser: PgColumn;
  updateTime: PgColumn;
  shipperId: PgColumn;
};
type LinesTable = PgTable & { id: PgColumn; tenantId: PgColumn; isDeleted: PgColumn };
type Entity = 'plan' | 'order' | 'contract';
type Row<T extends HeaderTable> = T['$inferSelect'] & {
  id: string;
  tenantId: string;
  status: number;
  shipperId: string;
};

/** Where a document lives on the server: its header table, its lines and their column naming the header. */
export interface DocumentTables<T extends HeaderTable> {
  header: T;
  lines: LinesTable;
  /** The lines' column naming their document, by its key in the lines table (`orderId`). */
  lineDoc: string;
  /** Not found, when an id names no document of the caller's. */
  missing: Text;
}

/**
 * The server half of a declared document (`defineDocument` in the contract): locking its row, checking a move
 * against its machine (refusals name the current status and the action), applying it with the status log, removing
 * drafts with their lines, writing a save's header and its lines (one batched statement: writeLines) and its totals.
 * A document's service keeps only what differs: its checks, what a move sets besides the status, what follows it.
 */
export function documentService<T extends HeaderTable>(doc: DocumentDef, tables: DocumentTables<T>) {
  const { header, lines } = tables;
  const entity = doc.entity as Entity;
  const lineDoc = (lines as unknown as Record<string, PgColumn>)[tables.lineDoc]!;

  /** The document locked for the transaction, with the caller acting in its tenant. */
  async function locked(ctx: Ctx, id: string): Promise<{ c: Ctx; row: Row<T> }> {
    const row = (await lockDoc(ctx, header, id, tables.missing)) as Row<T>;
    return { c: inTenant(ctx, row.tenantId), row };
  }

  /** A document the caller may reach (the platform administrator: any tenant's), unlocked; not found refuses. */
  async function find(ctx: Ctx, id: string): Promise<Row<T>> {
    const [row] = await ctx.db
      .select()
      .from(header as PgTable)
      .where(and(eq(header.id, id), scoped(ctx, header, reach)));
    if (!row) throw notFound(tables.missing);
    return row as Row<T>;
  }

  /** Refuses `action` from the row's status as the machine says, naming both. */
  const check = (row: { status: number }, action: string) =>
    checkMove(doc.machine, doc.name, doc.statusNames, row.status, action);

  /** The document locked and checked for `action`: what every move and edit starts with. */
  async function lockedFor(ctx: Ctx, id: string, action: string) {
    const found = await locked(ctx, id);
    check(found.row, action);
    return found;
  }

  /**
   * A save: in a transaction, an existing document (the body's id) locked and checked for `edit`, of the same shipper;
   * or, for a new one, the caller acting in the shipper's tenant (the platform administrator's included).
   */
  function saving<R>(
    ctx: Ctx,
    body: { id?: string | null | undefined; shipperId: string },
    work: (c: Ctx, existing: Row<T> | undefined) => Promise<R>,
  ): Promise<R> {
    return ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      if (!body.id) return work(inTenant(t, (await shipperOf(t, body.shipperId)).tenantId), undefined);
      const { c, row } = await lockedFor(t, body.id, 'edit');
      if (row.shipperId !== body.shipperId) throw badRequest(pm.shipperMissing);
      return work(c, row);
    });
  }

  /** A status move (conditional on the status read, so of two concurrent moves one wins) and its log row. */
  const move = (
    c: Ctx,
    m: { id: string; from: number; to: number; action: string; reason?: string | null; set?: Record<string, unknown> },
  ) => moveDoc(c, header, entity, m);

  /** An audit's move: approve or reject as the body's `pass` says, its opinion the log's reason. */
  const auditMove = (
    c: Ctx,
    row: { id: string; status: number },
    audit: { pass: boolean; opinion?: string | null },
    to: number,
    set: Record<string, unknown>,
  ) =>
    move(c, {
      id: row.id,
      from: row.status,
      to,
      action: audit.pass ? 'approve' : 'reject',
      reason: audit.opinion ?? null,
      set,
    });

  /**
   * One action call: in a transaction, the document locked, the action (or the one `pick` names from the row, an
   * audit's approve or reject) checked, then `work`, the document's own part.
   */
  function act<R>(ctx: Ctx, id: string, action: string, work: (c: Ctx, row: Row<T>) => Promise<R>): Promise<R> {
    return ctx.db.transaction(async (tx) => {
      const { c, row } = await lockedFor({ ...ctx, db: tx }, id, action);
      return work(c, row);
    });
  }

  /** A move that sets nothing but what `set` says and answers `{id, status}`: close, void, suspend, send. */
  function moveTo(
    ctx: Ctx,
    id: string,
    action: string,
    to: number | ((row: Row<T>) => number),
    extra: { reason?: string | null; set?: Record<string, unknown> } = {},
    after?: (c: Ctx, row: Row<T>, to: number) => Promise<void>,
  ): Promise<Moved> {
    return act(ctx, id, action, async (c, row) => {
      const status = typeof to === 'function' ? to(row) : to;
      await move(c, { id, from: row.status, to: status, action, ...extra });
      await after?.(c, row, status);
      return { id, status, warnings: [] };
    });
  }

  /**
   * Removes documents the machine lets go (`remove`), with their lines, each logged; `before` releases what one
   * held first (an order's call-offs).
   */
  function remove(ctx: Ctx, ids: string[], before?: (c: Ctx, row: Row<T>) => Promise<void>): Promise<number> {
    return ctx.db.transaction(async (tx) => {
      for (const id of ids) {
        const { c, row } = await lockedFor({ ...ctx, db: tx }, id, 'remove');
        await before?.(c, row);
        await tx
          .update(header)
          .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: new Date() } as never)
          .where(and(eq(header.id, id), eq(header.status, row.status), scoped(c, header, reach)));
        await tx
          .update(lines)
          .set({ isDeleted: 1, updateTime: new Date() } as never)
          .where(and(eq(lineDoc, id), scoped(c, lines, reach)));
        await logMove(c, entity, id, row.status, row.status, 'remove');
      }
      return ids.length;
    });
  }

  /**
   * A save's header: the existing document updated (while its status is still the one read under the lock), or a
   * new one inserted with its number, its first status and its `create` log row. Answers its id and status.
   */
  async function writeHeader(
    c: Ctx,
    existing: Row<T> | undefined,
    values: Record<string, unknown>,
    created: Record<string, unknown> = {},
  ): Promise<{ id: string; status: number }> {
    const stamped = { ...values, updateUser: c.userId || null, updateTime: new Date() };
    if (existing) {
      await c.db
        .update(header)
        .set(stamped as never)
        .where(and(eq(header.id, existing.id), eq(header.status, existing.status), scoped(c, header, reach)));
      return { id: existing.id, status: existing.status };
    }
    const status = doc.firstStatus;
    const number = await nextDocNumber(c, doc.numbering.prefix as DocPrefix);
    const [row] = await c.db
      .insert(header)
      .values({
        ...stamped,
        ...created,
        [doc.numbering.column]: number,
        tenantId: c.tenantId,
        createUser: c.userId || null,
        status,
      } as never)
      .returning({ id: header.id });
    const id = String((row as { id: string }).id);
    await logMove(c, entity, id, null, status, 'create');
    return { id, status };
  }

  /** A save's lines against the document's live ones (`before`, read under the lock): one batched statement. */
  const saveLines = (c: Ctx, id: string, before: ReadonlyArray<{ id: string }>, written: readonly LineWrite[]) =>
    writeLines(c, lines, { [tables.lineDoc]: id }, before, written);

  /**
   * The totals: each line's computed columns (`line`), then the header's columns from sums over the live lines
   * (`sums`, SQL aggregates by header column), all in PostgreSQL in the save's transaction.
   */
  async function totals(c: Ctx, id: string, line: Record<string, SQL>, sums: Record<string, SQL>): Promise<void> {
    const mine = and(eq(lineDoc, id), scoped(c, lines, reach));
    if (Object.keys(line).length > 0)
      await c.db
        .update(lines)
        .set(line as never)
        .where(mine);
    const [sum] = await c.db
      .select(sums as Record<string, SQL>)
      .from(lines)
      .where(mine);
    await c.db
      .update(header)
      .set(sum as never)
      .where(and(eq(header.id, id), scoped(c, header, reach)));
  }

  return {
    doc,
    find,
    locked,
    check,
    lockedFor,
    saving,
    move,
    auditMove,
    act,
    moveTo,
    remove,
    writeHeader,
    saveLines,
    totals,
  };
}
