import type { InboxNotice } from '@pharma/contract';
import { and, desc, inArray, lte, sql } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { categoryNameOf } from './notice.service.ts';
import { noticeTable as notice } from './notice.table.ts';
import { noticeReadTable as read } from './notice-read.table.ts';

/** The notices the caller's inbox holds: their tenant's live ones released by now, whatever their data scopes. */
const released = (ctx: Ctx) => and(scoped(ctx, notice, { dataScope: false }), lte(notice.releaseTime, sql`now()`));

const readByMe = (ctx: Ctx) =>
  sql<boolean>`exists (select 1 from ${read} where ${read.noticeId} = ${notice.id} and ${read.userId} = ${ctx.userId})`;

/** The caller's inbox, newest release first, with whether they read each, and how many they have not. */
export async function inbox(ctx: Ctx, query: { current?: string; size?: string }) {
  const { current, size } = pagingOf(query);
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select({
        id: notice.id,
        title: notice.title,
        category: notice.category,
        releaseTime: notice.releaseTime,
        content: notice.content,
        read: readByMe(ctx),
      })
      .from(notice)
      .where(released(ctx))
      .orderBy(desc(notice.releaseTime), desc(notice.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({
        total: sql<number>`count(*)`,
        unread: sql<number>`count(*) filter (where not ${readByMe(ctx)})`,
      })
      .from(notice)
      .where(released(ctx)),
  ]);
  const records: InboxNotice[] = rows.map((row) => ({
    ...row,
    id: String(row.id),
    categoryName: categoryNameOf(row.category, ctx.lang),
    releaseTime: formatTime(row.releaseTime as Date, ctx.timeZone),
    read: Boolean(row.read),
  }));
  return { ...pageOf(records, Number(counts?.total ?? 0), current, size), unread: Number(counts?.unread ?? 0) };
}

/** Marks notices read for the caller: only released notices of their tenant; a second mark changes nothing. */
export async function markRead(ctx: Ctx, ids?: string[]): Promise<void> {
  const visible = await ctx.db
    .select({ id: notice.id })
    .from(notice)
    .where(and(released(ctx), ids ? inArray(notice.id, ids) : undefined));
  if (visible.length === 0) return;
  await ctx.db
    .insert(read)
    .values(
      visible.map((row) => ({ tenantId: ctx.tenantId, noticeId: row.id, userId: ctx.userId, account: ctx.account })),
    )
    .onConflictDoNothing();
}
