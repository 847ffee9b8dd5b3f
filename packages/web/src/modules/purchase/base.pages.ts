import type { ModulePage } from '../../app/webModule.ts';

/**
 * The base slice's hand-built screens of 智能采购, by menu path (index.ts puts the slices together): 采购设置 per
 * shipper, 参数页面 with their definitions, 参数设置 (the values per shipper), 扩展属性, and 采购目录. The master
 * data (商品, 品种, 货主, 供应商, 仓库) are declared resources: their CrudPages need no entry here.
 */
export const purchaseBasePages: Record<string, ModulePage> = {
  '/smartsupply/setting': () => import('./setting/SettingPage.tsx'),
  '/smartsupply/set-page': () => import('./params/SetPagesPage.tsx'),
  '/smartsupply/param-set': () => import('./params/ParamSetPage.tsx'),
  '/smartsupply/param-attributes': () => import('./params/AttributesPage.tsx'),
  '/smartsupply/catalogue': () => import('./catalogue/CataloguePage.tsx'),
};
