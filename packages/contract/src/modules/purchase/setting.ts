import { z } from 'zod';
import { decimalText, idValue, wholeNumber, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';

/**
 * 采购设置 (docs/domain.md §2.2): the fixed, typed settings the purchasing code reads, one row per shipper. The defaults
 * are what a shipper without a saved row gets.
 */
export const purchaseSettingDefaults = {
  autoPlanEnabled: false,
  autoPlanTime: '06:30',
  salesWindowDays: 90,
  safetyStockDays: 7,
  purchaseCycleDays: 15,
  leadTimeDays: 7,
  upperLimitDays: 45,
  inTransitWindowDays: 15,
  roundToPackage: 0,
  minRemainingShelfLifeMonths: 6 as number | null,
  planNeedAudit: true,
  planAuditByFlow: false,
  orderNeedAudit: true,
  contractNeedAudit: true,
  autoGenerateContract: false,
  priceTolerancePct: '5.00' as string | null,
  overReceiptPct: '0.00' as string | null,
  licenseCheckMode: 1,
  enforceTwoInvoice: false,
  defaultWarehouseId: null as string | null,
  defaultBuyerId: null as string | null,
  defaultSettleType: 2 as number | null,
  defaultPaymentTermDays: 60 as number | null,
  notifyStrategyCode: null as string | null,
  remark: null as string | null,
};

/** The sales windows the suggestion may average over. */
export const salesWindowChoices = [30, 60, 90] as const;

/** The labels of the settings, for messages and forms. */
export const purchaseSettingLabels = {
  shipperId: { zh: '货主', en: 'Shipper' },
  autoPlanEnabled: { zh: '自动生成补货计划', en: 'Generate replenishment plans' },
  autoPlanTime: { zh: '自动补货时间', en: 'Daily run time' },
  salesWindowDays: { zh: '销量取数窗口(天)', en: 'Sales window (days)' },
  safetyStockDays: { zh: '安全库存天数', en: 'Safety stock (days)' },
  purchaseCycleDays: { zh: '采购周期天数', en: 'Purchase cycle (days)' },
  leadTimeDays: { zh: '到货周期(天)', en: 'Lead time (days)' },
  upperLimitDays: { zh: '库存上限天数', en: 'Stock upper limit (days)' },
  inTransitWindowDays: { zh: '在途统计窗口(天)', en: 'In-transit window (days)' },
  roundToPackage: { zh: '按包装取整', en: 'Round to package' },
  minRemainingShelfLifeMonths: { zh: '到货剩余效期下限(月)', en: 'Minimum remaining shelf life (months)' },
  planNeedAudit: { zh: '采购计划需审核', en: 'Plans need audit' },
  planAuditByFlow: { zh: '计划审核走流程', en: 'Plan audit by workflow' },
  orderNeedAudit: { zh: '采购订单需审核', en: 'Orders need audit' },
  contractNeedAudit: { zh: '采购合同需审核', en: 'Contracts need audit' },
  autoGenerateContract: { zh: '订单审核后自动生成合同', en: 'Contract from approved order' },
  priceTolerancePct: { zh: '超目录价容差(%)', en: 'Price tolerance (%)' },
  overReceiptPct: { zh: '超收比例(%)', en: 'Over-receipt allowance (%)' },
  licenseCheckMode: { zh: '证照校验方式', en: 'Licence check' },
  enforceTwoInvoice: { zh: '两票制校验', en: 'Enforce two-invoice rule' },
  defaultWarehouseId: { zh: '默认收货仓', en: 'Default warehouse' },
  defaultBuyerId: { zh: '默认采购员', en: 'Default buyer' },
  defaultSettleType: { zh: '默认结算方式', en: 'Default settlement' },
  defaultPaymentTermDays: { zh: '默认账期(天)', en: 'Default payment term (days)' },
  notifyStrategyCode: { zh: '通知策略编码', en: 'Notice strategy code' },
  remark: { zh: '备注', en: 'Remark' },
} satisfies Record<string, Text>;

type Label = keyof typeof purchaseSettingLabels;
const label = (key: Label) => purchaseSettingLabels[key];

const notInteger = (key: Label) =>
  zodMessage({ zh: `${label(key).zh}必须是整数`, en: `${label(key).en} must be a whole number` });
const outOf = (key: Label, min: number, max: number) =>
  zodMessage({
    zh: `${label(key).zh}应在${min}到${max}之间`,
    en: `${label(key).en} must be between ${min} and ${max}`,
  });

/** A whole number from a form (a number, or its digits as a string) within bounds. */
export function intWithin(key: Label, min: number, max: number) {
  const nan = notInteger(key);
  const num = z
    .number({ error: nan })
    .int({ error: nan })
    .min(min, { error: outOf(key, min, max) })
    .max(max, { error: outOf(key, min, max) });
  return wholeNumber(num, nan);
}

const bool = (key: Label) =>
  z.boolean({ error: zodMessage({ zh: `${label(key).zh}应为是或否`, en: `${label(key).en} must be true or false` }) });

const oneOf = (key: Label, values: readonly number[]) => {
  const nan = notInteger(key);
  const error = zodMessage({
    zh: `${label(key).zh}只能是${values.join('/')}`,
    en: `${label(key).en} must be one of ${values.join(', ')}`,
  });
  const num = z
    .number({ error: nan })
    .int({ error: nan })
    .refine((v) => values.includes(v), { error });
  return wholeNumber(num, nan);
};

const percent = (key: Label) =>
  decimalText(
    2,
    zodMessage({ zh: `${label(key).zh}必须是数字`, en: `${label(key).en} must be a number` }),
    zodMessage({ zh: `${label(key).zh}最多2位小数`, en: `${label(key).en} takes at most 2 decimal places` }),
  ).refine((v) => Number(v) >= 0 && Number(v) <= 100, { error: outOf(key, 0, 100) });

const optionalId = (key: Label) =>
  z
    .union([idValue(zodMessage({ zh: `${label(key).zh}无效`, en: `${label(key).en} is not valid` })), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const text = (key: Label, max: number) =>
  z
    .string()
    .trim()
    .max(max, {
      error: zodMessage({
        zh: `${label(key).zh}最多${max}个字`,
        en: `${label(key).en} takes at most ${max} characters`,
      }),
    })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** HH:mm, 00:00 to 23:59. */
export const hhmmPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The settings as a form saves them (POST purchase-setting, blade-smart/setting/submit). Every field but the shipper
 * may be left out: it keeps its default (a new row) or its saved value (an update sends the whole form anyway).
 */
export const purchaseSettingFields = {
  autoPlanEnabled: bool('autoPlanEnabled'),
  autoPlanTime: z
    .string()
    .trim()
    .regex(hhmmPattern, {
      error: zodMessage({ zh: '自动补货时间格式应为 HH:mm', en: 'The daily run time must be HH:mm' }),
    }),
  salesWindowDays: oneOf('salesWindowDays', salesWindowChoices),
  safetyStockDays: intWithin('safetyStockDays', 0, 365),
  purchaseCycleDays: intWithin('purchaseCycleDays', 0, 365),
  leadTimeDays: intWithin('leadTimeDays', 0, 365),
  upperLimitDays: intWithin('upperLimitDays', 1, 730),
  inTransitWindowDays: intWithin('inTransitWindowDays', 0, 365),
  roundToPackage: oneOf('roundToPackage', [0, 1, 2]),
  minRemainingShelfLifeMonths: intWithin('minRemainingShelfLifeMonths', 0, 120).nullable(),
  planNeedAudit: bool('planNeedAudit'),
  planAuditByFlow: bool('planAuditByFlow'),
  orderNeedAudit: bool('orderNeedAudit'),
  contractNeedAudit: bool('contractNeedAudit'),
  autoGenerateContract: bool('autoGenerateContract'),
  priceTolerancePct: percent('priceTolerancePct').nullable(),
  overReceiptPct: percent('overReceiptPct').nullable(),
  licenseCheckMode: oneOf('licenseCheckMode', [0, 1, 2]),
  enforceTwoInvoice: bool('enforceTwoInvoice'),
  defaultWarehouseId: optionalId('defaultWarehouseId'),
  defaultBuyerId: optionalId('defaultBuyerId'),
  defaultSettleType: oneOf('defaultSettleType', [1, 2, 3, 4, 5]).nullable(),
  defaultPaymentTermDays: intWithin('defaultPaymentTermDays', 0, 365).nullable(),
  notifyStrategyCode: text('notifyStrategyCode', 50),
  remark: text('remark', 500),
};

const shipperRequired = zodMessage({ zh: '请选择货主', en: 'Please choose the shipper' });

/** The body of a save: the shipper and any settings (the rest keep their saved value or default). */
export const purchaseSettingBody = z
  .object(purchaseSettingFields, { error: shipperRequired })
  .partial()
  .extend({
    id: idValue().optional().describe('ignored: a shipper has one row, found by shipperId'),
    shipperId: idValue(shipperRequired),
  })
  .superRefine((v, ctx) => {
    const safety = v.safetyStockDays ?? 0;
    const lead = v.leadTimeDays ?? 0;
    if (v.upperLimitDays !== undefined && v.upperLimitDays < safety + lead)
      ctx.addIssue({
        code: 'custom',
        path: ['upperLimitDays'],
        message: zodMessage({
          zh: '库存上限天数不能小于安全库存天数与到货周期之和',
          en: 'The stock upper limit (days) cannot be below safety stock days plus lead time',
        }),
      });
  });
export type PurchaseSettingBody = z.output<typeof purchaseSettingBody>;

/** The settings of one shipper as the purchasing code reads them (every field filled: saved or default). */
export const purchaseSetting = z.object({
  shipperId: z.string(),
  autoPlanEnabled: z.boolean(),
  autoPlanTime: z.string(),
  salesWindowDays: z.number(),
  safetyStockDays: z.number(),
  purchaseCycleDays: z.number(),
  leadTimeDays: z.number(),
  upperLimitDays: z.number(),
  inTransitWindowDays: z.number(),
  roundToPackage: z.number(),
  minRemainingShelfLifeMonths: z.number().nullable(),
  planNeedAudit: z.boolean(),
  /** Only with planNeedAudit: a committed plan is audited by the 采购计划审批 process (its task), not by `audit`. */
  planAuditByFlow: z.boolean(),
  orderNeedAudit: z.boolean(),
  contractNeedAudit: z.boolean(),
  autoGenerateContract: z.boolean(),
  priceTolerancePct: z.string().nullable(),
  overReceiptPct: z.string().nullable(),
  licenseCheckMode: z.number(),
  enforceTwoInvoice: z.boolean(),
  defaultWarehouseId: z.string().nullable(),
  defaultBuyerId: z.string().nullable(),
  defaultSettleType: z.number().nullable(),
  defaultPaymentTermDays: z.number().nullable(),
  notifyStrategyCode: z.string().nullable(),
  remark: z.string().nullable(),
});
export type PurchaseSetting = z.output<typeof purchaseSetting>;

/** The settings as the API sends them: with the row's id (null: none saved, these are the defaults) and names. */
export const purchaseSettingRecord = purchaseSetting.extend({
  id: z.string().nullable(),
  tenantId: z.string(),
  tenantName: z.string().optional(),
  shipperName: z.string(),
  saved: z.boolean().describe('false: nothing saved yet, the defaults'),
  updateTime: z.string().nullable(),
});
export type PurchaseSettingRecord = z.output<typeof purchaseSettingRecord>;
