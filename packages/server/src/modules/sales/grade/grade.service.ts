import { gradeDocResource, gradeMessages } from '@pharma/contract';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { perTenant } from '../../../platform/tenant-reach.ts';
import { nextDocNumber, shippersByIds } from '../../purchase/public.ts';
import { dayOf, todayIn } from './days.ts';
import { holdingsOf, refuseCollisions } from './grade.rules.ts';
import { gradeDocTable as doc } from './grade.table.ts';
import { gradeDtlTable as dtl } from './grade-dtl.table.ts';

const every = { dataScope: false } as const;
const f = gradeDocResource.fields;

/**
 * 控销等级 (zxEmpControlGradeDoc): the CRUD kit's four calls with the grade's rules as hooks: a new grade is a draft
 * numbered KXDJ + day + sequence; its level is 0–9; its code is unique per shipper; its dates run forward; its
 * shipper stays; a grade in force whose dates change must not give any of its employees a second grade in force.
 */
async function beforeWrite(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> {
  const level = values.gradeLevel ?? existing?.gradeLevel;
  if (!Number.isInteger(Number(level)) || Number(level) < 0 || Number(level) > 9)
    throw badRequest(gradeMessages.levelRange);
  // The kit hands dates over as the day's start in the caller's zone: stored as the day itself.
  const from =
    values.effectiveFrom === undefined
      ? (existing?.effectiveFrom as string)
      : dayOf(values.effectiveFrom, ctx.timeZone, f.effectiveFrom.label);
  const to =
    values.effectiveTo === undefined
      ? (existing?.effectiveTo as string)
      : dayOf(values.effectiveTo, ctx.timeZone, f.effectiveTo.label);
  if (values.effectiveFrom !== undefined) values.effectiveFrom = from;
  if (values.effectiveTo !== undefined) values.effectiveTo = to;
  if (from && to && to < from) throw badRequest(gradeMessages.datesReversed);

  const shipperId = String(existing?.shipperId ?? values.shipperId ?? '');
  if (existing && values.shipperId !== undefined && String(values.shipperId) !== shipperId)
    throw badRequest(gradeMessages.shipperFixed);
  const code = String(values.gradeCode ?? existing?.gradeCode ?? '');
  const [taken] = await ctx.db
    .select({ id: doc.id })
    .from(doc)
    .where(
      and(
        scoped(ctx, doc, every),
        eq(doc.shipperId, shipperId),
        eq(doc.gradeCode, code),
        existing ? ne(doc.id, String(existing.id)) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw badRequest(gradeMessages.codeTaken, { code });

  if (!existing) {
    // The number is the server's, never the caller's; a new grade starts as a draft.
    values.docNo = await nextDocNumber(ctx, 'KXDJ');
    values.status = 0;
    return;
  }
  delete values.docNo;
  if (existing.status === 1 && (from !== existing.effectiveFrom || to !== existing.effectiveTo)) {
    const id = String(existing.id);
    await refuseCollisions(ctx, shipperId, await holdingsOf(ctx, id, { from, to }), id);
  }
}

/** A grade in force is disabled before it is removed; its lines go with it. */
async function beforeRemove(ctx: Ctx, ids: string[]): Promise<void> {
  const rows = await ctx.db
    .select({ id: doc.id, no: doc.docNo, status: doc.status })
    .from(doc)
    .where(and(inArray(doc.id, ids), scoped(ctx, doc, every)));
  const inForce = rows.find((r) => r.status === 1);
  if (inForce) throw badRequest(gradeMessages.notRemovable, { no: String(inForce.no) });
  await ctx.db
    .update(dtl)
    .set(removedBy(ctx))
    .where(and(inArray(dtl.docId, ids), scoped(ctx, dtl, every)));
}

const kit = crudService(gradeDocResource, { beforeWrite, beforeRemove });

/** The grades' derived columns: the shipper's name and how many employees (live lines) hold each. */
async function withDerived(ctx: Ctx, records: Row[]): Promise<Row[]> {
  if (records.length === 0) return records;
  const ids = records.map((r) => String(r.id));
  const counts = await ctx.db
    .select({ docId: dtl.docId, n: count() })
    .from(dtl)
    .where(and(inArray(dtl.docId, ids), scoped(ctx, dtl, { ...every, acrossTenants: true })))
    .groupBy(dtl.docId);
  const byDoc = new Map(counts.map((c) => [String(c.docId), Number(c.n)]));
  const shippers = await shippersByIds(
    ctx,
    records.map((r) => r.shipperId as string),
  );
  return records.map((r) => ({
    ...r,
    employeeCount: byDoc.get(String(r.id)) ?? 0,
    shipperName: shippers.get(String(r.shipperId))?.shipperName ?? '',
  }));
}

/** A unique index refusing a write (two saves at once) says what the check before it says. */
function explained(error: unknown, code: unknown): never {
  if (uniqueViolation(error)?.constraint === 'zx_emp_control_grade_doc_code_uniq')
    throw badRequest(gradeMessages.codeTaken, { code: String(code ?? '') });
  throw error;
}

export const gradeDocService: CrudService = {
  ...kit,
  async list(ctx, query) {
    const page = await kit.list(ctx, query);
    return { ...page, records: await withDerived(ctx, page.records) };
  },
  async detail(ctx, id) {
    const [record] = await withDerived(ctx, [await kit.detail(ctx, id)]);
    return record!;
  },
  async submit(ctx, body) {
    try {
      const saved = await kit.submit(ctx, body);
      const [record] = await withDerived(ctx, [saved.record]);
      return { ...saved, record: record! };
    } catch (error) {
      explained(error, body.gradeCode);
    }
  },
};

/**
 * zxEmpControlGradeDoc/enable (status 1) and /disable (status 2) by ids. Putting a grade in force checks, one grade
 * after another in one transaction (so two grades of one call are checked against each other), that it has not
 * expired and that none of its employees holds another grade of the shipper in force over a shared day.
 */
export async function setGradeStatus(caller: Ctx, ids: string[], status: 1 | 2): Promise<number> {
  const counts = await perTenant(caller, doc, ids, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const inTx: Ctx = { ...ctx, db: tx as unknown as Db };
      const heads = await tx
        .select()
        .from(doc)
        .where(and(inArray(doc.id, group), scoped(inTx, doc, every)))
        .for('update');
      if (heads.length < group.length) throw notFound(gradeMessages.gradeMissing);
      const today = todayIn(ctx.timeZone);
      for (const h of heads) {
        const no = String(h.docNo);
        if (h.status === status)
          throw badRequest(status === 1 ? gradeMessages.alreadyEnabled : gradeMessages.alreadyDisabled, { no });
        if (status === 1) {
          if (String(h.effectiveTo) < today) throw badRequest(gradeMessages.expired, { no });
          const period = { from: h.effectiveFrom as string | null, to: h.effectiveTo as string | null };
          await refuseCollisions(inTx, String(h.shipperId), await holdingsOf(inTx, String(h.id), period), String(h.id));
        }
        await tx
          .update(doc)
          .set({ status, updateUser: ctx.userId, updateTime: new Date() })
          .where(and(eq(doc.id, String(h.id)), scoped(inTx, doc, every)));
      }
      return heads.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
