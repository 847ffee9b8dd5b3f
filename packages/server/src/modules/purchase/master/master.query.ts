import type { Page } from '@pharma/contract';
import { and, asc, count, eq, ilike, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containingPattern, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { ofTenant, scoped } from '../../../platform/scope.ts';
import { goodsStockTable } from '../stock/stock.table.ts';
import { goodsTable as g } from './goods.table.ts';
import { shipperTable as s } from './shipper.table.ts';

/**
 * What other modules (销售移动端) ask of the shippers, the goods and the stock: answered here, so that no other module
 * reads these tables itself. Every read is held to the caller's tenant (the platform administrator: as the options
 * say), whatever the caller's data scopes on purchasing.
 */
const every = { dataScope: false } as const;

export interface ShipperBrief {
  id: string;
  shipperCode: string;
  shipperName: string;
  tenantId: string;
}

const shipperBrief = { id: s.id, shipperCode: s.shipperCode, shipperName: s.shipperName, tenantId: s.tenantId };
const briefOf = (r: Record<string, unknown>): ShipperBrief => ({
  id: String(r.id),
  shipperCode: String(r.shipperCode ?? ''),
  shipperName: String(r.shipperName ?? ''),
  tenantId: String(r.tenantId ?? ''),
});

/** The live shippers of the caller's tenant (the administrator: of the tenant named, or of every tenant), by code. */
export async function shipperOptions(ctx: Ctx, tenantId?: string): Promise<ShipperBrief[]> {
  const rows = await ctx.db
    .select(shipperBrief)
    .from(s)
    .where(scoped(ctx, s, { ...every, acrossTenants: true, tenantId: tenantId || undefined }))
    .orderBy(asc(s.shipperCode), asc(s.id))
    .limit(1000);
  return rows.map(briefOf);
}

/** Shippers by id: the caller's tenant's (the administrator's: any tenant's), removed ones too (old rows keep names). */
export async function shippersByIds(ctx: Ctx, ids: ReadonlyArray<string | null | undefined>) {
  const wanted = [...new Set(ids.filter((v): v is string => Boolean(v)))];
  if (wanted.length === 0) return new Map<string, ShipperBrief>();
  const rows = await ctx.db
    .select(shipperBrief)
    .from(s)
    // The tenant alone, not the soft delete: a removed shipper still names the rows it had (as namesIn does).
    .where(and(inArray(s.id, wanted), ctx.isAdministrator ? undefined : ofTenant(s, ctx.tenantId, { removed: true })));
  return new Map(rows.map((r) => [String(r.id), briefOf(r)]));
}

/** The live shippers of the caller's tenant among these codes, by code (an import names shippers by code). */
export async function shippersByCodes(ctx: Ctx, codes: readonly string[]): Promise<Map<string, ShipperBrief>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select(shipperBrief)
    .from(s)
    .where(and(inArray(s.shipperCode, wanted), scoped(ctx, s, every)));
  return new Map(rows.map((r) => [String(r.shipperCode), briefOf(r)]));
}

/** A goods item as another module keeps a snapshot of it (用户商品) and as the app's visibility rule reads it. */
export interface GoodsBrief {
  id: string;
  goodsCode: string;
  commonName: string;
  spec: string;
  manufacturer: string;
  controlLevel: number;
  status: number;
}

const goodsBrief = {
  id: g.id,
  goodsCode: g.goodsCode,
  commonName: g.commonName,
  spec: g.spec,
  manufacturer: g.manufacturer,
  controlLevel: g.controlLevel,
  status: g.status,
};
const goodsOf = (r: Record<string, unknown>): GoodsBrief => ({
  id: String(r.id),
  goodsCode: String(r.goodsCode ?? ''),
  commonName: String(r.commonName ?? ''),
  spec: String(r.spec ?? ''),
  manufacturer: String(r.manufacturer ?? ''),
  controlLevel: Number(r.controlLevel ?? 0),
  status: Number(r.status ?? 1),
});

/** The live goods of the caller's tenant among these ids, by id. */
export const goodsByIds = (ctx: Ctx, ids: readonly string[]): Promise<Map<string, GoodsBrief>> =>
  goodsBy(ctx, 'id', ids);

/** The live goods of the caller's tenant among these codes, by code (an import names goods by code). */
export const goodsByCodes = (ctx: Ctx, codes: readonly string[]): Promise<Map<string, GoodsBrief>> =>
  goodsBy(ctx, 'goodsCode', codes);

/** The live goods whose `key` is among `keys`, by that key, read a thousand keys at a time. */
async function goodsBy(ctx: Ctx, key: 'id' | 'goodsCode', keys: readonly string[]): Promise<Map<string, GoodsBrief>> {
  const wanted = [...new Set(keys.filter(Boolean))];
  const found = new Map<string, GoodsBrief>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await ctx.db
      .select(goodsBrief)
      .from(g)
      .where(and(inArray(g[key], wanted.slice(i, i + 1000)), scoped(ctx, g, every)));
    for (const r of rows) found.set(String(r[key]), goodsOf(r));
  }
  return found;
}

/** A goods item with one shipper's available stock, as 商品信息 lists it (docs/domain.md §3.5). */
export interface GoodsWithStock {
  goodsId: string;
  goodsCode: string;
  commonName: string;
  tradeName: string | null;
  spec: string;
  dosageForm: string | null;
  unit: string;
  packQty: number | null;
  manufacturer: string;
  approvalNo: string;
  rxType: number | null;
  storageCondition: number | null;
  controlLevel: number;
  /** The goods' reference price (pub_goods keeps one price). */
  price: string | null;
  /** The shipper's available quantity as the WMS last reported it; null when it reported none. */
  availableQty: string | null;
  status: number;
}

export interface GoodsStockFilters {
  current?: string;
  size?: string;
  /** Goods code, common or trade name, or approval number, contained. */
  keyword?: string;
  controlLevel?: number;
  rxType?: number;
  status?: number;
  /**
   * Only the goods a sales rep may sell (docs/domain.md §3.6): uncontrolled ones (level 0), those whose control level
   * their grade reaches, and those granted to them one by one; never those barred from them.
   */
  visibleTo?: { level: number; include: readonly string[]; exclude: readonly string[] };
}

/** The goods visible to a sales rep: `GoodsStockFilters.visibleTo`. */
function visibleTo(rep: NonNullable<GoodsStockFilters['visibleTo']>) {
  return and(
    or(
      isNull(g.controlLevel),
      lte(g.controlLevel, rep.level),
      rep.include.length ? inArray(g.id, [...rep.include]) : undefined,
    ),
    rep.exclude.length ? notInArray(g.id, [...rep.exclude]) : undefined,
  );
}

/**
 * The live goods of the caller's tenant, paged by goods code, each with the shipper's available stock (the stock
 * snapshot, sc_goods_stock). The caller is already placed in the shipper's tenant (`actingForShipper`).
 */
export async function goodsStockPage(
  ctx: Ctx,
  shipperId: string,
  filters: GoodsStockFilters,
): Promise<Page<GoodsWithStock>> {
  const { current, size } = pagingOf({ current: filters.current, size: filters.size });
  const keyword = filters.keyword?.trim();
  const like = keyword ? containingPattern(keyword) : undefined;
  const where = and(
    scoped(ctx, g, every),
    like
      ? or(ilike(g.goodsCode, like), ilike(g.commonName, like), ilike(g.tradeName, like), ilike(g.approvalNo, like))
      : undefined,
    filters.controlLevel === undefined
      ? undefined
      : filters.controlLevel === 0
        ? or(eq(g.controlLevel, 0), isNull(g.controlLevel))
        : eq(g.controlLevel, filters.controlLevel),
    filters.rxType === undefined ? undefined : eq(g.rxType, filters.rxType),
    filters.status === undefined ? undefined : eq(g.status, filters.status),
    filters.visibleTo ? visibleTo(filters.visibleTo) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(g).where(where);
  const st = goodsStockTable;
  const rows = await ctx.db
    .select({
      goodsId: g.id,
      goodsCode: g.goodsCode,
      commonName: g.commonName,
      tradeName: g.tradeName,
      spec: g.spec,
      dosageForm: g.dosageForm,
      unit: g.unit,
      packQty: g.packQty,
      manufacturer: g.manufacturer,
      approvalNo: g.approvalNo,
      rxType: g.rxType,
      storageCondition: g.storageCondition,
      controlLevel: g.controlLevel,
      price: g.referencePrice,
      availableQty: st.availableQty,
      status: g.status,
    })
    .from(g)
    .leftJoin(st, and(eq(st.goodsId, g.id), eq(st.shipperId, shipperId), scoped(ctx, st, every)))
    .where(where)
    .orderBy(asc(g.goodsCode), asc(g.id))
    .limit(size)
    .offset((current - 1) * size);
  return pageOf(
    rows.map((r) => ({
      goodsId: String(r.goodsId),
      goodsCode: String(r.goodsCode ?? ''),
      commonName: String(r.commonName ?? ''),
      tradeName: (r.tradeName as string | null) ?? null,
      spec: String(r.spec ?? ''),
      dosageForm: (r.dosageForm as string | null) ?? null,
      unit: String(r.unit ?? ''),
      packQty: (r.packQty as number | null) ?? null,
      manufacturer: String(r.manufacturer ?? ''),
      approvalNo: String(r.approvalNo ?? ''),
      rxType: (r.rxType as number | null) ?? null,
      storageCondition: (r.storageCondition as number | null) ?? null,
      controlLevel: Number(r.controlLevel ?? 0),
      price: (r.price as string | null) ?? null,
      availableQty: r.availableQty ?? null,
      status: Number(r.status ?? 1),
    })),
    Number(total?.n ?? 0),
    current,
    size,
  );
}
