import { randomUUID } from 'node:crypto';
import { type Lang, messageMessages, recordStatus, type SendReply, type Text } from '@pharma/contract';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/errors.ts';
import { t } from '../../../platform/i18n.ts';
import { live, ofTenant } from '../../../platform/scope.ts';
import { parseTime, startOfToday } from '../../../platform/time.ts';
import { sendChannelTable as channel } from '../channel/send-channel.table.ts';
import { recordTable as record } from '../record/record.table.ts';
import { strategyTable as strategy } from '../strategy/strategy.table.ts';
import { auditStatus } from '../template/template.service.ts';
import { templateDetailTable as detail, templateTable as template } from '../template/template.table.ts';
import { declaredVars, missingVars, render } from '../template/template-vars.ts';
import { type Receiver, readReceivers } from './receivers.ts';

/** Who sends: an app (its signed call), or a signed-in person or another module (appChannelId null). */
export interface Sender {
  db: Db;
  tenantId: string;
  userId: string | null;
  lang: Lang;
  timeZone: string;
  appChannelId: string | null;
  /** The app's daily quota (0: none). */
  dailyQuota?: number;
}

export interface TemplateSendInput {
  templateCode: string;
  params: Record<string, string>;
  receivers: readonly string[];
  strategyCode?: string | undefined;
  scheduledTime?: string | undefined;
  bizId?: string | undefined;
  /** A test send: the template need not be approved yet. */
  test?: boolean;
}

export interface RawSendInput {
  channelType: string;
  sendChannelCode?: string | undefined;
  receivers: readonly string[];
  title: string;
  content: string;
  contentFormat: string;
  scheduledTime?: string | undefined;
  bizId?: string | undefined;
}

/** The accepted records to deliver: at once, or not before a time. */
export interface Accepted {
  reply: SendReply;
  due: string[];
  later: Array<{ id: string; at: Date }>;
  /** A template send's template, strategy and contents as read, so delivering in the same transaction reads them once. */
  template?: { id: string; strategyId: string | null; contents: Array<typeof detail.$inferSelect> };
}

const newId = () => randomUUID().replaceAll('-', '');

function scheduledOf(sender: Sender, text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const at = parseTime(text, sender.timeZone);
  if (!at) throw badRequest(messageMessages.badScheduledTime);
  if (at.getTime() < Date.now() - 60_000) throw badRequest(messageMessages.scheduledPast);
  return at.getTime() > Date.now() ? at : undefined;
}

async function checkQuota(sender: Sender, adding: number) {
  if (!sender.appChannelId || !sender.dailyQuota) return;
  const [today] = await sender.db
    .select({ n: count() })
    .from(record)
    .where(and(eq(record.appChannelId, sender.appChannelId), gte(record.createTime, startOfToday(sender.timeZone))));
  if (Number(today?.n ?? 0) + adding > sender.dailyQuota)
    throw badRequest(messageMessages.appQuotaExceeded, { quota: String(sender.dailyQuota) });
}

/** What every record of one send shares. */
interface Shared {
  templateId?: string | null;
  templateCode?: string | null;
  strategyId?: string | null;
  msgType: number;
  params?: string | null;
  title: string;
  content: string;
  contentFormat: string;
  currentChannelType?: string | null;
  currentSendChannelId?: string | null;
}

/**
 * One slice of records in one statement: what they share as single values, what differs (the id, the receiver) as
 * arrays through `unnest`, so a slice of 1,000 binds 20 values instead of 24,000 and nothing builds a statement per
 * row. A row whose bizId the app already used for this receiver is skipped (the unique index) and answered below.
 */
function insertSlice(
  sender: Sender,
  batchId: string,
  shared: Shared,
  bizId: string | null,
  at: Date | undefined,
  slice: Receiver[],
) {
  const ids = slice.map(() => newId());
  return sql`insert into msg_record (tenant_id, msg_id, batch_id, biz_id, app_channel_id, template_id, template_code,
      strategy_id, msg_type, receiver_type, receiver, receiver_user_id, params, title, content, content_format,
      current_channel_type, current_send_channel_id, status, scheduled_time, attempt_count, read_status, create_user,
      update_user)
    select ${sender.tenantId}, v.msg_id, ${batchId}, ${bizId}, ${sender.appChannelId}::bigint, ${shared.templateId ?? null}::bigint,
      ${shared.templateCode ?? null}, ${shared.strategyId ?? null}::bigint, ${shared.msgType}, v.receiver_type, v.receiver,
      v.receiver_user_id, ${shared.params ?? null}, ${shared.title}, ${shared.content}, ${shared.contentFormat},
      ${shared.currentChannelType ?? null}, ${shared.currentSendChannelId ?? null}::bigint,
      ${at ? recordStatus.delayed : recordStatus.pending}, ${at?.toISOString() ?? null}::timestamptz, 0, 0,
      ${sender.userId}::bigint, ${sender.userId}::bigint
    from unnest(${sql.param(ids)}::text[], ${sql.param(slice.map((r) => r.type))}::int[],
      ${sql.param(slice.map((r) => r.given))}::text[], ${sql.param(slice.map((r) => r.user?.id ?? null))}::bigint[])
      as v(msg_id, receiver_type, receiver, receiver_user_id)
    on conflict do nothing
    returning id, msg_id, receiver`;
}

/** One record per receiver, written in slices of 1,000 rows; a repeated bizId answers the first record's msgId. */
async function writeRecords(
  sender: Sender,
  receivers: Receiver[],
  shared: Shared,
  bizId: string | undefined,
  at: Date | undefined,
): Promise<Accepted> {
  await checkQuota(sender, receivers.length);
  const batchId = newId();
  const items: SendReply['items'] = [];
  const due: string[] = [];
  const later: Accepted['later'] = [];
  for (let from = 0; from < receivers.length; from += 1000) {
    const slice = receivers.slice(from, from + 1000);
    const result = await sender.db.execute(insertSlice(sender, batchId, shared, bizId || null, at, slice));
    const written = (result as unknown as { rows: Array<{ id: unknown; msg_id: string; receiver: string }> }).rows;
    for (const row of written) {
      items.push({ receiver: String(row.receiver), msgId: String(row.msg_id) });
      if (at) later.push({ id: String(row.id), at });
      else due.push(String(row.id));
    }
    // Rows a bizId already made answer with their first msgId, and are not sent again.
    if (written.length < slice.length && bizId) {
      const firsts = await sender.db
        .select({ msgId: record.msgId, receiver: record.receiver })
        .from(record)
        .where(
          and(
            ofTenant(record, sender.tenantId),
            eq(record.bizId, bizId),
            sender.appChannelId ? eq(record.appChannelId, sender.appChannelId) : sql`app_channel_id is null`,
            inArray(
              record.receiver,
              slice.map((r) => r.given),
            ),
          ),
        );
      const answered = new Set(written.map((w) => String(w.receiver)));
      for (const first of firsts)
        if (!answered.has(String(first.receiver)))
          items.push({ receiver: String(first.receiver), msgId: String(first.msgId) });
    }
  }
  return { reply: { batchId, accepted: items.length, rejected: [], items }, due, later };
}

const translated = (sender: Sender, rejected: Array<{ receiver: string; reason: Text }>) =>
  rejected.map((r) => ({ receiver: r.receiver, reason: t(sender.lang, r.reason) }));

/**
 * Accepts a template send (docs/domain.md §4.8): the template approved and enabled (unless a test), every required
 * variable given, the strategy named (or the template's default), the receivers read. Refusals of the whole call
 * create nothing; a bad receiver is answered in `rejected` while the others go.
 */
export async function acceptTemplateSend(sender: Sender, input: TemplateSendInput): Promise<Accepted> {
  const [found] = await sender.db
    .select()
    .from(template)
    .where(and(ofTenant(template, sender.tenantId), eq(template.templateCode, input.templateCode)));
  if (!found) throw badRequest(messageMessages.noSuchTemplate, { code: input.templateCode });
  const sendable = Number(found.auditStatus) === auditStatus.approved && Number(found.status) === 1;
  if (!sendable && !input.test) throw badRequest(messageMessages.templateNotSendable, { code: input.templateCode });
  const contents = await sender.db
    .select()
    .from(detail)
    .where(and(eq(detail.templateId, String(found.id)), live(detail)))
    .orderBy(asc(detail.id));
  if (contents.length === 0) throw badRequest(messageMessages.templateHasNoContent, { code: input.templateCode });
  const declared = declaredVars(found.params);
  const missing = missingVars(declared, input.params);
  if (missing.length > 0) throw badRequest(messageMessages.missingParams, { names: missing.join(', ') });
  const strategyId = await strategyOf(sender, input.strategyCode, found.defaultStrategyId as string | null);
  const at = scheduledOf(sender, input.scheduledTime);
  const { ok, rejected } = await readReceivers(sender.db, sender.tenantId, input.receivers);
  // Only the declared variables are kept (a caller's extra fields are not stored).
  const params = Object.fromEntries(declared.map((v) => [v.name, input.params[v.name] ?? '']));
  const first = contents[0]!;
  const format = String(first.contentFormat ?? 'TEXT');
  const accepted = await writeRecords(
    sender,
    ok,
    {
      templateId: String(found.id),
      templateCode: String(found.templateCode),
      strategyId,
      msgType: Number(found.msgType),
      params: JSON.stringify(params),
      title: render(first.title as string, params).slice(0, 200),
      content: render(first.content as string, params, format),
      contentFormat: format,
    },
    input.bizId,
    at,
  );
  accepted.reply.rejected = translated(sender, rejected);
  accepted.template = { id: String(found.id), strategyId, contents };
  return accepted;
}

async function strategyOf(sender: Sender, code: string | undefined, fallback: string | null) {
  if (!code) return fallback;
  const [found] = await sender.db
    .select({ id: strategy.id })
    .from(strategy)
    .where(and(ofTenant(strategy, sender.tenantId), eq(strategy.strategyCode, code), eq(strategy.status, 1)));
  if (!found) throw badRequest(messageMessages.noSuchStrategy, { code });
  return String(found.id);
}

/**
 * Accepts a raw send (no template) through one channel type: for internal alerts; an SMS is refused, since providers
 * send only registered templates. A named send channel must be the tenant's, enabled and of that type.
 */
export async function acceptRawSend(sender: Sender, input: RawSendInput): Promise<Accepted> {
  if (input.channelType === 'SMS') throw badRequest(messageMessages.smsNeedsTemplate);
  let sendChannelId: string | null = null;
  if (input.sendChannelCode) {
    const [found] = await sender.db
      .select({ id: channel.id })
      .from(channel)
      .where(
        and(
          ofTenant(channel, sender.tenantId),
          eq(channel.channelCode, input.sendChannelCode),
          eq(channel.channelType, input.channelType),
          eq(channel.status, 1),
        ),
      );
    if (!found) throw badRequest(messageMessages.noSuchSendChannel, { code: input.sendChannelCode });
    sendChannelId = String(found.id);
  }
  const at = scheduledOf(sender, input.scheduledTime);
  const { ok, rejected } = await readReceivers(sender.db, sender.tenantId, input.receivers);
  const accepted = await writeRecords(
    sender,
    ok,
    {
      msgType: 10,
      title: input.title,
      content: input.content,
      contentFormat: input.contentFormat,
      currentChannelType: input.channelType,
      currentSendChannelId: sendChannelId,
    },
    input.bizId,
    at,
  );
  accepted.reply.rejected = translated(sender, rejected);
  return accepted;
}
