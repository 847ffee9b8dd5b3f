import { z } from 'zod';
import { idValue, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import {
  dateFilter,
  dateInput,
  docAudit,
  docAuditBody,
  docIdBody,
  docReasonBody,
  goodsSnapshot,
  idFilter,
  type Machine,
  planMessages,
  statusLogRecord,
  textInput,
} from './plan.ts';
import { decimalOf, decimalReply, pageBody } from './purchase.ts';

const n = (zh: string, en: string): Text => ({ zh, en });
const decimal = decimalReply.nullable();

/** `sc_contract_status` (INCA's contract-line codes). */
export const contractStatus = { void: 0, unsigned: 1, signed: 2, executing: 3, suspended: 4, completed: 5 } as const;
export type ContractStatus = (typeof contractStatus)[keyof typeof contractStatus];
export const contractStatusNames: Record<ContractStatus, Text> = {
  0: n('作废', 'Void'),
  1: n('未签', 'Unsigned'),
  2: n('已签', 'Signed'),
  3: n('执行中', 'In progress'),
  4: n('中止', 'Suspended'),
  5: n('完成', 'Completed'),
};
/** `sc_contract_type`. */
export const contractType = { spot: 1, frame: 2, delivery: 3 } as const;
/** `sc_audit_status`. */
export const auditStatus = { notSubmitted: 0, inAudit: 1, passed: 2, rejected: 3 } as const;

/**
 * The contract's machine (docs/domain.md §2.8). `audit` (pass or reject) works on the audit status of an unsigned
 * contract; sign needs it passed when the shipper's contractNeedAudit is on. 执行中 follows the first receipt
 * against the contract (not an action of its own).
 */
export const contractMachine = {
  edit: { from: [1], to: [], name: n('修改', 'edited') },
  remove: { from: [1], to: [], name: n('删除', 'deleted') },
  audit: { from: [1], to: [], name: n('审核', 'audited') },
  sign: { from: [1], to: [2], name: n('签订', 'signed') },
  suspend: { from: [2, 3], to: [4], name: n('中止', 'suspended') },
  complete: { from: [2, 3], to: [5], name: n('完成', 'completed') },
  void: { from: [1], to: [0], name: n('作废', 'voided') },
  callOff: { from: [2, 3], to: [], name: n('调用', 'called off') },
} as const satisfies Machine<ContractStatus, string>;
export type ContractAction = keyof typeof contractMachine;
export const contractDocName = n('合同', 'contract');

export const contractRecord = z.object({
  id: z.string(),
  ...docAudit,
  contractNo: z.string(),
  paperNo: z.string().nullable(),
  contractType: z.number(),
  shipperId: z.string(),
  shipperName: z.string().nullable(),
  supplierId: z.string(),
  supplierName: z.string().nullable(),
  sourceOrderId: z.string().nullable(),
  sourceOrderNo: z.string().nullable(),
  signDate: z.string().nullable(),
  signAddress: z.string().nullable(),
  ourSignerId: z.string().nullable(),
  ourSignerName: z.string().nullable(),
  supplierSignerName: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  settleType: z.number().nullable(),
  paymentTermDays: z.number().nullable(),
  prepayAmount: decimal,
  deliveryMethod: z.number().nullable(),
  deliveryAddress: z.string().nullable(),
  qualityTerms: z.string().nullable(),
  totalAmount: decimalReply,
  executedAmount: decimalReply,
  lineCount: z.number(),
  status: z.number(),
  auditStatus: z.number(),
  auditUserId: z.string().nullable(),
  auditUserName: z.string().nullable(),
  auditTime: z.string().nullable(),
  auditOpinion: z.string().nullable(),
  suspendReason: z.string().nullable(),
  finishDate: z.string().nullable(),
  remark: z.string().nullable(),
  daysToExpiry: z.number().nullable().describe('days from today to validTo'),
});
export type ContractRecord = z.infer<typeof contractRecord>;

export const contractLineRecord = z.object({
  id: z.string(),
  contractId: z.string(),
  lineNo: z.number(),
  orderGoodsId: z.string().nullable(),
  planLineId: z.string().nullable(),
  frameDetailId: z.string().nullable(),
  ...goodsSnapshot,
  varietyId: z.string().nullable(),
  qty: decimalReply,
  unitPrice: decimalReply,
  taxRate: decimalReply,
  amount: decimalReply,
  orderedQty: decimalReply,
  accInQty: decimalReply,
  accReturnQty: decimalReply,
  batchCount: z.number(),
  expectedArrivalDate: z.string().nullable(),
  lineStatus: z.number(),
  suspendReason: z.string().nullable(),
  finishDate: z.string().nullable(),
  remark: z.string().nullable(),
});
export type ContractLineRecord = z.infer<typeof contractLineRecord>;

/** A detail line in the cross-contract query (and the variety drill-down): with its contract's number and party. */
export const contractDetailRow = contractLineRecord.extend({
  contractNo: z.string(),
  contractType: z.number(),
  contractStatus: z.number(),
  supplierId: z.string(),
  supplierName: z.string().nullable(),
  signDate: z.string().nullable(),
  validTo: z.string(),
});
export type ContractDetailRow = z.infer<typeof contractDetailRow>;

/**
 * An order executing a contract (合同明细's 调用订单): for a FRAME contract the call-offs (orders whose
 * frameContractId is it), for a SPOT contract the order it was made from. statusName is `sc_order_status`'s label.
 */
export const contractCallOff = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  orderDate: z.string().describe('yyyy-MM-dd'),
  status: z.number(),
  statusName: z.string(),
  totalQty: decimalReply,
  totalAmount: decimalReply,
  receivedAmount: decimalReply,
});
export type ContractCallOff = z.infer<typeof contractCallOff>;
/** How many call-offs the detail carries at most (newest first); callOffCount counts them all. */
export const contractCallOffCap = 200;

export const contractDetail = contractRecord.extend({
  lines: z.array(contractLineRecord),
  logs: z.array(statusLogRecord),
  callOffs: z.array(contractCallOff).describe(`the newest ${contractCallOffCap} orders executing the contract`),
  callOffCount: z.number().describe('all orders executing the contract'),
});
export type ContractDetail = z.infer<typeof contractDetail>;

/** `variety/varietyPurchasesList`: one row per variety over the contract lines the filters pick. */
export const varietyPurchaseRow = z.object({
  varietyId: z.string(),
  varietyCode: z.string().nullable(),
  varietyName: z.string().nullable(),
  goodsCount: z.number(),
  contractCount: z.number(),
  totalQty: decimalReply,
  totalAmount: decimalReply,
  avgPrice: decimal,
  lowestPrice: decimal,
  lastPrice: decimal,
  lastSupplierName: z.string().nullable(),
  lastSignDate: z.string().nullable(),
});
export type VarietyPurchaseRow = z.infer<typeof varietyPurchaseRow>;

export const contractMessages = {
  contractMissing: n('请选择采购合同', 'Please choose a purchase contract'),
  contractNotFound: n('采购合同不存在', 'The purchase contract does not exist'),
  validityRequired: n('请填写有效期', 'Please enter the validity'),
  validToBeforeFrom: n('有效期止不能早于有效期起', 'The validity cannot end before it starts'),
  signDateRequired: n('请填写签订日期', 'Please enter the signing date'),
  signDateOutside: n(
    '签订日期必须在有效期内（{from} 至 {to}）',
    'The signing date must fall within the validity ({from} to {to})',
  ),
  auditNotPassed: n('合同需审核通过后才能签订', 'The contract must pass its audit before it is signed'),
  alreadyPassed: n('合同已审核通过', 'The contract has already passed its audit'),
  orderNotApproved: n('只有已审核的订单才能生成合同', 'Only an approved order can be turned into a contract'),
  expiringLabel: n('天内到期', 'days to expiry'),
} as const;

const m = contractMessages;
const pm = planMessages;
const qty = decimalOf('qty', pm.qtyLabel);
const price = decimalOf('price', pm.priceLabel);
const rate = decimalOf('rate', pm.rateLabel);
const amount = decimalOf('amount', n('预付款', 'Prepayment'));
const optionalText = (max: number) => textInput(max, pm.badText).optional().nullable();

export const contractLineInput = z.object({
  id: idFilter(pm.lineMissing),
  goodsId: idValue(zodMessage(pm.goodsRequired)),
  qty,
  unitPrice: price,
  taxRate: rate.optional().nullable(),
  expectedArrivalDate: z
    .union([z.literal(''), dateInput(pm.badDate)])
    .optional()
    .nullable(),
  remark: optionalText(200),
});
export type ContractLineInput = z.infer<typeof contractLineInput>;

/** `purchaseContract/submit` (BladeX save): an unsigned contract with its lines, created or replaced whole. */
export const contractSubmitBody = z.object(
  {
    id: idFilter(m.contractNotFound),
    contractType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: zodMessage(pm.badText) }),
    shipperId: idValue(zodMessage(pm.shipperRequired)),
    supplierId: idValue(zodMessage(pm.supplierMissing)),
    paperNo: optionalText(50),
    validFrom: dateInput(m.validityRequired),
    validTo: dateInput(m.validityRequired),
    signAddress: optionalText(100),
    supplierSignerName: optionalText(30),
    settleType: z.number().int().min(1).max(5).optional().nullable(),
    paymentTermDays: z.number().int().min(0).max(3650).optional().nullable(),
    prepayAmount: amount.optional().nullable(),
    deliveryMethod: z.number().int().min(1).max(4).optional().nullable(),
    deliveryAddress: optionalText(200),
    qualityTerms: optionalText(1000),
    remark: optionalText(500),
    lines: z
      .array(contractLineInput, { error: zodMessage(pm.linesRequired) })
      .min(1, { error: zodMessage(pm.linesRequired) })
      .max(500, { error: zodMessage(pm.tooManyLines) }),
  },
  { error: zodMessage(pm.linesRequired) },
);
export type ContractSubmitBody = z.infer<typeof contractSubmitBody>;

const intFilter = (max: number) =>
  z
    .union(
      [
        z.literal('').transform(() => undefined),
        z.coerce
          .number({ error: zodMessage(pm.badText) })
          .int()
          .min(0)
          .max(max),
      ],
      {
        error: zodMessage(pm.badText),
      },
    )
    .optional()
    .nullable();

export const contractQueryBody = z.object(
  {
    ...pageBody,
    shipperId: idFilter(pm.shipperMissing),
    supplierId: idFilter(pm.supplierMissing),
    contractNo: z.string().trim().max(40).optional(),
    contractType: intFilter(3),
    status: intFilter(5),
    signDateFrom: dateFilter(pm.badDate),
    signDateTo: dateFilter(pm.badDate),
    expiringWithinDays: intFilter(3650).describe('in force and ending within this many days'),
  },
  { error: zodMessage(pm.badText) },
);
export type ContractQueryBody = z.infer<typeof contractQueryBody>;

export const contractDetailQueryBody = z.object(
  {
    ...pageBody,
    contractId: idFilter(m.contractNotFound),
    varietyId: idFilter(pm.goodsMissing),
    shipperId: idFilter(pm.shipperMissing),
    goodsKeyword: z.string().trim().max(100).optional(),
    lineStatus: intFilter(5),
  },
  { error: zodMessage(pm.badText) },
);
export type ContractDetailQueryBody = z.infer<typeof contractDetailQueryBody>;

export const varietyPurchasesBody = z.object(
  {
    ...pageBody,
    shipperId: idFilter(pm.shipperMissing),
    varietyId: idFilter(pm.goodsMissing),
    supplierId: idFilter(pm.supplierMissing),
    dateFrom: dateFilter(pm.badDate).describe('sign date from'),
    dateTo: dateFilter(pm.badDate).describe('sign date to'),
    contractStatus: intFilter(5),
  },
  { error: zodMessage(pm.badText) },
);
export type VarietyPurchasesBody = z.infer<typeof varietyPurchasesBody>;

export const contractIdBody = docIdBody(m.contractMissing);
export const contractAuditBody = docAuditBody(m.contractMissing);
export const contractSignBody = z.object({
  id: idValue(zodMessage(m.contractMissing)),
  signDate: dateInput(m.signDateRequired),
  signAddress: optionalText(100),
  supplierSignerName: optionalText(30),
});
export const contractReasonBody = docReasonBody(m.contractMissing);

/** blade-smart `contract_detail/submit`: one line of an unsigned contract (header total follows). */
export const contractDetailSubmitBody = contractLineInput.extend({
  contractId: idValue(zodMessage(m.contractMissing)),
});
export const contractDetailListQuery = z.object({
  contractId: idValue(zodMessage(m.contractMissing)),
  current: z.string().optional(),
  size: z.string().optional(),
});
