import type { Text } from '../../kit/text.ts';

/**
 * 消息中心 (blade-message/…): who may send (应用渠道), through which configured provider accounts (发送渠道 with their
 * settings), which app may use which account (渠道授权), then templates, strategies and the records of every
 * message sent. Every path of the module is under this one service prefix.
 */
export const messageService = 'blade-message';

/** A send channel's kind (dictionary msg_channel_type): what it delivers to. */
export const channelTypeValues = ['SMS', 'EMAIL', 'INBOX', 'WECOM_BOT', 'DINGTALK_BOT', 'WEBHOOK'] as const;
export type ChannelType = (typeof channelTypeValues)[number];

/** The settings each kind of channel needs (发送渠道配置, one row each), and which of them are secrets. */
export const channelSettings: Record<
  ChannelType,
  ReadonlyArray<{ key: string; secret?: boolean; required?: boolean }>
> = {
  SMS: [{ key: 'smsCode', required: true }],
  EMAIL: [
    { key: 'host', required: true },
    { key: 'port', required: true },
    { key: 'secure' },
    { key: 'username', required: true },
    { key: 'password', secret: true, required: true },
    { key: 'fromAddress', required: true },
    { key: 'fromName' },
  ],
  INBOX: [],
  WECOM_BOT: [
    { key: 'webhook', required: true },
    { key: 'key', secret: true, required: true },
  ],
  DINGTALK_BOT: [
    { key: 'webhook', required: true },
    { key: 'accessToken', secret: true, required: true },
    { key: 'secret', secret: true },
  ],
  WEBHOOK: [
    { key: 'url', required: true },
    { key: 'secret', secret: true, required: true },
  ],
};

export const messageMessages = {
  unknownSetting: {
    zh: '{type} 渠道没有配置项 {key}',
    en: 'A {type} channel has no setting {key}',
  },
  settingTaken: { zh: '该渠道已有配置项 {key}', en: 'This channel already has the setting {key}' },
  noSuchChannel: { zh: '发送渠道不存在', en: 'No such send channel' },
  channelInUse: {
    zh: '发送渠道 {names} 仍被渠道授权引用, 请先停用或删除授权',
    en: 'The send channel {names} is still authorised to an app: disable or remove the authorisation first',
  },
  appInUse: {
    zh: '应用渠道 {names} 仍有渠道授权, 请先删除授权',
    en: 'The app channel {names} still holds authorisations: remove them first',
  },
  appSecretShownOnce: {
    zh: '应用密钥只显示这一次, 请立即妥善保存',
    en: 'The app secret is shown this once only: store it safely now',
  },
} satisfies Record<string, Text>;
