import { type DingTalkConfig, dingTalkProvider } from './dingtalk.provider.ts';
import { type MailConfig, mailProvider } from './mail.provider.ts';
import type { ChannelProvider, ProviderType } from './provider.ts';
import { type SmsConfig, smsProvider } from './sms.provider.ts';
import { type WebhookConfig, webhookProvider } from './webhook.provider.ts';
import { type WeComConfig, weComProvider } from './wecom.provider.ts';

export type { DingTalkConfig } from './dingtalk.provider.ts';
export { closeMailTransporters, type MailConfig } from './mail.provider.ts';
export type {
  AttemptResult,
  ChannelProvider,
  OutboundReach,
  OutgoingMessage,
  ProviderResult,
  ProviderType,
} from './provider.ts';
export type { SmsConfig } from './sms.provider.ts';
export { type WebhookConfig, webhookSignature } from './webhook.provider.ts';
export type { WeComConfig } from './wecom.provider.ts';

/**
 * Every channel type that sends through a provider, with the one that speaks its protocol. The config each takes is
 * its channel's settings (发送渠道配置, `channelSettings` in the contract) read into an object; SMS's is the
 * 短信配置 its smsCode names, with its secret opened.
 */
export const providers = [mailProvider, smsProvider, weComProvider, dingTalkProvider, webhookProvider] as const;

/** A provider's config type, by channel type. */
export interface ProviderConfigs {
  EMAIL: MailConfig;
  SMS: SmsConfig;
  WECOM_BOT: WeComConfig;
  DINGTALK_BOT: DingTalkConfig;
  WEBHOOK: WebhookConfig;
}

const byType = new Map<string, ChannelProvider<unknown>>(
  providers.map((p) => [p.type, p as unknown as ChannelProvider<unknown>]),
);

/** The provider of a channel type; undefined for INBOX (our own table) and APP_PUSH (no provider yet). */
export function providerOf<T extends ProviderType>(type: T): ChannelProvider<ProviderConfigs[T]>;
export function providerOf(type: string): ChannelProvider<unknown> | undefined;
export function providerOf(type: string): ChannelProvider<unknown> | undefined {
  return byType.get(type);
}
