import { defineCall } from '../../kit/call.ts';
import { defineDocument, documentCalls, prefixed, removedReply } from '../../kit/document.ts';
import { detailQuery, pageReply, removeQuery } from '../../kit/schema.ts';
import {
  contractAuditBody,
  contractDetail,
  contractDetailListQuery,
  contractDetailQueryBody,
  contractDetailRow,
  contractDetailSubmitBody,
  contractDocName,
  contractIdBody,
  contractLineRecord,
  contractMachine,
  contractQueryBody,
  contractReasonBody,
  contractRecord,
  contractSignBody,
  contractStatus,
  contractStatusNames,
  contractSubmitBody,
  varietyPurchaseRow,
  varietyPurchasesBody,
} from './contract.ts';
import { moveReply } from './plan.ts';
import { smartService } from './purchase.ts';

/** 采购合同 (docs/domain.md §2.8), declared once: its save, its removal and its moves come from here. */
export const contractDocument = defineDocument({
  entity: 'contract',
  name: contractDocName,
  title: { zh: '采购合同', en: 'Purchase contracts' },
  api: `${smartService}/purchaseContract`,
  code: 'purchase_contract',
  machine: contractMachine,
  statusNames: contractStatusNames,
  firstStatus: contractStatus.unsigned,
  numbering: { prefix: 'CGHT', column: 'contractNo' },
  record: contractRecord,
  line: contractLineRecord,
  detail: contractDetail,
  moveReply,
  submit: { body: contractSubmitBody, note: 'total = Σ lines; validTo ≥ validFrom' },
  remove: { note: 'with their lines' },
  actions: {
    audit: {
      moves: ['audit'],
      body: contractAuditBody,
      note: 'pass (audit status 2) or reject (3, opinion required)',
    },
    sign: {
      moves: ['sign'],
      body: contractSignBody,
      note: 'the date within the validity; audit passed when contractNeedAudit',
    },
    suspend: { moves: ['suspend'], body: contractReasonBody, note: 'reason required; open quantity released' },
    complete: { moves: ['complete'], body: contractIdBody },
    void: { moves: ['void'], body: contractReasonBody, note: 'reason required' },
  },
});

/** The contract's save, removal and move calls, derived from its declaration. */
export const contractDocumentCalls = documentCalls(contractDocument);

/** The contract's calls: the document's, its grid and line reads, BladeX's `contract_detail`, 品种采购. */
export const contractCalls = {
  contractQuery: defineCall({
    method: 'POST',
    path: `${contractDocument.api}/queryPurchaseContractList`,
    summary: 'The contract grid: pageNum, pageSize and filters (type, status, sign dates, expiring within days)',
    permission: contractDocument.code,
    body: contractQueryBody,
    reply: pageReply(contractRecord),
  }),
  contractDetail: defineCall({
    method: 'GET',
    path: `${contractDocument.api}/detail`,
    summary: 'A contract with its lines (ordered and received quantities) and its status log',
    permission: contractDocument.code,
    query: detailQuery,
    reply: contractDetail,
  }),
  ...prefixed('contract', contractDocumentCalls),
  contractDetailQuery: defineCall({
    method: 'POST',
    path: `${smartService}/purchaseContractDetail/queryPurchaseContractDetails`,
    summary:
      'Contract lines across contracts: by contract, variety or goods keyword, and line status (paged in the body)',
    permission: contractDocument.code,
    body: contractDetailQueryBody,
    reply: pageReply(contractDetailRow),
  }),
  contractLineList: defineCall({
    method: 'GET',
    path: `${smartService}/contract_detail/list`,
    summary: 'The lines of a contract (current, size)',
    permission: contractDocument.code,
    query: contractDetailListQuery,
    reply: pageReply(contractLineRecord),
  }),
  contractLineDetail: defineCall({
    method: 'GET',
    path: `${smartService}/contract_detail/detail`,
    summary: 'One contract line',
    permission: contractDocument.code,
    query: detailQuery,
    reply: contractLineRecord,
  }),
  contractLineSubmit: defineCall({
    method: 'POST',
    path: `${smartService}/contract_detail/submit`,
    summary: 'Add or change one line of an unsigned contract; the total follows in the same transaction',
    permission: { add: `${contractDocument.code}_edit`, edit: `${contractDocument.code}_edit` },
    body: contractDetailSubmitBody,
    reply: moveReply,
  }),
  contractLineRemove: defineCall({
    method: 'POST',
    path: `${smartService}/contract_detail/remove`,
    summary: 'Remove lines of unsigned contracts (a contract keeps at least one); the total follows',
    permission: `${contractDocument.code}_edit`,
    query: removeQuery,
    reply: removedReply,
  }),
  varietyPurchases: defineCall({
    method: 'POST',
    path: `${smartService}/variety/varietyPurchasesList`,
    summary: 'Purchases per variety over contract lines: goods, contracts, quantity, amount, average/lowest/last price',
    permission: 'variety_purchases',
    body: varietyPurchasesBody,
    reply: pageReply(varietyPurchaseRow),
  }),
};
