import {
  type PlanAction,
  type PlanDetail,
  type PlanLineInput,
  type PlanLineRecord,
  type PlanListQuery,
  type PlanRecord,
  type PlanSubmitBody,
  type PlanUpdateBody,
  planDocName,
  planMachine,
  planStatus,
  planStatusNames,
  planMessages as pm,
} from '@pharma/contract';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound } from '../../../platform/errors.ts';
import { namesIn } from '../../../platform/lookups.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import type { StepEffects } from '../../flow/public.ts';
import { type EffectivePrice, effectivePrices } from '../catalogue/catalogue.price.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { createOrders, type NewOrder } from '../order/order.create.ts';
import { afterPlanMove } from '../remind/plan-notice.ts';
import { purchaseSettingOf } from '../setting/setting.read.ts';
import { addDays, dayIn } from '../shared/days.ts';
import { writeLines } from '../shared/doc-lines.ts';
import { nextDocNumber } from '../shared/doc-number.ts';
import {
  checkMove,
  goodsOf,
  inTenant,
  isPositive,
  lockDoc,
  logMove,
  logsOf,
  type Moved,
  moveDoc,
  reach,
  refuseDuplicates,
  scaled,
  shipperOf,
  snapshotOf,
  suppliersOf,
  timeText,
  warehouseOf,
} from '../shared/docs.ts';
import { checkLineRules } from '../shared/rules.ts';
import { afterPlanFlowStart, plansInFlow, refuseWhileInFlow, startPlanFlow } from './plan.flow.ts';
import { type Suggested, suggestion } from './plan.suggest.ts';
import { purchasePlanLineTable as l, purchasePlanTable as p } from './plan.table.ts';

type PlanRow = typeof p.$inferSelect;
type LineRow = typeof l.$inferSelect;

const check = (row: PlanRow, action: PlanAction) =>
  checkMove(planMachine, planDocName, planStatusNames, row.status, action);

async function locked(ctx: Ctx, id: string): Promise<{ c: Ctx; row: PlanRow }> {
  const row = await lockDoc(ctx, p, id, pm.planNotFound);
  return { c: inTenant(ctx, row.tenantId), row };
}

// ----- reading -----

async function recordsOf(ctx: Ctx, rows: PlanRow[]): Promise<PlanRecord[]> {
  const warehouses = await namesIn(
    ctx,
    warehouseTable,
    warehouseTable.warehouseName,
    rows.map((r) => r.warehouseId).filter((x): x is string => Boolean(x)),
  );
  const inFlow = await plansInFlow(ctx, rows);
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenantId,
    createUser: r.createUser,
    createTime: formatTime(r.createTime, ctx.timeZone),
    updateTime: formatTime(r.updateTime, ctx.timeZone),
    planNo: r.planNo,
    shipperId: r.shipperId,
    shipperName: r.shipperName,
    planType: r.planType,
    planDate: r.planDate,
    buyerId: r.buyerId,
    buyerName: r.buyerName,
    deptId: r.deptId,
    warehouseId: r.warehouseId,
    warehouseName: r.warehouseId ? (warehouses.get(r.warehouseId) ?? null) : null,
    expectedArrivalDate: r.expectedArrivalDate,
    lineCount: r.lineCount,
    totalQty: r.totalQty,
    totalAmount: r.totalAmount,
    status: r.status,
    submitTime: timeText(ctx, r.submitTime),
    auditUserId: r.auditUserId,
    auditUserName: r.auditUserName,
    auditTime: timeText(ctx, r.auditTime),
    auditOpinion: r.auditOpinion,
    calcTime: timeText(ctx, r.calcTime),
    closeReason: r.closeReason,
    remark: r.remark,
    processInstanceId: r.processInstanceId,
    inFlow: inFlow.has(r.id),
  }));
}

const intOf = (text: string | undefined) => (text && /^\d{1,2}$/.test(text) ? Number(text) : undefined);

/** `purchasePlan/list`: BladeX paging (current, size), newest first. */
export async function planPage(ctx: Ctx, q: PlanListQuery) {
  const { current, size } = pagingOf(q, { maxSize: 500, maxPage: 100_000 });
  const conditions: Array<SQL | undefined> = [scoped(ctx, p, reach)];
  if (q.shipperId) conditions.push(eq(p.shipperId, q.shipperId));
  if (q.planNo) conditions.push(containing(p.planNo, q.planNo));
  const type = intOf(q.planType);
  if (type !== undefined) conditions.push(eq(p.planType, type));
  const status = intOf(q.status);
  if (status !== undefined) conditions.push(eq(p.status, status));
  if (q.dateFrom) conditions.push(gte(p.planDate, q.dateFrom));
  if (q.dateTo) conditions.push(lte(p.planDate, q.dateTo));
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(p)
    .where(where)
    .orderBy(desc(p.planDate), desc(p.id))
    .limit(size)
    .offset((current - 1) * size);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(p).where(where);
  return pageOf(await recordsOf(ctx, rows), total!.n, current, size);
}

async function linesOf(ctx: Ctx, planId: string): Promise<LineRow[]> {
  return ctx.db
    .select()
    .from(l)
    .where(and(eq(l.planId, planId), scoped(ctx, l, reach)))
    .orderBy(asc(l.lineNo), asc(l.id));
}

function lineRecord(r: LineRow): PlanLineRecord {
  const {
    tenantId: _t,
    createUser: _cu,
    createDept: _cd,
    createTime: _ct,
    updateUser: _uu,
    updateTime: _ut,
    ...rest
  } = r;
  const { status: _s, isDeleted: _d, ...line } = rest;
  return line;
}

export async function planDetail(ctx: Ctx, id: string): Promise<PlanDetail> {
  const [row] = await ctx.db
    .select()
    .from(p)
    .where(and(eq(p.id, id), scoped(ctx, p, reach)));
  if (!row) throw notFound(pm.planNotFound);
  const [record] = await recordsOf(ctx, [row]);
  return { ...record!, lines: (await linesOf(ctx, id)).map(lineRecord), logs: await logsOf(ctx, 'plan', id) };
}

// ----- writing -----

/** A plan line being written: the save's line, or a suggestion line with its inputs. */
type LineIn = PlanLineInput & { suggestion?: Suggested };

/** A plan being written: the save's body (any plan type: AUTO comes from the suggestion), with when it was worked out. */
type PlanIn = Omit<PlanSubmitBody, 'id' | 'planType' | 'lines'> & {
  planType: number;
  calcTime?: Date | undefined;
  lines: LineIn[];
};

/** The catalogue price of each line: of its own supplier when it names one, else the best in force. */
async function pricesFor(ctx: Ctx, shipperId: string, lines: LineIn[], on: string) {
  const best = await effectivePrices(
    ctx,
    shipperId,
    lines.map((x) => x.goodsId),
    on,
  );
  const out = new Map<string, EffectivePrice | undefined>();
  const bySupplier = new Map<string, string[]>();
  for (const x of lines) {
    const b = best.get(x.goodsId);
    if (!x.supplierId || b?.supplierId === x.supplierId) out.set(x.goodsId, b);
    else bySupplier.set(x.supplierId, [...(bySupplier.get(x.supplierId) ?? []), x.goodsId]);
  }
  for (const [supplierId, ids] of bySupplier) {
    const own = await effectivePrices(ctx, shipperId, ids, on, { supplierId });
    for (const id of ids) out.set(id, own.get(id));
  }
  return out;
}

/** Each line's amount, then the plan's totals, in PostgreSQL (rule 1). */
async function recomputePlan(ctx: Ctx, planId: string) {
  await ctx.db
    .update(l)
    .set({ amount: sql`round(${l.planQty} * coalesce(${l.unitPrice}, 0), 2)` })
    .where(and(eq(l.planId, planId), scoped(ctx, l, reach)));
  const [sum] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      qty: sql<string>`coalesce(sum(${l.planQty}), 0)::text`,
      amount: sql<string>`coalesce(sum(${l.amount}), 0)::text`,
    })
    .from(l)
    .where(and(eq(l.planId, planId), scoped(ctx, l, reach)));
  await ctx.db
    .update(p)
    .set({ lineCount: sum!.n, totalQty: sum!.qty, totalAmount: sum!.amount })
    .where(and(eq(p.id, planId), scoped(ctx, p, reach)));
}

/**
 * Writes a plan with its lines (draft or rejected; the caller holds the transaction and the lock): goods once each,
 * quantities and prices above 0, prices from the catalogue when blank (priceSource 1; entered prices that differ are
 * flagged 3 MANUAL), the rules' warnings; lines kept by id; amounts and totals in PostgreSQL.
 */
async function writePlan(ctx: Ctx, input: PlanIn, existing?: PlanRow): Promise<Moved> {
  const shipper = await shipperOf(ctx, input.shipperId);
  const setting = await purchaseSettingOf(ctx, input.shipperId);
  const planDate = input.planDate ?? existing?.planDate ?? dayIn(ctx.timeZone);
  if (input.warehouseId) await warehouseOf(ctx, input.warehouseId, input.shipperId);
  const goods = await goodsOf(
    ctx,
    input.lines.map((x) => x.goodsId),
  );
  refuseDuplicates(input.lines, goods);
  for (const x of input.lines) {
    if (!isPositive(x.planQty)) throw badRequest(pm.qtyPositive);
    if (x.unitPrice && !isPositive(x.unitPrice)) throw badRequest(pm.pricePositive);
    if (x.taxRate && (scaled(x.taxRate, 4) < 0n || scaled(x.taxRate, 4) > 10_000n)) throw badRequest(pm.rateInvalid);
  }
  const prices = await pricesFor(ctx, input.shipperId, input.lines, planDate);
  const supplierIds = input.lines
    .map((x) => x.supplierId || prices.get(x.goodsId)?.supplierId)
    .filter((x): x is string => Boolean(x));
  const suppliers = await suppliersOf(ctx, supplierIds);
  const resolved = input.lines.map((x) => {
    const cat = prices.get(x.goodsId);
    const supplierId = x.supplierId || cat?.supplierId || null;
    const unitPrice = x.unitPrice || cat?.unitPrice || x.suggestion?.unitPrice || null;
    const fromHistory = x.suggestion?.priceSource === 2 && x.suggestion.unitPrice === unitPrice;
    const priceSource = !unitPrice
      ? null
      : cat && scaled(unitPrice, 4) === scaled(cat.unitPrice, 4)
        ? 1
        : fromHistory
          ? 2
          : 3;
    return {
      x,
      g: goods.get(x.goodsId)!,
      supplier: supplierId ? suppliers.get(supplierId)! : null,
      cat,
      unitPrice,
      priceSource,
      taxRate: x.taxRate || cat?.taxRate || goods.get(x.goodsId)!.taxRate || null,
    };
  });
  const warnings = checkLineRules(
    ctx,
    setting,
    resolved.map((r) => ({
      goods: r.g,
      supplier: r.supplier,
      unitPrice: r.unitPrice,
      cataloguePrice: r.cat && r.supplier?.id === r.cat.supplierId ? r.cat.unitPrice : null,
    })),
    undefined,
    true,
  );

  const header = {
    shipperId: shipper.id,
    shipperName: shipper.shipperName,
    planDate,
    warehouseId: input.warehouseId ?? setting.defaultWarehouseId ?? null,
    expectedArrivalDate: input.expectedArrivalDate || addDays(planDate, setting.leadTimeDays),
    remark: input.remark ?? null,
    updateUser: ctx.userId || null,
    updateTime: new Date(),
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await ctx.db
      .update(p)
      .set(header)
      .where(and(eq(p.id, id), eq(p.status, existing.status), scoped(ctx, p, reach)));
  } else {
    const planNo = await nextDocNumber(ctx, 'CGJH');
    const [row] = await ctx.db
      .insert(p)
      .values({
        ...header,
        tenantId: ctx.tenantId,
        planNo,
        planType: input.planType,
        buyerId: ctx.userId || null,
        buyerName: ctx.realName || null,
        deptId: ctx.deptIds[0] ?? null,
        calcTime: input.calcTime ?? null,
        createUser: ctx.userId || null,
        status: planStatus.draft,
      })
      .returning({ id: p.id });
    id = row!.id;
    await logMove(ctx, 'plan', id, null, planStatus.draft, 'create');
  }
  await writeLines(
    ctx,
    l,
    { planId: id },
    existing ? await linesOf(ctx, id) : [],
    resolved.map((r, at) => {
      const s = r.x.suggestion;
      return {
        id: r.x.id,
        values: {
          lineNo: at + 1,
          ...snapshotOf(r.g),
          varietyId: r.g.varietyId,
          supplierId: r.supplier?.id ?? null,
          supplierName: r.supplier?.supplierName ?? null,
          catalogueLineId: r.cat && r.cat.supplierId === r.supplier?.id ? r.cat.catalogueLineId : null,
          priceSource: r.priceSource,
          planQty: r.x.planQty,
          unitPrice: r.unitPrice,
          taxRate: r.taxRate,
          remark: r.x.remark ?? null,
          updateTime: new Date(),
        },
        created: {
          createUser: ctx.userId || null,
          ...(s
            ? {
                suggestQty: s.suggestQty,
                stockQty: s.stockQty,
                availableQty: s.availableQty,
                inTransitQty: s.inTransitQty,
                soldNotShippedQty: s.soldNotShippedQty,
                last3MonthSalesQty: s.last3MonthSalesQty,
                avgDailySales: s.avgDailySales,
                upperLimitQty: s.upperLimitQty,
                saleableDays: s.saleableDays,
                lastPrice: s.lastPrice,
                lowestPrice: s.lowestPrice,
              }
            : {}),
        },
      };
    }),
  );
  await recomputePlan(ctx, id);
  return { id, status: existing?.status ?? planStatus.draft, warnings };
}

/** `purchasePlan/submit`: a new draft, or a draft/rejected plan replaced with its lines. */
export async function savePlan(ctx: Ctx, body: PlanSubmitBody): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    let c: Ctx = { ...ctx, db: tx };
    let existing: PlanRow | undefined;
    if (body.id) {
      const got = await locked(c, body.id);
      check(got.row, 'edit');
      c = got.c;
      existing = got.row;
      if (existing.shipperId !== body.shipperId) throw badRequest(pm.shipperMissing);
    } else c = inTenant(c, (await shipperOf(c, body.shipperId)).tenantId);
    return writePlan(
      c,
      {
        shipperId: body.shipperId,
        planType: existing?.planType ?? body.planType ?? 2,
        planDate: body.planDate,
        warehouseId: body.warehouseId,
        expectedArrivalDate: body.expectedArrivalDate,
        remark: body.remark,
        lines: body.lines.map((x) => ({ ...x, id: x.id ?? undefined })),
      },
      existing,
    );
  });
}

function asLineIn(x: LineRow): LineIn {
  return {
    id: x.id,
    goodsId: x.goodsId,
    supplierId: x.supplierId,
    planQty: x.planQty,
    unitPrice: x.priceSource === 1 ? null : x.unitPrice,
    taxRate: x.taxRate,
    remark: x.remark,
  };
}

/** `updatePurchasePlan/update`: lines changed in place (quantity, supplier, price, remark); draft or rejected. */
export async function updatePlanLines(ctx: Ctx, body: PlanUpdateBody): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, 'edit');
    const lines = (await linesOf(c, row.id)).map((x) => ({ row: x, input: asLineIn(x) }));
    for (const change of body.lines) {
      const line = lines.find((x) => x.row.id === change.id);
      if (!line) throw badRequest(pm.lineMissing);
      if (change.planQty !== undefined) line.input.planQty = change.planQty;
      if (change.supplierId !== undefined && change.supplierId !== line.row.supplierId) {
        line.input.supplierId = change.supplierId;
        // Another supplier: its own catalogue price, unless a price is given.
        line.input.unitPrice = null;
      }
      if (change.unitPrice) line.input.unitPrice = change.unitPrice;
      if (change.remark !== undefined) line.input.remark = change.remark;
    }
    // Lines not named keep their price as it is.
    for (const x of lines)
      if (!body.lines.some((c2) => c2.id === x.row.id) && x.row.unitPrice) x.input.unitPrice = x.row.unitPrice;
    return writePlan(
      c,
      {
        shipperId: row.shipperId,
        planType: row.planType,
        planDate: row.planDate,
        warehouseId: row.warehouseId,
        expectedArrivalDate: row.expectedArrivalDate,
        remark: row.remark,
        lines: lines.map((x) => x.input),
      },
      row,
    );
  });
}

/** `purchasePlan/remove`: drafts only, with their lines. */
export async function removePlans(ctx: Ctx, ids: string[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const { c, row } = await locked({ ...ctx, db: tx }, id);
      check(row, 'remove');
      await tx
        .update(p)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: new Date() })
        .where(and(eq(p.id, id), eq(p.status, row.status), scoped(c, p, reach)));
      await tx
        .update(l)
        .set({ isDeleted: 1 })
        .where(and(eq(l.planId, id), scoped(c, l, reach)));
      await logMove(c, 'plan', id, row.status, row.status, 'remove');
    }
    return ids.length;
  });
}

/** `commit`: draft/rejected → 待审核 (or 已审核 without planNeedAudit); every line needs its supplier and price. */
export async function commitPlan(ctx: Ctx, id: string): Promise<Moved> {
  let flow: StepEffects | undefined;
  const moved = await ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'commit');
    const lines = await linesOf(c, id);
    if (lines.length === 0) throw badRequest(pm.linesRequired);
    if (lines.some((x) => !x.supplierId)) throw badRequest(pm.supplierRequired);
    if (lines.some((x) => !isPositive(x.unitPrice))) throw badRequest(pm.priceRequired);
    const setting = await purchaseSettingOf(c, row.shipperId);
    // The rules that refuse an order refuse the plan's commit (a draft only warned of them).
    const goods = await goodsOf(
      c,
      lines.map((x) => x.goodsId),
    );
    const suppliers = await suppliersOf(
      c,
      lines.map((x) => x.supplierId!),
    );
    checkLineRules(
      c,
      { ...setting, licenseCheckMode: setting.licenseCheckMode === 2 ? 2 : 0, priceTolerancePct: null },
      lines.map((x) => ({ goods: goods.get(x.goodsId)!, supplier: suppliers.get(x.supplierId!)! })),
    );
    const to = setting.planNeedAudit ? planStatus.submitted : planStatus.approved;
    const now = new Date();
    await moveDoc(c, p, 'plan', {
      id,
      from: row.status,
      to,
      action: 'commit',
      set: { submitTime: now, ...(to === planStatus.approved ? { auditTime: now, auditOpinion: null } : {}) },
    });
    // 计划审核走流程: the audit is the 采购计划审批 process's task (plan.flow.ts), started with the move.
    if (to === planStatus.submitted && setting.planAuditByFlow) flow = await startPlanFlow(c, row);
    return { id, status: to, warnings: [] };
  });
  await afterPlanFlowStart(ctx, flow);
  // After the commit: 待审核 tells those who may audit (SC_PLAN_SUBMITTED); in a process, its own 待签 message does.
  if (!flow) await afterPlanMove(ctx, moved);
  return moved;
}

/** `audit`: 待审核 → 已审核, or → 已驳回 with the opinion. */
export async function auditPlan(ctx: Ctx, body: { id: string; pass: boolean; opinion?: string | null | undefined }) {
  const moved = await ctx.db.transaction(async (tx): Promise<Moved> => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, body.pass ? 'approve' : 'reject');
    await refuseWhileInFlow(c, row);
    if (!body.pass && !body.opinion?.trim()) throw badRequest(pm.opinionRequired);
    const to = body.pass ? planStatus.approved : planStatus.rejected;
    await moveDoc(c, p, 'plan', {
      id: row.id,
      from: row.status,
      to,
      action: body.pass ? 'approve' : 'reject',
      reason: body.opinion ?? null,
      set: {
        auditUserId: ctx.userId || null,
        auditUserName: ctx.realName || null,
        auditTime: new Date(),
        auditOpinion: body.opinion ?? null,
      },
    });
    return { id: row.id, status: to, warnings: [] };
  });
  // After the commit: a rejection tells the plan's creator (SC_PLAN_REJECTED).
  await afterPlanMove(ctx, moved);
  return moved;
}

/** `close`: 已审核/部分下单 → 已关闭 (reason); lines not fully ordered are closed. */
export async function closePlan(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, id);
    check(row, 'close');
    await moveDoc(c, p, 'plan', {
      id,
      from: row.status,
      to: planStatus.closed,
      action: 'close',
      reason,
      set: { closeReason: reason },
    });
    await tx
      .update(l)
      .set({ lineStatus: 3 })
      .where(and(eq(l.planId, id), scoped(c, l, reach), sql`${l.lineStatus} in (0, 1)`));
    return { id, status: planStatus.closed, warnings: [] };
  });
}

/**
 * `toOrder`: what is left of the approved lines (all, or those named) becomes orders, one per supplier, in one
 * transaction; each plan line's ordered quantity grows (never past its planned quantity) and the plan becomes
 * 部分下单, or 已下单 once every line is ordered.
 */
export async function planToOrder(
  ctx: Ctx,
  body: { id: string; lineIds?: string[] | undefined; warehouseId?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const { c, row } = await locked({ ...ctx, db: tx }, body.id);
    check(row, 'toOrder');
    const setting = await purchaseSettingOf(c, row.shipperId);
    const warehouseId = body.warehouseId || row.warehouseId || setting.defaultWarehouseId;
    if (!warehouseId) throw badRequest(pm.noWarehouse);
    const [open] = await tx
      .select({
        rows: sql<
          Array<{ id: string; left: string }>
        >`coalesce(json_agg(json_build_object('id', ${l.id}::text, 'left', (${l.planQty} - ${l.orderedQty})::text) order by ${l.lineNo}), '[]')`,
      })
      .from(l)
      .where(
        and(
          eq(l.planId, row.id),
          scoped(c, l, reach),
          sql`${l.lineStatus} in (0, 1)`,
          sql`${l.planQty} > ${l.orderedQty}`,
          body.lineIds?.length ? inArray(l.id, body.lineIds) : undefined,
        ),
      );
    const left = new Map((open?.rows ?? []).map((x) => [x.id, x.left]));
    const lines = (await linesOf(c, row.id)).filter((x) => left.has(x.id));
    if (lines.length === 0) throw badRequest(pm.nothingToOrder);
    if (lines.some((x) => !x.supplierId)) throw badRequest(pm.supplierRequired);
    const bySupplier = new Map<string, LineRow[]>();
    for (const x of lines) bySupplier.set(x.supplierId!, [...(bySupplier.get(x.supplierId!) ?? []), x]);
    const orders: NewOrder[] = [...bySupplier].map(([supplierId, group]) => ({
      shipperId: row.shipperId,
      supplierId,
      warehouseId,
      expectedArrivalDate:
        row.expectedArrivalDate && row.expectedArrivalDate >= dayIn(ctx.timeZone) ? row.expectedArrivalDate : null,
      planId: row.id,
      lines: group.map((x) => ({
        goodsId: x.goodsId,
        qty: left.get(x.id)!,
        unitPrice: x.unitPrice,
        taxRate: x.taxRate,
        planLineId: x.id,
        lastPrice: x.lastPrice,
        lowestPrice: x.lowestPrice,
        remark: x.remark,
      })),
    }));
    const made = await createOrders(c, orders);
    const [still] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(l)
      .where(and(eq(l.planId, row.id), scoped(c, l, reach), sql`${l.lineStatus} in (0, 1)`));
    const to = still!.n === 0 ? planStatus.ordered : planStatus.partial;
    await moveDoc(c, p, 'plan', { id: row.id, from: row.status, to, action: 'toOrder' });
    return { planId: row.id, status: to, orders: made.orders, warnings: made.warnings };
  });
}

/** `purchasePlan/auto`: an AUTO draft plan of the suggested lines, each keeping its inputs. */
export async function autoPlan(
  ctx: Ctx,
  body: { shipperId: string; warehouseId?: string | undefined; showAll?: boolean | undefined },
) {
  return ctx.db.transaction(async (tx): Promise<Moved> => {
    let c: Ctx = { ...ctx, db: tx };
    c = inTenant(c, (await shipperOf(c, body.shipperId)).tenantId);
    const { calcTime, lines } = await suggestion(c, body.shipperId, Boolean(body.showAll));
    const wanted = lines.filter((x) => isPositive(x.suggestQty));
    if (wanted.length === 0) throw badRequest(pm.nothingSuggested);
    return writePlan(c, {
      shipperId: body.shipperId,
      planType: 1,
      warehouseId: body.warehouseId,
      calcTime,
      lines: wanted.map((s) => ({
        goodsId: s.goodsId,
        supplierId: s.supplierId,
        planQty: s.suggestQty!,
        unitPrice: s.priceSource === 1 ? null : s.unitPrice,
        taxRate: s.taxRate,
        suggestion: s,
      })),
    });
  });
}

/** `purchasePlan/suggest` runs in the shipper's tenant (the platform administrator's included). */
export async function suggestFor(ctx: Ctx, shipperId: string) {
  const shipper = await shipperOf(ctx, shipperId);
  return inTenant(ctx, shipper.tenantId);
}
