import { type PurchaseSetting, planMessages as pm, type Text } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { dayIn } from './days.ts';
import { filledText, type GoodsRow, goodsLabel, type SupplierRow, scaled, type Warnings } from './docs.ts';

/** One line as the rules see it: its goods, the supplier, and its price beside the catalogue's. */
export interface RuleLine {
  goods: GoodsRow;
  supplier: SupplierRow | null;
  unitPrice?: string | null;
  cataloguePrice?: string | null;
}

const expired = (date: string | null | undefined, today: string) => Boolean(date) && date! < today;

/**
 * The rules of docs/domain.md §2.11 a document's lines must keep (6–10), per the shipper's settings. What
 * `licenseCheckMode` makes a warning (1) is returned; what it blocks (2), and what always blocks (two-invoice when
 * enforced, narcotics, controlled goods without the supplier's scope), is refused with the goods named; `soft` (a
 * draft plan) turns the refusals into warnings too.
 */
export function checkLineRules(
  ctx: Ctx,
  setting: PurchaseSetting,
  lines: readonly RuleLine[],
  deliveryMethod?: number | null,
  soft = false,
): Warnings {
  const warnings: Warnings = [];
  // A draft plan is a proposal: what would refuse an order is a warning on it (its commit refuses).
  const block = (text: Text) => {
    if (!soft) throw badRequest(text);
    warnings.push(text);
  };
  const today = dayIn(ctx.timeZone);
  const licence = (text: Text) => {
    if (setting.licenseCheckMode === 2) block(text);
    else if (setting.licenseCheckMode === 1) warnings.push(text);
  };
  const suppliersSeen = new Set<string>();
  for (const { goods: g, supplier: s, unitPrice, cataloguePrice } of lines) {
    const goods = goodsLabel(g);
    // 8: narcotics and class I psychotropics never go through this flow.
    if (g.specialControl === 3) block(filledText(pm.narcotic, { goods }));
    // 6: the goods' first-business review and approval number.
    if (g.firstBusinessStatus !== null && g.firstBusinessStatus !== undefined && g.firstBusinessStatus !== 1)
      licence(filledText(pm.goodsNotApproved, { goods }));
    if (expired(g.approvalExpiry, today))
      licence(filledText(pm.goodsApprovalExpired, { goods, date: g.approvalExpiry! }));
    if (!s) continue;
    const supplier = s.supplierName;
    if (!suppliersSeen.has(s.id)) {
      suppliersSeen.add(s.id);
      // 6: the supplier's first-business review, licence, quality agreement and rep authorisation.
      if (s.firstBusinessStatus !== null && s.firstBusinessStatus !== undefined && s.firstBusinessStatus !== 1)
        licence(filledText(pm.supplierNotApproved, { supplier }));
      const dates: Array<[string | null, Text]> = [
        [s.licenseExpiry, pm.licence],
        [s.qualityAgreementExpiry, pm.qualityAgreement],
        [s.salesRepAuthExpiry, pm.repAuthorisation],
      ];
      for (const [date, what] of dates)
        if (expired(date, today))
          licence({
            zh: filledText(pm.supplierLicenceExpired, { supplier, what: what.zh, date: date! }).zh,
            en: filledText(pm.supplierLicenceExpired, { supplier, what: what.en, date: date! }).en,
          });
    }
    // 7: two-invoice goods only from the manufacturer or the MAH.
    if (setting.enforceTwoInvoice && g.twoInvoice && s.supplierType !== 1 && s.supplierType !== 2)
      block(filledText(pm.twoInvoice, { goods }));
    // 8: compound preparations with controlled ingredients and class II psychotropics need the supplier's scope.
    if ((g.specialControl === 1 || g.specialControl === 2) && !s.specialScope)
      block(filledText(pm.specialScope, { goods, supplier }));
    // 9: cold-chain goods want cold-chain delivery or a cold-chain supplier.
    const cold = g.coldChain || g.storageCondition === 3 || g.storageCondition === 4;
    if (cold && deliveryMethod !== 4 && !s.coldChain) warnings.push(filledText(pm.coldChain, { goods }));
    // 10: a price more than priceTolerancePct above the catalogue's.
    if (unitPrice && cataloguePrice) {
      // No tolerance saved: the default of docs/domain.md §2.2 (5 %).
      const pct = setting.priceTolerancePct ?? '5.00';
      // price × 100 > catalogue × (100 + pct), in integers: prices ×10^4, the percentage ×10^2.
      if (scaled(unitPrice, 4) * 10_000n > scaled(cataloguePrice, 4) * (10_000n + scaled(pct, 2)))
        warnings.push(filledText(pm.priceAbove, { goods, price: unitPrice, cataloguePrice, pct }));
    }
  }
  return warnings;
}
