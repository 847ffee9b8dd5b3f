import { goodsResource, shipperResource, supplierResource, warehouseResource } from '@pharma/contract';
import { defineModule } from '../../platform/module.ts';
import { purchaseBaseParts } from './base.parts.ts';
import { varietyService } from './catalogue/variety.service.ts';
import { purchaseDocsParts } from './docs.parts.ts';

/**
 * 智能采购 (blade-smart): master data (goods, varieties, shippers, suppliers, warehouses), purchase settings and
 * parameter pages per shipper, catalogues, plans with the replenishment suggestion, orders, contracts and their
 * lines, with status machines whose every move is recorded.
 */
export const purchaseModule = defineModule({
  name: 'purchase',
  resources: [goodsResource, varietyService, shipperResource, supplierResource, warehouseResource],
  routes: [...purchaseBaseParts.routes, ...purchaseDocsParts.routes],
  seed: {
    demo: async (db) => {
      await purchaseBaseParts.demo(db);
      await purchaseDocsParts.demo(db);
    },
  },
});
