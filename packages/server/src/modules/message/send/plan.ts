import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { live } from '../../../platform/scope.ts';
import { strategyDefaults } from '../strategy/strategy.service.ts';
import { strategyDetailTable as stepTable, strategyTable as strategy } from '../strategy/strategy.table.ts';
import { templateDetailTable as detail } from '../template/template.table.ts';

/** Strategy modes (msg_strategy_mode). */
export const mode = { all: 1, failover: 2, firstAvailable: 3 } as const;
/** Quiet-hour actions (msg_quiet_action). */
export const quietAction = { send: 0, delay: 1, drop: 2 } as const;

export interface Step {
  channelType: string;
  sendChannelId: string | null;
  fallback: boolean;
}

/** A template's content for one channel type. */
export interface Content {
  title: string;
  content: string;
  contentFormat: string;
  providerTemplateId: string;
  jumpUrl: string;
  sendChannelId: string | null;
}

/** How one group of records (one template and strategy) goes out. */
export interface Plan {
  mode: number;
  steps: Step[];
  quiet?: { start: string; end: string; action: number } | undefined;
  dedupWindowSec: number;
  freqLimitPerDay: number;
  maxRetry: number;
  backoffSec: number[];
  timeoutMs: number;
  /** By channel type; undefined for a raw send (the record holds its text). */
  contents?: Map<string, Content>;
}

const loose = {
  dedupWindowSec: 0,
  freqLimitPerDay: 0,
  maxRetry: strategyDefaults.maxRetry,
  backoffSec: [60, 300, 1800],
  timeoutMs: strategyDefaults.sendTimeoutSec * 1000,
};

/** A raw send: its one channel type, through the channel it named or the type's default. */
export const rawPlan = (channelType: string, sendChannelId: string | null): Plan => ({
  mode: mode.failover,
  steps: [{ channelType, sendChannelId, fallback: false }],
  ...loose,
});

/**
 * The plan of a template send: its strategy's enabled steps in order (with its quiet hours, dedup, limits and
 * retries); without a strategy, every channel the template has content for, at once.
 */
export async function templatePlan(
  db: Db,
  templateId: string,
  strategyId: string | null,
  /** The template's live contents in id order, when the caller has just read them. */
  read?: Array<typeof detail.$inferSelect>,
): Promise<Plan> {
  const rows =
    read ??
    (await db
      .select()
      .from(detail)
      .where(and(eq(detail.templateId, templateId), live(detail)))
      .orderBy(asc(detail.id)));
  const contents = new Map<string, Content>(
    rows.map((r) => [
      String(r.channelType),
      {
        title: String(r.title ?? ''),
        content: String(r.content ?? ''),
        contentFormat: String(r.contentFormat ?? 'TEXT'),
        providerTemplateId: String(r.providerTemplateId ?? ''),
        jumpUrl: String(r.jumpUrl ?? ''),
        sendChannelId: r.sendChannelId ? String(r.sendChannelId) : null,
      },
    ]),
  );
  const [found] = strategyId
    ? await db
        .select()
        .from(strategy)
        .where(and(eq(strategy.id, strategyId), live(strategy)))
    : [];
  if (!found)
    return {
      mode: mode.all,
      steps: [...contents.keys()].map((channelType) => ({ channelType, sendChannelId: null, fallback: false })),
      ...loose,
      contents,
    };
  const steps = await db
    .select()
    .from(stepTable)
    .where(and(eq(stepTable.strategyId, String(found.id)), live(stepTable), eq(stepTable.enabled, 2)))
    .orderBy(asc(stepTable.seq));
  const backoff = String(found.retryBackoffSec ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n >= 0);
  return {
    mode: Number(found.mode),
    steps: steps.map((s) => ({
      channelType: String(s.channelType),
      sendChannelId: s.sendChannelId ? String(s.sendChannelId) : null,
      fallback: Number(s.fallbackOnFail) === 2,
    })),
    quiet:
      found.quietStart && found.quietEnd
        ? { start: String(found.quietStart), end: String(found.quietEnd), action: Number(found.quietAction ?? 0) }
        : undefined,
    dedupWindowSec: Number(found.dedupWindowSec ?? 0),
    freqLimitPerDay: Number(found.freqLimitPerDay ?? 0),
    maxRetry: Number(found.maxRetry ?? strategyDefaults.maxRetry),
    backoffSec: backoff.length > 0 ? backoff : loose.backoffSec,
    timeoutMs: Math.max(1, Number(found.sendTimeoutSec ?? strategyDefaults.sendTimeoutSec)) * 1000,
    contents,
  };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The wall-clock minute of the day and the date in a time zone. */
function wallClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * When quiet hours (in the tenant's time zone; they may wrap midnight, 22:00–08:00) hold now, the moment they end,
 * with up to a minute of jitter so that a night's messages do not all leave in one second; otherwise undefined.
 */
export function quietUntil(quiet: { start: string; end: string }, now: Date, timeZone: string): Date | undefined {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return undefined;
  const minute = wallClock(now, timeZone);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return undefined;
  const wait = (end - minute + 24 * 60) % (24 * 60);
  const at = new Date(now.getTime() + wait * 60_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() + Math.floor(Math.random() * 60_000));
}

/** What makes two records share a plan: their template and strategy, or a raw send's channel. */
export const planKey = (r: Record<string, unknown>) =>
  r.templateId
    ? `t:${r.templateId}:${r.strategyId ?? ''}`
    : `r:${r.currentChannelType}:${r.currentSendChannelId ?? ''}`;
