import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCodes } from '../../kit/crud.ts';
import { idList, idValue, isIdText, pageReply, removeQuery, tenantIdValue, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';
import { userGoodsMessages, userGoodsResource } from './goods.ts';
import { salesService } from './sales.ts';

const codes = crudCodes(userGoodsResource);
const f = userGoodsResource.fields;

const validDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
/** An optional yyyy-MM-dd (blank or null: none). */
export const optionalDay = (label: Text) => {
  const error = zodMessage({
    zh: userGoodsMessages.badDay.zh.replace('{field}', label.zh),
    en: userGoodsMessages.badDay.en.replace('{field}', label.en),
  });
  return z
    .union([z.string({ error }).trim(), z.null()], { error })
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || validDay(v), { error });
};

/** A page's number and size as the list calls take them (BladeX: `current`, `size`). */
const paging = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};
const code = (v: Text) => z.string().trim().max(32).optional().describe(v.en);

/** One user goods row as the list sends it: the rule, its snapshot of the goods and the names behind its ids. */
export const userGoodsRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string().optional(),
  shipperId: z.string(),
  shipperName: z.string(),
  userId: z.string(),
  userName: z.string(),
  goodsId: z.string(),
  goodsCode: z.string(),
  commonName: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  ruleType: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  status: z.number(),
  submitTime: z.string(),
  submitUser: z.string().nullable(),
  submitUserName: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type UserGoodsRecord = z.infer<typeof userGoodsRecord>;

const ruleType = z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
  error: zodMessage(userGoodsMessages.ruleRequired),
});

export const userGoodsListQuery = z.object({
  ...paging,
  shipperId: idValue().optional(),
  userId: idValue().optional(),
  goodsCode: code(f.goodsCode.label),
  ruleType: z.enum(['1', '2']).optional(),
  status: z.enum(['0', '1', '2']).optional(),
  tenantId: tenantIdValue().optional().describe('one tenant (platform administrator)'),
});

export const userGoodsBatchBody = z.object({
  shipperId: idValue(zodMessage(userGoodsMessages.shipperRequired)),
  userId: idValue(zodMessage(userGoodsMessages.userRequired)),
  goods: z
    .array(
      z.object({
        goodsId: idValue(zodMessage(userGoodsMessages.goodsMissing)),
        ruleType: ruleType.transform(Number),
        validFrom: optionalDay(f.validFrom.label),
        validTo: optionalDay(f.validTo.label),
        remark: z.string().trim().max(200).nullable().optional(),
      }),
      { error: zodMessage(userGoodsMessages.goodsRequired) },
    )
    .min(1, { error: zodMessage(userGoodsMessages.goodsRequired) })
    .max(500),
});
export type UserGoodsBatchBody = z.input<typeof userGoodsBatchBody>;

export const userGoodsSubmitBody = z
  .object({
    ids: z.union([z.array(idValue()), idList()]).optional(),
    userId: idValue().optional(),
    shipperId: idValue().optional(),
  })
  .refine((b) => (b.ids?.length ?? 0) > 0 || Boolean(b.userId), { error: zodMessage(userGoodsMessages.submitWhat) });

/** One goods item as the picker shows it: the master data, the shipper's stock and the price. */
export const goodsInfoRecord = z.object({
  goodsId: z.string(),
  goodsCode: z.string(),
  commonName: z.string(),
  tradeName: z.string().nullable(),
  spec: z.string(),
  dosageForm: z.string().nullable(),
  unit: z.string(),
  packQty: z.number().nullable(),
  manufacturer: z.string(),
  approvalNo: z.string(),
  rxType: z.number().nullable(),
  storageCondition: z.number().nullable(),
  controlLevel: z.number(),
  retailPrice: z.string().nullable(),
  availableQty: z.string().nullable(),
  nearestExpiry: z.string().nullable(),
  status: z.number(),
});
export type GoodsInfoRecord = z.infer<typeof goodsInfoRecord>;

export const goodsInfoQuery = z.object({
  ...paging,
  shipperId: z
    .string({ error: zodMessage(userGoodsMessages.goodsShipperRequired) })
    .trim()
    .min(1, { error: zodMessage(userGoodsMessages.goodsShipperRequired) })
    .refine(isIdText, { error: zodMessage(userGoodsMessages.shipperMissing) }),
  keyword: z.string().trim().max(50).optional().describe('goods code, common or trade name, approval no.'),
  controlLevel: z.string().regex(/^\d$/).optional(),
  rxType: z.string().regex(/^\d$/).optional(),
  status: z.string().regex(/^\d$/).optional(),
});
export type GoodsInfoQuery = z.output<typeof goodsInfoQuery>;

/**
 * 用户商品 (sales-mobile/pubExUserGoods): the list, batchSave (rows saved pending), submit (提交生效: pending rows in
 * force) and remove. These replace the CRUD kit's four for the resource: its rows are written in batches per sales rep.
 */
export const userGoodsCalls = {
  list: defineCall({
    method: 'GET',
    path: `${userGoodsResource.api}/list`,
    summary: 'User goods: list (paged; filters shipperId, userId, goodsCode, ruleType, status)',
    permission: codes.menu,
    query: userGoodsListQuery,
    reply: pageReply(userGoodsRecord),
  }),
  batchSave: defineCall({
    method: 'POST',
    path: `${userGoodsResource.api}/batchSave`,
    summary:
      "User goods: save a sales rep's goods rules for a shipper, pending until submitted (edited rows fall back)",
    permission: codes.add,
    body: userGoodsBatchBody,
    reply: z.object({ saved: z.number(), ids: z.array(z.string()) }),
  }),
  submit: defineCall({
    method: 'POST',
    path: `${userGoodsResource.api}/submit`,
    summary: "User goods: put pending rows in force, by ids or all of a sales rep's (optionally one shipper's)",
    permission: `${codes.menu}_submit`,
    body: userGoodsSubmitBody,
    reply: z.number().describe('rows put in force'),
  }),
  remove: defineCall({
    method: 'POST',
    path: `${userGoodsResource.api}/remove`,
    summary: 'User goods: soft-delete by ids',
    permission: codes.delete,
    query: removeQuery,
    reply: z.number().describe('rows removed'),
  }),
};

/**
 * 商品信息 (sales-mobile/goodsinformation/list): goods with a shipper's stock, read-only; the user goods screen picks
 * from it; its columns are labelled as the goods' own declaration (goodsResource) labels them.
 */
export const goodsInfoCalls = {
  list: defineCall({
    method: 'GET',
    path: `${salesService}/goodsinformation/list`,
    summary: "Goods information: goods with the shipper's available stock (paged; shipperId required)",
    permission: codes.menu,
    query: goodsInfoQuery,
    reply: pageReply(goodsInfoRecord),
  }),
};
