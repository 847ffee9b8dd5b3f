import { describe, expect, it } from 'vitest';
import { findPage } from '../../app/pageRegistry.ts';
import { registerModulePages } from '../../app/pages.ts';
import { purchaseBasePages } from './base.pages.ts';
import { CataloguePage } from './catalogue/CataloguePage.tsx';
import { ContractsPage } from './contract/ContractsPage.tsx';
import { purchaseModule } from './index.ts';
import { OrdersPage } from './order/OrdersPage.tsx';
import { AttributesPage } from './params/AttributesPage.tsx';
import { ParamSetPage } from './params/ParamSetPage.tsx';
import { SetPagesPage } from './params/SetPagesPage.tsx';
import { PlansPage } from './plan/PlansPage.tsx';
import { loadPage } from './purchase.fixture.tsx';
import { SettingPage } from './setting/SettingPage.tsx';
import { VarietyPurchasesPage } from './variety/VarietyPurchasesPage.tsx';

// The base slice's screens are looked up in their slice, the documents' through the whole module's registry, as
// their own test files did before this table gathered them.
const viaBaseSlice = (path: string) => loadPage(purchaseBasePages, path);
const viaModule = (path: string) => {
  registerModulePages(purchaseModule);
  return findPage(path)!.load();
};

const screens = [
  ['/smartsupply/setting', SettingPage, viaBaseSlice],
  ['/smartsupply/set-page', SetPagesPage, viaBaseSlice],
  ['/smartsupply/param-set', ParamSetPage, viaBaseSlice],
  ['/smartsupply/param-attributes', AttributesPage, viaBaseSlice],
  ['/smartsupply/catalogue', CataloguePage, viaBaseSlice],
  ['/smartsupply/plan', PlansPage, viaModule],
  ['/smartsupply/order', OrdersPage, viaModule],
  ['/smartsupply/contract', ContractsPage, viaModule],
  ['/smartsupply/variety-purchases', VarietyPurchasesPage, viaModule],
] as const;

describe('the purchase screens by menu path', () => {
  it.each(screens)('%s is the page the registry opens', async (path, Page, open) => {
    expect((await open(path)).default).toBe(Page);
  });
});
