import { type InboxKind, type InboxMessage, recordStatus } from '@pharma/contract';
import { and, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import { marked } from 'marked';
import type { Ctx } from '../../../platform/context.ts';
import { pagingOf } from '../../../platform/crud/filters.ts';
import { pageOf } from '../../../platform/envelope.ts';
import { sanitizeRichHtml } from '../../../platform/rich-html.ts';
import { scoped } from '../../../platform/scope.ts';
import { formatTime } from '../../../platform/time.ts';
import { recordTable as record } from '../record/record.table.ts';

/** The caller's own delivered messages: the inbox's and the mailbox's share these. */
const delivered = (ctx: Ctx) =>
  and(
    scoped(ctx, record, { dataScope: false }),
    eq(record.receiverUserId, ctx.userId),
    inArray(record.status, [recordStatus.success, recordStatus.sending]),
  );
const ofKind = (kind: InboxKind) => like(record.deliveredTypes, kind === 'mail' ? '%EMAIL%' : '%INBOX%');

/** The caller's own messages of a kind: delivered to their inbox (消息) or to their mailbox (邮件). */
const mine = (ctx: Ctx, kind: InboxKind): SQL | undefined => and(delivered(ctx), ofKind(kind));

/**
 * A message as the browser may show it: plain text as written; HTML sanitised and markdown rendered then sanitised
 * (the notices' policy: no script, no handler, no javascript: link), whatever a template or an app's variables put
 * in it, answered as HTML.
 */
function readable(content: string, format: string): Pick<InboxMessage, 'content' | 'contentFormat'> {
  if (format === 'HTML') return { content: sanitizeRichHtml(content), contentFormat: 'HTML' };
  if (format === 'MARKDOWN')
    return {
      content: sanitizeRichHtml(marked.parse(content, { async: false, gfm: true, breaks: true })),
      contentFormat: 'HTML',
    };
  return { content, contentFormat: 'TEXT' };
}

/** The inbox's pages are short: a popover's list (at most 100 a page). */
const maxInboxPage = 100;

/** 消息 / 邮件 of the notices popover: the caller's messages, newest first, read or not. */
export async function inboxOf(
  ctx: Ctx,
  query: { kind: InboxKind; current?: string | undefined; size?: string | undefined },
) {
  const paging = pagingOf(query);
  const size = Math.min(paging.size, maxInboxPage);
  const [total] = await ctx.db.select({ n: count() }).from(record).where(mine(ctx, query.kind));
  const rows = await ctx.db
    .select()
    .from(record)
    .where(mine(ctx, query.kind))
    .orderBy(desc(record.createTime), desc(record.id))
    .limit(size)
    .offset((paging.current - 1) * size);
  const records: InboxMessage[] = rows.map((r) => ({
    id: String(r.id),
    msgId: String(r.msgId),
    title: String(r.title ?? ''),
    ...readable(String(r.content ?? ''), String(r.contentFormat ?? 'TEXT')),
    jumpUrl: String(r.jumpUrl ?? ''),
    read: Number(r.readStatus) === 1,
    createTime: formatTime(r.createTime, ctx.timeZone),
  }));
  return pageOf(records, Number(total?.n ?? 0), paging.current, size);
}

/** The unread of both tabs, in one statement (the popover asks whenever it opens). */
export async function unreadOf(ctx: Ctx) {
  const [row] = await ctx.db
    .select({
      message: sql<number>`count(*) filter (where ${ofKind('message')})`,
      mail: sql<number>`count(*) filter (where ${ofKind('mail')})`,
    })
    .from(record)
    .where(and(delivered(ctx), eq(record.readStatus, 0)));
  return { message: Number(row?.message ?? 0), mail: Number(row?.mail ?? 0) };
}

/** Marks the caller's own messages read (by ids, or all of a kind); another's ids change nothing. */
export async function markRead(ctx: Ctx, selection: { ids: string[] } | { kind: InboxKind }): Promise<number> {
  const which =
    'ids' in selection
      ? and(
          scoped(ctx, record, { dataScope: false }),
          eq(record.receiverUserId, ctx.userId),
          inArray(record.id, selection.ids),
        )
      : mine(ctx, selection.kind);
  const changed = await ctx.db
    .update(record)
    .set({ readStatus: 1, readTime: new Date() })
    .where(and(which, eq(record.readStatus, 0)))
    .returning({ id: record.id });
  return changed.length;
}
