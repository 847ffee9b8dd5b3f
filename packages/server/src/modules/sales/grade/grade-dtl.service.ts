import { gradeDtlResource, gradeMessages } from '@pharma/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { deptNames } from '../../system/public.ts';
import { staffOf } from '../../user/public.ts';
import { dayOf, overlaps } from './days.ts';
import { refuseCollisions } from './grade.rules.ts';
import { gradeDocTable as doc } from './grade.table.ts';
import { gradeDtlTable as dtl } from './grade-dtl.table.ts';

const every = { dataScope: false } as const;
const f = gradeDtlResource.fields;

/** The live grade of the caller's tenant a line belongs to. */
export async function gradeOf(ctx: Ctx, docId: string) {
  const [head] = await ctx.db
    .select()
    .from(doc)
    .where(and(eq(doc.id, docId), scoped(ctx, doc, every)))
    .limit(1);
  if (!head) throw badRequest(gradeMessages.gradeMissing);
  return head as Row & { shipperId: string; effectiveFrom: string; effectiveTo: string };
}

/** A user of the caller's tenant as a line names them: name, employee number, department. */
export async function employeeOf(ctx: Ctx, employeeId: string) {
  const [member] = await staffOf(ctx, { ids: [employeeId] });
  if (!member) throw badRequest(gradeMessages.employeeMissing);
  const depts = member.deptId ? await deptNames(ctx, [member.deptId]) : new Map<string, string>();
  return {
    employeeId: member.id,
    employeeName: member.realName.slice(0, 30),
    employeeNo: member.employeeNo.slice(0, 30) || null,
    deptId: member.deptId,
    deptName: member.deptId ? (depts.get(member.deptId) ?? '').slice(0, 50) || null : null,
  };
}

/**
 * A line's rules: its grade is a live one of the tenant (and stays the same); the employee is a user of the tenant
 * (name, number and department are taken from the user, never from the caller); its dates run forward and lie within
 * the grade's; the employee is not on the grade twice; and they hold no other grade of the shipper in force over a
 * shared day (whatever this grade's status: a draft holding them would collide the day it is put in force).
 */
async function beforeWrite(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> {
  const docId = String(existing?.docId ?? values.docId ?? '');
  if (existing && values.docId !== undefined && String(values.docId) !== docId)
    throw badRequest(gradeMessages.gradeMissing);
  const head = await gradeOf(ctx, docId);
  const employee = await employeeOf(ctx, String(values.employeeId ?? existing?.employeeId ?? ''));
  Object.assign(values, employee);

  const from =
    values.effectiveFrom === undefined
      ? ((existing?.effectiveFrom as string | null) ?? null)
      : dayOf(values.effectiveFrom, ctx.timeZone, f.effectiveFrom.label);
  const to =
    values.effectiveTo === undefined
      ? ((existing?.effectiveTo as string | null) ?? null)
      : dayOf(values.effectiveTo, ctx.timeZone, f.effectiveTo.label);
  if (values.effectiveFrom !== undefined) values.effectiveFrom = from;
  if (values.effectiveTo !== undefined) values.effectiveTo = to;
  if (from && to && to < from) throw badRequest(gradeMessages.datesReversed);
  if ((from && from < head.effectiveFrom) || (to && to > head.effectiveTo) || (from && from > head.effectiveTo))
    throw badRequest(gradeMessages.lineOutsideGrade, { from: head.effectiveFrom, to: head.effectiveTo });
  const period = { from: from ?? head.effectiveFrom, to: to ?? head.effectiveTo };

  const sameGrade = await ctx.db
    .select({ from: dtl.effectiveFrom, to: dtl.effectiveTo })
    .from(dtl)
    .where(
      and(
        scoped(ctx, dtl, every),
        eq(dtl.docId, docId),
        eq(dtl.employeeId, employee.employeeId),
        existing ? ne(dtl.id, String(existing.id)) : undefined,
      ),
    );
  if (
    sameGrade.some((o) =>
      overlaps(period, { from: (o.from as string) ?? head.effectiveFrom, to: (o.to as string) ?? head.effectiveTo }),
    )
  )
    throw badRequest(gradeMessages.employeeTwice, { name: employee.employeeName });
  await refuseCollisions(
    ctx,
    head.shipperId,
    [{ employeeId: employee.employeeId, employeeName: employee.employeeName, ...period }],
    docId,
  );
}

/** 控销等级明细 (zxEmpControlGradeDtl): list by docId, detail, submit and remove, from the kit, with the rules above. */
export const gradeDtlService = crudService(gradeDtlResource, { beforeWrite });
