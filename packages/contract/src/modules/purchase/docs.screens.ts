import type { StandardButton } from '../../kit/resource.ts';
import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';
import { smartPath, smartService } from './purchase.ts';

const button = (key: string, zh: string, en: string, icon: string, action: 1 | 2 | 3 = 2): ExtraButton => ({
  key,
  name: { zh, en },
  action,
  icon,
});
const standard: StandardButton[] = ['add', 'edit', 'delete', 'view'];

/**
 * The document screens of 智能采购. Each action call checks `<code>_<key>` of its screen's buttons. The two detail
 * pages (`/smartsupply/contract_detail/detail` = an order, `/smartsupply/order_goods/goods` = a contract, docs/domain.md
 * §2.9) are routes of the browser without menus of their own; they read the order and contract detail calls.
 */
export const purchaseDocsScreens: ScreenDef[] = [
  {
    module: 'purchase',
    code: 'purchase_plan',
    name: { zh: '采购计划', en: 'Purchase plans' },
    path: `${smartPath}/plan`,
    icon: 'ScheduleOutlined',
    sort: 1,
    api: `${smartService}/purchasePlan`,
    buttons: [
      ...standard,
      button('commit', '提交审核', 'Submit for audit', 'send'),
      button('audit', '审核', 'Audit', 'audit'),
      button('close', '关闭', 'Close', 'stop'),
      button('to_order', '生成订单', 'Make orders', 'shopping-cart'),
      button('auto', '智能补货', 'Auto replenish', 'thunderbolt', 1),
    ],
  },
  {
    module: 'purchase',
    code: 'purchase_order',
    name: { zh: '采购订单', en: 'Purchase orders' },
    path: `${smartPath}/order`,
    icon: 'ShoppingCartOutlined',
    sort: 2,
    api: `${smartService}/purchaseOrder`,
    buttons: [
      ...standard,
      button('commit', '提交审核', 'Submit for audit', 'send'),
      button('audit', '审核', 'Audit', 'audit'),
      button('send', '下发', 'Send', 'export'),
      button('receive', '收货', 'Receive', 'inbox'),
      button('close', '关闭', 'Close', 'stop'),
      button('void', '作废', 'Void', 'delete'),
      button('to_contract', '生成合同', 'Make contract', 'file-protect'),
    ],
  },
  {
    module: 'purchase',
    code: 'purchase_contract',
    name: { zh: '采购合同', en: 'Purchase contracts' },
    path: `${smartPath}/contract`,
    icon: 'FileProtectOutlined',
    sort: 3,
    api: `${smartService}/purchaseContract`,
    buttons: [
      ...standard,
      button('audit', '审核', 'Audit', 'audit'),
      button('sign', '签订', 'Sign', 'edit'),
      button('suspend', '中止', 'Suspend', 'pause'),
      button('complete', '完成', 'Complete', 'check'),
      button('void', '作废', 'Void', 'delete'),
    ],
  },
  {
    module: 'purchase',
    code: 'variety_purchases',
    name: { zh: '品种采购', en: 'Purchases by variety' },
    path: `${smartPath}/variety-purchases`,
    icon: 'BarChartOutlined',
    sort: 4,
    api: `${smartService}/variety`,
    buttons: ['view'],
  },
];
