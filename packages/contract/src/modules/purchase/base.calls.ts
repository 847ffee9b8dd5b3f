import { z } from 'zod';
import { defineCall } from '../../kit/call.ts';
import { detailQuery, idValue, pageReply, removeQuery, tenantIdValue, zodMessage } from '../../kit/schema.ts';
import { catalogueBody, catalogueDetail, catalogueListQuery, catalogueRecord } from './catalogue.ts';
import {
  paramAttributeRecord,
  paramDefBody,
  paramDefRecord,
  paramMessages,
  paramValueRecord,
  saveAttributesBody,
  saveValuesBody,
  saveValuesByCategoryBody,
  setPageBody,
  setPageRecord,
} from './params.ts';
import { smartService } from './purchase.ts';
import { purchaseSettingBody, purchaseSettingRecord } from './setting.ts';

// The base slice's shapes travel with its calls (index.ts exports this file).
export * from './catalogue.ts';
export * from './params.ts';
export * from './setting.ts';

const s = smartService;
const page = {
  current: z.string().optional().describe('page number, from 1'),
  size: z.string().optional().describe('rows per page'),
};
const optionalId = z.union([idValue(), z.literal('')]).optional();
const shipperQuery = z.object({ shipperId: idValue(zodMessage(paramMessages.shipperRequired)) });

/** One entry of `reqDict/findByDictType` (docs/domain.md §2.1), label in the caller's language. */
export const reqDictItem = z.object({
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  sort: z.number(),
  isDefault: z.boolean(),
  listClass: z.string().describe('tag colour: success · warning · danger · info · primary, or empty'),
  status: z.number().describe('1 enabled'),
  remark: z.string().nullable(),
});
export type ReqDictItem = z.output<typeof reqDictItem>;

/**
 * The purchasing calls of the base slice (docs/domain.md §2.1–§2.3, §2.5). Lists and queries are GET with their filters
 * in the query; saves are POST with a JSON body; removes and status moves are POST with `ids` in the query (BladeX).
 */
export const purchaseBaseCalls = {
  // §2.1
  findByDictType: defineCall({
    method: 'POST',
    path: `${s}/reqDict/findByDictType`,
    title: { zh: '业务字典·选项', en: 'Business dictionaries · Options' },
    summary:
      'Purchasing dictionary: the enabled entries of one dictionary code in sort order (labels in your language)',
    permission: 'authenticated',
    body: z.object(
      {
        dictType: z
          .string({ error: zodMessage({ zh: '请指定字典类型', en: 'Please name the dictionary type' }) })
          .trim()
          .min(1, { error: zodMessage({ zh: '请指定字典类型', en: 'Please name the dictionary type' }) })
          .max(50),
      },
      { error: zodMessage({ zh: '请指定字典类型', en: 'Please name the dictionary type' }) },
    ),
    reply: z.array(reqDictItem),
  }),

  // §2.2 采购设置
  settingGet: defineCall({
    method: 'GET',
    path: `${s}/purchase-setting`,
    summary: "Purchase settings: one shipper's (the defaults while none are saved)",
    permission: 'purchase_setting',
    query: shipperQuery,
    reply: purchaseSettingRecord,
  }),
  settingSave: defineCall({
    method: 'POST',
    path: `${s}/purchase-setting`,
    summary: "Purchase settings: save one shipper's (one row per shipper; fields left out keep their value)",
    permission: 'purchase_setting_edit',
    body: purchaseSettingBody,
    reply: purchaseSettingRecord,
  }),
  settingList: defineCall({
    method: 'GET',
    path: `${s}/setting/list`,
    summary: 'Purchase settings: the saved rows (paged, current/size; filter shipperId)',
    permission: 'purchase_setting',
    query: z.object({ ...page, shipperId: optionalId, tenantId: tenantIdValue().optional() }),
    reply: pageReply(purchaseSettingRecord),
  }),
  settingDetail: defineCall({
    method: 'GET',
    path: `${s}/setting/detail`,
    summary: 'Purchase settings: one saved row by id',
    permission: 'purchase_setting',
    query: detailQuery,
    reply: purchaseSettingRecord,
  }),
  settingSubmit: defineCall({
    method: 'POST',
    path: `${s}/setting/submit`,
    summary: "Purchase settings: save one shipper's (as POST purchase-setting; add without id, update with one)",
    permission: { add: 'purchase_setting_add', edit: 'purchase_setting_edit' },
    body: purchaseSettingBody,
    reply: purchaseSettingRecord,
  }),
  settingRemove: defineCall({
    method: 'POST',
    path: `${s}/setting/remove`,
    summary: 'Purchase settings: remove saved rows by ids (the shippers read the defaults again)',
    permission: 'purchase_setting_delete',
    query: removeQuery,
    reply: z.number().describe('rows removed'),
  }),

  // §2.3 参数页面
  setPageList: defineCall({
    method: 'GET',
    path: `${s}/set_page/list`,
    summary: 'Parameter pages: list (paged, current/size; filters pageCode, pageName, category, status)',
    permission: 'set_page',
    query: z.object({
      ...page,
      pageCode: z.string().trim().max(50).optional().describe('contains'),
      pageName: z.string().trim().max(50).optional().describe('contains'),
      category: z.string().trim().max(30).optional(),
      status: z.enum(['', '0', '1']).optional(),
      tenantId: tenantIdValue().optional().describe('one tenant (platform administrator)'),
    }),
    reply: pageReply(setPageRecord),
  }),
  setPageDetail: defineCall({
    method: 'GET',
    path: `${s}/set_page/detail`,
    summary: 'Parameter pages: one page',
    permission: 'set_page',
    query: detailQuery,
    reply: setPageRecord,
  }),
  setPageSubmit: defineCall({
    method: 'POST',
    path: `${s}/set_page/submit`,
    summary: 'Parameter pages: add (no id) or update (pageCode unique per tenant; status 0 draft, 1 published)',
    permission: { add: 'set_page_add', edit: 'set_page_edit' },
    body: setPageBody,
    reply: setPageRecord,
  }),
  setPageRemove: defineCall({
    method: 'POST',
    path: `${s}/set_page/remove`,
    summary: 'Parameter pages: remove by ids with their definitions (refused while shippers have values on them)',
    permission: 'set_page_delete',
    query: removeQuery,
    reply: z.number().describe('pages removed'),
  }),
  setPagePublished: defineCall({
    method: 'GET',
    path: `${s}/set_page/published`,
    summary:
      'Parameter pages: the published pages of your tenant (the platform administrator: of the tenantId named), for 参数设置 (in sort order)',
    permission: 'param_set',
    query: z.object({ category: z.string().trim().max(30).optional(), tenantId: tenantIdValue().optional() }),
    reply: z.array(setPageRecord),
  }),

  // §2.3 参数定义
  paramDefList: defineCall({
    method: 'GET',
    path: `${s}/paramSetPageCont/list`,
    summary: "Parameter definitions: a page's, in sort order (paged, current/size; filter typename)",
    permission: 'set_page',
    query: z.object({
      ...page,
      pageId: idValue(zodMessage(paramMessages.pageMissing)),
      typename: z.string().trim().max(50).optional(),
    }),
    reply: pageReply(paramDefRecord),
  }),
  paramDefSubmit: defineCall({
    method: 'POST',
    path: `${s}/paramSetPageCont/submit`,
    summary: 'Parameter definitions: add (no id) or update one (paramKey unique within its page)',
    permission: 'set_page_edit',
    body: paramDefBody,
    reply: paramDefRecord,
  }),
  paramDefRemove: defineCall({
    method: 'POST',
    path: `${s}/paramSetPageCont/remove`,
    summary: 'Parameter definitions: remove by ids (their saved values go with them)',
    permission: 'set_page_edit',
    query: removeQuery,
    reply: z.number().describe('definitions removed'),
  }),
  getTypename: defineCall({
    method: 'GET',
    path: `${s}/paramSetPageCont/getTypename`,
    summary: "Parameter definitions: a page's distinct group names (typename) in sort order",
    permission: 'param_set',
    query: z.object({ pageId: idValue(zodMessage(paramMessages.pageMissing)) }),
    reply: z.array(z.string()),
  }),
  queryValues: defineCall({
    method: 'GET',
    path: `${s}/paramSetPageCont/queryValues`,
    summary: "Parameter values: every definition of a page with the shipper's value (or the default)",
    permission: 'param_set',
    query: z.object({
      pageId: idValue(zodMessage(paramMessages.pageMissing)),
      shipperId: idValue(zodMessage(paramMessages.shipperRequired)),
    }),
    reply: z.array(paramValueRecord),
  }),
  saveValues: defineCall({
    method: 'POST',
    path: `${s}/paramSetPageCont/saveValues`,
    summary:
      "Parameter values: save all of a published page's for a shipper (checked by type, bounds, required, dictionary)",
    permission: 'param_set_edit',
    body: saveValuesBody,
    reply: z.array(paramValueRecord),
  }),
  saveValuesByCategory: defineCall({
    method: 'POST',
    path: `${s}/paramSetPageCont/saveValuesByCategory`,
    summary: "Parameter values: save one group (typename) of a published page's for a shipper",
    permission: 'param_set_edit',
    body: saveValuesByCategoryBody,
    reply: z.array(paramValueRecord),
  }),

  // §2.3 扩展属性
  attributesList: defineCall({
    method: 'GET',
    path: `${s}/paramAttributes/list`,
    summary: "Extended attributes: a shipper's, enabled or not, in sort order (for 扩展属性)",
    permission: 'param_attributes',
    query: shipperQuery,
    reply: z.array(paramAttributeRecord),
  }),
  attributesSaveList: defineCall({
    method: 'POST',
    path: `${s}/paramAttributes/saveList`,
    summary: "Extended attributes: replace a shipper's whole list (insert, update by attrCode, remove the missing)",
    permission: 'param_attributes_edit',
    body: saveAttributesBody,
    reply: z.array(paramAttributeRecord),
  }),
  ownerAttributes: defineCall({
    method: 'GET',
    path: `${s}/ownerParamAttributes/query`,
    title: { zh: '扩展属性·查询', en: 'Extended attributes · Query' },
    summary: "Extended attributes: a shipper's enabled ones in sort order, optionally for one target entity",
    permission: 'authenticated',
    query: z.object({
      shipperId: idValue(zodMessage(paramMessages.shipperRequired)),
      targetEntity: z.enum(['', 'GOODS', 'PLAN_LINE', 'CONTRACT']).optional(),
    }),
    reply: z.array(paramAttributeRecord),
  }),

  // §2.5 采购目录
  catalogueList: defineCall({
    method: 'GET',
    path: `${s}/catalogue/list`,
    summary:
      'Catalogues: list (paged, current/size; filters catalogueNo, catalogueName, shipperId, supplierId, status, effectiveOn)',
    permission: 'catalogue',
    query: catalogueListQuery,
    reply: pageReply(catalogueRecord),
  }),
  catalogueDetail: defineCall({
    method: 'GET',
    path: `${s}/catalogue/detail`,
    summary: 'Catalogues: the header and its lines with goods, variety and supplier names',
    permission: 'catalogue',
    query: detailQuery,
    reply: catalogueDetail,
  }),
  catalogueSubmit: defineCall({
    method: 'POST',
    path: `${s}/catalogue/submit`,
    summary: 'Catalogues: add (no id; a draft numbered CGML…) or update a draft or disabled one, lines replaced whole',
    permission: { add: 'catalogue_add', edit: 'catalogue_edit' },
    body: catalogueBody,
    reply: catalogueDetail,
  }),
  catalogueRemove: defineCall({
    method: 'POST',
    path: `${s}/catalogue/remove`,
    summary: 'Catalogues: remove drafts and disabled ones by ids (refused when open documents use their lines)',
    permission: 'catalogue_delete',
    query: removeQuery,
    reply: z.number().describe('catalogues removed'),
  }),
  catalogueEnable: defineCall({
    method: 'POST',
    path: `${s}/catalogue/enable`,
    summary: 'Catalogues: put in force (status 1) by ids, recording who and when',
    permission: 'catalogue_enable',
    query: removeQuery,
    reply: z.number().describe('catalogues put in force'),
  }),
  catalogueDisable: defineCall({
    method: 'POST',
    path: `${s}/catalogue/disable`,
    summary: 'Catalogues: disable (status 2) by ids, recording who and when',
    permission: 'catalogue_disable',
    query: removeQuery,
    reply: z.number().describe('catalogues disabled'),
  }),
};
