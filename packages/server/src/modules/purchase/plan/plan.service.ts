import {
  type BodyOf,
  type PlanDetail,
  type PlanLineInput,
  type PlanLineRecord,
  type PlanListQuery,
  type PlanRecord,
  type PlanSubmitBody,
  type PlanUpdateBody,
  planDocument,
  type planDocumentCalls,
  planLineStatus,
  planStatus,
  planType,
  planMessages as pm,
  priceSource,
  type purchaseDocsCalls,
} from '@pharma/contract';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { namesIn } from '../../../platform/lookups.ts';
import { scoped } from '../../../platform/scope.ts';
import type { StepEffects } from '../../flow/public.ts';
import { type EffectivePrice, effectivePrices } from '../catalogue/catalogue-price.ts';
import { warehouseTable } from '../master/warehouse.table.ts';
import { createOrders, type NewOrder } from '../order/order-save.service.ts';
import { afterPlanMove } from '../remind/plan-notice.ts';
import { purchaseSettingOf } from '../setting/setting.query.ts';
import { addDays, dayIn } from '../shared/days.ts';
import {
  auditedBy,
  goodsOf,
  inTenant,
  isPositive,
  logsOf,
  type Moved,
  reach,
  recordHead,
  refuseBadNumbers,
  refuseDuplicates,
  scaled,
  shipperOf,
  snapshotOf,
  suppliersOf,
  timeText,
  warehouseOf,
} from '../shared/docs.ts';
import { documentService } from '../shared/document.service.ts';
import { tablePage } from '../shared/paging.ts';
import { checkLineRules } from '../shared/rules.ts';
import { purchasePlanLineTable, purchasePlanTable } from './plan.table.ts';
import { afterPlanFlowStart, plansInFlow, refuseWhileInFlow, startPlanFlow } from './plan-flow.ts';
import { type Suggested, suggestion } from './plan-suggest.service.ts';

type PlanRow = typeof purchasePlanTable.$inferSelect;
type LineRow = typeof purchasePlanLineTable.$inferSelect;

/** Lines still to order: open or partly ordered. */
const openLines = [planLineStatus.open, planLineStatus.partial];

/** The plan's lines still to order, within the caller's reach (with any further conditions). */
const openLinesOf = (c: Ctx, planId: string, ...more: Array<SQL | undefined>) =>
  and(
    eq(purchasePlanLineTable.planId, planId),
    scoped(c, purchasePlanLineTable, reach),
    inArray(purchasePlanLineTable.lineStatus, openLines),
    ...more,
  );

/** The plan's server half of the document kit: its lock, moves, removal, header, lines and totals. */
const planDocs = documentService(planDocument, {
  header: purchasePlanTable,
  lines: purchasePlanLineTable,
  lineDoc: 'planId',
  missing: pm.planNotFound,
});

type AuditBody = BodyOf<typeof planDocumentCalls.audit>;
type ToOrderBody = BodyOf<typeof planDocumentCalls.toOrder>;
type AutoBody = BodyOf<typeof purchaseDocsCalls.planAuto>;

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
    ...recordHead(ctx, r),
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
  const conditions: Array<SQL | undefined> = [scoped(ctx, purchasePlanTable, reach)];
  if (q.shipperId) conditions.push(eq(purchasePlanTable.shipperId, q.shipperId));
  if (q.planNo) conditions.push(containing(purchasePlanTable.planNo, q.planNo));
  const type = intOf(q.planType);
  if (type !== undefined) conditions.push(eq(purchasePlanTable.planType, type));
  const status = intOf(q.status);
  if (status !== undefined) conditions.push(eq(purchasePlanTable.status, status));
  if (q.dateFrom) conditions.push(gte(purchasePlanTable.planDate, q.dateFrom));
  if (q.dateTo) conditions.push(lte(purchasePlanTable.planDate, q.dateTo));
  const where = and(...conditions);
  const order = [desc(purchasePlanTable.planDate), desc(purchasePlanTable.id)];
  const { rows, total } = await tablePage(ctx.db, purchasePlanTable, where, order, { current, size });
  return pageOf(await recordsOf(ctx, rows), total, current, size);
}

async function linesOf(ctx: Ctx, planId: string): Promise<LineRow[]> {
  return ctx.db
    .select()
    .from(purchasePlanLineTable)
    .where(and(eq(purchasePlanLineTable.planId, planId), scoped(ctx, purchasePlanLineTable, reach)))
    .orderBy(asc(purchasePlanLineTable.lineNo), asc(purchasePlanLineTable.id));
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
  const [record] = await recordsOf(ctx, [await planDocs.find(ctx, id)]);
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
function recomputePlan(ctx: Ctx, planId: string): Promise<void> {
  return planDocs.totals(
    ctx,
    planId,
    { amount: sql`round(${purchasePlanLineTable.planQty} * coalesce(${purchasePlanLineTable.unitPrice}, 0), 2)` },
    {
      lineCount: sql`count(*)::int`,
      totalQty: sql`coalesce(sum(${purchasePlanLineTable.planQty}), 0)::text`,
      totalAmount: sql`coalesce(sum(${purchasePlanLineTable.amount}), 0)::text`,
    },
  );
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
    refuseBadNumbers({ qty: x.planQty, unitPrice: x.unitPrice, taxRate: x.taxRate });
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
    const fromHistory = x.suggestion?.priceSource === priceSource.lastPrice && x.suggestion.unitPrice === unitPrice;
    const source = !unitPrice
      ? null
      : cat && scaled(unitPrice, 4) === scaled(cat.unitPrice, 4)
        ? priceSource.catalogue
        : fromHistory
          ? priceSource.lastPrice
          : priceSource.manual;
    return {
      x,
      g: goods.get(x.goodsId)!,
      supplier: supplierId ? suppliers.get(supplierId)! : null,
      cat,
      unitPrice,
      priceSource: source,
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

  const { id, status } = await planDocs.writeHeader(
    ctx,
    existing,
    {
      shipperId: shipper.id,
      shipperName: shipper.shipperName,
      planDate,
      warehouseId: input.warehouseId ?? setting.defaultWarehouseId ?? null,
      expectedArrivalDate: input.expectedArrivalDate || addDays(planDate, setting.leadTimeDays),
      remark: input.remark ?? null,
    },
    {
      planType: input.planType,
      buyerId: ctx.userId || null,
      buyerName: ctx.realName || null,
      deptId: ctx.deptIds[0] ?? null,
      calcTime: input.calcTime ?? null,
    },
  );
  await planDocs.saveLines(
    ctx,
    id,
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
  return { id, status, warnings };
}

/** `purchasePlan/submit`: a new draft, or a draft/rejected plan replaced with its lines. */
export function savePlan(ctx: Ctx, body: PlanSubmitBody): Promise<Moved> {
  return planDocs.saving(ctx, body, (c, existing) =>
    writePlan(
      c,
      {
        shipperId: body.shipperId,
        planType: existing?.planType ?? body.planType ?? planType.manual,
        planDate: body.planDate,
        warehouseId: body.warehouseId,
        expectedArrivalDate: body.expectedArrivalDate,
        remark: body.remark,
        lines: body.lines.map((x) => ({ ...x, id: x.id ?? undefined })),
      },
      existing,
    ),
  );
}

function asLineIn(x: LineRow): LineIn {
  return {
    id: x.id,
    goodsId: x.goodsId,
    supplierId: x.supplierId,
    planQty: x.planQty,
    unitPrice: x.priceSource === priceSource.catalogue ? null : x.unitPrice,
    taxRate: x.taxRate,
    remark: x.remark,
  };
}

/** `updatePurchasePlan/update`: lines changed in place (quantity, supplier, price, remark); draft or rejected. */
export function updatePlanLines(ctx: Ctx, body: PlanUpdateBody): Promise<Moved> {
  return planDocs.act(ctx, body.id, 'edit', async (c, row) => {
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
export function removePlans(ctx: Ctx, ids: string[]): Promise<number> {
  return planDocs.remove(ctx, ids);
}

/** `commit`: draft/rejected → 待审核 (or 已审核 without planNeedAudit); every line needs its supplier and price. */
export async function commitPlan(ctx: Ctx, id: string): Promise<Moved> {
  let flow: StepEffects | undefined;
  const moved = await planDocs.act(ctx, id, 'commit', async (c, row): Promise<Moved> => {
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
    await planDocs.move(c, {
      id,
      from: row.status,
      to,
      action: 'commit',
      set: { submitTime: now, ...(to === planStatus.approved ? { auditTime: now, auditOpinion: null } : {}) },
    });
    // 计划审核走流程: the audit is the 采购计划审批 process's task (plan-flow.ts), started with the move.
    if (to === planStatus.submitted && setting.planAuditByFlow) flow = await startPlanFlow(c, row);
    return { id, status: to, warnings: [] };
  });
  await afterPlanFlowStart(ctx, flow);
  // After the commit: 待审核 tells those who may audit (SC_PLAN_SUBMITTED); in a process, its own 待签 message does.
  if (!flow) await afterPlanMove(ctx, moved);
  return moved;
}

/** `audit`: 待审核 → 已审核, or → 已驳回 with the opinion. */
export async function auditPlan(ctx: Ctx, body: AuditBody): Promise<Moved> {
  const moved = await planDocs.act(ctx, body.id, body.pass ? 'approve' : 'reject', async (c, row): Promise<Moved> => {
    await refuseWhileInFlow(c, row);
    if (!body.pass && !body.opinion?.trim()) throw badRequest(pm.opinionRequired);
    const to = body.pass ? planStatus.approved : planStatus.rejected;
    await planDocs.auditMove(c, row, body, to, auditedBy(ctx, body.opinion));
    return { id: row.id, status: to, warnings: [] };
  });
  // After the commit: a rejection tells the plan's creator (SC_PLAN_REJECTED).
  await afterPlanMove(ctx, moved);
  return moved;
}

/** `close`: 已审核/部分下单 → 已关闭 (reason); lines not fully ordered are closed. */
export function closePlan(ctx: Ctx, id: string, reason: string): Promise<Moved> {
  return planDocs.moveTo(ctx, id, 'close', planStatus.closed, { reason, set: { closeReason: reason } }, async (c) => {
    await c.db.update(purchasePlanLineTable).set({ lineStatus: planLineStatus.closed }).where(openLinesOf(c, id));
  });
}

/**
 * `toOrder`: what is left of the approved lines (all, or those named) becomes orders, one per supplier, in one
 * transaction; each plan line's ordered quantity grows (never past its planned quantity) and the plan becomes
 * 部分下单, or 已下单 once every line is ordered.
 */
export function planToOrder(ctx: Ctx, body: ToOrderBody) {
  return planDocs.act(ctx, body.id, 'toOrder', async (c, row) => {
    const setting = await purchaseSettingOf(c, row.shipperId);
    const warehouseId = body.warehouseId || row.warehouseId || setting.defaultWarehouseId;
    if (!warehouseId) throw badRequest(pm.noWarehouse);
    const [open] = await c.db
      .select({
        rows: sql<
          Array<{ id: string; left: string }>
        >`coalesce(json_agg(json_build_object('id', ${purchasePlanLineTable.id}::text, 'left', (${purchasePlanLineTable.planQty} - ${purchasePlanLineTable.orderedQty})::text) order by ${purchasePlanLineTable.lineNo}), '[]')`,
      })
      .from(purchasePlanLineTable)
      .where(
        openLinesOf(
          c,
          row.id,
          sql`${purchasePlanLineTable.planQty} > ${purchasePlanLineTable.orderedQty}`,
          body.lineIds?.length ? inArray(purchasePlanLineTable.id, body.lineIds) : undefined,
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
    const [still] = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchasePlanLineTable)
      .where(openLinesOf(c, row.id));
    const to = still!.n === 0 ? planStatus.ordered : planStatus.partial;
    await planDocs.move(c, { id: row.id, from: row.status, to, action: 'toOrder' });
    return { planId: row.id, status: to, orders: made.orders, warnings: made.warnings };
  });
}

/** `purchasePlan/auto`: an AUTO draft plan of the suggested lines, each keeping its inputs. */
export function autoPlan(ctx: Ctx, body: AutoBody): Promise<Moved> {
  return planDocs.saving(ctx, { shipperId: body.shipperId }, async (c) => {
    const { calcTime, lines } = await suggestion(c, body.shipperId, Boolean(body.showAll));
    const wanted = lines.filter((x) => isPositive(x.suggestQty));
    if (wanted.length === 0) throw badRequest(pm.nothingSuggested);
    return writePlan(c, {
      shipperId: body.shipperId,
      planType: planType.auto,
      warehouseId: body.warehouseId,
      calcTime,
      lines: wanted.map((s) => ({
        goodsId: s.goodsId,
        supplierId: s.supplierId,
        planQty: s.suggestQty!,
        unitPrice: s.priceSource === priceSource.catalogue ? null : s.unitPrice,
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
