import { contractStatus, type RemindKind, remindThreshold, type SupplierPaper } from '@pharma/contract';
import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { purchaseContractTable } from '../contract/contract.table.ts';
import { supplierTable } from '../master/supplier.table.ts';
import { addDays, daysBetween } from '../shared/days.ts';

/** One thing to remind of: an object's expiry on a date, at a stage (30 or 7 days ahead). */
export interface Expiry {
  tenantId: string;
  kind: RemindKind;
  objectId: string;
  expireDate: string;
  daysLeft: number;
  threshold: number;
  /** The contract's creator (who hears of it besides the contract auditors). */
  creatorId: string | null;
  supplierName: string;
  contractNo?: string;
}

/** A contract in force: signed, or executing (void, unsigned, suspended and completed ones need no reminder). */
const inForce = [contractStatus.signed, contractStatus.executing];

/** The supplier's three GSP papers and the columns that date them. */
const papers: Array<[SupplierPaper, 'licenseExpiry' | 'qualityAgreementExpiry' | 'salesRepAuthExpiry']> = [
  ['license', 'licenseExpiry'],
  ['qualityAgreement', 'qualityAgreementExpiry'],
  ['salesRepAuth', 'salesRepAuthExpiry'],
];

/**
 * Everything of every tenant expiring from `today` to the end of the reminder window: live contracts in force by
 * their validTo, live enabled suppliers by each paper's date (a paper is reminded of on its own).
 */
export async function expiriesOn(db: Db, today: string, windowDays: number): Promise<Expiry[]> {
  const last = addDays(today, windowDays);
  const found: Expiry[] = [];
  const stageOf = (date: string) => {
    const daysLeft = daysBetween(today, date);
    const threshold = remindThreshold(daysLeft);
    return threshold === undefined ? undefined : { daysLeft, threshold };
  };
  const contracts = await db
    .select({
      id: purchaseContractTable.id,
      tenantId: purchaseContractTable.tenantId,
      contractNo: purchaseContractTable.contractNo,
      supplierName: purchaseContractTable.supplierName,
      validTo: purchaseContractTable.validTo,
      createUser: purchaseContractTable.createUser,
    })
    .from(purchaseContractTable)
    .where(
      and(
        live(purchaseContractTable),
        inArray(purchaseContractTable.status, inForce),
        gte(purchaseContractTable.validTo, today),
        lte(purchaseContractTable.validTo, last),
      ),
    );
  for (const c of contracts) {
    const stage = stageOf(c.validTo);
    if (stage)
      found.push({
        tenantId: c.tenantId,
        kind: 'contract',
        objectId: String(c.id),
        expireDate: c.validTo,
        ...stage,
        creatorId: c.createUser ? String(c.createUser) : null,
        supplierName: c.supplierName ?? '',
        contractNo: c.contractNo,
      });
  }
  const within = (column: (typeof supplierTable)[(typeof papers)[number][1]]) =>
    and(gte(column, today), lte(column, last));
  const suppliers = await db
    .select()
    .from(supplierTable)
    .where(
      and(live(supplierTable), eq(supplierTable.status, 1), or(...papers.map(([, key]) => within(supplierTable[key])))),
    );
  for (const row of suppliers)
    for (const [kind, key] of papers) {
      const date = row[key] as string | null;
      const stage = date ? stageOf(date) : undefined;
      if (date && stage)
        found.push({
          tenantId: row.tenantId,
          kind,
          objectId: String(row.id),
          expireDate: date,
          ...stage,
          creatorId: null,
          supplierName: String(row.supplierName ?? ''),
        });
    }
  return found;
}
