import {
  type Page,
  type UserGoodsRecord,
  type userGoodsBatchBody,
  type userGoodsListQuery,
  userGoodsMessages,
  type userGoodsSubmitBody,
} from '@pharma/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../../platform/context.ts';
import { containing, pagingOf } from '../../../platform/crud/filters.ts';
import { removedBy } from '../../../platform/crud/soft-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { badRequest, notFound, uniqueViolation } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { inTenantOfRow, perTenant, withTenantNames } from '../../../platform/tenant-reach.ts';
import { formatTime } from '../../../platform/time.ts';
import { actingForShipper, goodsByIds, shippersByIds } from '../../purchase/public.ts';
import { staffOf, userNamesById } from '../../user/public.ts';
import { userGoodsTable } from './user-goods.table.ts';

/**
 * 用户商品 (pubExUserGoods, docs/domain.md §3.4): per sales rep and shipper, goods individually granted (授权可见) or
 * barred (屏蔽). A save leaves rows pending (待提交); only 提交生效 puts them in force, and only rows in force change
 * what the app shows. A row in force that is edited falls back to pending until submitted again.
 */

const every = { dataScope: false } as const;
type Row = typeof userGoodsTable.$inferSelect;
export const pending = 0;
export const inForce = 1;

async function recordsOf(ctx: Ctx, rows: Row[]): Promise<UserGoodsRecord[]> {
  const shippers = await shippersByIds(
    ctx,
    rows.map((r) => r.shipperId),
  );
  const submitters = await userNamesById(ctx.db, rows.map((r) => r.submitUser ?? '').filter(Boolean));
  const records = rows.map((r) => ({
    id: String(r.id),
    tenantId: String(r.tenantId),
    shipperId: String(r.shipperId),
    shipperName: shippers.get(String(r.shipperId))?.shipperName ?? '',
    userId: String(r.userId),
    userName: String(r.userName ?? ''),
    goodsId: String(r.goodsId),
    goodsCode: String(r.goodsCode ?? ''),
    commonName: String(r.commonName ?? ''),
    spec: String(r.spec ?? ''),
    manufacturer: String(r.manufacturer ?? ''),
    ruleType: Number(r.ruleType),
    validFrom: (r.validFrom as string | null) ?? null,
    validTo: (r.validTo as string | null) ?? null,
    status: Number(r.status),
    submitTime: formatTime(r.submitTime as Date | null, ctx.timeZone),
    submitUser: r.submitUser ? String(r.submitUser) : null,
    submitUserName: (r.submitUser && submitters.get(String(r.submitUser))) || '',
    remark: (r.remark as string | null) ?? null,
    createTime: formatTime(r.createTime as Date, ctx.timeZone),
    updateTime: formatTime(r.updateTime as Date, ctx.timeZone),
  }));
  return ctx.isAdministrator ? withTenantNames(ctx, records) : records;
}

/** pubExUserGoods/list: newest rules last, by goods code; the platform administrator sees every tenant's. */
export async function userGoodsList(
  ctx: Ctx,
  query: z.output<typeof userGoodsListQuery>,
): Promise<Page<UserGoodsRecord>> {
  const { current, size } = pagingOf(query);
  const where = and(
    scoped(ctx, userGoodsTable, { ...every, acrossTenants: true, tenantId: query.tenantId || undefined }),
    query.shipperId ? eq(userGoodsTable.shipperId, query.shipperId) : undefined,
    query.userId ? eq(userGoodsTable.userId, query.userId) : undefined,
    query.goodsCode ? containing(userGoodsTable.goodsCode, query.goodsCode) : undefined,
    query.ruleType ? eq(userGoodsTable.ruleType, Number(query.ruleType)) : undefined,
    query.status ? eq(userGoodsTable.status, Number(query.status)) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(userGoodsTable).where(where);
  const rows = await ctx.db
    .select()
    .from(userGoodsTable)
    .where(where)
    .orderBy(asc(userGoodsTable.goodsCode), asc(userGoodsTable.id))
    .limit(size)
    .offset((current - 1) * size);
  return pageOf(await recordsOf(ctx, rows as Row[]), Number(total?.n ?? 0), current, size);
}

/** One rule as a save or an import gives it, its goods and rep already checked. */
export interface RuleToSave {
  goodsId: string;
  ruleType: number;
  validFrom: string | null;
  validTo: string | null;
  remark?: string | null;
}

/** What writing one rule did: added, changed (and so pending again), or nothing (the same rule was there). */
export type RuleOutcome = { id: string; outcome: 'added' | 'changed' | 'unchanged' };

/**
 * Upserts rules of one rep and shipper inside the caller's transaction, keyed by goods: a new goods item is added
 * pending; a saved one whose rule, dates or remark change is updated and falls back to pending; one saved exactly so
 * stays as it is (so a second import of the same file changes nothing). Goods snapshots come from the goods master.
 */
export async function upsertRules(
  ctx: Ctx,
  shipperId: string,
  rep: { id: string; name: string },
  rules: readonly RuleToSave[],
): Promise<RuleOutcome[]> {
  const goods = await goodsByIds(
    ctx,
    rules.map((r) => r.goodsId),
  );
  const saved = new Map(
    (
      await ctx.db
        .select()
        .from(userGoodsTable)
        .where(
          and(
            scoped(ctx, userGoodsTable, every),
            eq(userGoodsTable.shipperId, shipperId),
            eq(userGoodsTable.userId, rep.id),
            inArray(
              userGoodsTable.goodsId,
              rules.map((r) => r.goodsId),
            ),
          ),
        )
    ).map((r) => [String(r.goodsId), r as Row]),
  );
  const now = new Date();
  const out: RuleOutcome[] = [];
  for (const rule of rules) {
    const g = goods.get(rule.goodsId);
    if (!g) throw badRequest(userGoodsMessages.goodsMissing);
    const snapshot = {
      goodsCode: g.goodsCode.slice(0, 32),
      commonName: g.commonName.slice(0, 100),
      spec: g.spec.slice(0, 100),
      manufacturer: g.manufacturer.slice(0, 100),
      userName: rep.name.slice(0, 30),
    };
    const values = {
      ruleType: rule.ruleType,
      validFrom: rule.validFrom,
      validTo: rule.validTo,
      ...(rule.remark !== undefined ? { remark: rule.remark } : {}),
    };
    const existing = saved.get(rule.goodsId);
    if (!existing) {
      const [made] = await ctx.db
        .insert(userGoodsTable)
        .values({
          ...values,
          ...snapshot,
          tenantId: ctx.tenantId,
          shipperId,
          userId: rep.id,
          goodsId: rule.goodsId,
          status: pending,
          createUser: ctx.userId,
          createDept: ctx.deptIds[0] ?? null,
          updateUser: ctx.userId,
        })
        .returning({ id: userGoodsTable.id });
      out.push({ id: String(made!.id), outcome: 'added' });
      continue;
    }
    const same =
      Number(existing.ruleType) === rule.ruleType &&
      (existing.validFrom ?? null) === rule.validFrom &&
      (existing.validTo ?? null) === rule.validTo &&
      (rule.remark === undefined || (existing.remark ?? null) === (rule.remark ?? null));
    if (same) {
      out.push({ id: String(existing.id), outcome: 'unchanged' });
      continue;
    }
    await ctx.db
      .update(userGoodsTable)
      .set({ ...values, ...snapshot, status: pending, updateUser: ctx.userId, updateTime: now })
      .where(and(eq(userGoodsTable.id, String(existing.id)), scoped(ctx, userGoodsTable, every)));
    out.push({ id: String(existing.id), outcome: 'changed' });
  }
  return out;
}

/** The rep named by a save, a user of the caller's tenant. */
export async function repOf(ctx: Ctx, userId: string): Promise<{ id: string; name: string }> {
  const [member] = await staffOf(ctx, { ids: [userId] });
  if (!member) throw badRequest(userGoodsMessages.userMissing);
  return { id: member.id, name: member.realName };
}

/**
 * pubExUserGoods/batchSave: the rep's rules for the shipper's goods, pending. The platform administrator acts in the
 * shipper's tenant. One goods item twice in a save is refused; dates run forward.
 */
export async function batchSave(
  caller: Ctx,
  body: z.output<typeof userGoodsBatchBody>,
): Promise<{ saved: number; ids: string[] }> {
  const { ctx } = await actingForShipper(caller, body.shipperId);
  const rep = await repOf(ctx, body.userId);
  const seen = new Set<string>();
  for (const g of body.goods) {
    if (seen.has(g.goodsId)) {
      const known = await goodsByIds(ctx, [g.goodsId]);
      throw badRequest(userGoodsMessages.goodsTwice, { code: known.get(g.goodsId)?.goodsCode ?? g.goodsId });
    }
    seen.add(g.goodsId);
    if (g.validFrom && g.validTo && g.validTo < g.validFrom) throw badRequest(userGoodsMessages.datesReversed);
  }
  try {
    const outcomes = await ctx.db.transaction((tx) =>
      upsertRules({ ...ctx, db: tx as unknown as Db }, body.shipperId, rep, body.goods),
    );
    return { saved: outcomes.length, ids: outcomes.map((o) => o.id) };
  } catch (error) {
    // Two saves of the same goods at once: the second is told as if it had come a moment later.
    if (uniqueViolation(error)?.constraint === 'pub_ex_user_goods_rule_uniq')
      throw badRequest(userGoodsMessages.goodsTwice, { code: '' });
    throw error;
  }
}

/**
 * pubExUserGoods/submit: pending rows in force (submit time and user), by ids, or every pending row of a rep
 * (optionally of one shipper). Rows already in force among the ids are left as they are; nothing pending is refused.
 */
export async function submitUserGoods(caller: Ctx, body: z.output<typeof userGoodsSubmitBody>): Promise<number> {
  const ids = Array.isArray(body.ids) ? body.ids : (body.ids ?? []);
  const put = async (ctx: Ctx, where: ReturnType<typeof and>) => {
    const now = new Date();
    const done = await ctx.db
      .update(userGoodsTable)
      .set({ status: inForce, submitTime: now, submitUser: ctx.userId, updateUser: ctx.userId, updateTime: now })
      .where(and(where, eq(userGoodsTable.status, pending), scoped(ctx, userGoodsTable, every)))
      .returning({ id: userGoodsTable.id });
    return done.length;
  };
  let changed: number;
  if (ids.length > 0) {
    const counts = await perTenant(caller, userGoodsTable, ids, async (ctx, group) => {
      const found = await ctx.db
        .select({ id: userGoodsTable.id })
        .from(userGoodsTable)
        .where(and(inArray(userGoodsTable.id, group), scoped(ctx, userGoodsTable, every)));
      if (found.length < group.length) throw notFound();
      return put(ctx, inArray(userGoodsTable.id, group));
    });
    changed = counts.reduce((a, b) => a + b, 0);
  } else {
    // A rep's rows: the administrator acts in the rep's tenant (or the shipper's, when named).
    const ctx = body.shipperId
      ? (await actingForShipper(caller, body.shipperId)).ctx
      : await inTenantOfRep(caller, body.userId!);
    await repOf(ctx, body.userId!);
    changed = await put(
      ctx,
      and(
        eq(userGoodsTable.userId, body.userId!),
        body.shipperId ? eq(userGoodsTable.shipperId, body.shipperId) : undefined,
      ),
    );
  }
  if (changed === 0) throw badRequest(userGoodsMessages.nothingPending);
  return changed;
}

/** The administrator placed in the tenant of a rep's rows (anyone else stays in theirs). */
async function inTenantOfRep(ctx: Ctx, userId: string): Promise<Ctx> {
  if (!ctx.isAdministrator) return ctx;
  const [row] = await ctx.db
    .select({ id: userGoodsTable.id })
    .from(userGoodsTable)
    .where(and(eq(userGoodsTable.userId, userId), scoped(ctx, userGoodsTable, { ...every, acrossTenants: true })))
    .limit(1);
  return row ? inTenantOfRow(ctx, userGoodsTable, String(row.id)) : ctx;
}

/** pubExUserGoods/remove: soft-deletes rules by ids, all or nothing. */
export async function removeUserGoods(caller: Ctx, ids: string[]): Promise<number> {
  const counts = await perTenant(caller, userGoodsTable, ids, (ctx, group) =>
    ctx.db.transaction(async (tx) => {
      const done = await tx
        .update(userGoodsTable)
        .set(removedBy(ctx))
        .where(
          and(inArray(userGoodsTable.id, group), scoped({ ...ctx, db: tx as unknown as Db }, userGoodsTable, every)),
        )
        .returning({ id: userGoodsTable.id });
      if (done.length !== group.length) throw notFound();
      return done.length;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
