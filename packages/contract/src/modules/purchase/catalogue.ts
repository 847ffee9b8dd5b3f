import { z } from 'zod';
import { idValue, tenantIdValue, wholeNumber, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import { decimalOf, decimalReply } from './purchase.ts';

/** 采购目录's messages (docs/domain.md §2.5). */
export const catalogueMessages = {
  missing: { zh: '采购目录不存在', en: 'The catalogue does not exist' },
  nameRequired: { zh: '请输入目录名称', en: 'Please enter the catalogue name' },
  shipperRequired: { zh: '请选择货主', en: 'Please choose the shipper' },
  shipperMissing: { zh: '货主不存在', en: 'The shipper does not exist' },
  supplierMissing: { zh: '供应商不存在', en: 'The supplier does not exist' },
  goodsMissing: { zh: '商品不存在', en: 'The goods item does not exist' },
  varietyMissing: { zh: '品种不存在', en: 'The variety does not exist' },
  dateRequired: { zh: '请输入{name}(yyyy-MM-dd)', en: 'Please enter {name} (yyyy-MM-dd)' },
  datesReversed: {
    zh: '有效期止不能早于有效期起',
    en: 'The end of validity cannot be before its start',
  },
  lineDatesReversed: {
    zh: '第{line}行：有效期止不能早于有效期起',
    en: 'Line {line}: the end of validity cannot be before its start',
  },
  linesRequired: { zh: '请至少添加一行目录明细', en: 'Please add at least one line' },
  lineTargetRequired: {
    zh: '第{line}行：请选择商品或品种',
    en: 'Line {line}: please choose a goods item or a variety',
  },
  lineSupplierRequired: { zh: '请选择供应商', en: 'Please choose the supplier' },
  priceRequired: { zh: '请输入协议进价', en: 'Please enter the agreed price' },
  pricePositive: { zh: '协议进价必须大于0', en: 'The agreed price must be above 0' },
  taxRateRange: { zh: '税率应在0到1之间(如0.13)', en: 'The tax rate must be between 0 and 1 (e.g. 0.13)' },
  minOrderPositive: { zh: '起订量必须大于0', en: 'The minimum order quantity must be above 0' },
  goodsNotOfVariety: {
    zh: '第{line}行：商品“{goods}”不属于所选品种',
    en: 'Line {line}: the goods item "{goods}" is not of the chosen variety',
  },
  duplicateLine: {
    zh: '第{line}行与第{other}行重复：同一商品(或品种)与供应商只能有一行',
    en: 'Line {line} repeats line {other}: one line per goods item (or variety) and supplier',
  },
  notEditable: {
    zh: '采购目录“{no}”已生效，请先停用再修改',
    en: 'The catalogue {no} is in force: disable it before changing it',
  },
  notRemovable: {
    zh: '采购目录“{no}”已生效，只能删除草稿或已停用的目录',
    en: 'The catalogue {no} is in force: only drafts and disabled catalogues can be removed',
  },
  lineInUse: {
    zh: '采购目录“{no}”的明细已被未完结的采购单引用，不能删除',
    en: 'Lines of the catalogue {no} are used by open purchase documents: it cannot be removed',
  },
  alreadyEnabled: { zh: '采购目录“{no}”已生效', en: 'The catalogue {no} is already in force' },
  alreadyDisabled: { zh: '采购目录“{no}”已停用', en: 'The catalogue {no} is already disabled' },
  noLines: { zh: '采购目录“{no}”没有明细，不能生效', en: 'The catalogue {no} has no lines: it cannot be put in force' },
  expired: {
    zh: '采购目录“{no}”已过有效期，不能生效',
    en: 'The catalogue {no} has expired: it cannot be put in force',
  },
} satisfies Record<string, Text>;
const m = catalogueMessages;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) =>
  datePattern.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const dateOf = (label: Text) => {
  const error = zodMessage({
    zh: m.dateRequired.zh.replace('{name}', label.zh),
    en: m.dateRequired.en.replace('{name}', label.en),
  });
  return z.string({ error }).trim().refine(validDay, { error });
};
const from = { zh: '有效期起', en: 'the start of validity' };
const to = { zh: '有效期止', en: 'the end of validity' };
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const optionalId = (message: Text) =>
  z
    .union([idValue(zodMessage(message)), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const optionalInt = (min: number, max: number, label: Text) => {
  const error = zodMessage({
    zh: `${label.zh}应为${min}到${max}的整数`,
    en: `${label.en} must be a whole number from ${min} to ${max}`,
  });
  const num = z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
  return z
    .union([wholeNumber(num, error), z.literal('').transform(() => null)], { error })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? null : v));
};

const price = decimalOf('price', { zh: '协议进价', en: 'The agreed price' });
const rate = decimalOf('rate', { zh: '税率', en: 'The tax rate' });
const qty = decimalOf('qty', { zh: '起订量', en: 'The minimum order quantity' });

/** One line of a catalogue's submit. */
export const catalogueLineInput = z.object({
  id: idValue().optional().describe('ignored: the lines are replaced as a whole'),
  varietyId: optionalId(m.varietyMissing).describe('the variety; taken from the goods item when one is named'),
  goodsId: optionalId(m.goodsMissing).describe('one goods item; null: any goods of the variety'),
  supplierId: idValue(zodMessage(m.lineSupplierRequired)),
  buyerId: optionalId({ zh: '采购员不存在', en: 'The buyer does not exist' }),
  unitPrice: z
    .union([price], { error: zodMessage(m.priceRequired) })
    .refine((v) => Number(v) > 0, { error: zodMessage(m.pricePositive) }),
  taxRate: rate
    .refine((v) => Number(v) >= 0 && Number(v) < 1, { error: zodMessage(m.taxRateRange) })
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe('default: the goods item’s tax rate'),
  settleType: optionalInt(1, 5, { zh: '结算方式', en: 'The settlement' }),
  paymentTermDays: optionalInt(0, 365, { zh: '账期', en: 'The payment term' }),
  onlySupplier: z.boolean().optional().default(false),
  priority: optionalInt(0, 999, { zh: '优先级', en: 'The priority' }),
  minOrderQty: qty
    .refine((v) => Number(v) > 0, { error: zodMessage(m.minOrderPositive) })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  bidSerialNo: optionalText(50),
  effectiveFrom: dateOf(from)
    .nullable()
    .optional()
    .transform((v) => v || null),
  effectiveTo: dateOf(to)
    .nullable()
    .optional()
    .transform((v) => v || null),
  status: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(1)
    .describe('1 enabled · 0 disabled'),
});
export type CatalogueLineInput = z.output<typeof catalogueLineInput>;

/** 采购目录's submit: the header and all its lines (the lines replace the saved ones). */
export const catalogueBody = z
  .object(
    {
      id: idValue().optional(),
      tenantId: tenantIdValue().nullable().optional().describe('platform administrator: the tenant to add to'),
      catalogueName: z
        .string({ error: zodMessage(m.nameRequired) })
        .trim()
        .min(1, { error: zodMessage(m.nameRequired) })
        .max(100, { error: zodMessage(m.nameRequired) }),
      shipperId: idValue(zodMessage(m.shipperRequired)),
      supplierId: optionalId(m.supplierMissing).describe('when the whole catalogue is one supplier’s price list'),
      effectiveFrom: dateOf(from),
      effectiveTo: dateOf(to),
      remark: optionalText(500),
      lines: z.array(catalogueLineInput, { error: zodMessage(m.linesRequired) }).max(2000),
    },
    { error: zodMessage(m.nameRequired) },
  )
  .superRefine((v, ctx) => {
    if (v.effectiveTo < v.effectiveFrom)
      ctx.addIssue({ code: 'custom', path: ['effectiveTo'], message: zodMessage(m.datesReversed) });
  });
export type CatalogueBody = z.output<typeof catalogueBody>;

/** A catalogue header as the list and the detail send it. */
export const catalogueRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string().optional(),
  catalogueNo: z.string(),
  catalogueName: z.string(),
  shipperId: z.string(),
  shipperName: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string(),
  lineCount: z.number(),
  status: z.number().describe('0 草稿 · 1 生效 · 2 停用'),
  auditUserId: z.string().nullable(),
  auditUserName: z.string(),
  auditTime: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CatalogueRecord = z.output<typeof catalogueRecord>;

/** A catalogue line with the names of what it points at. */
export const catalogueLineRecord = z.object({
  id: z.string(),
  lineNo: z.number(),
  varietyId: z.string().nullable(),
  varietyName: z.string(),
  goodsId: z.string().nullable(),
  goodsCode: z.string(),
  goodsName: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  unit: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  buyerId: z.string().nullable(),
  unitPrice: decimalReply,
  taxRate: decimalReply,
  settleType: z.number().nullable(),
  paymentTermDays: z.number().nullable(),
  onlySupplier: z.boolean(),
  priority: z.number(),
  minOrderQty: decimalReply.nullable(),
  bidSerialNo: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  status: z.number(),
});
export type CatalogueLineRecord = z.output<typeof catalogueLineRecord>;

export const catalogueDetail = catalogueRecord.extend({ lines: z.array(catalogueLineRecord) });
export type CatalogueDetail = z.output<typeof catalogueDetail>;

/** The list's filters (BladeX CRUD paging in the query). */
export const catalogueListQuery = z.object({
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
  catalogueNo: z.string().trim().max(20).optional().describe('contains'),
  catalogueName: z.string().trim().max(100).optional().describe('contains'),
  shipperId: z.union([idValue(), z.literal('')]).optional(),
  supplierId: z
    .union([idValue(), z.literal('')])
    .optional()
    .describe('the header’s supplier or any line’s'),
  status: z.enum(['', '0', '1', '2']).optional(),
  effectiveOn: z
    .string()
    .trim()
    .refine((v) => v === '' || validDay(v), {
      error: zodMessage({ zh: '日期格式应为 yyyy-MM-dd', en: 'The date must be yyyy-MM-dd' }),
    })
    .optional()
    .describe('in force on this day (yyyy-MM-dd)'),
  tenantId: tenantIdValue().optional().describe('one tenant (platform administrator)'),
});
