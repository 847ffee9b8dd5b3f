import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { crudCalls, crudCodes, recordSchema } from '../../kit/crud.ts';
import { idValue, tenantIdValue, zodMessage } from '../../kit/schema.ts';
import { customerMessages, customerResource, customToSalerResource, ownerChangeNames } from './customer.ts';

const pairCodes = crudCodes(customToSalerResource);

export const customerRecord = recordSchema(customerResource);
export type CustomerRecord = z.infer<typeof customerRecord>;
export const customToSalerRecord = recordSchema(customToSalerResource).safeExtend({
  shipperName: z.string().optional(),
});
export type CustomToSalerRecord = z.infer<typeof customToSalerRecord>;

/**
 * 客户资料 (sales-mobile/custominfo): the kit's page (filters keyword over code, name, short name and pinyin,
 * customerType, city, gspStatus, salerId: the customers a salesman serves), detail, and the platform
 * administrator's submit and remove (no button of the screen offers them: customers come from the ERP).
 */
export const customerCalls = crudCalls(customerResource);

/** One change of a customer's primary salesman, as the history lists it. */
export const ownerChangeRecord = z.object({
  id: z.string(),
  shipperId: z.string(),
  customerId: z.string(),
  action: z.enum(Object.keys(ownerChangeNames) as [keyof typeof ownerChangeNames]),
  actionName: z.string(),
  fromSalerId: z.string().nullable(),
  fromSalerName: z.string(),
  toSalerId: z.string().nullable(),
  toSalerName: z.string(),
  reason: z.string(),
  operatorName: z.string(),
  time: z.string(),
});
export type OwnerChangeRecord = z.infer<typeof ownerChangeRecord>;

/** A customer as the assignment screen's picker offers it. */
export const customerOption = z.object({ id: z.string(), customerCode: z.string(), customerName: z.string() });
export type CustomerOption = z.infer<typeof customerOption>;

export const reassignBody = z.object({
  shipperId: idValue(zodMessage(customerMessages.shipperRequired)),
  customerId: idValue(zodMessage(customerMessages.customerRequired)),
  toSalerId: idValue(zodMessage(customerMessages.toSalerRequired)),
  reason: z
    .string({ error: zodMessage(customerMessages.reasonRequired) })
    .trim()
    .min(1, { error: zodMessage(customerMessages.reasonRequired) })
    .max(200),
});
export type ReassignBody = z.input<typeof reassignBody>;

/**
 * 客户业务员 (sales-mobile/pubCustomToSaler): the kit's four (a primary salesman made on save demotes the old one, in
 * the same transaction, and the change is kept), 转移 (the primary moves to another salesman, with a reason) and the
 * history of a customer's owners; the screen's customer picker.
 */
export const customToSalerCalls = {
  ...crudCalls(customToSalerResource),
  reassign: defineCall({
    method: 'POST',
    path: `${customToSalerResource.api}/reassign`,
    summary: "Customer salesmen: move a customer's primary salesman to another one (assigning them if needed)",
    permission: `${pairCodes.menu}_reassign`,
    body: reassignBody,
    reply: z.object({ id: z.string(), fromSalerName: z.string(), toSalerName: z.string() }),
  }),
  history: defineCall({
    method: 'GET',
    path: `${customToSalerResource.api}/history`,
    summary: "Customer salesmen: the changes of a customer's primary salesman, newest first",
    permission: pairCodes.menu,
    query: z.object({
      customerId: idValue(zodMessage(customerMessages.customerRequired)),
      shipperId: idValue(zodMessage(customerMessages.shipperRequired)).optional(),
    }),
    reply: z.array(ownerChangeRecord),
  }),
  customers: defineCall({
    method: 'GET',
    path: `${customToSalerResource.api}/customers`,
    summary: "Customer salesmen: the tenant's customers for the picker (by code or name), at most 200",
    permission: pairCodes.menu,
    query: z.object({
      keyword: z.string().trim().max(50).optional(),
      tenantId: tenantIdValue().optional(),
    }),
    reply: z.array(customerOption),
  }),
};
