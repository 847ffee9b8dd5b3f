import type { Text } from '../../kit/text.ts';

/**
 * 消息中心 (blade-message/…): who may send (应用渠道), through which configured provider accounts (发送渠道 with their
 * settings), which app may use which account (渠道授权), then templates, strategies and the records of every
 * message sent. Every path of the module is under this one service prefix.
 */
export const messageService = 'blade-message';

/** How long records and their attempts are kept: the platform's 参数 of this key, in days (docs/domain.md §4.9). */
export const messageRetention = { param: 'message.retentionDays', days: 180 } as const;

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
  channelPinned: {
    zh: '发送渠道 {names} 仍被发送策略或模板内容指定, 请停用它或先改用其他渠道',
    en: 'The send channel {names} is pinned by a strategy or a template content: disable it, or pin another first',
  },
  appInUse: {
    zh: '应用渠道 {names} 仍有渠道授权, 请先删除授权',
    en: 'The app channel {names} still holds authorisations: remove them first',
  },
  appSecretShownOnce: {
    zh: '应用密钥只显示这一次, 请立即妥善保存',
    en: 'The app secret is shown this once only: store it safely now',
  },
  // A send call's fields.
  appKeyRequired: { zh: '请提供 appKey', en: 'Please give the appKey' },
  signRequired: { zh: '请提供签名 sign', en: 'Please give the signature (sign)' },
  timestampRequired: {
    zh: '请提供毫秒时间戳 timestamp (13 位数字)',
    en: 'Please give timestamp, the time in milliseconds (13 digits)',
  },
  nonceRequired: {
    zh: '请提供随机串 nonce (8 到 64 位字母、数字、- 或 _)',
    en: 'Please give a nonce (8 to 64 letters, digits, - or _)',
  },
  receiversRequired: { zh: '请提供接收者', en: 'Please give the receivers' },
  tooManyReceivers: { zh: '一次最多发送给 1000 个接收者', en: 'One call sends to 1,000 receivers at most' },
  badScheduledTime: {
    zh: '计划发送时间的格式应为 yyyy-MM-dd HH:mm:ss',
    en: 'The scheduled time should read yyyy-MM-dd HH:mm:ss',
  },
  badParams: { zh: '模板变量应为名称到值的对象', en: 'The variables should be an object of names to values' },
  templateRequired: { zh: '请提供模板编码', en: 'Please give the template code' },
  badChannelType: {
    zh: '渠道类型应为 SMS、EMAIL、INBOX、WECOM_BOT、DINGTALK_BOT 或 WEBHOOK',
    en: 'The channel type should be SMS, EMAIL, INBOX, WECOM_BOT, DINGTALK_BOT or WEBHOOK',
  },
  contentRequired: { zh: '请提供消息内容', en: 'Please give the content' },
  badInboxKind: { zh: '消息类别应为 message 或 mail', en: 'The kind should be message or mail' },
  passRequired: { zh: '请选择通过或驳回', en: 'Please choose approve or reject' },
  // The signature.
  unknownApp: { zh: 'appKey 无效或应用已停用', en: 'Unknown appKey, or the app is disabled' },
  badSign: {
    zh: '签名不正确: 请用应用密钥对除 sign 外的字段按名称排序后签名',
    en: 'The signature does not match: sign the fields other than sign, sorted by name, with the app secret',
  },
  staleTimestamp: {
    zh: '时间戳与服务器时间相差超过 5 分钟, 请校准时间后重新签名',
    en: "The timestamp is more than 5 minutes from the server's time: correct the clock and sign again",
  },
  nonceUsed: {
    zh: '该 nonce 已使用过, 疑似重放请求, 已拒绝',
    en: 'This nonce was used before: the call looks replayed and is refused',
  },
  ipRefused: {
    zh: '调用方 IP {ip} 不在应用的白名单内',
    en: "The caller's address {ip} is not on the app's allow-list",
  },
  appQuotaExceeded: {
    zh: '应用今日发送量已达上限 {quota}',
    en: "The app has reached today's quota of {quota} messages",
  },
  // Templates.
  noSuchTemplate: { zh: '模板 {code} 不存在', en: 'No template {code}' },
  templateNotSendable: {
    zh: '模板 {code} 未审核通过或已停用, 不能发送',
    en: 'The template {code} is not approved or is disabled: it cannot send',
  },
  templateHasNoContent: {
    zh: '模板 {code} 还没有任何渠道的内容',
    en: 'The template {code} has no content for any channel',
  },
  missingParams: { zh: '缺少模板变量: {names}', en: 'Missing variables: {names}' },
  undeclaredVariables: {
    zh: '内容中的变量 {names} 未在模板变量中声明',
    en: 'The content uses {names}, not declared among the variables',
  },
  badVariables: {
    zh: '模板变量应为 JSON 数组, 每项含 name (字母、数字或下划线), 可含 label、required、example',
    en: 'The variables should be a JSON array of {name (letters, digits, _), label, required, example}',
  },
  notAwaitingReview: { zh: '该模板不在待审核状态', en: 'This template is not awaiting review' },
  rejectNeedsOpinion: { zh: '驳回时请填写审核意见', en: 'Please give an opinion when rejecting' },
  contentTaken: { zh: '该模板已有 {type} 渠道的内容', en: 'This template already has {type} content' },
  smsTooLong: {
    zh: '短信内容约 {chars} 字, 将按 {parts} 条计费',
    en: 'The SMS is about {chars} characters: billed as {parts} messages',
  },
  // Strategies.
  badClock: { zh: '免打扰时间的格式应为 HH:mm', en: 'Quiet hours should read HH:mm' },
  quietNeedsBoth: { zh: '免打扰开始和结束需同时填写', en: 'Give both ends of the quiet hours' },
  badBackoff: {
    zh: '重试间隔应为逗号分隔的秒数, 如 60,300,1800',
    en: 'The retry backoff should be seconds separated by commas, e.g. 60,300,1800',
  },
  noSuchStrategy: { zh: '发送策略 {code} 不存在或已停用', en: 'No enabled strategy {code}' },
  channelTypeMismatch: {
    zh: '发送渠道 {name} 不是 {type} 类型',
    en: 'The send channel {name} is not of type {type}',
  },
  seqTaken: { zh: '该策略已有顺序 {seq} 的渠道', en: 'This strategy already has a step {seq}' },
  // Sending.
  smsNeedsTemplate: {
    zh: '短信需使用已在服务商登记的模板, 请用 sendTemplateMessage 发送',
    en: 'An SMS needs a template registered with the provider: send it with sendTemplateMessage',
  },
  noSuchSendChannel: { zh: '发送渠道 {code} 不存在或已停用', en: 'No enabled send channel {code}' },
  unknownReceiver: { zh: '没有这个用户', en: 'No such user' },
  badReceiver: { zh: '无法识别的接收者', en: 'Not a user, mobile number, email address or #group' },
  duplicateReceiver: { zh: '同一批次中重复的接收者', en: 'Named twice in this call' },
  scheduledPast: { zh: '计划发送时间不能早于现在', en: 'The scheduled time is in the past' },
  droppedQuiet: { zh: '免打扰时段内, 按策略丢弃', en: 'Dropped: sent in quiet hours' },
  deduped: {
    zh: '去重窗口内已有相同内容发给该接收者',
    en: 'The same text went to this receiver within the dedup window',
  },
  overDailyLimit: {
    zh: '该接收者今日已收到此模板 {limit} 条, 达到上限',
    en: 'This receiver had {limit} messages of this template today: the daily limit',
  },
  noChannelOfType: { zh: '没有可用的发送渠道', en: 'No send channel available' },
  channelDisabled: { zh: '发送渠道已停用', en: 'The send channel is disabled' },
  channelNotAuthorised: {
    zh: '应用未获授权使用此发送渠道 (或授权已过期、消息类型不允许、已达每日上限)',
    en: "The app is not authorised for this channel (or the grant expired, excludes this type, or reached today's limit)",
  },
  noAddress: {
    zh: '接收者在此渠道没有地址 (用户未设置邮箱或手机号, 或不是系统用户)',
    en: 'The receiver has no address on this channel (no email or mobile set, or not a user)',
  },
  inDoubt: {
    zh: '发送过程中进程中断, 结果未知; 为避免重复投递不再自动重试, 请核实后重发',
    en: 'The process stopped mid-send and the outcome is unknown: not retried to avoid a duplicate; check, then resend',
  },
  readOnly: {
    zh: '消息记录和发送日志由系统写入, 不能修改或删除',
    en: 'Message records and their attempts are written by the system: they cannot be edited or removed',
  },
  notCancellable: {
    zh: '只能取消待发送、延迟发送或等待重试的消息',
    en: 'Only pending, delayed or waiting messages can be cancelled',
  },
  notFailed: { zh: '只能重发发送失败的消息', en: 'Only failed messages can be resent' },
} satisfies Record<string, Text>;
