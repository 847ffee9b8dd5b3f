import type { ChannelType, Text } from '@pharma/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Ctx } from '../../../platform/context.ts';
import { openSealed } from '../../../platform/crud/sealed-secret.ts';
import type { Db } from '../../../platform/db/database.ts';
import { live, ofTenant } from '../../../platform/scope.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { smsAccountByCode } from '../../resource/public.ts';
import { appChannelTable as app } from '../app/app-channel.table.ts';
import { channelAuthTable as auth } from '../channel/channel-auth.table.ts';
import { isSecretSetting } from '../channel/send-channel.service.ts';
import { sendChannelTable as channel, sendChannelDetailTable as setting } from '../channel/send-channel.table.ts';
import { providerOf } from '../providers/index.ts';
import type { OutboundReach } from '../providers/provider.ts';

/** A send channel as the sender uses it: its row and its settings read into its provider's config. */
export interface LiveChannel {
  id: string;
  type: ChannelType;
  name: string;
  enabled: boolean;
  rateLimitPerMin: number;
  config: Record<string, unknown>;
}

/** A live authorisation of an app for a channel, and the message types it allows (empty: all). */
interface Grant {
  live: boolean;
  types: string[];
  dailyLimit: number;
}

export interface ChannelBoxes {
  settings: SecretBox;
  sms: SecretBox;
}

/**
 * The channels, settings and grants one delivery run reads, each once: a run of a thousand records through the same
 * channel reads it one time. Made per run, so a changed setting is seen by the next run.
 */
export class ChannelBook {
  private readonly channels = new Map<string, Promise<LiveChannel | undefined>>();
  private readonly defaults = new Map<string, Promise<LiveChannel | undefined>>();
  private readonly grants = new Map<string, Promise<Grant>>();
  private readonly problems = new Map<string, Promise<Text[]>>();

  constructor(
    private readonly db: Db,
    private readonly boxes: ChannelBoxes,
    /** Private hosts the deployment lets tenants reach (OUTBOUND_PRIVATE_HOSTS). */
    private readonly privateHosts: readonly string[] = [],
  ) {}

  /** Whose reach a channel of `tenantId` sends within (platform/outbound). */
  reachOf(tenantId: string): OutboundReach {
    return { tenantId, privateHosts: this.privateHosts };
  }

  /**
   * What stops a channel from sending, checked as it sends, not only as its settings are saved (they are saved one
   * at a time): a required setting missing, or an address its tenant may not reach (another tenant's channel may not
   * point at the server's own network). Once per channel and run: the check resolves host names.
   */
  problemsOf(tenantId: string, channel: LiveChannel): Promise<Text[]> {
    let found = this.problems.get(channel.id);
    if (!found) {
      const provider = providerOf(channel.type);
      found = provider
        ? provider.check(channel.config, { tenantId, privateHosts: this.privateHosts })
        : Promise.resolve([]);
      this.problems.set(channel.id, found);
    }
    return found;
  }

  /** A channel by id (any state: a disabled one is logged as ignored). */
  byId(tenantId: string, id: string): Promise<LiveChannel | undefined> {
    let found = this.channels.get(id);
    if (!found) {
      found = this.load(tenantId, id);
      this.channels.set(id, found);
    }
    return found;
  }

  /**
   * The default enabled channel of a type: the one marked default, then by priority. Its row comes with the choice
   * (one statement, not two): an in-app message on its way in the accepting transaction reads only this.
   */
  defaultOf(tenantId: string, type: string): Promise<LiveChannel | undefined> {
    const key = `${tenantId}:${type}`;
    let found = this.defaults.get(key);
    if (!found) {
      found = this.db
        .select()
        .from(channel)
        .where(and(ofTenant(channel, tenantId), eq(channel.channelType, type), eq(channel.status, 1)))
        .orderBy(desc(channel.isDefault), asc(channel.priority), asc(channel.id))
        .limit(1)
        .then(([row]) => (row ? this.live(tenantId, row) : undefined));
      this.defaults.set(key, found);
    }
    return found;
  }

  /** Whether an app may send a message type through a channel today (渠道授权: live, in date, the type allowed). */
  grantOf(appChannelId: string, channelId: string): Promise<Grant> {
    const key = `${appChannelId}:${channelId}`;
    let found = this.grants.get(key);
    if (!found) {
      found = this.db
        .select({ status: auth.status, types: auth.allowedMsgTypes, validTo: auth.validTo, limit: auth.dailyLimit })
        .from(auth)
        .innerJoin(app, eq(app.id, auth.appChannelId))
        .where(
          and(eq(auth.appChannelId, appChannelId), eq(auth.sendChannelId, channelId), live(auth), eq(app.status, 1)),
        )
        .limit(1)
        .then(([row]) => {
          const today = new Date().toISOString().slice(0, 10);
          const live = Boolean(row) && Number(row!.status) === 1 && (!row!.validTo || String(row!.validTo) >= today);
          const types = String(row?.types ?? '')
            .split(',')
            .filter(Boolean);
          return { live, types, dailyLimit: Number(row?.limit ?? 0) };
        });
      this.grants.set(key, found);
    }
    return found;
  }

  private async load(tenantId: string, id: string): Promise<LiveChannel | undefined> {
    const [row] = await this.db
      .select()
      .from(channel)
      .where(and(eq(channel.id, id), ofTenant(channel, tenantId)));
    return row ? this.live(tenantId, row) : undefined;
  }

  /** A channel's row with its settings read into its provider's config; the inbox has no provider and reads none. */
  private async live(tenantId: string, row: typeof channel.$inferSelect): Promise<LiveChannel> {
    const id = String(row.id);
    const type = String(row.channelType) as ChannelType;
    const config: Record<string, unknown> = {};
    if (!providerOf(type)) return this.liveOf(row, type, config);
    const settings = await this.db
      .select({ key: setting.paramKey, value: setting.paramValue })
      .from(setting)
      .where(and(eq(setting.sendChannelId, id), live(setting)));
    for (const { key, value } of settings) {
      const name = String(key);
      // A secret this server did not seal reads as blank: the provider's check then says it is missing.
      config[name] = isSecretSetting(name) ? (openSealed(this.boxes.settings, value) ?? '') : value;
    }
    // An SMS channel names a 短信配置 of its tenant; its account (secret opened) is the provider's config.
    if (type === 'SMS') {
      const account = await smsAccountByCode(
        { db: this.db, tenantId, isAdministrator: false } as unknown as Ctx,
        this.boxes.sms,
        String(config.smsCode ?? ''),
      );
      Object.assign(config, account ?? {});
    }
    return this.liveOf(row, type, config);
  }

  private liveOf(row: typeof channel.$inferSelect, type: ChannelType, config: Record<string, unknown>): LiveChannel {
    return {
      id: String(row.id),
      type,
      name: String(row.channelName),
      enabled: Number(row.status) === 1,
      rateLimitPerMin: Number(row.rateLimitPerMin ?? 0),
      config,
    };
  }
}
