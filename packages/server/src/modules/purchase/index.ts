import { goodsResource, shipperResource, supplierResource, warehouseResource } from '@pharma/contract';
import { defineModule } from '../../platform/module.ts';
import { loadDemoBase } from './base.demo.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { varietyService } from './catalogue/variety.service.ts';
import { contractRoutes } from './contract/contract.routes.ts';
import { reqDictRoutes } from './dict/req-dict.routes.ts';
import { orderRoutes } from './order/order.routes.ts';
import { paramsRoutes } from './params/params.routes.ts';
import { planRoutes } from './plan/plan.routes.ts';
import { loadDemoPlanFlow } from './plan/plan-flow.demo.ts';
import { ensurePlanFlowDefinition, planFlowBusiness } from './plan/plan-flow.ts';
import { planNoticeJob } from './remind/plan-notice.ts';
import { remindJob } from './remind/remind.job.ts';
import { ensurePurchaseTemplates, loadDemoPurchaseTemplates } from './remind/remind.seed.ts';
import { settingRoutes } from './setting/setting.routes.ts';
import { purchaseDocsDemo } from './shared/docs.demo.ts';

/**
 * 智能采购 (blade-smart): master data (goods, varieties, shippers, suppliers, warehouses), purchase settings and
 * parameter pages per shipper, catalogues, plans with the replenishment suggestion, orders, contracts and their
 * lines, with status machines whose every move is recorded; plan notices and reminders of expiring contracts and
 * supplier licences through the message centre (remind/).
 */
export const purchaseModule = defineModule({
  name: 'purchase',
  resources: [goodsResource, varietyService, shipperResource, supplierResource, warehouseResource],
  routes: [reqDictRoutes, settingRoutes, paramsRoutes, catalogueRoutes, planRoutes, orderRoutes, contractRoutes],
  jobs: [remindJob, planNoticeJob],
  // 采购计划审批: the workflow tells the plan of its audit's tasks.
  flowBusinesses: [planFlowBusiness],
  seed: {
    // 采购计划审批, the process a shipper's planAuditByFlow audits plans with (common to every tenant).
    ensure: ensurePlanFlowDefinition,
    demo: async (db) => {
      await loadDemoBase(db);
      await purchaseDocsDemo(db);
      await loadDemoPlanFlow(db);
      await loadDemoPurchaseTemplates(db);
    },
    // A new tenant's plans and expiring contracts and licences send their messages from its first day.
    tenant: ensurePurchaseTemplates,
  },
});
