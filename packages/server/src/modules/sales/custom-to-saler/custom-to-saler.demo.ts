import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { customToSalerTable as pair } from './custom-to-saler.table.ts';
import { customToSalerHisTable as his } from './custom-to-saler-his.table.ts';
import { assignmentsOf, recordChange, salerOf } from './owner.ts';

/** A demo assignment: the customer, the salesman (by id, when present), primary or not. */
export interface AssignmentSeed {
  customer: { id: string; name: string } | undefined;
  salerId?: string | undefined;
  isPrimary: boolean;
  remark?: string;
}

/** A shipper's demo assignments, those not there yet (by customer and salesman): idempotent. */
export async function seedAssignments(ctx: Ctx, shipperId: string, seeds: AssignmentSeed[]): Promise<void> {
  for (const s of seeds) {
    if (!s.customer || !s.salerId) continue;
    const saved = await assignmentsOf(ctx, shipperId, s.customer.id);
    if (saved.some((a) => String(a.salerId) === s.salerId)) continue;
    // A second primary would break the rule: a seed never makes one.
    const isPrimary = s.isPrimary && !saved.some((a) => a.isPrimary);
    await ctx.db.insert(pair).values({
      ...(await salerOf(ctx, s.salerId)),
      tenantId: ctx.tenantId,
      shipperId,
      customerId: s.customer.id,
      customerName: s.customer.name,
      isPrimary,
      status: 1,
      remark: s.remark ?? null,
      createUser: ctx.userId || null,
      createDept: ctx.deptIds[0] ?? null,
      updateUser: ctx.userId || null,
    });
  }
}

/** One change of owner for the demo's history, written once per customer. */
export async function seedOwnerChange(
  ctx: Ctx,
  change: {
    shipperId: string;
    customer: { id: string } | undefined;
    from?: { id: string; name: string } | undefined;
    to?: { id: string; name: string } | undefined;
    reason: string;
  },
): Promise<void> {
  if (!change.customer || !change.from || !change.to) return;
  const [had] = await ctx.db
    .select({ id: his.id })
    .from(his)
    .where(and(eq(his.customerId, change.customer.id), scoped(ctx, his, { dataScope: false })))
    .limit(1);
  if (had) return;
  await recordChange(ctx, {
    shipperId: change.shipperId,
    customerId: change.customer.id,
    action: 'REASSIGN',
    from: change.from,
    to: change.to,
    reason: change.reason,
  });
}
