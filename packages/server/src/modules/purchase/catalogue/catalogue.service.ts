import {
  type CatalogueBody,
  type CatalogueDetail,
  type CatalogueLineRecord,
  type CatalogueRecord,
  catalogueMessages as m,
  type Page,
  type purchaseBaseCalls,
  type QueryOf,
} from '@pharma/contract';
import { and, asc, desc, eq, exists, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import type { Db } from '../../../platform/db/database.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenantOfRow, perTenant, withTenantNames } from '../../../platform/tenant-reach.ts';
import { formatTime } from '../../../platform/time.ts';
import { userNamesById } from '../../user/public.ts';
import { goodsTable } from '../master/goods.table.ts';
import { shipperTable } from '../master/shipper.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { varietyTable } from '../master/variety.table.ts';
import { actingForShipper, namesById } from '../setting/shipper-check.ts';
import { dayIn } from '../shared/days.ts';
import { nextDocNumber } from '../shared/doc-number.ts';
import { tablePage } from '../shared/paging.ts';
import { removeWithChildren } from '../shared/soft-remove.ts';
import { catalogueLineTable as line, catalogueTable as t } from './catalogue.table.ts';
import { catalogueLinesInUse } from './catalogue-in-use.ts';

type Head = typeof t.$inferSelect;
type Line = typeof line.$inferSelect;

async function recordsOf(ctx: Ctx, rows: Head[]): Promise<CatalogueRecord[]> {
  const shippers = await namesById(
    ctx,
    shipperTable,
    shipperTable.shipperName,
    rows.map((r) => r.shipperId),
  );
  const suppliers = await namesById(
    ctx,
    supplierTable,
    supplierTable.supplierName,
    rows.map((r) => r.supplierId),
  );
  const auditors = await userNamesById(ctx.db, rows.map((r) => r.auditUserId ?? '').filter(Boolean));
  const records = rows.map((r) => ({
    id: r.id,
    tenantId: r.tenantId,
    catalogueNo: r.catalogueNo,
    catalogueName: r.catalogueName,
    shipperId: r.shipperId,
    shipperName: shippers.get(r.shipperId) ?? '',
    supplierId: r.supplierId,
    supplierName: (r.supplierId && suppliers.get(r.supplierId)) || '',
    effectiveFrom: r.effectiveFrom,
    effectiveTo: r.effectiveTo,
    lineCount: r.lineCount,
    status: r.status,
    auditUserId: r.auditUserId,
    auditUserName: (r.auditUserId && auditors.get(r.auditUserId)) || '',
    auditTime: formatTime(r.auditTime, ctx.timeZone),
    remark: r.remark,
    createTime: formatTime(r.createTime, ctx.timeZone),
    updateTime: formatTime(r.updateTime, ctx.timeZone),
  }));
  return ctx.isAdministrator ? withTenantNames(ctx, records) : records;
}

/** catalogue/list. */
export async function catalogueList(
  ctx: Ctx,
  query: QueryOf<typeof purchaseBaseCalls.catalogueList>,
): Promise<Page<CatalogueRecord>> {
  const { current, size } = pagingOf(query);
  const supplierLine = query.supplierId
    ? exists(
        ctx.db
          .select({ id: line.id })
          .from(line)
          .where(
            and(
              sql`${line.catalogueId} = "sc_catalogue"."id"`,
              eq(line.supplierId, query.supplierId),
              scoped(ctx, line, { acrossTenants: true, dataScope: false }),
            ),
          ),
      )
    : undefined;
  const where = and(
    scoped(ctx, t, { acrossTenants: true, tenantId: query.tenantId || undefined, dataScope: false }),
    query.catalogueNo ? containing(t.catalogueNo, query.catalogueNo) : undefined,
    query.catalogueName ? containing(t.catalogueName, query.catalogueName) : undefined,
    query.shipperId ? eq(t.shipperId, query.shipperId) : undefined,
    query.supplierId ? or(eq(t.supplierId, query.supplierId), supplierLine) : undefined,
    query.status ? eq(t.status, Number(query.status)) : undefined,
    query.effectiveOn ? and(lte(t.effectiveFrom, query.effectiveOn), gte(t.effectiveTo, query.effectiveOn)) : undefined,
  );
  const { rows, total } = await tablePage(ctx.db, t, where, [desc(t.createTime), desc(t.id)], { current, size });
  return pageOf(await recordsOf(ctx, rows), total, current, size);
}

async function headOf(ctx: Ctx, id: string, db: Db = ctx.db): Promise<Head> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), scoped(ctx, t, { dataScope: false })))
    .limit(1);
  if (!row) throw notFound(m.missing);
  return row;
}

async function linesOf(ctx: Ctx, catalogueId: string): Promise<CatalogueLineRecord[]> {
  const rows = await ctx.db
    .select({
      line,
      goodsCode: goodsTable.goodsCode,
      commonName: goodsTable.commonName,
      tradeName: goodsTable.tradeName,
      spec: goodsTable.spec,
      manufacturer: goodsTable.manufacturer,
      unit: goodsTable.unit,
    })
    .from(line)
    .leftJoin(goodsTable, eq(goodsTable.id, line.goodsId))
    .where(and(eq(line.catalogueId, catalogueId), scoped(ctx, line, { dataScope: false })))
    .orderBy(asc(line.lineNo), asc(line.id));
  const varieties = await namesById(
    ctx,
    varietyTable,
    varietyTable.varietyName,
    rows.map((r) => r.line.varietyId),
  );
  const suppliers = await namesById(
    ctx,
    supplierTable,
    supplierTable.supplierName,
    rows.map((r) => r.line.supplierId),
  );
  return rows.map(({ line: l, ...g }) => ({
    id: l.id,
    lineNo: l.lineNo,
    varietyId: l.varietyId,
    varietyName: (l.varietyId && varieties.get(l.varietyId)) || '',
    goodsId: l.goodsId,
    goodsCode: String(g.goodsCode ?? ''),
    goodsName: g.commonName ? `${g.commonName}${g.tradeName ? ` (${g.tradeName})` : ''}` : '',
    spec: String(g.spec ?? ''),
    manufacturer: String(g.manufacturer ?? ''),
    unit: String(g.unit ?? ''),
    supplierId: l.supplierId,
    supplierName: suppliers.get(l.supplierId) ?? '',
    buyerId: l.buyerId,
    unitPrice: l.unitPrice,
    taxRate: l.taxRate,
    settleType: l.settleType,
    paymentTermDays: l.paymentTermDays,
    onlySupplier: l.onlySupplier,
    priority: l.priority,
    minOrderQty: l.minOrderQty,
    bidSerialNo: l.bidSerialNo,
    effectiveFrom: l.effectiveFrom,
    effectiveTo: l.effectiveTo,
    status: l.status,
  }));
}

/** catalogue/detail: the header and its lines. */
export async function catalogueDetail(caller: Ctx, id: string): Promise<CatalogueDetail> {
  const ctx = await inTenantOfRow(caller, t, id);
  const [record] = await recordsOf(ctx, [await headOf(ctx, id)]);
  return { ...record!, lines: await linesOf(ctx, id) };
}

/** Live ids of a tenant's table among `ids`. */
async function liveIds(ctx: Ctx, table: typeof supplierTable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), scoped(ctx, table, { dataScope: false })));
  return new Set(rows.map((r) => String(r.id)));
}

/** A line as it will be stored: its variety resolved from the goods item, its tax rate defaulted. */
interface ResolvedLine {
  key: string;
  values: Omit<typeof line.$inferInsert, 'tenantId' | 'catalogueId'>;
}

async function resolveLines(ctx: Ctx, body: CatalogueBody): Promise<ResolvedLine[]> {
  if (body.lines.length === 0) throw badRequest(m.linesRequired);
  const goodsIds = body.lines.map((l) => l.goodsId).filter((v): v is string => Boolean(v));
  const goods = new Map(
    (goodsIds.length
      ? await ctx.db
          .select({
            id: goodsTable.id,
            varietyId: goodsTable.varietyId,
            taxRate: goodsTable.taxRate,
            name: goodsTable.commonName,
          })
          .from(goodsTable)
          .where(and(inArray(goodsTable.id, [...new Set(goodsIds)]), scoped(ctx, goodsTable, { dataScope: false })))
      : []
    ).map((g) => [String(g.id), g]),
  );
  const varieties = await liveIds(
    ctx,
    varietyTable as unknown as typeof supplierTable,
    body.lines.map((l) => l.varietyId).filter((v): v is string => Boolean(v)),
  );
  const suppliers = await liveIds(
    ctx,
    supplierTable,
    body.lines.map((l) => l.supplierId),
  );
  const seen = new Map<string, number>();
  return body.lines.map((l, index) => {
    const n = index + 1;
    if (!l.goodsId && !l.varietyId) throw badRequest(m.lineTargetRequired, { line: n });
    const g = l.goodsId ? goods.get(l.goodsId) : undefined;
    if (l.goodsId && !g) throw badRequest(m.goodsMissing);
    if (l.varietyId && !varieties.has(l.varietyId)) throw badRequest(m.varietyMissing);
    if (g && l.varietyId && g.varietyId !== l.varietyId)
      throw badRequest(m.goodsNotOfVariety, { line: n, goods: String(g.name ?? '') });
    if (!suppliers.has(l.supplierId)) throw badRequest(m.supplierMissing);
    if (l.effectiveFrom && l.effectiveTo && l.effectiveTo < l.effectiveFrom)
      throw badRequest(m.lineDatesReversed, { line: n });
    const key = `${l.goodsId ? `g${l.goodsId}` : `v${l.varietyId}`}:${l.supplierId}`;
    const other = seen.get(key);
    if (other) throw badRequest(m.duplicateLine, { line: n, other });
    seen.set(key, n);
    return {
      key,
      values: {
        lineNo: n,
        varietyId: l.varietyId ?? (g?.varietyId ? String(g.varietyId) : null),
        goodsId: l.goodsId,
        supplierId: l.supplierId,
        buyerId: l.buyerId,
        unitPrice: l.unitPrice,
        taxRate: l.taxRate ?? (g?.taxRate ? String(g.taxRate) : '0.1300'),
        settleType: l.settleType,
        paymentTermDays: l.paymentTermDays,
        onlySupplier: l.onlySupplier,
        priority: l.priority ?? 0,
        minOrderQty: l.minOrderQty,
        bidSerialNo: l.bidSerialNo,
        effectiveFrom: l.effectiveFrom,
        effectiveTo: l.effectiveTo,
        status: l.status,
      },
    };
  });
}

/**
 * catalogue/submit: a new catalogue (a draft numbered CGML…) or a change to a draft or disabled one. The lines
 * become exactly those given, in one transaction: a line matching a saved one by (goods or variety, supplier) keeps
 * its id, others are added, saved ones left out are removed; the line count is recomputed.
 */
export async function submitCatalogue(caller: Ctx, body: CatalogueBody): Promise<CatalogueDetail> {
  let ctx: Ctx;
  if (body.id) {
    ctx = await inTenantOfRow(caller, t, body.id);
    const head = await headOf(ctx, body.id);
    if (head.status === 1) throw badRequest(m.notEditable, { no: head.catalogueNo });
  } else {
    // A new catalogue goes to the shipper's tenant (the administrator may name any tenant's shipper).
    ctx = (await actingForShipper(caller, body.shipperId)).ctx;
  }
  // The shipper (and the header's supplier) must be of the catalogue's tenant.
  const { ctx: placed } = await actingForShipper(ctx, body.shipperId);
  if (placed.tenantId !== ctx.tenantId) throw badRequest(m.shipperMissing);
  if (body.supplierId && !(await liveIds(ctx, supplierTable, [body.supplierId])).has(body.supplierId))
    throw badRequest(m.supplierMissing);
  const lines = await resolveLines(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as Db };
    const now = new Date();
    const header = {
      catalogueName: body.catalogueName,
      shipperId: body.shipperId,
      supplierId: body.supplierId,
      effectiveFrom: body.effectiveFrom,
      effectiveTo: body.effectiveTo,
      remark: body.remark,
      lineCount: lines.length,
      updateUser: ctx.userId,
      updateTime: now,
    };
    let catalogueId: string;
    if (body.id) {
      const [locked] = await tx
        .select({ status: t.status, no: t.catalogueNo })
        .from(t)
        .where(and(eq(t.id, body.id), scoped(inTx, t, { dataScope: false })))
        .for('update');
      if (!locked) throw notFound(m.missing);
      if (locked.status === 1) throw badRequest(m.notEditable, { no: locked.no });
      await tx.update(t).set(header).where(eq(t.id, body.id));
      catalogueId = body.id;
    } else {
      const [made] = await tx
        .insert(t)
        .values({
          ...header,
          tenantId: ctx.tenantId,
          catalogueNo: await nextDocNumber(inTx, 'CGML'),
          status: 0,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
        })
        .returning({ id: t.id });
      catalogueId = made!.id;
    }
    const saved = await tx
      .select({ id: line.id, goodsId: line.goodsId, varietyId: line.varietyId, supplierId: line.supplierId })
      .from(line)
      .where(and(eq(line.catalogueId, catalogueId), scoped(inTx, line, { dataScope: false })));
    const savedByKey = new Map(
      saved.map((s) => [`${s.goodsId ? `g${s.goodsId}` : `v${s.varietyId}`}:${s.supplierId}`, s.id]),
    );
    const kept = new Set<string>();
    for (const l of lines) {
      const existing = savedByKey.get(l.key);
      if (existing) {
        kept.add(existing);
        await tx
          .update(line)
          .set({ ...l.values, updateUser: ctx.userId, updateTime: now })
          .where(eq(line.id, existing));
      } else
        await tx.insert(line).values({
          ...l.values,
          tenantId: ctx.tenantId,
          catalogueId,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
        });
    }
    const dropped = saved.filter((s) => !kept.has(s.id)).map((s) => s.id);
    if (dropped.length)
      await tx
        .update(line)
        .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: now })
        .where(inArray(line.id, dropped));
    return catalogueId;
  });
  return catalogueDetail(ctx, id);
}

/** catalogue/remove: drafts and disabled catalogues only, and none whose lines open documents use. */
export async function removeCatalogues(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, t, ids, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx as unknown as Db };
      const heads = await tx
        .select({ id: t.id, no: t.catalogueNo, status: t.status })
        .from(t)
        .where(and(inArray(t.id, group), scoped(inTx, t, { dataScope: false })))
        .for('update');
      for (const h of heads) {
        if (h.status === 1) throw badRequest(m.notRemovable, { no: h.no });
        const lineIds = (
          await tx
            .select({ id: line.id })
            .from(line)
            .where(and(eq(line.catalogueId, h.id), scoped(inTx, line, { dataScope: false })))
        ).map((l) => l.id);
        if (await catalogueLinesInUse(inTx, lineIds)) throw badRequest(m.lineInUse, { no: h.no });
      }
      if (heads.length === 0) return 0;
      await removeWithChildren(
        inTx,
        t,
        line,
        line.catalogueId,
        heads.map((h) => h.id),
      );
      return heads.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** catalogue/enable (status 1) and catalogue/disable (status 2), recording who and when. */
export async function setCatalogueStatus(caller: Ctx, ids: string[], status: 1 | 2): Promise<number> {
  const counts = await perTenant(caller, t, ids, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx as unknown as Db };
      const heads = await tx
        .select()
        .from(t)
        .where(and(inArray(t.id, group), scoped(inTx, t, { dataScope: false })))
        .for('update');
      if (heads.length < group.length) throw notFound(m.missing);
      const today = dayIn(ctx.timeZone);
      for (const h of heads) {
        if (h.status === status)
          throw badRequest(status === 1 ? m.alreadyEnabled : m.alreadyDisabled, { no: h.catalogueNo });
        if (status === 1 && h.lineCount === 0) throw badRequest(m.noLines, { no: h.catalogueNo });
        if (status === 1 && h.effectiveTo < today) throw badRequest(m.expired, { no: h.catalogueNo });
      }
      const now = new Date();
      await tx
        .update(t)
        .set({ status, auditUserId: ctx.userId, auditTime: now, updateUser: ctx.userId, updateTime: now })
        .where(
          and(
            inArray(
              t.id,
              heads.map((h) => h.id),
            ),
            scoped(inTx, t, { dataScope: false }),
          ),
        );
      return heads.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

export type { Line as CatalogueLineRow };
