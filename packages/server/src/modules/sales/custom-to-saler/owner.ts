import { customerMessages, type OwnerChange } from '@pharma/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { deptNames } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { customerTable } from '../customer/customer.table.ts';
import { customToSalerTable as pair } from './custom-to-saler.table.ts';
import { customToSalerHisTable as his } from './custom-to-saler-his.table.ts';

/**
 * A customer's owner (docs/domain.md §3.7): for each shipper, exactly one primary salesman among its live assignments.
 * Making another one primary demotes the old one in the same transaction, and every change of owner is written to
 * pub_custom_to_saler_his. The save (a hook of the kit), 转移 and the import all go through here.
 */

const every = { dataScope: false } as const;

export type Assignment = typeof pair.$inferSelect;

/** A live customer of the caller's tenant, or the refusal. */
export async function customerOf(ctx: Ctx, customerId: string): Promise<{ id: string; name: string }> {
  const [row] = await ctx.db
    .select({ id: customerTable.id, name: customerTable.customerName })
    .from(customerTable)
    .where(and(eq(customerTable.id, customerId), scoped(ctx, customerTable, every)))
    .limit(1);
  if (!row) throw badRequest(customerMessages.customerMissing);
  return { id: String(row.id), name: String(row.name ?? '') };
}

/** A salesman as an assignment names them: a user of the caller's tenant with the first of their departments. */
export interface Saler {
  salerId: string;
  salerName: string;
  salerDeptId: string | null;
  salerDeptName: string | null;
}

export async function salerOf(ctx: Ctx, salerId: string): Promise<Saler> {
  const [member] = await staffOf(ctx, { ids: [salerId] });
  if (!member) throw badRequest(customerMessages.salerMissing);
  const depts = member.deptId ? await deptNames(ctx, [member.deptId]) : new Map<string, string>();
  return {
    salerId: member.id,
    salerName: member.realName.slice(0, 30),
    salerDeptId: member.deptId,
    salerDeptName: member.deptId ? (depts.get(member.deptId) ?? '').slice(0, 50) || null : null,
  };
}

/** The live assignments of a customer for a shipper (one of them left out: the row being saved). */
export async function assignmentsOf(
  ctx: Ctx,
  shipperId: string,
  customerId: string,
  except?: string,
): Promise<Assignment[]> {
  return (await ctx.db
    .select()
    .from(pair)
    .where(
      and(
        scoped(ctx, pair, every),
        eq(pair.shipperId, shipperId),
        eq(pair.customerId, customerId),
        except ? ne(pair.id, except) : undefined,
      ),
    )) as Assignment[];
}

/** One change of owner, written in the caller's transaction. */
export async function recordChange(
  ctx: Ctx,
  change: {
    shipperId: string;
    customerId: string;
    action: OwnerChange;
    from?: { id: string; name: string } | null;
    to?: { id: string; name: string } | null;
    reason?: string | null;
  },
): Promise<void> {
  await ctx.db.insert(his).values({
    tenantId: ctx.tenantId,
    shipperId: change.shipperId,
    customerId: change.customerId,
    action: change.action,
    fromSalerId: change.from?.id ?? null,
    fromSalerName: change.from?.name.slice(0, 30) ?? null,
    toSalerId: change.to?.id ?? null,
    toSalerName: change.to?.name.slice(0, 30) ?? null,
    reason: change.reason?.slice(0, 200) ?? null,
    operatorId: ctx.userId || null,
    operatorName: (ctx.realName || ctx.account || '').slice(0, 50) || null,
  });
}

/** Takes the primary from whoever holds it among these rows (in the caller's transaction). */
export async function demote(ctx: Ctx, rows: readonly Assignment[]): Promise<void> {
  for (const row of rows.filter((r) => r.isPrimary))
    await ctx.db
      .update(pair)
      .set({ isPrimary: false, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(pair.id, String(row.id)), scoped(ctx, pair, every)));
}

const named = (row: Assignment | undefined) =>
  row ? { id: String(row.salerId), name: String(row.salerName ?? '') } : null;

/**
 * Decides a saved assignment's primary flag against the customer's other live assignments, demoting and recording
 * as it goes: the first assignment of a customer is its primary; a new primary demotes the old one; the primary is
 * not given up by a save (only to another salesman, by making them primary or by 转移). Returns the flag to store.
 */
export async function settlePrimary(
  ctx: Ctx,
  input: {
    shipperId: string;
    customerId: string;
    saler: { id: string; name: string };
    wanted: boolean;
    /** The row as saved before, on an update. */
    before?: Assignment;
    action?: OwnerChange;
  },
): Promise<boolean> {
  const others = await assignmentsOf(ctx, input.shipperId, input.customerId, input.before?.id);
  const current = others.find((o) => o.isPrimary);
  const wasPrimary = Boolean(input.before?.isPrimary);
  if (others.length === 0) {
    // The only assignment owns the customer; a change of salesman on it is a change of owner.
    if (!wasPrimary)
      await recordChange(ctx, { ...input, action: input.action ?? 'ASSIGN', from: null, to: input.saler });
    else if (input.before && String(input.before.salerId) !== input.saler.id)
      await recordChange(ctx, {
        ...input,
        action: input.action ?? 'SET_PRIMARY',
        from: named(input.before),
        to: input.saler,
      });
    return true;
  }
  if (!input.wanted) {
    if (wasPrimary) throw badRequest(customerMessages.keepOnePrimary);
    return false;
  }
  if (current) await demote(ctx, [current]);
  if (!wasPrimary || (input.before && String(input.before.salerId) !== input.saler.id))
    await recordChange(ctx, {
      ...input,
      action: input.action ?? 'SET_PRIMARY',
      from: wasPrimary ? named(input.before) : named(current),
      to: input.saler,
    });
  return true;
}
