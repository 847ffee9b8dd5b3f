import {
  commaList,
  type FieldDef,
  labelled,
  messages,
  type Page,
  type ResourceDef,
  resourceByName,
  storedFields,
} from '@pharma/contract';
import {
  and,
  type Column,
  getTableColumns as columnsOf,
  count,
  eq,
  getTableName,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { maskedRow, recordData } from '../data-record.ts';
import { dataScopeCondition, dataScopePart } from '../data-scope.ts';
import { preparedByText, ShapeCache } from '../db/prepared.ts';
import { dictEntries } from '../dict-reader.ts';
import { pageOf } from '../envelope.ts';
import { badRequest, notFound, uniqueViolation } from '../errors.ts';
import { scoped as scopedRows } from '../scope.ts';
import { inTenant, perTenant, tenantToAddTo, withTenantNames } from '../tenant-reach.ts';
import { parseTime } from '../time.ts';
import {
  conditionOf,
  filtersOf,
  type ListFilter,
  type ListOrder,
  listFiltersOf,
  listOrderOf,
  orderOf,
  orderSqlOf,
  pagingOf,
} from './filters.ts';
import { recordValue, toRecord } from './records.ts';
import { removedBy } from './soft-delete.ts';
import { type ResourceTable, tableOf, uniqueIndexName } from './table.ts';

export type Row = Record<string, unknown>;

/** Extension points for behaviour a resource adds to the generated CRUD; they never replace it. */
export interface CrudHooks {
  /** Runs inside the write's transaction, before it; may change the values or refuse with an AppError. */
  beforeWrite?(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> | void;
  /** Runs inside the remove's transaction, before rows are marked deleted. */
  beforeRemove?(ctx: Ctx, ids: string[]): Promise<void> | void;
  /**
   * Masks what 数据审计's record of a change must not show beyond the kit's own masking (declared secrets and columns
   * named like secrets): a value that is secret by what the row says (a parameter whose key names a password).
   */
  maskRecord?(row: Row): Row;
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
  const parts = commaList(String(value));
  return parts.length > 0 && parts.every((p) => keys.has(p)) ? parts.join(',') : undefined;
}

/** Filter shapes whose statements a list keeps, per resource and database. */
const maxListShapes = 64;

/**
 * A list's one statement: the total of matching rows (`list_total`) on every row, with the page's columns (all null
 * on the one row of an empty page). Read as the driver gives it, by column name: see readPage.
 */
interface ListStatement {
  all(values: unknown): Promise<Row[]>;
}

/**
 * A list's values in the order its statements bind them: the page size and offset, the tenant (for a tenant's
 * resource), the data scope's values, then each filter's.
 */
function listValues(
  size: number,
  offset: number,
  tenantId: string | undefined,
  scope: unknown[],
  filters: ListFilter[],
) {
  const values: unknown[] = [size, offset];
  if (tenantId !== undefined) values.push(tenantId);
  for (const v of scope) values.push(v);
  for (const f of filters) if (f.value !== undefined) values.push(f.value);
  return values;
}

const isTime = (field: FieldDef) => field.type === 'datetime' || field.type === 'date';

/**
 * A time field as sent (`yyyy-MM-dd HH:mm:ss`, or a date) read in the configured zone, as every list shows times;
 * blank clears it; anything else is refused with the field's label.
 */
function timeOf(ctx: Ctx, field: FieldDef, value: unknown): Date | string | null {
  if (value === null || value === '') return null;
  const time = typeof value === 'string' ? parseTime(value, ctx.timeZone) : undefined;
  if (!time) throw badRequest(labelled(messages.badDate, field.label));
  // A date is a day, not an instant: kept as the day written (read as an instant in an east-of-UTC zone and written
  // back as a UTC date, 2026-01-15 became 2026-01-14).
  if (field.type === 'date') return (value as string).trim().slice(0, 10);
  return time;
}

/**
 * List, detail, submit and remove for a declared resource. Every query is scoped to the caller's tenant
 * (unless the resource is platform-wide) and to live rows; removes are soft.
 */
export function crudService(def: ResourceDef, hooks: CrudHooks = {}): CrudService {
  const table = tableOf(def);
  const col = (key: string) => table[key] as Column;
  const scoped = def.tenant !== false;
  /** The platform administrator on a `crossTenant` resource reaches every tenant's rows (platform/tenant-reach.ts). */
  const crossing = (ctx: Ctx) => scoped && def.crossTenant === true && ctx.isAdministrator;
  /** The one tenant a list is held to: the caller's, or for the administrator crossing tenants the one asked for. */
  const listTenant = (ctx: Ctx, query: Record<string, unknown>): string | undefined => {
    if (!scoped) return undefined;
    if (!crossing(ctx)) return ctx.tenantId;
    return typeof query.tenantId === 'string' && query.tenantId.trim() ? query.tenantId.trim() : undefined;
  };

  /** The rows a caller may reach: their tenant's live rows, narrowed by the data scopes they hold. */
  // `null`: every tenant (the administrator crossing tenants). Not `undefined`, which a default parameter replaces.
  const visible = (ctx: Ctx, tenantId: string | null = ctx.tenantId): SQL[] => {
    const base = [eq(col('isDeleted'), 0)];
    if (scoped) {
      if (tenantId !== null) base.push(eq(col('tenantId'), tenantId));
      const inScope = dataScopeCondition(ctx, def.name, table);
      if (inScope) base.push(inScope);
    }
    return base;
  };

  /**
   * The statement of one list shape: the resource, which filters (field and operator), the order, whether and how a
   * data scope narrows the rows. Built once and kept as a named prepared statement (PostgreSQL plans it once per
   * connection); every value is a placeholder, filled from listValues' array (placeholder i is element i). A
   * comparison's placeholder encodes its value as the column does, as an inline value would be.
   *
   * The count and the page are one statement (one round trip, one snapshot): the count's single row, joined
   * laterally with the page's rows; an empty page is that one row with the page's columns null.
   */
  function buildListStatement(
    db: Ctx['db'],
    oneTenant: boolean,
    scope: ReturnType<typeof dataScopePart>,
    filters: ListFilter[],
    order: ListOrder,
  ): ListStatement {
    const at = (i: number) => sql.placeholder(String(i));
    let next = 2;
    const conditions: Array<SQL | undefined> = [eq(col('isDeleted'), 0)];
    if (oneTenant) conditions.push(eq(col('tenantId'), sql.param(at(next++), col('tenantId'))));
    if (scope) {
      const first = next;
      conditions.push(scope.condition(table, (i) => at(first + i)));
      next += scope.values.length;
    }
    for (const f of filters) {
      const column = col(f.field);
      let value: unknown;
      if (f.value !== undefined) {
        value = f.op === 'like' || f.op === 'notLike' ? at(next) : sql.param(at(next), column);
        next++;
      }
      conditions.push(conditionOf(column, f.op, value));
    }
    const where = and(...conditions);
    const counted = db
      .select({ total: count().as('list_total') })
      .from(table)
      .where(where)
      .as('list_count');
    const paged = db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderSqlOf(table, order))
      .limit(at(0) as never)
      .offset(at(1) as never)
      .as('list_page');
    const row = Object.fromEntries(Object.keys(columns).map((key) => [key, paged[key]]));
    const statement = db.select({ total: counted.total, row }).from(counted).leftJoinLateral(paged, sql`true`);
    return preparedByText(statement, 'list') as unknown as ListStatement;
  }

  const columns = columnsOf(table) as Record<string, Column>;
  const decoders = Object.entries(columns).map(([key, column]) => ({ key, name: column.name, column }));
  const idName = col('id').name;

  /**
   * The page's records: each row as Drizzle would give it (each value through its column's decoder, as Drizzle
   * does) shaped as `shape` shapes it, in one pass, without Drizzle's general mapping of nested selections (which
   * cost more than the rest of the list's work in this process).
   */
  function readPage(ctx: Ctx, raw: Row[]): { records: Row[]; total: number } {
    const records: Row[] = [];
    for (const r of raw) {
      // The id is never null in a row: null, it is the empty page's one row.
      if (r[idName] === null) continue;
      const record: Row = {};
      for (const { key, name, column } of decoders) {
        const value = r[name];
        record[key] = value === null ? null : recordValue(column.mapFromDriverValue(value), ctx.timeZone);
      }
      records.push(hooks.toRecord ? hooks.toRecord(ctx, record) : record);
    }
    return { records, total: raw.length > 0 ? Number(raw[0]?.list_total) : 0 };
  }

  const listStatements = new ShapeCache<ListStatement>(maxListShapes);

  const shape = (ctx: Ctx, row: Row): Row => {
    const record = toRecord(row, ctx.timeZone);
    return hooks.toRecord ? hooks.toRecord(ctx, record) : record;
  };

  /** One row the caller may reach by id (the administrator crossing tenants: any tenant's). */
  async function find(ctx: Ctx, db: Ctx['db'], id: string): Promise<Row | undefined> {
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(col('id'), id), ...visible(ctx, crossing(ctx) ? null : ctx.tenantId)))
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

  /**
   * A field with a `ref` names a live row of the referenced resource in the caller's tenant (the tenant the row is
   * written to, for the platform administrator); any other id is refused with the field's label.
   */
  async function checkRefs(ctx: Ctx, values: Row): Promise<void> {
    for (const [key, field] of Object.entries(def.fields)) {
      const value = values[key];
      if (!field.ref || value === undefined || value === null || value === '') continue;
      const target = tableOf(resourceByName(field.ref.resource));
      const found = await ctx.db
        .select({ id: target.id! })
        .from(target)
        .where(and(eq(target.id!, String(value)), scopedRows(ctx, target, { dataScope: false })))
        .limit(1);
      if (found.length === 0) throw badRequest('refMissing', { field: field.label });
    }
  }

  /** The fields a row cannot be without (NOT NULL in its table, see table.ts), with the message that asks for each. */
  const mustHave = [...storedFields(def)].filter(([, field]) => field.required && !field.optionalInApi);
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

  /**
   * A new row must carry every required field, an update may not blank one, whatever path called submit: the submit
   * schema checks it by the body's id, but a caller adding by another name (BladeX's save, which drops the id) or a
   * hook dropping a value (a secret's mask) would otherwise reach the column's NOT NULL, a 500. Checked after the
   * resource's hook, which may fill a value.
   */
  function checkRequired(values: Row, inserting: boolean): void {
    for (const [key, field] of mustHave) {
      if ((inserting || values[key] !== undefined) && blank(values[key])) throw badRequest(field.required!);
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

  const secretKeys = new Set(Object.entries(def.fields).flatMap(([key, field]) => (field.secret ? [key] : [])));
  const tableName = getTableName(table);
  /** 数据审计's record of one row's change, in the write's transaction (platform/data-record.ts). */
  async function record(
    ctx: Ctx,
    operation: 'insert' | 'update' | 'delete',
    before: Row | undefined,
    after: Row | undefined,
    started: number,
  ) {
    if (!ctx.registry.dataRecordSink) return;
    const mask = (row: Row | undefined) =>
      row && maskedRow(hooks.maskRecord ? hooks.maskRecord({ ...row }) : row, secretKeys);
    const row = (after ?? before)!;
    await recordData(ctx, {
      tenantId: typeof row.tenantId === 'string' ? row.tenantId : undefined,
      tableName,
      operation,
      dataId: String(row.id),
      oldData: mask(before),
      newData: mask(after),
      startedAt: started,
    });
  }

  return {
    def,
    table,
    listWhere: (ctx, query) =>
      and(...visible(ctx, listTenant(ctx, query) ?? null), ...filtersOf(def, table, query, ctx.timeZone)),
    listOrder: (query) => orderOf(def, table, query),
    shape,
    async list(ctx, query) {
      const filters = listFiltersOf(def, query, ctx.timeZone);
      const order = listOrderOf(def, query);
      const { current, size } = pagingOf(query);
      const scope = scoped ? dataScopePart(ctx, def.name) : undefined;
      const tenantId = listTenant(ctx, query);
      let key = `${tenantId === undefined ? '*' : 't'}${scope ? scope.shape : ''}`;
      for (const f of filters) key += `|${f.field} ${f.op}`;
      key += '#';
      for (const [field, dir] of order) key += `|${field} ${dir}`;
      const statement = listStatements.get(ctx.db, key, () =>
        buildListStatement(ctx.db, tenantId !== undefined, scope, filters, order),
      );
      const values = listValues(size, (current - 1) * size, tenantId, scope?.values ?? [], filters);
      const { records, total } = readPage(ctx, await statement.all(values));
      return pageOf(def.crossTenant ? await withTenantNames(ctx, records) : records, total, current, size);
    },
    async detail(ctx, id) {
      const row = await find(ctx, ctx.db, id);
      if (!row) throw notFound();
      const record = shape(ctx, row);
      return def.crossTenant ? (await withTenantNames(ctx, [record]))[0]! : record;
    },
    async submit(caller, body) {
      const { id, tenantId: _named, ...fields } = body;
      // A new row of a crossTenant resource goes where the administrator says (checked); an update stays put.
      const ctx = def.crossTenant && !id ? await tenantToAddTo(caller, body.tenantId as string | undefined) : caller;
      const values: Row = {};
      for (const [key, field] of storedFields(def)) {
        if (fields[key] === undefined) continue;
        values[key] = isTime(field) ? timeOf(ctx, field, fields[key]) : fields[key];
      }
      try {
        return await ctx.db.transaction(async (tx) => {
          let txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
          if (typeof id === 'string' && id !== '') {
            const existing = await find(ctx, txCtx.db, id);
            if (!existing) throw notFound();
            // The hooks check the row against its own tenant's rows (a parent, a unique code).
            txCtx = inTenant(txCtx, existing.tenantId as string | undefined);
            await hooks.beforeWrite?.(txCtx, values, existing);
            checkRequired(values, false);
            await checkDictionaries(txCtx, values);
            await checkRefs(txCtx, values);
            const started = Date.now();
            const [row] = await tx
              .update(table)
              .set({ ...values, updateUser: ctx.userId, updateTime: new Date() })
              .where(and(eq(col('id'), id), ...visible(txCtx)))
              .returning();
            await record(txCtx, 'update', existing, row as Row, started);
            return { record: shape(ctx, row as Row), created: false };
          }
          await hooks.beforeWrite?.(txCtx, values, undefined);
          checkRequired(values, true);
          await checkDictionaries(txCtx, values);
          await checkRefs(txCtx, values);
          const audit = { createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, updateUser: ctx.userId };
          const started = Date.now();
          const [row] = await tx
            .insert(table)
            .values({ ...values, ...(scoped ? { tenantId: ctx.tenantId } : {}), ...audit })
            .returning();
          await record(txCtx, 'insert', undefined, row as Row, started);
          return { record: shape(ctx, row as Row), created: true };
        });
      } catch (error) {
        explain(error);
      }
    },
    async remove(caller, ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) throw badRequest('idsRequired');
      // All or nothing: if any id is not the caller's to remove, nothing is removed.
      const removeIn = (ctx: Ctx, group: string[]) =>
        ctx.db.transaction(async (tx) => {
          const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
          await hooks.beforeRemove?.(txCtx, group);
          const started = Date.now();
          const done = (await tx
            .update(table)
            .set(removedBy(ctx))
            .where(and(inArray(col('id'), group), ...visible(ctx)))
            .returning()) as Row[];
          if (done.length !== group.length) throw notFound();
          for (const row of done) await record(txCtx, 'delete', { ...row, isDeleted: 0 }, undefined, started);
          return done.length;
        });
      if (!def.crossTenant) return removeIn(caller, unique);
      const counts = await perTenant(caller, table, unique, removeIn);
      return counts.reduce((a, b) => a + b, 0);
    },
  };
}
