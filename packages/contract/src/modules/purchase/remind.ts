import type { Text } from '../../kit/text.ts';

/**
 * Rule 13 of docs/domain.md §2.11: contracts in force and suppliers' GSP papers expiring soon are reminded through the
 * message centre, once when they enter the window and once more near the end. Expired ones are not reminded: the
 * purchasing rules (rule 6, `licenseCheckMode`) and the contract list's status speak for those.
 */
export const expiryRemind = {
  /** Days ahead an expiry starts to be reminded (0 = expires today). */
  windowDays: 30,
  /** Days ahead of the second, last reminder. */
  finalDays: 7,
} as const;

/** What a reminder is about: a contract, or one of a supplier's three GSP papers. */
export const remindKinds = ['contract', 'license', 'qualityAgreement', 'salesRepAuth'] as const;
export type RemindKind = (typeof remindKinds)[number];
export type SupplierPaper = Exclude<RemindKind, 'contract'>;

/** The supplier's papers as the GSP_LICENSE_EXPIRING message names them (`licenseName`). */
export const supplierPaperNames: Record<SupplierPaper, Text> = {
  license: { zh: '药品经营许可证', en: 'drug distribution licence' },
  qualityAgreement: { zh: '质量保证协议', en: 'quality assurance agreement' },
  salesRepAuth: { zh: '销售人员授权委托书', en: 'sales representative authorisation' },
};

/** The message centre templates purchasing sends with (docs/domain.md §5's Templates row). */
export const purchaseTemplateCodes = {
  planSubmitted: 'SC_PLAN_SUBMITTED',
  planRejected: 'SC_PLAN_REJECTED',
  contractExpiring: 'SC_CONTRACT_EXPIRING',
  licenseExpiring: 'GSP_LICENSE_EXPIRING',
} as const;

/**
 * The reminder stage of an expiry `daysLeft` days ahead: 30 while 8–30 days are left, 7 from 7 days down to the
 * day itself; none outside the window (further ahead, or already expired).
 */
export function remindThreshold(daysLeft: number): number | undefined {
  if (daysLeft < 0 || daysLeft > expiryRemind.windowDays) return undefined;
  return daysLeft <= expiryRemind.finalDays ? expiryRemind.finalDays : expiryRemind.windowDays;
}
