import { type AppCustomerRecord, type AppGoodsRecord, type Page, salesAppMessages } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { forbidden } from '../../../platform/errors.ts';
import { actingForShipper, goodsStockPage } from '../../purchase/public.ts';
import { customersOfSaler } from '../custom-to-saler/custom-to-saler.service.ts';
import { customerCards } from '../customer/customer.service.ts';
import { applyFieldRules, fieldRulesFor } from '../field-auth/field-auth.rules.ts';
import { todayIn } from '../grade/days.ts';
import { gradeLevelOf } from '../grade/grade.query.ts';
import { userGoodsRulesOf } from '../user-goods/user-goods.query.ts';
import { appAccessOfCaller } from '../whitelist/whitelist-access.ts';

/**
 * What the sales app is answered once signed in (docs/domain.md §3): every reply built for its caller. The caller must
 * still be on the whitelist (enabled, within validity) and work for the shipper asked about (the row's shippers);
 * the goods are those their grade and user goods let them sell; the customers their own; and each record passes
 * through their field permissions for that screen last, so nothing hidden ever leaves the server.
 */

interface AppQuery {
  shipperId: string;
  keyword?: string | undefined;
  current?: string | undefined;
  size?: string | undefined;
}

/** The caller as the app's rules see them, placed in the shipper's tenant; refused when their row no longer admits them. */
async function appCaller(caller: Ctx, shipperId: string) {
  const today = todayIn(caller.timeZone);
  const access = await appAccessOfCaller(caller, today);
  if (!access.ok) throw forbidden(access.reason);
  const shippers = (access.row.shipperIds ?? '').split(',').filter(Boolean);
  if (!shippers.includes(shipperId)) throw forbidden(salesAppMessages.shipperNotGranted);
  const { ctx } = await actingForShipper(caller, shipperId);
  return { ctx, today };
}

const subjectOf = (ctx: Ctx) => ({ tenantId: ctx.tenantId, userId: ctx.userId, roleIds: ctx.roleIds });

/** sales-mobile/app/goods: the app's 商品列表 (field permissions of GOODS_LIST). */
export async function appGoods(caller: Ctx, query: AppQuery): Promise<Page<Partial<AppGoodsRecord>>> {
  const { ctx, today } = await appCaller(caller, query.shipperId);
  const [grade, rules, fields] = await Promise.all([
    gradeLevelOf(ctx, query.shipperId, ctx.userId, today),
    userGoodsRulesOf(ctx, query.shipperId, ctx.userId, today),
    fieldRulesFor(ctx, subjectOf(ctx), 'GOODS_LIST'),
  ]);
  const page = await goodsStockPage(ctx, query.shipperId, {
    current: query.current,
    size: query.size,
    keyword: query.keyword,
    status: 1,
    // No grade held: uncontrolled goods only (level 0), plus any granted one by one.
    visibleTo: { level: grade?.gradeLevel ?? 0, include: [...rules.include], exclude: [...rules.exclude] },
  });
  return {
    ...page,
    records: page.records.map((g) =>
      applyFieldRules(
        {
          goodsId: g.goodsId,
          goodsCode: g.goodsCode,
          commonName: g.commonName,
          tradeName: g.tradeName,
          spec: g.spec,
          unit: g.unit,
          manufacturer: g.manufacturer,
          controlLevel: g.controlLevel,
          purchasePrice: g.price,
          stockQty: g.availableQty,
        },
        fields,
        ctx.lang,
      ),
    ),
  };
}

/** sales-mobile/app/customers: the caller's own customers for the shipper (field permissions of CUSTOMER_LIST). */
export async function appCustomers(caller: Ctx, query: AppQuery): Promise<Page<Partial<AppCustomerRecord>>> {
  const { ctx, today } = await appCaller(caller, query.shipperId);
  const [mine, fields] = await Promise.all([
    customersOfSaler(ctx, query.shipperId, ctx.userId, today),
    fieldRulesFor(ctx, subjectOf(ctx), 'CUSTOMER_LIST'),
  ]);
  const keyword = query.keyword?.trim().toLowerCase();
  const picked = keyword ? mine.filter((c) => c.customerName.toLowerCase().includes(keyword)) : mine;
  const { current, size } = pagingOf({ current: query.current, size: query.size });
  const slice = picked.slice((current - 1) * size, current * size);
  const cards = await customerCards(
    ctx,
    slice.map((c) => c.customerId),
  );
  const records = slice.map((c) => {
    const card = cards.get(c.customerId);
    return applyFieldRules(
      {
        customerId: c.customerId,
        customerCode: card?.customerCode ?? '',
        customerName: c.customerName,
        customerType: card?.customerType ?? null,
        city: card?.city ?? null,
        contactName: card?.contactName ?? null,
        isPrimary: c.isPrimary,
        customerPhone: card?.contactPhone ?? null,
        creditLimit: card?.creditLimit ?? null,
        arrearsAmount: card?.arrearsAmount ?? null,
      },
      fields,
      ctx.lang,
    );
  });
  return pageOf(records, picked.length, current, size);
}
