import { z } from 'zod';
import type { Machine } from '../../kit/document.ts';
import { idValue, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import { decimalOf, decimalReply } from './purchase.ts';

// ---------------------------------------------------------------------------------------------------------------
// What the three documents (plan, order, contract) share: status machines as data, the shapes of their fields.
// ---------------------------------------------------------------------------------------------------------------

// The machine's type and checks are the document kit's (kit/document.ts); they stay importable from here.
export { canMove, type Machine, movesFrom, refusedMove } from '../../kit/document.ts';

const n = (zh: string, en: string): Text => ({ zh, en });

/** A date a call takes (`yyyy-MM-dd`). */
export const dateInput = (message: Text) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: zodMessage(message) })
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: zodMessage(message),
      },
    );
/** A date filter: a date or '' (none). */
export const dateFilter = (message: Text) => z.union([z.literal(''), dateInput(message)]).optional();
/** An optional id (a picker left empty sends ''). */
export const idFilter = (message: Text) =>
  z.union([z.literal('').transform(() => undefined), idValue(zodMessage(message))]).optional();
/** Free text of a call, trimmed and bounded. */
export const textInput = (max: number, message: Text) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .max(max, { error: zodMessage(message) });
/** Text required by a move (an opinion, a reason). */
export const requiredText = (max: number, message: Text) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .min(1, { error: zodMessage(message) })
    .max(max, { error: zodMessage(message) });

/** The body of a move that needs only the document: `{ id }`, refused with `missing` without one. */
export const docIdBody = (missing: Text) => z.object({ id: idValue(zodMessage(missing)) });
/** An audit: pass, or reject with an opinion (planMessages.opinionRequired). */
export const docAuditBody = (missing: Text) =>
  z
    .object({
      id: idValue(zodMessage(missing)),
      pass: z.boolean({ error: zodMessage(planMessages.passRequired) }),
      opinion: textInput(500, planMessages.badText).optional().nullable(),
    })
    .refine((b) => b.pass || (b.opinion ?? '').trim() !== '', {
      error: zodMessage(planMessages.opinionRequired),
      path: ['opinion'],
    });
/** A move with its reason (close, void, suspend). */
export const docReasonBody = (missing: Text) =>
  z.object({ id: idValue(zodMessage(missing)), reason: requiredText(200, planMessages.reasonRequired) });

const dateReply = z.string().nullable().describe('yyyy-MM-dd');
const timeReply = z.string().nullable().describe('yyyy-MM-dd HH:mm:ss');
const decimal = decimalReply.nullable();

/** The goods snapshot every line carries (frozen on the document, so history stays as it was). */
export const goodsSnapshot = {
  goodsId: z.string(),
  goodsCode: z.string().nullable(),
  commonName: z.string().nullable(),
  tradeName: z.string().nullable(),
  spec: z.string().nullable(),
  dosageForm: z.string().nullable(),
  unit: z.string().nullable(),
  packQty: z.number().nullable(),
  manufacturer: z.string().nullable(),
  approvalNo: z.string().nullable(),
};

/** The audit columns of a document row. */
export const docAudit = {
  tenantId: z.string(),
  createUser: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
};

/** One status move as the operation log keeps it (rule 5). */
export const statusLogRecord = z.object({
  id: z.string(),
  entity: z.enum(['plan', 'order', 'contract']),
  entityId: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  action: z.string(),
  reason: z.string().nullable(),
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  time: z.string(),
});
export type StatusLogRecord = z.infer<typeof statusLogRecord>;

/** A reply of a move or a save: the document's id and status, and any warnings the rules raised (licence, price). */
export const moveReply = z.object({
  id: z.string(),
  status: z.number(),
  warnings: z.array(z.string()).describe('rule warnings in the caller’s language (licenceCheckMode 1, price)'),
});
export type MoveReply = z.infer<typeof moveReply>;

// ---------------------------------------------------------------------------------------------------------------
// 采购计划
// ---------------------------------------------------------------------------------------------------------------

/** `sc_plan_status`. */
export const planStatus = {
  draft: 0,
  submitted: 1,
  approved: 2,
  rejected: 3,
  partial: 4,
  ordered: 5,
  closed: 6,
} as const;
export type PlanStatus = (typeof planStatus)[keyof typeof planStatus];
export const planStatusNames: Record<PlanStatus, Text> = {
  0: n('草稿', 'Draft'),
  1: n('待审核', 'Awaiting audit'),
  2: n('已审核', 'Approved'),
  3: n('已驳回', 'Rejected'),
  4: n('部分下单', 'Partly ordered'),
  5: n('已下单', 'Ordered'),
  6: n('已关闭', 'Closed'),
};

/** `sc_plan_type`. */
export const planType = { auto: 1, manual: 2, import: 3, shortage: 4 } as const;
/** `sc_plan_line_status`. */
export const planLineStatus = { open: 0, partial: 1, ordered: 2, closed: 3 } as const;
/** A line's price source: 1 catalogue, 2 last price, 3 entered by hand (flagged for audit). */
export const priceSource = { catalogue: 1, lastPrice: 2, manual: 3 } as const;

/**
 * The plan's machine (docs/domain.md §2.6): commit leads to 待审核, or straight to 已审核 when the shipper's setting
 * planNeedAudit is off; toOrder to 部分下单 or 已下单 as the lines are ordered.
 */
export const planMachine = {
  edit: { from: [0, 3], to: [], name: n('修改', 'edited') },
  remove: { from: [0], to: [], name: n('删除', 'deleted') },
  commit: { from: [0, 3], to: [1, 2], name: n('提交审核', 'submitted for audit') },
  approve: { from: [1], to: [2], name: n('审核通过', 'approved') },
  reject: { from: [1], to: [3], name: n('驳回', 'rejected') },
  close: { from: [2, 4], to: [6], name: n('关闭', 'closed') },
  toOrder: { from: [2, 4], to: [4, 5], name: n('生成订单', 'turned into orders') },
} as const satisfies Machine<PlanStatus, string>;
export type PlanAction = keyof typeof planMachine;
export const planDocName = n('计划', 'plan');

export const planRecord = z.object({
  id: z.string(),
  ...docAudit,
  planNo: z.string(),
  shipperId: z.string(),
  shipperName: z.string().nullable(),
  planType: z.number(),
  planDate: z.string().describe('yyyy-MM-dd'),
  buyerId: z.string().nullable(),
  buyerName: z.string().nullable(),
  deptId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  warehouseName: z.string().nullable(),
  expectedArrivalDate: dateReply,
  lineCount: z.number(),
  totalQty: decimalReply,
  totalAmount: decimalReply,
  status: z.number(),
  submitTime: timeReply,
  auditUserId: z.string().nullable(),
  auditUserName: z.string().nullable(),
  auditTime: timeReply,
  auditOpinion: z.string().nullable(),
  calcTime: timeReply,
  closeReason: z.string().nullable(),
  remark: z.string().nullable(),
  processInstanceId: z
    .string()
    .nullable()
    .describe('the 采购计划审批 instance of its last commit (planAuditByFlow), while or after it ran'),
  inFlow: z.boolean().describe('待审核 in a running 采购计划审批 instance: audited by its task, not by `audit`'),
});
export type PlanRecord = z.infer<typeof planRecord>;

/** A plan line with the suggestion's inputs (AUTO plans) kept beside it. */
export const planLineRecord = z.object({
  id: z.string(),
  planId: z.string(),
  lineNo: z.number(),
  ...goodsSnapshot,
  varietyId: z.string().nullable(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  catalogueLineId: z.string().nullable(),
  priceSource: z.number().nullable(),
  suggestQty: decimal,
  planQty: decimalReply,
  unitPrice: decimal,
  taxRate: decimal,
  amount: decimalReply,
  stockQty: decimal,
  availableQty: decimal,
  inTransitQty: decimal,
  soldNotShippedQty: decimal,
  last3MonthSalesQty: decimal,
  avgDailySales: decimal,
  upperLimitQty: decimal,
  saleableDays: decimal,
  lastPrice: decimal,
  lowestPrice: decimal,
  orderedQty: decimalReply,
  lineStatus: z.number(),
  remark: z.string().nullable(),
});
export type PlanLineRecord = z.infer<typeof planLineRecord>;

export const planDetail = planRecord.extend({
  lines: z.array(planLineRecord),
  logs: z.array(statusLogRecord).describe('every status move, oldest first'),
});
export type PlanDetail = z.infer<typeof planDetail>;

/** A suggestion line (the preview of an AUTO plan; the same numbers an AUTO plan's lines keep). */
export const suggestionLine = planLineRecord
  .omit({ id: true, planId: true, orderedQty: true, lineStatus: true })
  .extend({
    reorderPoint: decimalReply.describe('days: safetyStockDays + leadTimeDays'),
    suggested: z.boolean().describe('below the reorder point (else suggestQty 0, listed only with showAll)'),
  });
export type SuggestionLine = z.infer<typeof suggestionLine>;

/** The messages of plans (and what every document shares). */
export const planMessages = {
  planMissing: n('请选择采购计划', 'Please choose a purchase plan'),
  planNotFound: n('采购计划不存在', 'The purchase plan does not exist'),
  shipperRequired: n('请选择货主', 'Please choose the shipper'),
  shipperMissing: n('货主不存在或已停用', 'The shipper does not exist or is disabled'),
  warehouseMissing: n('仓库不存在或不属于该货主', 'The warehouse does not exist or is not the shipper’s'),
  goodsRequired: n('请选择商品', 'Please choose the goods'),
  goodsMissing: n('商品不存在或已停用', 'The goods do not exist or are disabled'),
  supplierMissing: n('供应商不存在或已停用', 'The supplier does not exist or is disabled'),
  supplierRequired: n('请为每一行选择供应商', 'Please choose a supplier on every line'),
  linesRequired: n('请至少添加一行明细', 'Please add at least one line'),
  tooManyLines: n('明细不能超过500行', 'At most 500 lines'),
  lineMissing: n('明细行不存在', 'The line does not exist'),
  qtyLabel: n('数量', 'Quantity'),
  priceLabel: n('单价', 'Unit price'),
  rateLabel: n('税率', 'Tax rate'),
  qtyPositive: n('数量必须大于0', 'The quantity must be greater than 0'),
  pricePositive: n('单价必须大于0', 'The unit price must be greater than 0'),
  priceRequired: n('没有生效的目录价，请手工输入单价', 'No catalogue price is in force: please enter the unit price'),
  rateInvalid: n('税率必须在0到1之间', 'The tax rate must be between 0 and 1'),
  duplicateGoods: n('同一商品不能重复出现：{goods}', 'The same goods appear twice: {goods}'),
  badDate: n('日期格式应为 yyyy-MM-dd', 'Dates are yyyy-MM-dd'),
  badText: n('文字过长', 'The text is too long'),
  badId: n('编号不正确', 'Not a valid id'),
  opinionRequired: n('驳回时请填写审核意见', 'Please give an opinion when rejecting'),
  reasonRequired: n('请填写原因', 'Please give a reason'),
  passRequired: n('请选择审核结果', 'Please choose pass or reject'),
  changedMeanwhile: n(
    '单据状态已被他人修改，请刷新后重试',
    'Someone changed the document’s status meanwhile: refresh and try again',
  ),
  nothingToOrder: n('没有可下单的已审核明细', 'No approved line is left to order'),
  overPlanQty: n(
    '{goods} 已下单数量不能超过计划数量 {planQty}',
    '{goods}: the ordered quantity cannot exceed the planned {planQty}',
  ),
  noWarehouse: n('请选择收货仓库', 'Please choose the receiving warehouse'),
  nothingSuggested: n('没有需要补货的商品', 'No goods need replenishing'),
  // Rules of docs/domain.md §2.11 (6–10): warnings (mode 1) or refusals (mode 2).
  supplierNotApproved: n(
    '供应商{supplier}首营审核未通过',
    'Supplier {supplier} has not passed the first-business review',
  ),
  supplierLicenceExpired: n(
    '供应商{supplier}的{what}已过期（{date}）',
    'Supplier {supplier}: the {what} expired on {date}',
  ),
  licence: n('许可证', 'licence'),
  qualityAgreement: n('质量保证协议', 'quality agreement'),
  repAuthorisation: n('销售人员授权委托书', 'sales rep authorisation'),
  goodsNotApproved: n('商品{goods}首营审核未通过', 'Goods {goods} have not passed the first-business review'),
  goodsApprovalExpired: n(
    '商品{goods}的批准文号已过期（{date}）',
    'Goods {goods}: the approval number expired on {date}',
  ),
  twoInvoice: n(
    '{goods} 是两票制品种，只能向生产企业或上市许可持有人采购',
    '{goods} are two-invoice goods: buy them from the manufacturer or the MAH only',
  ),
  narcotic: n(
    '{goods} 属麻醉药品/第一类精神药品，不能在采购流程中购买',
    '{goods} are narcotic / class I psychotropic goods, outside this purchasing flow',
  ),
  specialScope: n(
    '{goods} 属特殊管理药品，供应商{supplier}没有相应经营范围',
    '{goods} are controlled goods: supplier {supplier} is not licensed for them',
  ),
  coldChain: n(
    '{goods} 为冷链商品，请选择冷链专车或具备冷链能力的供应商',
    '{goods} need the cold chain: choose cold-chain delivery or a cold-chain supplier',
  ),
  priceAbove: n(
    '{goods} 单价 {price} 高于目录价 {cataloguePrice} 超过 {pct}%',
    '{goods}: the price {price} is more than {pct}% above the catalogue price {cataloguePrice}',
  ),
  warningsPrefix: n('已保存，但请注意：', 'Saved, but note: '),
  auditInFlow: n(
    '该计划正在审批流程中，审核请在流程待办中办理',
    'This plan is in its approval process: audit it from your workflow to-do list',
  ),
} as const;

/**
 * 计划审核走流程 (planAuditByFlow): a committed plan starts the 采购计划审批 process (key PurchasePlan, category
 * 采购审批 whose pages are /work/process/purchase-plan/…) with the business key `sc_purchase_plan:<id>`.
 */
export const planFlow = {
  key: 'PurchasePlan',
  businessTable: 'sc_purchase_plan',
  route: 'purchase-plan',
} as const;

const m = planMessages;
const qty = decimalOf('qty', m.qtyLabel);
const price = decimalOf('price', m.priceLabel);
const rate = decimalOf('rate', m.rateLabel);
const optionalText = (max: number) => textInput(max, m.badText).optional().nullable();

/** A line of a plan's save: the goods, how many, and optionally the supplier and price (else the catalogue's). */
export const planLineInput = z.object({
  id: idFilter(m.lineMissing).describe('an existing line (kept), or none (a new one)'),
  goodsId: idValue(zodMessage(m.goodsRequired)),
  supplierId: idFilter(m.supplierMissing).nullable(),
  planQty: qty,
  unitPrice: price.optional().nullable().describe('blank: the catalogue price in force'),
  taxRate: rate.optional().nullable().describe('blank: the catalogue’s or the goods’'),
  remark: optionalText(200),
});
export type PlanLineInput = z.infer<typeof planLineInput>;

/** `purchasePlan/submit` (BladeX save): a DRAFT plan with its lines, created or replaced whole. */
export const planSubmitBody = z.object(
  {
    id: idFilter(m.planNotFound),
    shipperId: idValue(zodMessage(m.shipperRequired)),
    planType: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: zodMessage(m.badText) }).optional(),
    planDate: dateInput(m.badDate).optional(),
    warehouseId: idFilter(m.warehouseMissing).nullable(),
    expectedArrivalDate: z
      .union([z.literal(''), dateInput(m.badDate)])
      .optional()
      .nullable(),
    remark: optionalText(500),
    lines: z
      .array(planLineInput, { error: zodMessage(m.linesRequired) })
      .min(1, { error: zodMessage(m.linesRequired) })
      .max(500, {
        error: zodMessage(m.tooManyLines),
      }),
  },
  { error: zodMessage(m.linesRequired) },
);
export type PlanSubmitBody = z.infer<typeof planSubmitBody>;

/** `updatePurchasePlan/update`: change lines in place (quantity, supplier, price, remark). */
export const planUpdateBody = z.object({
  id: idValue(zodMessage(m.planMissing)),
  lines: z
    .array(
      z.object({
        id: idValue(zodMessage(m.lineMissing)),
        planQty: qty.optional(),
        supplierId: idFilter(m.supplierMissing).nullable(),
        unitPrice: price.optional().nullable(),
        remark: optionalText(200),
      }),
      { error: zodMessage(m.linesRequired) },
    )
    .min(1, { error: zodMessage(m.linesRequired) })
    .max(500, { error: zodMessage(m.tooManyLines) }),
});
export type PlanUpdateBody = z.infer<typeof planUpdateBody>;

export const planListQuery = z.looseObject({
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
  shipperId: idFilter(m.shipperMissing),
  planNo: z.string().trim().max(40).optional(),
  planType: z.string().trim().max(2).optional().describe('1 AUTO · 2 MANUAL · 3 IMPORT · 4 SHORTAGE'),
  status: z.string().trim().max(2).optional().describe('sc_plan_status'),
  dateFrom: dateFilter(m.badDate),
  dateTo: dateFilter(m.badDate),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planIdBody = docIdBody(m.planMissing);
export const planAuditBody = docAuditBody(m.planMissing);
export const planCloseBody = docReasonBody(m.planMissing);
export const planToOrderBody = z.object({
  id: idValue(zodMessage(m.planMissing)),
  lineIds: z
    .array(idValue(zodMessage(m.lineMissing)))
    .max(500)
    .optional()
    .describe('none: every approved line left'),
  warehouseId: idFilter(m.warehouseMissing).describe('none: the plan’s, else the shipper’s default'),
});
export const planAutoBody = z.object({
  shipperId: idValue(zodMessage(m.shipperRequired)),
  warehouseId: idFilter(m.warehouseMissing),
  showAll: z.boolean().optional().describe('also goods above the reorder point (suggestQty 0)'),
});
export const toOrderReply = z.object({
  planId: z.string(),
  status: z.number(),
  orders: z.array(z.object({ id: z.string(), orderNo: z.string(), supplierId: z.string(), lineCount: z.number() })),
  warnings: z.array(z.string()),
});
export const suggestReply = z.object({
  shipperId: z.string(),
  calcTime: z.string(),
  setting: z.object({
    salesWindowDays: z.number(),
    safetyStockDays: z.number(),
    leadTimeDays: z.number(),
    upperLimitDays: z.number(),
    inTransitWindowDays: z.number(),
    roundToPackage: z.number(),
  }),
  lines: z.array(suggestionLine),
});
export type SuggestReply = z.infer<typeof suggestReply>;
