import type { GoodsInfoQuery, GoodsInfoRecord, Page } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { actingForShipper, goodsStockPage } from '../../purchase/public.ts';

/**
 * 商品信息 (goodsinformation/list, docs/domain.md §3.5): the tenant's goods with one shipper's available stock, read-only,
 * for the user goods screen's picker and the app's goods list. The shipper is required: stock is a shipper's. Pinyin
 * initials are not kept by the goods master, so the keyword matches code, common and trade name and approval no.
 * The price is the goods' one price (its reference price); batches and expiry are the WMS's and not kept here, so
 * nearestExpiry stays empty until a stock feed brings them.
 */
export async function goodsInfoPage(caller: Ctx, query: GoodsInfoQuery): Promise<Page<GoodsInfoRecord>> {
  const { ctx } = await actingForShipper(caller, query.shipperId);
  const number = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
  const page = await goodsStockPage(ctx, query.shipperId, {
    current: query.current,
    size: query.size,
    keyword: query.keyword,
    controlLevel: number(query.controlLevel),
    rxType: number(query.rxType),
    status: number(query.status),
  });
  return {
    ...page,
    records: page.records.map(({ price, ...g }) => ({ ...g, retailPrice: price, nearestExpiry: null })),
  };
}
