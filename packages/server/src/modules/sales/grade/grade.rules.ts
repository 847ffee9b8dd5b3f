import { gradeMessages } from '@pharma/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { overlaps } from './days.ts';
import { gradeDocTable as doc } from './grade.table.ts';
import { gradeDtlTable as dtl } from './grade-dtl.table.ts';

/**
 * The rule of docs/domain.md §3.6: an employee holds at most one grade in force per shipper. A grade is in force when its
 * document is (status 1) and its line is enabled, over the line's dates (the document's where the line names none).
 */

const every = { dataScope: false } as const;

/** An employee holding (or about to hold) a grade over a period. */
export interface Holding {
  employeeId: string;
  employeeName: string;
  from: string | null;
  to: string | null;
}

/** A grade in force that an employee already holds, and over which days. */
export interface HeldGrade {
  docId: string;
  gradeCode: string;
  gradeName: string;
  gradeLevel: number;
  scopeType: number | null;
  regionCodes: string | null;
  employeeId: string;
  from: string | null;
  to: string | null;
}

/** The lines in force of a shipper's documents in force held by these employees, other documents left out. */
export async function gradesInForce(
  ctx: Ctx,
  shipperId: string,
  employeeIds: readonly string[],
  exceptDocIds: readonly string[] = [],
): Promise<HeldGrade[]> {
  const wanted = [...new Set(employeeIds)];
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select({
      docId: doc.id,
      gradeCode: doc.gradeCode,
      gradeName: doc.gradeName,
      gradeLevel: doc.gradeLevel,
      scopeType: doc.scopeType,
      regionCodes: doc.regionCodes,
      docFrom: doc.effectiveFrom,
      docTo: doc.effectiveTo,
      employeeId: dtl.employeeId,
      lineFrom: dtl.effectiveFrom,
      lineTo: dtl.effectiveTo,
    })
    .from(dtl)
    .innerJoin(doc, eq(doc.id, dtl.docId))
    .where(
      and(
        scoped(ctx, dtl, every),
        scoped(ctx, doc, every),
        eq(doc.shipperId, shipperId),
        eq(doc.status, 1),
        eq(dtl.status, 1),
        inArray(dtl.employeeId, wanted),
        ...exceptDocIds.map((id) => ne(doc.id, id)),
      ),
    );
  return rows.map((r) => ({
    docId: String(r.docId),
    gradeCode: String(r.gradeCode),
    gradeName: String(r.gradeName),
    gradeLevel: Number(r.gradeLevel),
    scopeType: (r.scopeType as number | null) ?? null,
    regionCodes: (r.regionCodes as string | null) ?? null,
    employeeId: String(r.employeeId),
    from: (r.lineFrom as string | null) ?? (r.docFrom as string | null) ?? null,
    to: (r.lineTo as string | null) ?? (r.docTo as string | null) ?? null,
  }));
}

/**
 * Refuses holdings that would give an employee a second grade in force of the shipper over a shared day, naming the
 * employee and the other grade. `exceptDocId` is the holdings' own document.
 */
export async function refuseCollisions(
  ctx: Ctx,
  shipperId: string,
  holdings: readonly Holding[],
  exceptDocId?: string,
): Promise<void> {
  const held = await gradesInForce(
    ctx,
    shipperId,
    holdings.map((h) => h.employeeId),
    exceptDocId ? [exceptDocId] : [],
  );
  for (const h of holdings) {
    const other = held.find((g) => g.employeeId === h.employeeId && overlaps(g, h));
    if (other)
      throw badRequest(gradeMessages.collides, { name: h.employeeName, grade: other.gradeName, code: other.gradeCode });
  }
}

/** A grade's lines as holdings over their own dates (the document's where a line names none). */
export async function holdingsOf(
  ctx: Ctx,
  docId: string,
  docPeriod: { from: string | null; to: string | null },
): Promise<Holding[]> {
  const lines = await ctx.db
    .select({
      employeeId: dtl.employeeId,
      employeeName: dtl.employeeName,
      from: dtl.effectiveFrom,
      to: dtl.effectiveTo,
    })
    .from(dtl)
    .where(and(eq(dtl.docId, docId), eq(dtl.status, 1), scoped(ctx, dtl, every)));
  return lines.map((l) => ({
    employeeId: String(l.employeeId),
    employeeName: String(l.employeeName ?? ''),
    from: (l.from as string | null) ?? docPeriod.from,
    to: (l.to as string | null) ?? docPeriod.to,
  }));
}

/** Refuses a grade's own lines that name one employee twice over a shared day. */
export function refuseTwiceInDoc(holdings: readonly Holding[]): void {
  holdings.forEach((h, i) => {
    if (holdings.some((o, j) => j < i && o.employeeId === h.employeeId && overlaps(o, h)))
      throw badRequest(gradeMessages.employeeTwice, { name: h.employeeName });
  });
}
