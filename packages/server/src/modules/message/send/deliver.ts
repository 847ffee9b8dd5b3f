import {
  attemptResult,
  type ChannelType,
  type Lang,
  messageMessages,
  receiverType,
  recordStatus,
  type Text,
} from '@pharma/contract';
import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { takeSlot } from '../../../platform/counters/counters.ts';
import type { Db } from '../../../platform/db/database.ts';
import { t } from '../../../platform/i18n.ts';
import { live, ofTenant } from '../../../platform/scope.ts';
import { startOfToday } from '../../../platform/time.ts';
import { type Addressee, addresseesOf } from '../../user/public.ts';
import { type OutgoingMessage, providerOf } from '../providers/index.ts';
import { recordLogTable as logTable, recordTable as record } from '../record/record.table.ts';
import { render } from '../template/template-vars.ts';
import type { ChannelBook, LiveChannel } from './channels.ts';
import { mode, type Plan, planKey, quietAction, quietUntil, rawPlan, type Step, templatePlan } from './plan.ts';

type RecordRow = typeof record.$inferSelect;

/** What a delivery run needs besides the records: the database, the channels, when to come back. */
export interface DeliveryEnv {
  db: Db;
  book: ChannelBook;
  timeZone: string;
  lang: Lang;
  /** Queues these records' delivery again, not before `at` (a retry, a quiet-hour release). */
  later(ids: string[], at: Date): Promise<void>;
}

/** What the log keeps of an in-app delivery: a row of our own table, no provider. */
const inboxAttempt = { code: 'OK', msg: '已写入收件箱', summary: '站内信' } as const;

/** Ready to work: pending, or delayed and retry-waiting ones whose time has come. */
const workable = [recordStatus.pending, recordStatus.delayed, recordStatus.retryWait] as number[];
/** A claim outlives the provider's timeout by this much before the sweeper calls its record in doubt. */
const claimMarginMs = 30_000;
/** Types whose messages ignore quiet hours and daily limits (验证码, 告警). */
const urgent = new Set([30, 40]);

/**
 * Delivers records (docs/domain.md §4.8). Each record is claimed by an update conditioned on its version before any
 * provider is called, so of two processes handed the same record one sends it and the other finds it taken.
 * In-app messages, which are rows of our own table, are delivered a whole slice in one statement.
 */
export async function deliver(env: DeliveryEnv, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date();
  const due = (await workableRows(env, ids)).filter((r) => {
    if (r.status === recordStatus.delayed) return !r.scheduledTime || r.scheduledTime.getTime() <= now.getTime() + 1000;
    if (r.status === recordStatus.retryWait)
      return !r.nextRetryTime || r.nextRetryTime.getTime() <= now.getTime() + 1000;
    return true;
  });
  const planOf = plansOf(env);
  const fresh: RecordRow[] = [];
  const resumed: RecordRow[] = [];
  // Not yet tried: new ones, and delayed ones released (scheduled, or held over quiet hours) whose filters remain.
  for (const r of due)
    (r.attemptCount === 0 && r.status !== recordStatus.retryWait && r.currentStep === 0 ? fresh : resumed).push(r);
  const passed = await filterFresh(env, fresh, planOf, now);
  const rest = await deliverInboxInBulk(env, [...passed, ...resumed], planOf);
  for (const r of rest) await deliverOne(env, r, await planOf(r));
}

/**
 * The in-app records among those just accepted, delivered in the accepting transaction (`env.db` is it): they are
 * rows of our own table, so no provider is waited on and no job is needed, and they are delivered exactly when the
 * records are written (a rollback undoes both). The same filters and the same bulk step as a job's delivery; a record
 * whose plan reaches an outbound channel, or that the bulk step leaves (a capped or disabled channel, an app's grant),
 * is answered for the queue. Quiet hours' delays go to `env.later`, which the caller runs after the commit.
 */
export async function deliverInApp(
  env: DeliveryEnv,
  ids: readonly string[],
  known?: Map<string, Promise<Plan>>,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const planOf = plansOf(env, known);
  const inApp: RecordRow[] = [];
  const queued: string[] = [];
  for (const r of await workableRows(env, ids))
    if (r.status === recordStatus.pending && r.attemptCount === 0 && inboxOnly(await planOf(r), r)) inApp.push(r);
    else queued.push(r.id);
  const passed = await filterFresh(env, inApp, planOf, new Date());
  const rest = await deliverInboxInBulk(env, passed, planOf);
  return [...queued, ...rest.map((r) => r.id)];
}

async function workableRows(env: DeliveryEnv, ids: readonly string[]): Promise<RecordRow[]> {
  return env.db
    .select()
    .from(record)
    .where(and(inArray(record.id, [...ids]), inArray(record.status, workable), live(record)));
}

/** Each plan read once per run (or given, by plan key): records of one template and strategy share it. */
function plansOf(env: DeliveryEnv, known?: Map<string, Promise<Plan>>): (r: RecordRow) => Promise<Plan> {
  const plans = new Map(known);
  return (r) => {
    const key = planKey(r);
    let plan = plans.get(key);
    if (!plan) {
      plan = r.templateId
        ? templatePlan(env.db, String(r.templateId), r.strategyId ? String(r.strategyId) : null)
        : Promise.resolve(
            rawPlan(String(r.currentChannelType), r.currentSendChannelId ? String(r.currentSendChannelId) : null),
          );
      plans.set(key, plan);
    }
    return plan;
  };
}

/** Whether a record's plan starts with the inbox and ends there (one channel, or a stop at the first success). */
function inboxOnly(plan: Plan, r: RecordRow): boolean {
  return (
    plan.steps[0]?.channelType === 'INBOX' &&
    r.currentStep === 0 &&
    Boolean(r.receiverUserId) &&
    (plan.steps.length === 1 || plan.mode !== mode.all) &&
    (!plan.contents || plan.contents.has('INBOX'))
  );
}

/**
 * The first look at a new record: quiet hours (delay or drop; verification codes and alerts pass), the dedup window
 * (the same template, receiver and text already on its way or sent) and the daily limit per receiver and template.
 */
async function filterFresh(
  env: DeliveryEnv,
  rows: RecordRow[],
  planOf: (r: RecordRow) => Promise<Plan>,
  now: Date,
): Promise<RecordRow[]> {
  const passed: RecordRow[] = [];
  for (const r of rows) {
    const plan = await planOf(r);
    const isUrgent = urgent.has(Number(r.msgType));
    // A delayed record released now is past its quiet hours (or was scheduled for this moment): it goes.
    const released = r.status === recordStatus.delayed;
    if (plan.quiet && !isUrgent && !released && plan.quiet.action !== quietAction.send) {
      const until = quietUntil(plan.quiet, now, env.timeZone);
      if (until) {
        if (plan.quiet.action === quietAction.drop)
          await finish(env, r, recordStatus.discarded, 'QUIET_HOURS', messageMessages.droppedQuiet);
        else if (await move(env, r, { status: recordStatus.delayed, scheduledTime: until }))
          await env.later([r.id], until);
        continue;
      }
    }
    if (plan.dedupWindowSec > 0 && r.templateCode && (await isDuplicate(env.db, r, plan.dedupWindowSec))) {
      await finish(env, r, recordStatus.deduped, 'DEDUPED', messageMessages.deduped);
      continue;
    }
    if (
      plan.freqLimitPerDay > 0 &&
      r.templateCode &&
      !isUrgent &&
      (await sentToday(env.db, r, env.timeZone)) >= plan.freqLimitPerDay
    ) {
      await finish(env, r, recordStatus.discarded, 'FREQ_LIMIT', messageMessages.overDailyLimit, {
        limit: String(plan.freqLimitPerDay),
      });
      continue;
    }
    passed.push(r);
  }
  return passed;
}

/** The other records of the same template to the same receiver, since `since`, in these states. */
const sameReceiver = (r: RecordRow, since: Date, statuses: number[]) =>
  and(
    ofTenant(record, r.tenantId),
    eq(record.templateCode, String(r.templateCode)),
    eq(record.receiver, String(r.receiver)),
    ne(record.id, r.id),
    inArray(record.status, statuses),
    gte(record.createTime, since),
  );

/** Whether an earlier record, on its way or sent, carries the same text within the window. */
async function isDuplicate(db: Db, r: RecordRow, windowSec: number): Promise<boolean> {
  const [twin] = await db
    .select({ id: record.id })
    .from(record)
    .where(
      and(
        sameReceiver(r, new Date(r.createTime.getTime() - windowSec * 1000), [
          ...workable,
          recordStatus.sending,
          recordStatus.success,
        ]),
        eq(record.content, String(r.content)),
        lt(record.id, r.id),
      ),
    )
    .limit(1);
  return Boolean(twin);
}

/** How many others went, or are going, to this receiver today. */
async function sentToday(db: Db, r: RecordRow, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(record)
    .where(
      sameReceiver(r, startOfToday(timeZone), [recordStatus.sending, recordStatus.retryWait, recordStatus.success]),
    );
  return Number(row?.n ?? 0);
}

/** The text a record shows for a channel: the template's content for it, filled; a raw send's own text. */
function textFor(plan: Plan, r: RecordRow, type: string) {
  if (!plan.contents)
    return {
      title: String(r.title ?? ''),
      content: String(r.content ?? ''),
      contentFormat: String(r.contentFormat ?? 'TEXT'),
      providerTemplateId: '',
      jumpUrl: String(r.jumpUrl ?? ''),
      pinned: null,
    };
  const c = plan.contents.get(type);
  if (!c) return undefined;
  const params = JSON.parse(String(r.params ?? '{}')) as Record<string, string>;
  return {
    title: render(c.title, params).slice(0, 200),
    content: render(c.content, params, c.contentFormat),
    contentFormat: c.contentFormat,
    providerTemplateId: c.providerTemplateId,
    jumpUrl: render(c.jumpUrl, params).slice(0, 500),
    pinned: c.sendChannelId,
    params,
  };
}

/** Where a channel type reaches a record's receiver: a user's inbox, address or number; a group needs none. */
function addressFor(r: RecordRow, type: string, user?: { email: string; phone: string }): string | undefined {
  const kind = Number(r.receiverType);
  const given = String(r.receiver ?? '');
  switch (type as ChannelType) {
    case 'INBOX':
      return r.receiverUserId ? String(r.receiverUserId) : undefined;
    case 'EMAIL':
      return kind === receiverType.email ? given : user?.email || undefined;
    case 'SMS':
      return kind === receiverType.mobile ? given : user?.phone || undefined;
    default:
      return '';
  }
}

/**
 * The in-app step of records whose plan starts with it and ends there (one channel, or a plan that stops at the
 * first success): one conditional update marks the slice delivered and one insert logs the attempts. The others,
 * and any record this cannot take (no user, no grant, a disabled or capped channel), go on to one-by-one delivery.
 */
async function deliverInboxInBulk(
  env: DeliveryEnv,
  rows: RecordRow[],
  planOf: (r: RecordRow) => Promise<Plan>,
): Promise<RecordRow[]> {
  const rest: RecordRow[] = [];
  const bulk = new Map<string, { channel: LiveChannel | undefined; rows: RecordRow[] }>();
  for (const r of rows) {
    const plan = await planOf(r);
    if (!inboxOnly(plan, r)) {
      rest.push(r);
      continue;
    }
    const channel = await channelFor(env, r, plan.steps[0]!, plan.contents?.get('INBOX')?.sendChannelId ?? null);
    // A disabled channel is logged as ignored, and a capped one takes its slots of the minute: one by one.
    if (channel && (!channel.enabled || channel.rateLimitPerMin > 0)) {
      rest.push(r);
      continue;
    }
    if (r.appChannelId && (!channel || !(await allowed(env, r, channel)))) {
      rest.push(r);
      continue;
    }
    const key = `${r.templateId}:${r.strategyId}:${channel?.id ?? ''}`;
    const group = bulk.get(key) ?? { channel, rows: [] };
    group.rows.push(r);
    bulk.set(key, group);
  }
  for (const { channel, rows: group } of bulk.values()) {
    const plan = await planOf(group[0]!);
    // The in-app text of each: the template's INBOX content filled with the record's own variables.
    const ids = group.map((r) => r.id);
    const titles = group.map((r) => textFor(plan, r, 'INBOX')!);
    const done = await env.db.execute(
      sql`update msg_record as r set status = ${recordStatus.success}, current_channel_type = 'INBOX',
            current_send_channel_id = ${channel?.id ?? null}, delivered_types = 'INBOX',
            attempt_count = r.attempt_count + 1, sent_time = now(), finish_time = now(), update_time = now(),
            version = r.version + 1, error_code = null, error_msg = null, read_status = 0,
            title = v.title, content = v.content, content_format = v.format, jump_url = v.jump
          from (select * from unnest(${sql.param(ids)}::bigint[], ${sql.param(titles.map((x) => x.title))}::text[],
                  ${sql.param(titles.map((x) => x.content))}::text[], ${sql.param(titles.map((x) => x.contentFormat))}::text[],
                  ${sql.param(titles.map((x) => x.jumpUrl))}::text[]) as v(id, title, content, format, jump)) as v
          where r.id = v.id and r.status = any(${sql.param(workable)}::int[])
          returning r.id, r.tenant_id, r.msg_id, r.attempt_count`,
    );
    const written = (
      done as unknown as { rows: Array<{ id: string; tenant_id: string; msg_id: string; attempt_count: number }> }
    ).rows;
    if (written.length === 0) continue;
    await env.db.execute(
      sql`insert into msg_record_log (tenant_id, record_id, msg_id, attempt_no, channel_type, send_channel_id, result,
            request_summary, response_code, response_msg, cost_ms, status)
          select tenant_id, id, msg_id, attempt_no, 'INBOX', ${channel?.id ?? null}, ${attemptResult.success},
            ${inboxAttempt.summary}, ${inboxAttempt.code}, ${inboxAttempt.msg}, 0, 1
          from unnest(${sql.param(written.map((w) => w.tenant_id))}::text[], ${sql.param(written.map((w) => String(w.id)))}::bigint[],
            ${sql.param(written.map((w) => w.msg_id))}::text[], ${sql.param(written.map((w) => Number(w.attempt_count)))}::int[])
            as v(tenant_id, id, msg_id, attempt_no)`,
    );
  }
  return rest;
}

async function channelFor(env: DeliveryEnv, r: RecordRow, step: Step, pinned: string | null) {
  const id = step.sendChannelId ?? pinned;
  return id ? env.book.byId(r.tenantId, id) : env.book.defaultOf(r.tenantId, step.channelType);
}

/** Whether the record's app holds a live grant for this channel and message type, under its daily limit. */
async function allowed(env: DeliveryEnv, r: RecordRow, channel: LiveChannel): Promise<boolean> {
  if (!r.appChannelId) return true;
  const grant = await env.book.grantOf(String(r.appChannelId), channel.id);
  if (!grant.live) return false;
  if (grant.types.length > 0 && !grant.types.includes(String(r.msgType))) return false;
  if (grant.dailyLimit > 0) {
    const [row] = await env.db
      .select({ n: count() })
      .from(record)
      .where(
        and(
          eq(record.appChannelId, String(r.appChannelId)),
          eq(record.currentSendChannelId, channel.id),
          eq(record.status, recordStatus.success),
          gte(record.sentTime, startOfToday(env.timeZone)),
        ),
      );
    if (Number(row?.n ?? 0) >= grant.dailyLimit) return false;
  }
  return true;
}

/**
 * A slot of the channel's per-minute cap, or the time the next minute opens when they are all taken: counted in the
 * database, so the cap holds for the cluster, not per process.
 */
async function throttledUntil(env: DeliveryEnv, channel: LiveChannel): Promise<Date | undefined> {
  if (channel.rateLimitPerMin <= 0) return undefined;
  return takeSlot(env.db, `message-send:${channel.id}`, 60_000, channel.rateLimitPerMin);
}

interface Outcome {
  ok: boolean;
  retryable: boolean;
  result: number;
  code: string;
  msg: string;
  providerMsgId?: string | undefined;
  summary: string;
  costMs: number;
}

const refusal = (env: DeliveryEnv, code: string, text: Text, result: number = attemptResult.failed): Outcome => ({
  ok: false,
  retryable: false,
  result,
  code,
  msg: t(env.lang, text),
  summary: '',
  costMs: 0,
});

const resultCodes: Record<string, number> = {
  SUCCESS: attemptResult.success,
  FAILED: attemptResult.failed,
  TIMEOUT: attemptResult.timeout,
  RATE_LIMITED: attemptResult.rateLimited,
};

/**
 * One record through its plan, one step at a time: claim it (version and state), make the attempt, log it, then
 * move on as the mode says: stop at the first success (failover, first available), or try every step (all); a
 * retryable failure waits its backoff, a final one falls back when the step allows.
 */
async function deliverOne(env: DeliveryEnv, start: RecordRow, plan: Plan): Promise<void> {
  let r = start;
  let step = r.currentStep;
  let stepAttempt = r.stepAttempt;
  const delivered = new Set(
    String(r.deliveredTypes ?? '')
      .split(',')
      .filter(Boolean),
  );
  let lastError: { code: string; msg: string } | undefined;
  // The receiving user's address and number, read once, and only when a step needs them (mail, SMS).
  let user: Promise<Addressee | undefined> | undefined;
  const userOf = () => {
    const id = r.receiverUserId ? String(r.receiverUserId) : undefined;
    user ??= id ? addresseesOf(env.db, r.tenantId, [id]).then((found) => found.get(id)) : Promise.resolve(undefined);
    return user;
  };
  while (step < plan.steps.length) {
    const s = plan.steps[step]!;
    const text = textFor(plan, r, s.channelType);
    if (!text) {
      step += 1;
      stepAttempt = 0;
      continue;
    }
    const channel = await channelFor(env, r, s, text.pinned);
    const needsUser = (s.channelType === 'EMAIL' || s.channelType === 'SMS') && r.receiverType === receiverType.user;
    const address = addressFor(r, s.channelType, needsUser ? await userOf() : undefined);
    let outcome: Outcome | undefined;
    if (!channel && s.channelType !== 'INBOX') outcome = refusal(env, 'NO_CHANNEL', messageMessages.noChannelOfType);
    else if (channel && !channel.enabled)
      outcome = refusal(env, 'CHANNEL_DISABLED', messageMessages.channelDisabled, attemptResult.ignored);
    else if (channel && !(await allowed(env, r, channel)))
      outcome = refusal(env, 'CHANNEL_NOT_AUTHORIZED', messageMessages.channelNotAuthorised);
    else if (address === undefined) outcome = refusal(env, 'NO_ADDRESS', messageMessages.noAddress);
    else if (channel) {
      const problems = await env.book.problemsOf(r.tenantId, channel);
      if (problems.length > 0) outcome = refusal(env, 'NOT_CONFIGURED', problems[0]!);
    }
    if (outcome && plan.mode === mode.firstAvailable) {
      // Not available: the next step is the first available one, if any; nothing was attempted.
      lastError = { code: outcome.code, msg: outcome.msg };
      step += 1;
      stepAttempt = 0;
      continue;
    }
    if (!outcome && channel) {
      const wait = await throttledUntil(env, channel);
      if (wait) {
        // Over the channel's per-minute cap: wait for room, without counting an attempt.
        if (await move(env, r, { status: recordStatus.retryWait, nextRetryTime: wait, currentStep: step, stepAttempt }))
          await env.later([r.id], wait);
        return;
      }
    }
    // The claim: only the process whose update matches the version it read goes on to send.
    const claimed = await move(env, r, {
      status: recordStatus.sending,
      currentStep: step,
      stepAttempt,
      currentChannelType: s.channelType,
      currentSendChannelId: channel?.id ?? null,
      lockUntil: new Date(Date.now() + plan.timeoutMs + claimMarginMs),
    });
    if (!claimed) return;
    r = claimed;
    outcome ??= await attempt(env, r, s.channelType, channel, address!, text, plan.timeoutMs);
    const attemptNo = r.attemptCount + 1;
    await env.db.insert(logTable).values({
      tenantId: r.tenantId,
      recordId: r.id,
      msgId: r.msgId,
      attemptNo,
      channelType: s.channelType,
      sendChannelId: channel?.id ?? null,
      result: outcome.result,
      requestSummary: outcome.summary.slice(0, 1000),
      providerMsgId: outcome.providerMsgId?.slice(0, 100) ?? null,
      responseCode: outcome.code.slice(0, 50),
      responseMsg: outcome.msg.slice(0, 500),
      costMs: Math.round(outcome.costMs),
      receiptStatus: s.channelType === 'SMS' ? 0 : null,
    });
    const common = { attemptCount: attemptNo, lockUntil: null };
    // Left SENDING on its way to the next step, the record keeps a claim: were its process to die right here, the
    // sweep fails it in doubt once the claim runs out. A null lock would never run out, so it stayed SENDING forever.
    const onward = { attemptCount: attemptNo, lockUntil: new Date(Date.now() + claimMarginMs) };
    if (outcome.ok) {
      delivered.add(s.channelType);
      const inbox =
        s.channelType === 'INBOX'
          ? { title: text.title, content: text.content, contentFormat: text.contentFormat, jumpUrl: text.jumpUrl }
          : {};
      const moved = await move(env, r, {
        ...(plan.mode === mode.all ? onward : common),
        ...inbox,
        deliveredTypes: [...delivered].join(','),
        sentTime: r.sentTime ?? new Date(),
        errorCode: null,
        errorMsg: null,
        currentStep: step,
        stepAttempt,
        status: plan.mode === mode.all ? recordStatus.sending : recordStatus.success,
        ...(plan.mode === mode.all ? {} : { finishTime: new Date() }),
      });
      if (!moved || plan.mode !== mode.all) return;
      r = moved;
      step += 1;
      stepAttempt = 0;
      continue;
    }
    lastError = { code: outcome.code, msg: outcome.msg };
    if (outcome.retryable && stepAttempt < plan.maxRetry) {
      const delay = plan.backoffSec[Math.min(stepAttempt, plan.backoffSec.length - 1)]! * 1000;
      const at = new Date(Date.now() + delay);
      const moved = await move(env, r, {
        ...common,
        status: recordStatus.retryWait,
        nextRetryTime: at,
        stepAttempt: stepAttempt + 1,
        errorCode: outcome.code.slice(0, 50),
        errorMsg: outcome.msg.slice(0, 500),
      });
      if (moved) await env.later([r.id], at);
      return;
    }
    const moved = await move(env, r, { ...onward, status: recordStatus.sending });
    if (!moved) return;
    r = moved;
    const next = plan.mode === mode.all || (plan.mode === mode.failover && s.fallback);
    if (!next) break;
    step += 1;
    stepAttempt = 0;
  }
  if (delivered.size > 0) {
    await move(env, r, { status: recordStatus.success, finishTime: new Date(), lockUntil: null });
    return;
  }
  const error = lastError ?? { code: 'NO_CHANNEL', msg: t(env.lang, messageMessages.noChannelOfType) };
  await move(env, r, {
    status: recordStatus.failed,
    finishTime: new Date(),
    lockUntil: null,
    errorCode: error.code.slice(0, 50),
    errorMsg: error.msg.slice(0, 500),
  });
}

/** One attempt through one channel: our own table for the inbox, the provider otherwise. */
async function attempt(
  env: DeliveryEnv,
  r: RecordRow,
  type: string,
  channel: LiveChannel | undefined,
  address: string,
  text: NonNullable<ReturnType<typeof textFor>>,
  timeoutMs: number,
): Promise<Outcome> {
  if (type === 'INBOX')
    return { ok: true, retryable: false, result: attemptResult.success, ...inboxAttempt, costMs: 0 };
  const message: OutgoingMessage = {
    receiver: address,
    title: text.title,
    content: text.content,
    contentFormat: text.contentFormat as OutgoingMessage['contentFormat'],
    msgId: r.msgId ?? '',
    ...(text.providerTemplateId ? { providerTemplateId: text.providerTemplateId } : {}),
    ...('params' in text && text.params ? { params: text.params } : {}),
  };
  const result = await providerOf(type)!.send(channel!.config, message, {
    timeoutMs,
    reach: env.book.reachOf(r.tenantId),
  });
  return {
    ok: result.ok,
    retryable: result.retryable,
    result: resultCodes[result.result] ?? attemptResult.failed,
    code: result.responseCode,
    msg: result.reason ? t(env.lang, result.reason) : result.responseMsg,
    providerMsgId: result.providerMsgId,
    summary: result.requestSummary,
    costMs: result.costMs,
  };
}

/**
 * Moves a record from the version read to the next with these changes; the record as written, or undefined when
 * another process moved it first (or it was cancelled meanwhile).
 */
async function move(env: DeliveryEnv, r: RecordRow, changes: Partial<RecordRow>): Promise<RecordRow | undefined> {
  const [moved] = await env.db
    .update(record)
    .set({ ...changes, version: r.version + 1, updateTime: new Date() })
    .where(and(eq(record.id, r.id), eq(record.version, r.version), ne(record.status, recordStatus.cancelled)))
    .returning();
  return moved;
}

/** Ends a record without an attempt (deduped, discarded), with why. */
async function finish(
  env: DeliveryEnv,
  r: RecordRow,
  status: number,
  code: string,
  why: Text,
  values?: Record<string, string>,
) {
  await move(env, r, { status, finishTime: new Date(), errorCode: code, errorMsg: t(env.lang, why, values) });
}
