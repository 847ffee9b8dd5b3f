import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { idValue, pageReply, zodMessage } from '../../kit/schema.ts';
import { salesAppSourceSystem, salesService } from './sales.ts';

/**
 * The calls the sales app makes once signed in (sourceSystem 3): its goods and its customers, each reply built for
 * the caller: goods only those their control grade and user goods let them sell, customers only their own, and every
 * field their field permissions hide left out or masked (docs/domain.md §3.2, §3.4, §3.6, §3.7).
 */
export const salesAppMessages = {
  shipperRequired: { zh: '请选择货主', en: 'Please choose the shipper' },
  shipperNotGranted: {
    zh: '白名单未授权该货主',
    en: 'Your whitelist row does not grant this shipper',
  },
} as const;

const page = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};
const shipperId = idValue(zodMessage(salesAppMessages.shipperRequired));

/** A value a field permission may mask: a masked one travels as text (138****1001, 1万-5万). */
const maskable = z.union([z.string(), z.number()]).nullable().optional();

/** A goods row of the app (GOODS_LIST): any field a permission hides is absent (so all are optional), masked ones are text. */
export const appGoodsRecord = z.looseObject({
  goodsId: z.string().optional(),
  goodsCode: z.string().optional(),
  commonName: z.string().optional(),
  tradeName: z.string().nullable().optional(),
  spec: z.string().nullable().optional(),
  unit: z.string().nullable().optional(),
  manufacturer: z.string().nullable().optional(),
  controlLevel: z.number().nullable().optional(),
  purchasePrice: maskable,
  stockQty: maskable,
});
export type AppGoodsRecord = z.output<typeof appGoodsRecord>;

/** A customer row of the app (CUSTOMER_LIST): any field a permission hides is absent, masked ones are text. */
export const appCustomerRecord = z.looseObject({
  customerId: z.string().optional(),
  customerCode: z.string().optional(),
  customerName: z.string().optional(),
  customerType: z.number().nullable().optional(),
  city: z.string().nullable().optional(),
  contactName: z.string().nullable().optional(),
  isPrimary: z.boolean().optional(),
  customerPhone: maskable,
  creditLimit: maskable,
  arrearsAmount: maskable,
});
export type AppCustomerRecord = z.output<typeof appCustomerRecord>;

export const salesAppCalls = {
  goods: defineCall({
    method: 'GET',
    path: `${salesService}/app/goods`,
    title: { zh: '销售端·商品', en: 'Sales app · Goods' },
    summary:
      'The sales app: goods the caller may sell for a shipper (control grade and user goods), their field permissions applied',
    permission: 'authenticated',
    signedInBy: salesAppSourceSystem,
    query: z.object({ shipperId, keyword: z.string().max(50).optional(), ...page }),
    reply: pageReply(appGoodsRecord),
  }),
  customers: defineCall({
    method: 'GET',
    path: `${salesService}/app/customers`,
    title: { zh: '销售端·客户', en: 'Sales app · Customers' },
    summary: "The sales app: the caller's customers for a shipper, their field permissions applied",
    permission: 'authenticated',
    signedInBy: salesAppSourceSystem,
    query: z.object({ shipperId, keyword: z.string().max(50).optional(), ...page }),
    reply: pageReply(appCustomerRecord),
  }),
};
