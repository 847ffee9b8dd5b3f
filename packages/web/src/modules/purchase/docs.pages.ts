import type { ModulePage } from '../../app/webModule.ts';
import { contractDetailPath, orderDetailPath } from './document/docPaths.ts';
import { detailTexts } from './document/docs.texts.ts';

/**
 * The docs slice's hand-built screens of 智能采购, by menu path (index.ts puts the slices together): plans, orders
 * with their status tabs, contracts, purchases by variety, and the two detail pages the spec names. The detail pages
 * are no menu items: any signed-in user may open them (the calls behind them check the order and contract codes),
 * each id in its own tab.
 */
export const purchaseDocsPages: Record<string, ModulePage> = {
  '/smartsupply/plan': () => import('./plan/PlansPage.tsx'),
  '/smartsupply/order': () => import('./order/OrdersPage.tsx'),
  '/smartsupply/contract': () => import('./contract/ContractsPage.tsx'),
  '/smartsupply/variety-purchases': () => import('./variety/VarietyPurchasesPage.tsx'),
  [orderDetailPath]: {
    load: () => import('./order/OrderDetailPage.tsx'),
    requireMenu: false,
    tabPerQuery: true,
    title: detailTexts.orderTitle,
  },
  [contractDetailPath]: {
    load: () => import('./contract/ContractDetailPage.tsx'),
    requireMenu: false,
    tabPerQuery: true,
    title: detailTexts.contractTitle,
  },
};
