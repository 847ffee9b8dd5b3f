import {
  type ApiScope,
  apiScopeResource,
  type DataScope,
  type dataScopeCalls,
  dataScopeResource,
  type Page,
  pick,
  type QueryOf,
} from '@pharma/contract';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { roleScope } from '../role/role.table.ts';
import { scopeApi, scopeData } from './scope.table.ts';

/**
 * 数据权限 / 接口权限 (blade-system/data-scope, api-scope): list, detail and remove, shared by both kinds; submit
 * is in scope-save.service.ts. Scopes are platform-wide like the menus they hang under, so no tenant column.
 */
export type ScopeKind = 'data' | 'api';

/** Each kind's declaration in @pharma/contract. */
export const scopeResources = { data: dataScopeResource, api: apiScopeResource } as const;

/** blade_role_scope.scope_category of each kind. */
export const scopeCategory: Record<ScopeKind, number> = { data: 1, api: 2 };

/**
 * The kind's table. Only the columns both tables share (id, menuId, scopeName, resourceCode, scopeType, audit) are
 * named through this type, so one implementation serves both.
 */
export const scopeTable = (kind: ScopeKind) => (kind === 'data' ? scopeData : scopeApi) as typeof scopeData;

/** A scope as the calls send it (declared in @pharma/contract). */
export type ScopeRecord = DataScope | ApiScope;
type ScopeRow = typeof scopeData.$inferSelect | typeof scopeApi.$inferSelect;

/**
 * Rows as the calls send them, each with its type's name: the label of the kind's dictionary (data_scope_type,
 * api_scope_type) in the caller's language, as the screens show it.
 */
export async function scopeRecords(ctx: Ctx, kind: ScopeKind, rows: ScopeRow[]): Promise<ScopeRecord[]> {
  const names = await dictLabels(ctx, scopeResources[kind].fields.scopeType.dict);
  return rows.map((row) => {
    const record = toRecord(row, ctx.timeZone) as unknown as ScopeRecord;
    return { ...record, scopeTypeName: names.get(String(record.scopeType)) ?? '' };
  });
}

export async function scopeRecord(ctx: Ctx, kind: ScopeKind, row: ScopeRow): Promise<ScopeRecord> {
  const [record] = await scopeRecords(ctx, kind, [row]);
  return record!;
}

type ScopeFilter = QueryOf<typeof dataScopeCalls.list>;

/** `%`, `_` and `\` in a search value are literal characters, not wildcards. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** list: one page of live scopes, optionally of one menu; scopeName and resourceCode match by substring. */
export async function scopeList(ctx: Ctx, kind: ScopeKind, filter: ScopeFilter): Promise<Page<ScopeRecord>> {
  const t = scopeTable(kind);
  const where: Array<SQL | undefined> = [scoped(ctx, t)];
  if (filter.menuId) where.push(eq(t.menuId, filter.menuId));
  if (filter.scopeName) where.push(ilike(t.scopeName, containing(filter.scopeName)));
  if (filter.resourceCode) where.push(ilike(t.resourceCode, containing(filter.resourceCode)));
  const { current, size } = pagingOf(filter as Record<string, unknown>);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(t)
    .where(and(...where));
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(asc(t.id))
    .limit(size)
    .offset((current - 1) * size);
  return pageOf(await scopeRecords(ctx, kind, rows), Number(total), current, size);
}

/** A live scope of the kind (the caller's db may be a transaction). */
export async function findScope(ctx: Ctx, kind: ScopeKind, id: string): Promise<ScopeRow | undefined> {
  const t = scopeTable(kind);
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.id, id), scoped(ctx, t)));
  return row;
}

export async function scopeDetail(ctx: Ctx, kind: ScopeKind, id: string) {
  const row = await findScope(ctx, kind, id);
  if (!row) throw notFound();
  return scopeRecord(ctx, kind, row);
}

/**
 * Soft-deletes the live scopes matching `where` and drops the roles' hold on them (blade_role_scope), so a later
 * scope never inherits a grant. Runs in the caller's transaction (`ctx.db` is it); returns the ids it removed.
 */
export async function dropScopes(ctx: Ctx, kind: ScopeKind, where: SQL): Promise<string[]> {
  const { db } = ctx;
  const t = scopeTable(kind);
  const gone = await db
    .update(t)
    .set(removedBy(ctx))
    .where(and(where, scoped(ctx, t)))
    .returning({ id: t.id });
  const ids = gone.map((g) => g.id);
  if (ids.length) {
    await db
      .delete(roleScope)
      .where(and(eq(roleScope.scopeCategory, scopeCategory[kind]), inArray(roleScope.scopeId, ids)));
  }
  return ids;
}

/** remove: all or nothing; an id that is not a live scope of this kind is "not found". */
export async function removeScopes(ctx: Ctx, kind: ScopeKind, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const t = scopeTable(kind);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx as unknown as Ctx['db'] };
    const live = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(inArray(t.id, unique), scoped(ctx, t)));
    if (live.length !== unique.length) throw notFound();
    return (await dropScopes(txCtx, kind, inArray(t.id, unique))).length;
  });
}

/** data-scope/targets: what a data scope may filter, and on which columns, for the form's pickers. */
export function scopeTargets(ctx: Ctx) {
  return ctx.registry.dataScopeTargets().map((target) => ({
    code: target.code,
    name: pick(target.name, ctx.lang),
    columns: Object.keys(target.columns),
  }));
}
