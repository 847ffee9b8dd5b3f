import { defineWebModule } from '../../app/webModule.ts';
import { purchaseBasePages } from './base.pages.ts';
import { purchaseDocsPages } from './docs.pages.ts';
import { planFlowPages } from './planFlow/planFlow.pages.ts';

/**
 * 智能采购: master data (declared resources, CrudPages), settings and parameter pages per shipper, catalogues, plans,
 * orders with their status tabs, contracts, the two detail pages the spec names, and 采购计划审批's pages (a plan
 * audited through the workflow, opened from 我的事务).
 */
export const purchaseModule = defineWebModule({
  name: 'purchase',
  pages: { ...purchaseBasePages, ...purchaseDocsPages, ...planFlowPages },
});
