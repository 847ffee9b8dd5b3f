import { type Page, pick, type Text } from '@pharma/contract';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { toRecord } from '../../../platform/crud/records.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { roleScope } from '../role/role.table.ts';
import { scopeApi, scopeData } from './scope.table.ts';

/**
 * 数据权限 / 接口权限 (blade-system/data-scope, api-scope): list, detail and remove, shared by both kinds; submit
 * is in scope.submit.ts. Scopes are platform-wide like the menus they hang under, so no tenant column.
 */
export type ScopeKind = 'data' | 'api';

export const scopeTypeNames: Record<ScopeKind, Record<number, Text>> = {
  data: {
    1: { zh: '全部可见', en: 'All' },
    2: { zh: '本人可见', en: 'Own rows' },
    3: { zh: '所在机构可见', en: 'Own department' },
    4: { zh: '所在机构及子级可见', en: 'Own department and below' },
    5: { zh: '自定义', en: 'Custom departments' },
  },
  api: { 1: { zh: '系统接口', en: 'System API' }, 2: { zh: '业务接口', en: 'Business API' } },
};

/** blade_role_scope.scope_category of each kind. */
export const scopeCategory: Record<ScopeKind, number> = { data: 1, api: 2 };

/**
 * The kind's table. Only the columns both tables share (id, menuId, scopeName, resourceCode, scopeType, audit) are
 * named through this type, so one implementation serves both.
 */
export const scopeTable = (kind: ScopeKind) => (kind === 'data' ? scopeData : scopeApi) as typeof scopeData;

export type ScopeRecord = Record<string, unknown> & { id: string; scopeType: number };

export function scopeRecord(ctx: Ctx, kind: ScopeKind, row: Record<string, unknown>): ScopeRecord {
  const record = toRecord(row, ctx.timeZone) as ScopeRecord;
  const name = scopeTypeNames[kind][record.scopeType];
  return { ...record, scopeTypeName: name ? pick(name, ctx.lang) : '' };
}

export interface ScopeFilter {
  menuId?: string;
  scopeName?: string;
  resourceCode?: string;
  current?: string;
  size?: string;
}

/** `%`, `_` and `\` in a search value are literal characters, not wildcards. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** list: one page of live scopes, optionally of one menu; scopeName and resourceCode match by substring. */
export async function scopeList(ctx: Ctx, kind: ScopeKind, filter: ScopeFilter): Promise<Page<ScopeRecord>> {
  const t = scopeTable(kind);
  const where: SQL[] = [eq(t.isDeleted, 0)];
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
  return pageOf(
    rows.map((r) => scopeRecord(ctx, kind, r)),
    Number(total),
    current,
    size,
  );
}

export async function findScope(db: Ctx['db'], kind: ScopeKind, id: string) {
  const t = scopeTable(kind);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.isDeleted, 0)));
  return row as Record<string, unknown> | undefined;
}

export async function scopeDetail(ctx: Ctx, kind: ScopeKind, id: string) {
  const row = await findScope(ctx.db, kind, id);
  if (!row) throw notFound();
  return scopeRecord(ctx, kind, row);
}

/**
 * Soft-deletes the live scopes matching `where` and drops the roles' hold on them (blade_role_scope), so a later
 * scope never inherits a grant. Runs in the caller's transaction; returns the ids it removed.
 */
export async function dropScopes(ctx: Ctx, db: Ctx['db'], kind: ScopeKind, where: SQL): Promise<string[]> {
  const t = scopeTable(kind);
  const gone = await db
    .update(t)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: new Date() })
    .where(and(where, eq(t.isDeleted, 0)))
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
    const db = tx as unknown as Ctx['db'];
    const live = await db
      .select({ id: t.id })
      .from(t)
      .where(and(inArray(t.id, unique), eq(t.isDeleted, 0)));
    if (live.length !== unique.length) throw notFound();
    return (await dropScopes(ctx, db, kind, inArray(t.id, unique))).length;
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
