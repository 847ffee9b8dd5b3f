import {
  type CustomerOption,
  customerMessages,
  customToSalerResource,
  type OwnerChangeRecord,
  ownerChangeNames,
  pick,
} from '@pharma/contract';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { containingPattern } from '../../../platform/crud/filters.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { tenantToAddTo } from '../../../platform/tenant-reach.ts';
import { formatTime } from '../../../platform/time.ts';
import { actingForShipper, shippersByIds } from '../../purchase/public.ts';
import { datesAsDays } from '../customer/customer.service.ts';
import { customerTable } from '../customer/customer.table.ts';
import { todayIn, within } from '../grade/days.ts';
import { customToSalerTable as pair } from './custom-to-saler.table.ts';
import { customToSalerHisTable as his } from './custom-to-saler-his.table.ts';
import { type Assignment, assignmentsOf, customerOf, demote, recordChange, salerOf, settlePrimary } from './owner.ts';

const every = { dataScope: false } as const;

/**
 * A save's rules (the kit's submit, in its transaction): the shipper and customer of an assignment stay; the
 * customer and the salesman are the tenant's (their names and the salesman's department taken from them, never from
 * the caller); validity runs forward; one live assignment per salesman and customer; and the primary rule of owner.ts.
 */
async function beforeWrite(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> {
  datesAsDays(customToSalerResource, ctx, values);
  const before = existing as Assignment | undefined;
  const shipperId = String(before?.shipperId ?? values.shipperId ?? '');
  const customerId = String(before?.customerId ?? values.customerId ?? '');
  if (
    before &&
    ((values.shipperId !== undefined && String(values.shipperId) !== shipperId) ||
      (values.customerId !== undefined && String(values.customerId) !== customerId))
  )
    throw badRequest(customerMessages.fixedPair);
  const from = (values.validFrom === undefined ? before?.validFrom : values.validFrom) as string | null;
  const to = (values.validTo === undefined ? before?.validTo : values.validTo) as string | null;
  if (from && to && to < from) throw badRequest(customerMessages.datesReversed);

  const customer = await customerOf(ctx, customerId);
  const saler = await salerOf(ctx, String(values.salerId ?? before?.salerId ?? ''));
  Object.assign(values, { customerName: customer.name.slice(0, 100), ...saler });
  const twin = (await assignmentsOf(ctx, shipperId, customerId, before?.id)).find(
    (o) => String(o.salerId) === saler.salerId,
  );
  if (twin) throw badRequest(customerMessages.assignedTwice, { saler: saler.salerName, customer: customer.name });
  values.isPrimary = await settlePrimary(ctx, {
    shipperId,
    customerId,
    saler: { id: saler.salerId, name: saler.salerName },
    wanted: Boolean(values.isPrimary ?? before?.isPrimary ?? false),
    before,
  });
}

/** The primary of a customer that keeps other salesmen is reassigned first; the last assignment may go (recorded). */
async function beforeRemove(ctx: Ctx, ids: string[]): Promise<void> {
  const rows = (await ctx.db
    .select()
    .from(pair)
    .where(and(inArray(pair.id, ids), scoped(ctx, pair, every)))) as Assignment[];
  for (const row of rows.filter((r) => r.isPrimary)) {
    const rest = (await assignmentsOf(ctx, String(row.shipperId), String(row.customerId), String(row.id))).filter(
      (o) => !ids.includes(String(o.id)),
    );
    if (rest.length > 0)
      throw badRequest(customerMessages.primaryRemoval, {
        saler: String(row.salerName ?? ''),
        customer: String(row.customerName ?? ''),
      });
    await recordChange(ctx, {
      shipperId: String(row.shipperId),
      customerId: String(row.customerId),
      action: 'REMOVE',
      from: { id: String(row.salerId), name: String(row.salerName ?? '') },
      to: null,
    });
  }
}

const kit = crudService(customToSalerResource, { beforeWrite, beforeRemove });

async function withShipperNames(ctx: Ctx, records: Row[]): Promise<Row[]> {
  const shippers = await shippersByIds(
    ctx,
    records.map((r) => r.shipperId as string),
  );
  return records.map((r) => ({ ...r, shipperName: shippers.get(String(r.shipperId))?.shipperName ?? '' }));
}

/** The unique indexes refusing a write (two saves at once) say what the checks before them say. */
function explained(error: unknown): never {
  const constraint = uniqueViolation(error)?.constraint;
  if (constraint === 'pub_custom_to_saler_pair_uniq')
    throw badRequest(customerMessages.assignedTwice, { saler: '', customer: '' });
  if (constraint === 'pub_custom_to_saler_primary_uniq')
    throw badRequest(customerMessages.primaryTwice, { customer: '' });
  throw error;
}

/** 客户业务员 (pubCustomToSaler): the kit's four calls with the rules above, and each row's shipper name. */
export const customToSalerService: CrudService = {
  ...kit,
  async list(ctx, query) {
    const page = await kit.list(ctx, query);
    return { ...page, records: await withShipperNames(ctx, page.records) };
  },
  async detail(ctx, id) {
    const [record] = await withShipperNames(ctx, [await kit.detail(ctx, id)]);
    return record!;
  },
  async submit(ctx, body) {
    try {
      const saved = await kit.submit(ctx, body);
      const [record] = await withShipperNames(ctx, [saved.record]);
      return { ...saved, record: record! };
    } catch (error) {
      explained(error);
    }
  },
};

/**
 * pubCustomToSaler/reassign (转移): the customer's primary salesman for the shipper becomes `toSalerId` (assigned
 * now if they were not), the old one stays assigned as a secondary, and the change is recorded with its reason; all
 * in one transaction.
 */
export async function reassign(
  caller: Ctx,
  body: { shipperId: string; customerId: string; toSalerId: string; reason: string },
): Promise<{ id: string; fromSalerName: string; toSalerName: string }> {
  const { ctx } = await actingForShipper(caller, body.shipperId);
  const customer = await customerOf(ctx, body.customerId);
  const saler = await salerOf(ctx, body.toSalerId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const inTx: Ctx = { ...ctx, db: tx as unknown as Db };
      const rows = (await tx
        .select()
        .from(pair)
        .where(and(scoped(inTx, pair, every), eq(pair.shipperId, body.shipperId), eq(pair.customerId, customer.id)))
        .for('update')) as Assignment[];
      const current = rows.find((r) => r.isPrimary);
      if (current && String(current.salerId) === saler.salerId)
        throw badRequest(customerMessages.alreadyPrimary, { saler: saler.salerName });
      if (current) await demote(inTx, [current]);
      const now = new Date();
      const target = rows.find((r) => String(r.salerId) === saler.salerId);
      let id: string;
      if (target) {
        await tx
          .update(pair)
          .set({ ...saler, isPrimary: true, status: 1, updateUser: ctx.userId, updateTime: now })
          .where(and(eq(pair.id, String(target.id)), scoped(inTx, pair, every)));
        id = String(target.id);
      } else {
        const [made] = await tx
          .insert(pair)
          .values({
            tenantId: ctx.tenantId,
            shipperId: body.shipperId,
            customerId: customer.id,
            customerName: customer.name.slice(0, 100),
            ...saler,
            isPrimary: true,
            status: 1,
            createUser: ctx.userId,
            createDept: ctx.deptIds[0] ?? null,
            updateUser: ctx.userId,
          })
          .returning({ id: pair.id });
        id = String(made!.id);
      }
      await recordChange(inTx, {
        shipperId: body.shipperId,
        customerId: customer.id,
        action: 'REASSIGN',
        from: current ? { id: String(current.salerId), name: String(current.salerName ?? '') } : null,
        to: { id: saler.salerId, name: saler.salerName },
        reason: body.reason,
      });
      return { id, fromSalerName: String(current?.salerName ?? ''), toSalerName: saler.salerName };
    });
  } catch (error) {
    explained(error);
  }
}

/** pubCustomToSaler/history: a customer's changes of owner (of one shipper, when named), newest first. */
export async function ownerHistory(
  ctx: Ctx,
  query: { customerId: string; shipperId?: string },
): Promise<OwnerChangeRecord[]> {
  const rows = await ctx.db
    .select()
    .from(his)
    .where(
      and(
        scoped(ctx, his, { ...every, acrossTenants: true }),
        eq(his.customerId, query.customerId),
        query.shipperId ? eq(his.shipperId, query.shipperId) : undefined,
      ),
    )
    .orderBy(desc(his.time), desc(his.id))
    .limit(500);
  return rows.map((r) => ({
    id: String(r.id),
    shipperId: String(r.shipperId),
    customerId: String(r.customerId),
    action: r.action,
    actionName: pick(ownerChangeNames[r.action] ?? { zh: r.action, en: r.action }, ctx.lang),
    fromSalerId: r.fromSalerId ? String(r.fromSalerId) : null,
    fromSalerName: r.fromSalerName ?? '',
    toSalerId: r.toSalerId ? String(r.toSalerId) : null,
    toSalerName: r.toSalerName ?? '',
    reason: r.reason ?? '',
    operatorName: r.operatorName ?? '',
    time: formatTime(r.time, ctx.timeZone),
  }));
}

/** pubCustomToSaler/customers: the tenant's customers by code or name, for the screen's picker. */
export async function customerOptions(
  caller: Ctx,
  query: { keyword?: string; tenantId?: string },
): Promise<CustomerOption[]> {
  const ctx = await tenantToAddTo(caller, query.tenantId);
  const like = query.keyword ? containingPattern(query.keyword) : undefined;
  const rows = await ctx.db
    .select({ id: customerTable.id, code: customerTable.customerCode, name: customerTable.customerName })
    .from(customerTable)
    .where(
      and(
        scoped(ctx, customerTable, every),
        like ? or(ilike(customerTable.customerCode, like), ilike(customerTable.customerName, like)) : undefined,
      ),
    )
    .orderBy(asc(customerTable.customerCode))
    .limit(200);
  return rows.map((r) => ({
    id: String(r.id),
    customerCode: String(r.code ?? ''),
    customerName: String(r.name ?? ''),
  }));
}

/** A customer a salesman serves for a shipper, as the app lists them. */
export interface SalerCustomer {
  customerId: string;
  customerName: string;
  isPrimary: boolean;
}

/**
 * The customers a salesman is assigned to for a shipper and may serve on `today` (enabled assignments within their
 * validity), primary ones first, by name.
 */
export async function customersOfSaler(
  ctx: Ctx,
  shipperId: string,
  salerId: string,
  today: string = todayIn(ctx.timeZone),
): Promise<SalerCustomer[]> {
  const rows = await ctx.db
    .select({
      customerId: pair.customerId,
      customerName: pair.customerName,
      isPrimary: pair.isPrimary,
      from: pair.validFrom,
      to: pair.validTo,
    })
    .from(pair)
    .where(and(scoped(ctx, pair, every), eq(pair.shipperId, shipperId), eq(pair.salerId, salerId), eq(pair.status, 1)))
    .orderBy(desc(pair.isPrimary), asc(pair.customerName));
  return rows
    .filter((r) => within(today, { from: (r.from as string | null) ?? null, to: (r.to as string | null) ?? null }))
    .map((r) => ({
      customerId: String(r.customerId),
      customerName: String(r.customerName ?? ''),
      isPrimary: Boolean(r.isPrimary),
    }));
}
