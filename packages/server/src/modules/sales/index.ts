import { salesResources } from '@pharma/contract';
import { defineModule } from '../../platform/module.ts';

/**
 * 销售移动端管理 (domain.md §3; services blade-extension and sales-mobile): who may sign in to the sales app
 * (whitelist, login records), what it shows them (field permissions, user goods, control grades), which customers
 * they serve (customer ↔ salesman), and the Excel imports with their upload history.
 */
export const salesModule = defineModule({
  name: 'sales',
  resources: [...salesResources],
});
