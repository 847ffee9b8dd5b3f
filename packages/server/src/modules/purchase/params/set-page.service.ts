import {
  paramMessages as m,
  type Page,
  type purchaseBaseCalls,
  type QueryOf,
  type SetPageBody,
  type SetPageRecord,
} from '@pharma/contract';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import type { Db } from '../../../platform/db/database.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenantOfRow, perTenant, tenantToAddTo, withTenantNames } from '../../../platform/tenant-reach.ts';
import { formatTime } from '../../../platform/time.ts';
import { removeWithChildren } from '../shared/soft-remove.ts';
import { paramDefTable as def, setPageTable as t, paramValueTable as value } from './params.table.ts';

type Row = typeof t.$inferSelect;

/** The live definitions of each page (a correlated count, spelled with table names so it binds to the outer row). */
const paramCount = sql<number>`(select count(*)::int from sc_param_set_page_cont d where d.page_id = "sc_set_page"."id" and d.is_deleted = 0)`;

const recordOf = (ctx: Ctx, row: Row & { paramCount: number }): SetPageRecord => ({
  id: row.id,
  tenantId: row.tenantId,
  pageCode: row.pageCode,
  pageName: row.pageName,
  category: row.category,
  sort: row.sort,
  status: row.status,
  remark: row.remark,
  paramCount: Number(row.paramCount ?? 0),
  createTime: formatTime(row.createTime, ctx.timeZone),
  updateTime: formatTime(row.updateTime, ctx.timeZone),
});

/** A live page of the caller's tenant (the administrator: of any tenant), else "not found". */
export async function pageRow(ctx: Ctx, id: string, db: Db = ctx.db): Promise<Row & { paramCount: number }> {
  const [row] = await db
    .select({ ...getTableColumns(t), paramCount })
    .from(t)
    .where(and(eq(t.id, id), scoped(ctx, t, { dataScope: false })))
    .limit(1);
  if (!row) throw notFound(m.pageMissing);
  return row as Row & { paramCount: number };
}

export async function setPageList(
  ctx: Ctx,
  query: QueryOf<typeof purchaseBaseCalls.setPageList>,
): Promise<Page<SetPageRecord>> {
  const { current, size } = pagingOf(query);
  const where = and(
    scoped(ctx, t, { acrossTenants: true, tenantId: query.tenantId || undefined, dataScope: false }),
    query.pageCode ? containing(t.pageCode, query.pageCode) : undefined,
    query.pageName ? containing(t.pageName, query.pageName) : undefined,
    query.category ? eq(t.category, query.category) : undefined,
    query.status ? eq(t.status, Number(query.status)) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(t).where(where);
  const rows = await ctx.db
    .select({ ...getTableColumns(t), paramCount })
    .from(t)
    .where(where)
    .orderBy(asc(t.tenantId), asc(t.sort), asc(t.pageCode))
    .limit(size)
    .offset((current - 1) * size);
  const records = rows.map((r) => recordOf(ctx, r as Row & { paramCount: number }));
  return pageOf(
    ctx.isAdministrator ? await withTenantNames(ctx, records) : records,
    Number(total?.n ?? 0),
    current,
    size,
  );
}

export async function setPageDetail(caller: Ctx, id: string): Promise<SetPageRecord> {
  const ctx = await inTenantOfRow(caller, t, id);
  return recordOf(ctx, await pageRow(ctx, id));
}

/**
 * The published pages of the caller's tenant, for 参数设置's page picker. The platform administrator names the tenant
 * whose shippers they set (their own when they name none); anyone else always gets their own tenant's.
 */
export async function publishedPages(ctx: Ctx, category?: string, tenantId?: string): Promise<SetPageRecord[]> {
  const rows = await ctx.db
    .select({ ...getTableColumns(t), paramCount })
    .from(t)
    .where(
      and(
        scoped(ctx, t, { dataScope: false, tenantId: tenantId || undefined }),
        eq(t.status, 1),
        category ? eq(t.category, category) : undefined,
      ),
    )
    .orderBy(asc(t.sort), asc(t.pageCode));
  return rows.map((r) => recordOf(ctx, r as Row & { paramCount: number }));
}

export async function submitSetPage(caller: Ctx, body: SetPageBody): Promise<SetPageRecord> {
  const ctx = body.id ? await inTenantOfRow(caller, t, body.id) : await tenantToAddTo(caller, body.tenantId);
  const values = {
    pageCode: body.pageCode,
    pageName: body.pageName,
    category: body.category,
    sort: body.sort,
    status: body.status,
    remark: body.remark,
    updateUser: ctx.userId,
    updateTime: new Date(),
  };
  try {
    let id: string;
    if (body.id) {
      await pageRow(ctx, body.id);
      await ctx.db
        .update(t)
        .set(values)
        .where(and(eq(t.id, body.id), scoped(ctx, t, { dataScope: false })));
      id = body.id;
    } else {
      const [row] = await ctx.db
        .insert(t)
        .values({ ...values, tenantId: ctx.tenantId, createUser: ctx.userId, createDept: ctx.deptIds[0] ?? null })
        .returning({ id: t.id });
      id = row!.id;
    }
    return recordOf(ctx, await pageRow(ctx, id));
  } catch (error) {
    if (uniqueViolation(error)) throw badRequest(m.pageCodeTaken);
    throw error;
  }
}

/** Removes pages with their definitions; refused for a page on which shippers saved values. */
export async function removeSetPages(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, t, ids, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx as unknown as Db };
      const pages = await tx
        .select({ id: t.id, pageName: t.pageName })
        .from(t)
        .where(and(inArray(t.id, group), scoped(inTx, t, { dataScope: false })));
      if (pages.length === 0) return 0;
      const pageIds = pages.map((p) => p.id);
      const [used] = await tx
        .select({ pageId: value.pageId })
        .from(value)
        .where(and(inArray(value.pageId, pageIds), scoped(inTx, value, { dataScope: false })))
        .limit(1);
      if (used) throw badRequest(m.pageHasValues, { name: pages.find((p) => p.id === used.pageId)?.pageName ?? '' });
      await removeWithChildren(inTx, t, def, def.pageId, pageIds);
      return pages.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
