import { defineWebModule } from '../../app/webModule.ts';
import { purchaseBasePages } from './base.pages.ts';
import { purchaseDocsPages } from './docs.pages.ts';

/**
 * 智能采购: master data (declared resources, CrudPages), settings and parameter pages per shipper, catalogues, plans,
 * orders with their status tabs, contracts, and the two detail pages the spec names.
 */
export const purchaseModule = defineWebModule({
  name: 'purchase',
  pages: { ...purchaseBasePages, ...purchaseDocsPages },
});
