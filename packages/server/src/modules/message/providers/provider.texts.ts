import type { Text } from '@pharma/contract';

/**
 * What the providers say in their own name: a config's problems when it is saved, and the reasons of the attempts
 * the console refused or could not finish. The providers' own answers (errmsg, SMTP replies) are kept as they came.
 */
export const providerMessages = {
  required: { zh: '请填写{field}', en: 'Please fill in {field}' },
  badUrl: { zh: '{field}须为 http(s) 地址', en: '{field} must be an http(s) address' },
  badPort: { zh: '端口须为 1 到 65535 的整数', en: 'The port must be a whole number from 1 to 65535' },
  badEmail: { zh: '{field}不是有效的邮箱地址', en: '{field} is not an email address' },
  badSecure: {
    zh: '加密方式须为 true (465 SSL) 或 false (587 STARTTLS)',
    en: 'Secure must be true (465, SSL) or false (587, STARTTLS)',
  },
  unsupportedSms: { zh: '暂不支持通过该短信服务商发送: {category}', en: 'SMS provider not supported yet: {category}' },
  timeout: { zh: '服务商在 {ms} 毫秒内无响应', en: 'The provider did not answer within {ms} ms' },
  unreachable: { zh: '无法连接服务商: {reason}', en: 'Could not reach the provider: {reason}' },
  badReply: {
    zh: '服务商的回复无法识别 (HTTP {status})',
    en: 'The provider’s reply could not be read (HTTP {status})',
  },
  tooLong: {
    zh: '{format} 消息最多 {max} 字节, 当前 {bytes} 字节',
    en: 'A {format} message takes at most {max} bytes; this one has {bytes}',
  },
  badReceiver: { zh: '接收人格式不正确: {receiver}', en: 'Not a valid receiver: {receiver}' },
  smsNeedsTemplate: {
    zh: '短信须使用服务商已审核的模板发送, 不能直接发送内容',
    en: 'SMS is sent through a template the provider approved; raw content cannot be sent',
  },
} satisfies Record<string, Text>;

/** Setting names, as the channel's form shows them. */
export const settingLabels = {
  host: { zh: 'SMTP 服务器', en: 'SMTP host' },
  username: { zh: '用户名', en: 'Username' },
  password: { zh: '密码', en: 'Password' },
  fromAddress: { zh: '发件人地址', en: 'Sender address' },
  webhook: { zh: 'Webhook 地址', en: 'Webhook URL' },
  accessToken: { zh: 'access_token', en: 'access_token' },
  key: { zh: '机器人 key', en: 'Robot key' },
  url: { zh: '回调地址', en: 'Callback URL' },
  secret: { zh: '签名密钥', en: 'Signing secret' },
  accessKey: { zh: 'accessKey', en: 'Access key' },
  secretKey: { zh: 'secretKey', en: 'Secret key' },
  signName: { zh: '短信签名', en: 'SMS signature' },
} satisfies Record<string, Text>;
