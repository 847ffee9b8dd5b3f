import type { ResourceDef } from '../../kit/resource.ts';
import { purchaseBaseScreens } from './base.screens.ts';
import { purchaseDocsScreens } from './docs.screens.ts';
import { goodsResource, shipperResource, supplierResource, varietyResource, warehouseResource } from './master.ts';

export * from './base.calls.ts';
export * from './base.screens.ts';
export * from './dict.ts';
export * from './docs.calls.ts';
export * from './docs.labels.ts';
export * from './docs.screens.ts';
export * from './master.ts';
export * from './purchase.ts';
export * from './remind.ts';

/** 智能采购's declared resources: the master data its documents point at. */
export const purchaseResources: ResourceDef[] = [
  goodsResource,
  varietyResource,
  shipperResource,
  supplierResource,
  warehouseResource,
];

/** The codes of 智能采购's screens (a package or a role granting the whole module names these). */
export const purchaseScreenCodes: string[] = [
  ...purchaseDocsScreens.map((s) => s.code),
  ...purchaseBaseScreens.map((s) => s.code),
  ...purchaseResources.map((r) => r.name),
];
