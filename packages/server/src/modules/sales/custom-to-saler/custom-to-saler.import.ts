import { customerMessages, customToSalerResource, type Text } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type {
  CheckedRow,
  ImportColumn,
  ImportRowResult,
  ImportTarget,
  SheetRow,
} from '../../../platform/excel/import.ts';
import { t as translated, type Values } from '../../../platform/i18n.ts';
import { scoped } from '../../../platform/scope.ts';
import { shippersByCodes } from '../../purchase/public.ts';
import { staffOf } from '../../user/public.ts';
import { customerTable } from '../customer/customer.table.ts';
import { dayCell } from '../grade/days.ts';
import { customToSalerTable as pair } from './custom-to-saler.table.ts';
import { assignmentsOf, salerOf, settlePrimary } from './owner.ts';

const every = { dataScope: false } as const;
const dayNote = { zh: 'yyyy-MM-dd,可留空', en: 'yyyy-MM-dd, may be blank' };

/** Template 104 客户业务员 (docs/domain.md §3.10), its headers exactly as the template writes them. */
export const customToSalerImportColumns: ImportColumn[] = [
  { key: 'shipperCode', label: { zh: '货主编码', en: 'Shipper code' }, required: true, max: 32, example: 'HDKY' },
  { key: 'customerCode', label: { zh: '客户编码', en: 'Customer code' }, required: true, max: 32, example: 'KH0001' },
  {
    key: 'employeeNo',
    label: { zh: '业务员工号', en: "Salesman's employee no." },
    required: true,
    max: 30,
    example: 'E1003',
  },
  {
    key: 'primary',
    label: { zh: '是否主业务员', en: 'Primary salesman' },
    required: true,
    note: { zh: '是/否', en: '是 (yes) / 否 (no)' },
    example: '是',
  },
  { key: 'validFrom', label: { zh: '有效期起', en: 'Valid from' }, note: dayNote, example: '2026-01-01' },
  { key: 'validTo', label: { zh: '有效期止', en: 'Valid to' }, note: dayNote, example: '2026-12-31' },
];
const label = Object.fromEntries(customToSalerImportColumns.map((c) => [c.key, c.label])) as Record<string, Text>;
type Key = 'shipperCode' | 'customerCode' | 'employeeNo' | 'primary' | 'validFrom' | 'validTo';

/** 是/否 as a cell says it (or Y/N, 1/0, true/false). */
export function yesNoOfCell(text: string | undefined): boolean | undefined {
  const v = (text ?? '').trim().toLowerCase();
  if (['是', 'y', 'yes', '1', 'true'].includes(v)) return true;
  if (['否', 'n', 'no', '0', 'false'].includes(v)) return false;
  return undefined;
}

interface AssignmentPlan {
  shipperId: string;
  customerId: string;
  customerName: string;
  salerId: string;
  isPrimary: boolean;
  validFrom: string | null;
  validTo: string | null;
}

type Problem = [Parameters<typeof translated>[1], Values?];

async function customersByCodes(ctx: Ctx, codes: string[]) {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (wanted.length === 0) return new Map<string, { id: string; name: string }>();
  const rows = await ctx.db
    .select({ id: customerTable.id, code: customerTable.customerCode, name: customerTable.customerName })
    .from(customerTable)
    .where(and(inArray(customerTable.customerCode, wanted), scoped(ctx, customerTable, every)));
  return new Map(rows.map((r) => [String(r.code), { id: String(r.id), name: String(r.name ?? '') }]));
}

async function check(ctx: Ctx, rows: SheetRow[], run: { claim(key: string, row: number): number | undefined }) {
  const cells = rows as Array<SheetRow<Key>>;
  const shippers = await shippersByCodes(
    ctx,
    cells.map((r) => r.cells.shipperCode ?? ''),
  );
  const customers = await customersByCodes(
    ctx,
    cells.map((r) => r.cells.customerCode ?? ''),
  );
  const staff = await staffOf(ctx, { employeeNos: cells.map((r) => r.cells.employeeNo ?? '').filter(Boolean) });
  const byNo = new Map<string, typeof staff>();
  for (const s of staff) byNo.set(s.employeeNo, [...(byNo.get(s.employeeNo) ?? []), s]);

  return cells.map(({ row, cells: c }): CheckedRow<AssignmentPlan> => {
    const problems: Problem[] = [];
    const key = [c.shipperCode, c.customerCode, c.employeeNo].filter(Boolean).join('/');
    for (const column of customToSalerImportColumns)
      if (column.required && !c[column.key as Key])
        problems.push([customerMessages.cellRequired, { field: column.label }]);
    const shipper = c.shipperCode ? shippers.get(c.shipperCode) : undefined;
    if (c.shipperCode && !shipper) problems.push([customerMessages.shipperUnknown]);
    const customer = c.customerCode ? customers.get(c.customerCode) : undefined;
    if (c.customerCode && !customer) problems.push([customerMessages.customerUnknown]);
    const found = c.employeeNo ? (byNo.get(c.employeeNo) ?? []) : [];
    if (c.employeeNo && found.length === 0) problems.push([customerMessages.employeeNoUnknown]);
    if (found.length > 1) problems.push([customerMessages.employeeNoAmbiguous]);
    const saler = found.length === 1 ? found[0]! : undefined;
    const primary = yesNoOfCell(c.primary);
    if (c.primary && primary === undefined) problems.push([customerMessages.primaryUnknown]);
    const from = dayCell(c.validFrom);
    const to = dayCell(c.validTo);
    if (from === undefined) problems.push([customerMessages.badDay, { field: label.validFrom! }]);
    if (to === undefined) problems.push([customerMessages.badDay, { field: label.validTo! }]);
    if (from && to && to < from) problems.push([customerMessages.datesReversed]);
    if (shipper && customer && saler && primary !== undefined && problems.length === 0) {
      const first = run.claim(`${shipper.id}/${customer.id}/${saler.id}`, row);
      if (first !== undefined) problems.push([customerMessages.duplicateInFile, { row: first }]);
      else if (primary) {
        const other = run.claim(`primary/${shipper.id}/${customer.id}`, row);
        if (other !== undefined) problems.push([customerMessages.primaryInFile, { row: other }]);
      }
    }
    if (problems.length || !shipper || !customer || !saler || primary === undefined)
      return { row, key, problems: problems.map(([text, values]) => translated(ctx.lang, text, values)) };
    return {
      row,
      key,
      problems: [],
      value: {
        shipperId: shipper.id,
        customerId: customer.id,
        customerName: customer.name,
        salerId: saler.id,
        isPrimary: primary,
        validFrom: from ?? null,
        validTo: to ?? null,
      },
    };
  });
}

/**
 * Writes a batch: the primaries first (so that a file moving a customer to a new primary and listing the old one as
 * secondary reads the same in any row order), each assignment upserted by (shipper, customer, salesman) with the
 * primary rule of owner.ts (a new primary demotes the old one and is recorded as 导入). An assignment saved exactly
 * so before changes nothing.
 */
async function write(ctx: Ctx, rows: Array<CheckedRow<AssignmentPlan> & { value: AssignmentPlan }>) {
  const ordered = [...rows].sort((a, b) => Number(b.value.isPrimary) - Number(a.value.isPrimary));
  const results: ImportRowResult[] = [];
  for (const { row, key, value } of ordered) {
    try {
      const saler = await salerOf(ctx, value.salerId);
      const existing = (await assignmentsOf(ctx, value.shipperId, value.customerId)).find(
        (a) => String(a.salerId) === value.salerId,
      );
      if (
        existing &&
        Boolean(existing.isPrimary) === value.isPrimary &&
        (existing.validFrom ?? null) === value.validFrom &&
        (existing.validTo ?? null) === value.validTo
      ) {
        results.push({
          row,
          key,
          success: true,
          msg: translated(ctx.lang, customerMessages.unchanged),
          targetId: String(existing.id),
        });
        continue;
      }
      const isPrimary = await settlePrimary(ctx, {
        shipperId: value.shipperId,
        customerId: value.customerId,
        saler: { id: saler.salerId, name: saler.salerName },
        // A secondary row for today's primary keeps them primary: only another primary takes it away.
        wanted: value.isPrimary || Boolean(existing?.isPrimary),
        before: existing,
        action: 'IMPORT',
      });
      const now = new Date();
      const values = { ...saler, isPrimary, validFrom: value.validFrom, validTo: value.validTo };
      if (existing) {
        await ctx.db
          .update(pair)
          .set({ ...values, updateUser: ctx.userId, updateTime: now })
          .where(and(eq(pair.id, String(existing.id)), scoped(ctx, pair, every)));
        results.push({
          row,
          key,
          success: true,
          msg: translated(ctx.lang, customerMessages.updated),
          targetId: String(existing.id),
        });
      } else {
        const [made] = await ctx.db
          .insert(pair)
          .values({
            ...values,
            tenantId: ctx.tenantId,
            shipperId: value.shipperId,
            customerId: value.customerId,
            customerName: value.customerName.slice(0, 100),
            status: 1,
            createUser: ctx.userId,
            createDept: ctx.deptIds[0] ?? null,
            updateUser: ctx.userId,
          })
          .returning({ id: pair.id });
        results.push({
          row,
          key,
          success: true,
          msg: translated(ctx.lang, customerMessages.added),
          targetId: String(made!.id),
        });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ row, key, success: false, msg: translated(ctx.lang, error.text, error.values) });
    }
  }
  return results;
}

/** 客户业务员's import (module 104): assignments upserted, the primary rule applied; idempotent. */
export const customToSalerImportTarget: ImportTarget<AssignmentPlan, unknown> = {
  name: customToSalerResource.name,
  moduleNo: 104,
  title: { zh: '客户业务员导入结果', en: 'Customer salesmen import results' },
  columns: customToSalerImportColumns,
  check: (ctx, rows, _options, run) => check(ctx, rows, run),
  write: (ctx, rows) => write(ctx, rows),
};
