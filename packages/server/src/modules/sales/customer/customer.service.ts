import { customerMessages, customerResource, isIdText, type ResourceDef } from '@pharma/contract';
import { and, count, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containingPattern, pagingOf } from '../../../platform/crud/filters.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { withTenantNames } from '../../../platform/tenant-reach.ts';
import { customToSalerTable as pair } from '../custom-to-saler/custom-to-saler.table.ts';
import { dayOf, todayIn } from '../grade/days.ts';
import { customerTable } from './customer.table.ts';

const every = { dataScope: false } as const;

/** The kit hands a hook date fields as the day's start in the caller's zone: they are stored as the day itself. */
export function datesAsDays(def: ResourceDef, ctx: Ctx, values: Row): void {
  for (const [key, field] of Object.entries(def.fields))
    if (field.type === 'date' && values[key] !== undefined) values[key] = dayOf(values[key], ctx.timeZone, field.label);
}

/** A customer with salesmen assigned is not removed from under them. */
async function beforeRemove(ctx: Ctx, ids: string[]): Promise<void> {
  const [used] = await ctx.db
    .select({ name: pair.customerName })
    .from(pair)
    .where(and(inArray(pair.customerId, ids), scoped(ctx, pair, every)))
    .limit(1);
  if (used) throw badRequest(customerMessages.customerInUse, { name: String(used.name ?? '') });
}

const kit = crudService(customerResource, {
  beforeWrite: (ctx, values) => datesAsDays(customerResource, ctx, values),
  beforeRemove,
});

/**
 * The filters beyond the declared ones: `keyword` (code, name, short name, pinyin) and `salerId` (the customers a
 * salesman is assigned to, by any shipper).
 */
function extraWhere(ctx: Ctx, query: Record<string, unknown>): SQL | undefined {
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  const like = keyword ? containingPattern(keyword) : undefined;
  const salerId = typeof query.salerId === 'string' ? query.salerId.trim() : '';
  if (salerId && !isIdText(salerId)) throw badRequest('badIds');
  return and(
    like
      ? or(
          ilike(customerTable.customerCode, like),
          ilike(customerTable.customerName, like),
          ilike(customerTable.shortName, like),
          ilike(customerTable.pinyin, like),
        )
      : undefined,
    salerId
      ? inArray(
          customerTable.id,
          ctx.db
            .select({ id: pair.customerId })
            .from(pair)
            .where(and(eq(pair.salerId, salerId), scoped(ctx, pair, { ...every, acrossTenants: true }))),
        )
      : undefined,
  );
}

/** Each customer's primary salesmen in force today (one per shipper; distinct names joined). */
async function withPrimarySalers(ctx: Ctx, records: Row[]): Promise<Row[]> {
  if (records.length === 0) return records;
  const today = todayIn(ctx.timeZone);
  const rows = await ctx.db
    .select({ customerId: pair.customerId, name: pair.salerName })
    .from(pair)
    .where(
      and(
        inArray(
          pair.customerId,
          records.map((r) => String(r.id)),
        ),
        eq(pair.isPrimary, true),
        eq(pair.status, 1),
        // In force today: an expired primary assignment names nobody.
        or(isNull(pair.validFrom), lte(pair.validFrom, today)),
        or(isNull(pair.validTo), gte(pair.validTo, today)),
        scoped(ctx, pair, { ...every, acrossTenants: true }),
      ),
    );
  const names = new Map<string, string[]>();
  for (const r of rows) {
    const list = names.get(String(r.customerId)) ?? [];
    if (r.name && !list.includes(String(r.name))) list.push(String(r.name));
    names.set(String(r.customerId), list);
  }
  return records.map((r) => ({ ...r, primarySalerName: (names.get(String(r.id)) ?? []).join('、') }));
}

/**
 * 客户资料 (custominfo): the kit's page with two filters of its own and the derived primarySalerName; detail; the
 * platform administrator's submit and remove (the screen is read-only: customers are the ERP's).
 */
const listWhere = (ctx: Ctx, query: Record<string, unknown>) => and(kit.listWhere(ctx, query), extraWhere(ctx, query));

export const customerService: CrudService = {
  ...kit,
  // The export (导出) reads the same rows as the page.
  listWhere,
  async list(ctx, query) {
    const { current, size } = pagingOf(query);
    const where = listWhere(ctx, query);
    const [total] = await ctx.db.select({ n: count() }).from(customerTable).where(where);
    const rows = await ctx.db
      .select()
      .from(customerTable)
      .where(where)
      .orderBy(...kit.listOrder(query))
      .limit(size)
      .offset((current - 1) * size);
    const records = await withPrimarySalers(
      ctx,
      rows.map((r) => kit.shape(ctx, r as Row)),
    );
    return pageOf(
      ctx.isAdministrator ? await withTenantNames(ctx, records) : records,
      Number(total?.n ?? 0),
      current,
      size,
    );
  },
  async detail(ctx, id) {
    const [record] = await withPrimarySalers(ctx, [await kit.detail(ctx, id)]);
    return record!;
  },
};

/** What the sales app shows of a customer beside the assignment: its card, by id (the caller's tenant). */
export interface CustomerCard {
  customerCode: string;
  customerType: number | null;
  city: string | null;
  contactName: string | null;
  contactPhone: string | null;
  creditLimit: string | null;
  arrearsAmount: string | null;
}

export async function customerCards(ctx: Ctx, ids: readonly string[]): Promise<Map<string, CustomerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: customerTable.id,
      customerCode: customerTable.customerCode,
      customerType: customerTable.customerType,
      city: customerTable.city,
      contactName: customerTable.contactName,
      contactPhone: customerTable.contactPhone,
      creditLimit: customerTable.creditLimit,
      arrearsAmount: customerTable.arrearsAmount,
    })
    .from(customerTable)
    .where(and(inArray(customerTable.id, [...ids]), scoped(ctx, customerTable, every)));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        customerCode: String(r.customerCode ?? ''),
        customerType: (r.customerType as number | null) ?? null,
        city: (r.city as string | null) ?? null,
        contactName: (r.contactName as string | null) ?? null,
        contactPhone: (r.contactPhone as string | null) ?? null,
        creditLimit: (r.creditLimit as string | null) ?? null,
        arrearsAmount: (r.arrearsAmount as string | null) ?? null,
      },
    ]),
  );
}
