import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { scoped } from '../../../platform/scope.ts';
import { nextDocNumber } from '../../purchase/public.ts';
import { thisYear } from './demo-ctx.ts';
import { gradeDocTable as doc } from './grade.table.ts';
import { employeeOf } from './grade-dtl.service.ts';
import { gradeDtlTable as dtl } from './grade-dtl.table.ts';

const every = { dataScope: false } as const;

/** A demo grade: code, name, level, scope, and the user (by id, when present) who holds it. */
export interface GradeSeed {
  code: string;
  name: string;
  level: number;
  scopeType: number;
  remark: string;
  employeeId?: string | undefined;
}

/**
 * A shipper's grades in force this year (added when the code is new) with their employee (added when not on the
 * grade yet): idempotent, and an absent employee leaves the grade without one.
 */
export async function seedGrades(ctx: Ctx, shipperId: string, seeds: GradeSeed[]): Promise<void> {
  const year = thisYear();
  for (const s of seeds) {
    const [found] = await ctx.db
      .select({ id: doc.id })
      .from(doc)
      .where(and(scoped(ctx, doc, every), eq(doc.shipperId, shipperId), eq(doc.gradeCode, s.code)));
    let docId = found?.id as string | undefined;
    if (!docId) {
      const [made] = await ctx.db
        .insert(doc)
        .values({
          tenantId: ctx.tenantId,
          docNo: await nextDocNumber(ctx, 'KXDJ'),
          shipperId,
          gradeCode: s.code,
          gradeName: s.name,
          gradeLevel: s.level,
          scopeType: s.scopeType,
          effectiveFrom: year.from,
          effectiveTo: year.to,
          remark: s.remark,
          status: 1,
          createUser: ctx.userId || null,
          createDept: ctx.deptIds[0] ?? null,
          updateUser: ctx.userId || null,
        })
        .returning({ id: doc.id });
      docId = String(made!.id);
    }
    if (!s.employeeId) continue;
    const [held] = await ctx.db
      .select({ id: dtl.id })
      .from(dtl)
      .where(and(scoped(ctx, dtl, every), eq(dtl.docId, docId), eq(dtl.employeeId, s.employeeId)));
    if (held) continue;
    await ctx.db.insert(dtl).values({
      ...(await employeeOf(ctx, s.employeeId)),
      tenantId: ctx.tenantId,
      docId,
      status: 1,
      createUser: ctx.userId || null,
      createDept: ctx.deptIds[0] ?? null,
      updateUser: ctx.userId || null,
    });
  }
}
