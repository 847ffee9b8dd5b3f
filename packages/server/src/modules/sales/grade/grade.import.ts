import { gradeDocResource, gradeMessages, type Text } from '@pharma/contract';
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
import { dayCell, overlaps } from './days.ts';
import { refuseCollisions } from './grade.rules.ts';
import { gradeDocTable as doc } from './grade.table.ts';
import { employeeOf } from './grade-dtl.service.ts';
import { gradeDtlTable as dtl } from './grade-dtl.table.ts';

const every = { dataScope: false } as const;

const dayNote = { zh: 'yyyy-MM-dd,留空取控销等级的日期', en: "yyyy-MM-dd; blank: the grade's dates" };
const nameNote = { zh: '填写时须与工号对应的姓名一致', en: "When given, the name of the employee number's user" };

/** Template 103 控销等级 (docs/domain.md §3.10), its headers exactly as the template writes them. */
export const gradeImportColumns: ImportColumn[] = [
  { key: 'shipperCode', label: { zh: '货主编码', en: 'Shipper code' }, required: true, max: 32, example: 'HDKY' },
  { key: 'gradeCode', label: { zh: '等级编码', en: 'Grade code' }, required: true, max: 20, example: 'KX-B' },
  { key: 'employeeNo', label: { zh: '工号', en: 'Employee no.' }, required: true, max: 30, example: 'E1003' },
  { key: 'employeeName', label: { zh: '姓名', en: 'Name' }, max: 30, note: nameNote, example: '王强' },
  { key: 'effectiveFrom', label: { zh: '有效期起', en: 'Valid from' }, note: dayNote, example: '2026-01-01' },
  { key: 'effectiveTo', label: { zh: '有效期止', en: 'Valid to' }, note: dayNote, example: '2026-12-31' },
];
const label = Object.fromEntries(gradeImportColumns.map((c) => [c.key, c.label])) as Record<string, Text>;
type Key = 'shipperCode' | 'gradeCode' | 'employeeNo' | 'employeeName' | 'effectiveFrom' | 'effectiveTo';

/** A good row: the grade, the employee and the line's own dates (null: the grade's). */
interface GradeLinePlan {
  docId: string;
  shipperId: string;
  employeeId: string;
  from: string | null;
  to: string | null;
}

type Problem = [Parameters<typeof translated>[1], Values?];

/** The live grades of the caller's tenant of these shippers, by `shipperId/gradeCode`. */
async function gradesOf(ctx: Ctx, shipperIds: string[]) {
  if (shipperIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: doc.id, shipperId: doc.shipperId, code: doc.gradeCode, from: doc.effectiveFrom, to: doc.effectiveTo })
    .from(doc)
    .where(and(inArray(doc.shipperId, shipperIds), scoped(ctx, doc, every)));
  return new Map(rows.map((r) => [`${r.shipperId}/${r.code}`, r as { id: string; from: string; to: string }]));
}

/**
 * Checks a chunk: required cells; the shipper, the grade (by code, of that shipper) and the employee (by 工号, one
 * user of the tenant; the name, when given, must be theirs); the dates (yyyy-MM-dd, forward, within the grade's);
 * one row per employee and shipper in the file. Whether the employee already holds another grade in force is the
 * write's to say (the rule reads the rows as they are when written).
 */
async function check(ctx: Ctx, rows: SheetRow[], run: { claim(key: string, row: number): number | undefined }) {
  const cells = rows as Array<SheetRow<Key>>;
  const shippers = await shippersByCodes(
    ctx,
    cells.map((r) => r.cells.shipperCode ?? ''),
  );
  const grades = await gradesOf(
    ctx,
    [...shippers.values()].map((s) => s.id),
  );
  const staff = await staffOf(ctx, { employeeNos: cells.map((r) => r.cells.employeeNo ?? '').filter(Boolean) });
  const byNo = new Map<string, typeof staff>();
  for (const s of staff) byNo.set(s.employeeNo, [...(byNo.get(s.employeeNo) ?? []), s]);

  return cells.map(({ row, cells: c }): CheckedRow<GradeLinePlan> => {
    const problems: Problem[] = [];
    const key = [c.shipperCode, c.gradeCode, c.employeeNo].filter(Boolean).join('/');
    for (const column of gradeImportColumns) {
      if (column.required && !c[column.key as Key])
        problems.push([gradeMessages.cellRequired, { field: column.label }]);
    }
    const shipper = c.shipperCode ? shippers.get(c.shipperCode) : undefined;
    if (c.shipperCode && !shipper) problems.push([gradeMessages.shipperUnknown]);
    const grade = shipper && c.gradeCode ? grades.get(`${shipper.id}/${c.gradeCode}`) : undefined;
    if (shipper && c.gradeCode && !grade) problems.push([gradeMessages.gradeUnknown]);
    const found = c.employeeNo ? (byNo.get(c.employeeNo) ?? []) : [];
    if (c.employeeNo && found.length === 0) problems.push([gradeMessages.employeeNoUnknown]);
    if (found.length > 1) problems.push([gradeMessages.employeeNoAmbiguous]);
    const employee = found.length === 1 ? found[0]! : undefined;
    if (employee && c.employeeName && c.employeeName.trim() !== employee.realName)
      problems.push([gradeMessages.nameMismatch]);
    const from = dayCell(c.effectiveFrom);
    const to = dayCell(c.effectiveTo);
    if (from === undefined) problems.push([gradeMessages.badDay, { field: label.effectiveFrom! }]);
    if (to === undefined) problems.push([gradeMessages.badDay, { field: label.effectiveTo! }]);
    if (from && to && to < from) problems.push([gradeMessages.datesReversed]);
    if (grade && ((from && (from < grade.from || from > grade.to)) || (to && (to > grade.to || to < grade.from))))
      problems.push([gradeMessages.lineOutsideGrade, { from: grade.from, to: grade.to }]);
    // A row repeats an earlier good one when it names the same employee for the same shipper.
    if (shipper && employee && problems.length === 0) {
      const first = run.claim(`${shipper.id}/${employee.id}`, row);
      if (first !== undefined) problems.push([gradeMessages.duplicateInFile, { row: first }]);
    }
    if (problems.length || !grade || !employee || !shipper)
      return { row, key, problems: problems.map(([text, values]) => translated(ctx.lang, text, values)) };
    return {
      row,
      key,
      problems: [],
      value: { docId: grade.id, shipperId: shipper.id, employeeId: employee.id, from: from ?? null, to: to ?? null },
    };
  });
}

/**
 * Writes a batch, row by row in the file's order (an earlier row's grade counts for a later one): an employee
 * already on the grade with the same dates is left as is, with other dates the line is updated, else added; a row
 * that would give its employee a second grade in force of the shipper fails with the rule's message.
 */
async function write(ctx: Ctx, rows: Array<CheckedRow<GradeLinePlan> & { value: GradeLinePlan }>) {
  const results: ImportRowResult[] = [];
  for (const { row, key, value } of rows) {
    try {
      const [head] = await ctx.db
        .select({ from: doc.effectiveFrom, to: doc.effectiveTo })
        .from(doc)
        .where(and(eq(doc.id, value.docId), scoped(ctx, doc, every)));
      if (!head) throw new AppError(400, gradeMessages.gradeMissing);
      const employee = await employeeOf(ctx, value.employeeId);
      const period = { from: value.from ?? head.from, to: value.to ?? head.to };
      const lines = await ctx.db
        .select({ id: dtl.id, from: dtl.effectiveFrom, to: dtl.effectiveTo })
        .from(dtl)
        .where(and(eq(dtl.docId, value.docId), eq(dtl.employeeId, value.employeeId), scoped(ctx, dtl, every)));
      const same = lines.find((l) => (l.from ?? null) === value.from && (l.to ?? null) === value.to);
      if (same) {
        results.push({
          row,
          key,
          success: true,
          msg: translated(ctx.lang, gradeMessages.unchanged),
          targetId: String(same.id),
        });
        continue;
      }
      await refuseCollisions(ctx, value.shipperId, [{ ...employee, ...period }], value.docId);
      const line = lines.find((l) => overlaps(period, { from: l.from ?? head.from, to: l.to ?? head.to }));
      const now = new Date();
      if (line) {
        await ctx.db
          .update(dtl)
          .set({
            ...employee,
            effectiveFrom: value.from,
            effectiveTo: value.to,
            updateUser: ctx.userId,
            updateTime: now,
          })
          .where(and(eq(dtl.id, String(line.id)), scoped(ctx, dtl, every)));
        results.push({
          row,
          key,
          success: true,
          msg: translated(ctx.lang, gradeMessages.updated),
          targetId: String(line.id),
        });
      } else {
        const [made] = await ctx.db
          .insert(dtl)
          .values({
            ...employee,
            tenantId: ctx.tenantId,
            docId: value.docId,
            effectiveFrom: value.from,
            effectiveTo: value.to,
            status: 1,
            createUser: ctx.userId,
            createDept: ctx.deptIds[0] ?? null,
            updateUser: ctx.userId,
          })
          .returning({ id: dtl.id });
        results.push({
          row,
          key,
          success: true,
          msg: translated(ctx.lang, gradeMessages.added),
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

/** 控销等级's import (module 103): employees added to grades by grade code; idempotent. */
export const gradeImportTarget: ImportTarget<GradeLinePlan, unknown> = {
  name: gradeDocResource.name,
  moduleNo: 103,
  title: { zh: '控销等级导入结果', en: 'Control grade import results' },
  columns: gradeImportColumns,
  check: (ctx, rows, _options, run) => check(ctx, rows, run),
  write: (ctx, rows) => write(ctx, rows),
};
