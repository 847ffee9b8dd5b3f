import { defineCall } from '../../kit/call.ts';
import { defineDocument, documentCalls, prefixed } from '../../kit/document.ts';
import { detailQuery, pageReply } from '../../kit/schema.ts';
import {
  moveReply,
  planAuditBody,
  planAutoBody,
  planCloseBody,
  planDetail,
  planDocName,
  planIdBody,
  planLineRecord,
  planListQuery,
  planMachine,
  planRecord,
  planStatus,
  planStatusNames,
  planSubmitBody,
  planToOrderBody,
  planUpdateBody,
  suggestReply,
  toOrderReply,
} from './plan.ts';
import { smartService } from './purchase.ts';

/** 采购计划 (docs/domain.md §2.6), declared once: its save, its removal and its moves come from here. */
export const planDocument = defineDocument({
  entity: 'plan',
  name: planDocName,
  title: { zh: '采购计划', en: 'Purchase plans' },
  api: `${smartService}/purchasePlan`,
  code: 'purchase_plan',
  machine: planMachine,
  statusNames: planStatusNames,
  firstStatus: planStatus.draft,
  numbering: { prefix: 'CGJH', column: 'planNo' },
  record: planRecord,
  line: planLineRecord,
  detail: planDetail,
  moveReply,
  submit: { body: planSubmitBody, note: 'prices from the catalogue when blank; totals by the server' },
  remove: { note: 'with their lines; any other status is refused' },
  actions: {
    commit: { moves: ['commit'], body: planIdBody, note: 'straight to Approved when planNeedAudit is off' },
    audit: { moves: ['approve', 'reject'], body: planAuditBody, note: 'a rejection needs an opinion' },
    close: { moves: ['close'], body: planCloseBody, note: 'reason required; what is not ordered is abandoned' },
    toOrder: {
      moves: ['toOrder'],
      body: planToOrderBody,
      reply: toOrderReply,
      note: 'approved lines (all left, or those named) become orders, one per supplier',
    },
  },
});

/** The plan's save, removal and move calls, derived from its declaration. */
export const planDocumentCalls = documentCalls(planDocument);

/** The plan's calls: the document's, and its reads, its in-place line change and the replenishment suggestion. */
export const planCalls = {
  planList: defineCall({
    method: 'GET',
    path: `${planDocument.api}/list`,
    summary:
      'Purchase plans (BladeX paging: current, size), newest first; filters shipper, number, type, status, dates',
    permission: planDocument.code,
    query: planListQuery,
    reply: pageReply(planRecord),
  }),
  planDetail: defineCall({
    method: 'GET',
    path: `${planDocument.api}/detail`,
    summary: 'A plan with its lines (and the AUTO suggestion inputs of each) and its status log',
    permission: planDocument.code,
    query: detailQuery,
    reply: planDetail,
  }),
  ...prefixed('plan', planDocumentCalls),
  planUpdate: defineCall({
    method: 'POST',
    path: `${smartService}/updatePurchasePlan/update`,
    summary: 'Change lines of a draft or rejected plan in place: quantity, supplier, price, remark',
    permission: `${planDocument.code}_edit`,
    body: planUpdateBody,
    reply: moveReply,
  }),
  planAuto: defineCall({
    method: 'POST',
    path: `${planDocument.api}/auto`,
    summary: 'Build an AUTO draft plan from the replenishment suggestion (stock, sales, in transit, settings)',
    permission: `${planDocument.code}_auto`,
    body: planAutoBody,
    reply: moveReply,
  }),
  planSuggest: defineCall({
    method: 'POST',
    path: `${planDocument.api}/suggest`,
    summary: 'Preview the replenishment suggestion line by line with its inputs, without saving',
    permission: `${planDocument.code}_auto`,
    body: planAutoBody,
    reply: suggestReply,
  }),
};
