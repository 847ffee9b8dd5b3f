import { clockPattern, messageMessages, strategyDetailResource, strategyResource } from '@pharma/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import { sendChannelTable as channel } from '../channel/send-channel.table.ts';
import { strategyDetailTable as step } from './strategy.table.ts';

/** What a strategy leaves blank means (docs/domain.md §4.5). */
export const strategyDefaults = {
  quietAction: 0,
  dedupWindowSec: 300,
  freqLimitPerDay: 0,
  maxRetry: 3,
  retryBackoffSec: '60,300,1800',
  sendTimeoutSec: 10,
} as const;

const backoffPattern = /^\d{1,6}(,\d{1,6}){0,9}$/;

function checkStrategy(values: Row, existing: Row | undefined) {
  const merged = { ...existing, ...values };
  const start = String(merged.quietStart ?? '').trim();
  const end = String(merged.quietEnd ?? '').trim();
  if ((start === '') !== (end === '')) throw badRequest(messageMessages.quietNeedsBoth);
  if (start !== '' && (!clockPattern.test(start) || !clockPattern.test(end)))
    throw badRequest(messageMessages.badClock);
  const backoff = String(merged.retryBackoffSec ?? '').replace(/\s/g, '');
  if (backoff !== '' && !backoffPattern.test(backoff)) throw badRequest(messageMessages.badBackoff);
  if (values.retryBackoffSec !== undefined) values.retryBackoffSec = backoff;
  if (!existing)
    for (const [key, value] of Object.entries(strategyDefaults))
      if (values[key] === undefined || values[key] === null || values[key] === '') values[key] = value;
}

/**
 * 发送策略: the generic CRUD, with quiet hours as two HH:mm (both or neither), the backoff as seconds, blanks
 * filled with the defaults, the code fixed once made; removing one removes its steps.
 */
export const strategyService: CrudService = crudService(strategyResource, {
  beforeWrite(_ctx, values, existing) {
    if (existing) delete values.strategyCode;
    checkStrategy(values, existing);
  },
  async beforeRemove(ctx, ids) {
    await ctx.db
      .update(step)
      .set({ isDeleted: 1 })
      .where(and(inArray(step.strategyId, ids), scoped(ctx, step, { dataScope: false })));
  },
});

async function checkStep(ctx: Ctx, values: Row, existing: Row | undefined) {
  const merged = { ...existing, ...values };
  const twins = await ctx.db
    .select({ id: step.id })
    .from(step)
    .where(
      and(
        eq(step.strategyId, String(merged.strategyId)),
        eq(step.seq, Number(merged.seq)),
        existing ? ne(step.id, existing.id as string) : undefined,
        scoped(ctx, step, { dataScope: false }),
      ),
    )
    .limit(1);
  if (twins.length > 0) throw badRequest(messageMessages.seqTaken, { seq: String(merged.seq) });
  // A pinned channel must be of the step's type (the kit checked it is the tenant's own, live).
  if (merged.sendChannelId) {
    const [pinned] = await ctx.db
      .select({ type: channel.channelType, name: channel.channelName })
      .from(channel)
      .where(eq(channel.id, String(merged.sendChannelId)));
    if (pinned && pinned.type !== merged.channelType)
      throw badRequest(messageMessages.channelTypeMismatch, {
        name: String(pinned.name),
        type: String(merged.channelType),
      });
  }
  if (!existing) {
    values.enabled ??= 2;
    values.fallbackOnFail ??= 2;
    values.delaySec ??= 0;
  }
}

/** 策略渠道: one step per order number of a strategy; a pinned send channel of the step's type. */
export const strategyDetailService: CrudService = crudService(strategyDetailResource, {
  async beforeWrite(ctx, values, existing) {
    if (existing) delete values.strategyId;
    await checkStep(ctx, values, existing);
  },
});
