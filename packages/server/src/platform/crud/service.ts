import { type FieldDef, type Page, type ResourceDef, storedFields } from '@pharma/contract';
import { and, type Column, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Ctx } from '../context.ts';
import { dataScopeCondition } from '../data-scope.ts';
import { dictEntries } from '../dict-reader.ts';
import { pageOf } from '../envelope.ts';
import { badRequest, notFound, uniqueViolation } from '../errors.ts';
import { filtersOf, orderOf, pagingOf } from './filters.ts';
import { toRecord } from './records.ts';
import { type ResourceTable, tableOf, uniqueIndexName } from './table.ts';

export type Row = Record<string, unknown>;

/** Extension points for behaviour a resource adds to the generated CRUD; they never replace it. */
export interface CrudHooks {
  /** Runs inside the write's transaction, before it; may change the values or refuse with an AppError. */
  beforeWrite?(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> | void;
  /** Runs inside the remove's transaction, before rows are marked deleted. */
  beforeRemove?(ctx: Ctx, ids: string[]): Promise<void> | void;
  /** Shapes a row for the reply (hide a column, add a derived one). */
  toRecord?(ctx: Ctx, record: Row): Row;
}

export interface CrudService {
  def: ResourceDef;
  table: ResourceTable;
  list(ctx: Ctx, query: Record<string, unknown>): Promise<Page<Row>>;
  detail(ctx: Ctx, id: string): Promise<Row>;
  submit(ctx: Ctx, body: Row): Promise<{ record: Row; created: boolean }>;
  remove(ctx: Ctx, ids: string[]): Promise<number>;
  /** The list's WHERE for a query (visibility and filters; bad filters refused) and its ORDER BY: the export reuses them. */
  listWhere(ctx: Ctx, query: Record<string, unknown>): SQL | undefined;
  listOrder(query: Record<string, unknown>): SQL[];
  /** A row as the list sends it. */
  shape(ctx: Ctx, row: Row): Row;
}

/**
 * The value a `dict` field stores, or undefined when it is not among the dictionary's keys. Integers compare as
 * text; with `multiple`, every comma-joined value must be a key, and they are stored trimmed, once each, joined
 * without spaces.
 */
export function dictValueOf(field: FieldDef, value: unknown, keys: ReadonlySet<string>): unknown {
  if (!field.multiple) return keys.has(String(value)) ? value : undefined;
  const parts = [
    ...new Set(
      String(value)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return parts.length > 0 && parts.every((p) => keys.has(p)) ? parts.join(',') : undefined;
}

/**
 * List, detail, submit and remove for a declared resource. Every query is scoped to the caller's tenant
 * (unless the resource is platform-wide) and to live rows; removes are soft.
 */
export function crudService(def: ResourceDef, hooks: CrudHooks = {}): CrudService {
  const table = tableOf(def);
  const col = (key: string) => table[key] as Column;
  const scoped = def.tenant !== false;

  /** The rows a caller may reach: their tenant's live rows, narrowed by the data scopes they hold. */
  const visible = (ctx: Ctx): SQL[] => {
    const base = [eq(col('isDeleted'), 0)];
    if (scoped) {
      base.push(eq(col('tenantId'), ctx.tenantId));
      const inScope = dataScopeCondition(ctx, def.name, table);
      if (inScope) base.push(inScope);
    }
    return base;
  };

  const shape = (ctx: Ctx, row: Row): Row => {
    const record = toRecord(row, ctx.timeZone);
    return hooks.toRecord ? hooks.toRecord(ctx, record) : record;
  };

  async function find(ctx: Ctx, db: Ctx['db'], id: string): Promise<Row | undefined> {
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(col('id'), id), ...visible(ctx)))
      .limit(1);
    return rows[0] as Row | undefined;
  }

  /**
   * A field with a `dict` takes only that system dictionary's keys (with `multiple`, each of its comma-joined values,
   * stored without spaces); integer fields compare as text. Checked after the resource's own hook, so a hook may
   * refuse first with a more precise message; read through the transaction (an embedded database has one connection).
   */
  async function checkDictionaries(ctx: Ctx, values: Row): Promise<void> {
    for (const [key, field] of Object.entries(def.fields)) {
      const value = values[key];
      if (!field.dict || value === undefined || value === null || value === '') continue;
      const keys = new Set((await dictEntries(ctx, field.dict)).map((o) => o.dictKey));
      const stored = dictValueOf(field, value, keys);
      if (stored === undefined) throw badRequest('notInDictionary', { field: field.label });
      values[key] = stored;
    }
  }

  /** A unique index refusing the write becomes that field's own message. */
  function explain(error: unknown): never {
    const violation = uniqueViolation(error);
    if (violation) {
      for (const [key, field] of Object.entries(def.fields)) {
        if (field.unique && violation.constraint === uniqueIndexName(def, key)) throw badRequest(field.unique);
      }
    }
    throw error;
  }

  return {
    def,
    table,
    listWhere: (ctx, query) => and(...visible(ctx), ...filtersOf(def, table, query, ctx.timeZone)),
    listOrder: (query) => orderOf(def, table, query),
    shape,
    async list(ctx, query) {
      const where = and(...visible(ctx), ...filtersOf(def, table, query, ctx.timeZone));
      const { current, size } = pagingOf(query);
      const [rows, totals] = await Promise.all([
        ctx.db
          .select()
          .from(table)
          .where(where)
          .orderBy(...orderOf(def, table, query))
          .limit(size)
          .offset((current - 1) * size),
        ctx.db.select({ total: count() }).from(table).where(where),
      ]);
      return pageOf(
        rows.map((r) => shape(ctx, r as Row)),
        Number(totals[0]?.total ?? 0),
        current,
        size,
      );
    },
    async detail(ctx, id) {
      const row = await find(ctx, ctx.db, id);
      if (!row) throw notFound();
      return shape(ctx, row);
    },
    async submit(ctx, body) {
      const { id, ...fields } = body;
      const values: Row = {};
      for (const [key] of storedFields(def)) if (fields[key] !== undefined) values[key] = fields[key];
      try {
        return await ctx.db.transaction(async (tx) => {
          const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
          if (typeof id === 'string' && id !== '') {
            const existing = await find(ctx, txCtx.db, id);
            if (!existing) throw notFound();
            await hooks.beforeWrite?.(txCtx, values, existing);
            await checkDictionaries(txCtx, values);
            const [row] = await tx
              .update(table)
              .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
              .where(and(eq(col('id'), id), ...visible(ctx)))
              .returning();
            return { record: shape(ctx, row as Row), created: false };
          }
          await hooks.beforeWrite?.(txCtx, values, undefined);
          await checkDictionaries(txCtx, values);
          const audit = { createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, updateUser: ctx.userId };
          const [row] = await tx
            .insert(table)
            .values({ ...values, ...(scoped ? { tenantId: ctx.tenantId } : {}), ...audit })
            .returning();
          return { record: shape(ctx, row as Row), created: true };
        });
      } catch (error) {
        explain(error);
      }
    },
    async remove(ctx, ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) throw badRequest('idsRequired');
      // All or nothing: if any id is not the caller's to remove, nothing is removed.
      return ctx.db.transaction(async (tx) => {
        await hooks.beforeRemove?.({ ...ctx, db: tx as unknown as Ctx['db'] }, unique);
        const done = await tx
          .update(table)
          .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
          .where(and(inArray(col('id'), unique), ...visible(ctx)))
          .returning({ id: table.id as PgColumn });
        if (done.length !== unique.length) throw notFound();
        return done.length;
      });
    },
  };
}
