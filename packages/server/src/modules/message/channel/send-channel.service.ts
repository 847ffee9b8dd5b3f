import {
  type ChannelType,
  channelSettings,
  messageMessages,
  sendChannelDetailResource,
  sendChannelResource,
} from '@pharma/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { maskedSecret, sealSecretField } from '../../../platform/crud/sealed-secret.ts';
import { type CrudService, crudService, type Row } from '../../../platform/crud/service.ts';
import { badRequest } from '../../../platform/errors.ts';
import { scoped } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { strategyDetailTable as stepTable } from '../strategy/strategy.table.ts';
import { templateDetailTable as contentTable } from '../template/template.table.ts';
import { assertNotAuthorised } from './channel-auth.service.ts';
import { sendChannelTable as channel, sendChannelDetailTable as detail } from './send-channel.table.ts';

/** The settings that are secrets, whatever the channel's type (a password, a robot's key or token, a signing secret). */
const secretKeys = new Set(
  Object.values(channelSettings).flatMap((settings) => settings.filter((s) => s.secret).map((s) => s.key)),
);
export const isSecretSetting = (key: unknown) => typeof key === 'string' && secretKeys.has(key);

/**
 * 发送渠道: the generic CRUD; the code and the type never change once made (records and strategies name them), a
 * channel an app is authorised to use cannot be removed, and removing one removes its settings with it.
 */
export const sendChannelService: CrudService = crudService(sendChannelResource, {
  beforeWrite(_ctx, values, existing) {
    if (!existing) return;
    delete values.channelCode;
    delete values.channelType;
  },
  async beforeRemove(ctx, ids) {
    await assertNotNamed(ctx, ids);
    await assertNotAuthorised(ctx, 'sendChannelId', ids);
    await ctx.db
      .update(detail)
      .set({ isDeleted: 1 })
      .where(and(inArray(detail.sendChannelId, ids), scoped(ctx, detail, { dataScope: false })));
  },
});

/** Refuses to remove a channel a strategy step or a template content pins (docs/domain.md §4.9: disable it instead). */
async function assertNotNamed(ctx: Ctx, ids: string[]) {
  for (const table of [stepTable, contentTable]) {
    const [named] = await ctx.db
      .select({ name: channel.channelName })
      .from(table)
      .innerJoin(channel, eq(channel.id, table.sendChannelId))
      .where(and(inArray(table.sendChannelId, ids), scoped(ctx, table, { dataScope: false })))
      .limit(1);
    if (named) throw badRequest(messageMessages.channelPinned, { names: String(named.name) });
  }
}

/** A setting's channel (the tenant's own, live) and its type: what keys it may hold. */
async function channelOf(ctx: Ctx, id: string): Promise<ChannelType> {
  const [found] = await ctx.db
    .select({ type: channel.channelType })
    .from(channel)
    .where(and(eq(channel.id, id), scoped(ctx, channel, { dataScope: false })));
  if (!found) throw badRequest(messageMessages.noSuchChannel);
  return found.type as ChannelType;
}

async function checkSetting(ctx: Ctx, values: Row, existing: Row | undefined): Promise<void> {
  const channelId = String(existing?.sendChannelId ?? values.sendChannelId ?? '');
  const key = String(existing?.paramKey ?? values.paramKey ?? '');
  const type = await channelOf(ctx, channelId);
  if (!channelSettings[type].some((s) => s.key === key))
    throw badRequest(messageMessages.unknownSetting, { type, key });
  const twins = await ctx.db
    .select({ id: detail.id })
    .from(detail)
    .where(
      and(
        eq(detail.sendChannelId, channelId),
        eq(detail.paramKey, key),
        existing ? ne(detail.id, existing.id as string) : undefined,
        scoped(ctx, detail, { dataScope: false }),
      ),
    )
    .limit(1);
  if (twins.length > 0) throw badRequest(messageMessages.settingTaken, { key });
}

/**
 * 发送渠道配置: one setting of a channel, a key its type knows, once per channel. A secret setting's value is sealed
 * before it is stored and masked in every reply (sending the mask back keeps it); the others read as stored.
 */
export function sendChannelDetailService(box: SecretBox): CrudService {
  return crudService(sendChannelDetailResource, {
    async beforeWrite(ctx, values, existing) {
      if (existing) {
        delete values.sendChannelId;
        delete values.paramKey;
      }
      await checkSetting(ctx, values, existing);
      const key = existing?.paramKey ?? values.paramKey;
      if (isSecretSetting(key))
        sealSecretField(box, values, 'paramValue', sendChannelDetailResource.fields.paramValue.label, existing);
    },
    toRecord(_ctx, record) {
      return isSecretSetting(record.paramKey) ? { ...record, paramValue: maskedSecret(record.paramValue) } : record;
    },
  });
}
