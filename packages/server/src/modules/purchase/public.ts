// What other modules may ask of this one: functions and types, never a table or a route (docs/architecture.md).
export {
  type GoodsBrief,
  type GoodsStockFilters,
  type GoodsWithStock,
  goodsByCodes,
  goodsByIds,
  goodsStockPage,
  type ShipperBrief,
  shipperOptions,
  shippersByCodes,
  shippersByIds,
} from './master/master.query.ts';
export { actingForShipper } from './setting/shipper-check.ts';
export { nextDocNumber } from './shared/doc-number.ts';
