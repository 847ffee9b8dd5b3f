import { defineResource, permissionsOf, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/** BladeX dictionary `sms`: the providers a config may name. 云片 and 七牛云 are listed but not sent through yet. */
export const smsCategory = { yunpian: 1, qiniu: 2, aliyun: 3, tencent: 4 } as const;

/** The `sms` dictionary's seeded labels (replies' `categoryName`). */
export const smsCategories: Record<number, Text> = {
  1: { zh: '云片', en: 'Yunpian' },
  2: { zh: '七牛云', en: 'Qiniu' },
  3: { zh: '阿里云', en: 'Alibaba Cloud' },
  4: { zh: '腾讯云', en: 'Tencent Cloud' },
};

/** A config's status (dictionary `yes_no`): 1 off, 2 on. Exactly one config of a tenant is on after an enable. */
export const smsStatus = { off: 1, on: 2 } as const;

/** 启用: makes this config the tenant's one enabled config (sms/enable). */
export const smsEnableButton = {
  key: 'enable',
  name: { zh: '启用', en: 'Enable' },
  action: 2,
  icon: 'check',
} as const satisfies ExtraButton;

/**
 * 短信配置 (BladeX blade_sms): a tenant's SMS provider accounts. `baseUrl` is ours: the provider's API base URL, empty
 * for its public one (a private gateway, or a stand-in in the tests). `appId` is ours too: Tencent Cloud's
 * SmsSdkAppId, which its SendSms needs. The secret is stored encrypted and never sent back.
 */
export const smsResource = defineResource({
  module: 'resource',
  name: 'sms',
  title: { zh: '短信配置', en: 'SMS configs' },
  api: 'blade-resource/sms',
  table: 'blade_sms',
  page: '/resource/sms',
  menu: { icon: 'MessageOutlined', sort: 2, buttons: [...standardButtonKeys, smsEnableButton] },
  status: { dict: 'yes_no', label: { zh: '是否启用', en: 'Enabled' } },
  fields: {
    category: {
      type: 'integer',
      label: { zh: '分类', en: 'Provider' },
      dict: 'sms',
      required: { zh: '请选择分类', en: 'Please choose the provider' },
      search: 'equal',
    },
    smsCode: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '资源编号', en: 'Config code' },
      required: { zh: '请输入资源编号', en: 'Please enter the config code' },
      unique: { zh: '当前资源编号已存在!', en: 'This config code already exists' },
    },
    templateId: {
      type: 'string',
      max: 64,
      label: { zh: '模板ID', en: 'Template ID' },
      required: { zh: '请输入模板ID', en: 'Please enter the template ID' },
    },
    accessKey: {
      type: 'string',
      max: 255,
      search: 'like',
      label: { zh: 'accessKey', en: 'Access key' },
      required: { zh: '请输入accessKey', en: 'Please enter the access key' },
    },
    secretKey: {
      type: 'text',
      max: 255,
      secret: true,
      list: false,
      label: { zh: 'secretKey', en: 'Secret key' },
      required: { zh: '请输入secretKey', en: 'Please enter the secret key' },
    },
    appId: {
      type: 'string',
      max: 64,
      list: false,
      label: { zh: '应用ID', en: 'App ID' },
      placeholder: { zh: '腾讯云短信的 SdkAppId', en: "Tencent Cloud's SMS SdkAppId" },
    },
    regionId: {
      type: 'string',
      max: 64,
      list: false,
      label: { zh: '地域ID', en: 'Region' },
      placeholder: {
        zh: '阿里云默认 cn-hangzhou,腾讯云默认 ap-guangzhou',
        en: 'Aliyun: cn-hangzhou by default; Tencent Cloud: ap-guangzhou',
      },
    },
    signName: {
      type: 'string',
      max: 64,
      label: { zh: '短信签名', en: 'Signature' },
      required: { zh: '请输入短信签名', en: 'Please enter the signature' },
    },
    baseUrl: {
      type: 'string',
      max: 255,
      list: false,
      label: { zh: '接口地址', en: 'API base URL' },
      placeholder: { zh: '留空使用服务商的公网地址', en: "Empty: the provider's public address" },
    },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/** The codes the screen's buttons follow: the kit's four and sms_enable. */
export const smsCodes = {
  ...permissionsOf(smsResource),
  enable: `${smsResource.name}_${smsEnableButton.key}`,
} as const;

/** What the SMS calls say, in every language. */
export const smsMessages = {
  sent: { zh: '发送成功', en: 'Sent successfully' },
  sendFailed: { zh: '发送失败: {reason}', en: 'Sending failed: {reason}' },
  codeRequired: { zh: '请输入资源编号', en: 'Please enter the config code' },
  phonesRequired: { zh: '请输入手机号', en: 'Please enter the phone numbers' },
  badPhone: { zh: '手机号格式不正确: {phone}', en: 'Not a phone number: {phone}' },
  tooManyPhones: { zh: '一次最多发送 {max} 个手机号', en: 'At most {max} phone numbers at a time' },
  badParams: {
    zh: '短信参数须为 JSON 对象字符串,例如 {"code":"1234"}',
    en: 'The parameters must be a JSON object as a string, e.g. {"code":"1234"}',
  },
  configMissing: { zh: '短信配置不存在: {code}', en: 'No SMS config has the code {code}' },
  badBaseUrl: { zh: '接口地址须为 http(s) 地址', en: 'The API base URL must be an http(s) address' },
  unsupported: {
    zh: '暂不支持通过该服务商发送: {category}',
    en: 'Sending through this provider is not supported yet: {category}',
  },
  appIdRequired: { zh: '腾讯云短信需填写应用ID (SdkAppId)', en: 'Tencent Cloud SMS needs the App ID (SdkAppId)' },
  templateIllegal: {
    zh: '短信模板不存在或未审核通过',
    en: 'The SMS template does not exist or is not approved',
  },
  signatureIllegal: {
    zh: '短信签名不存在或未审核通过',
    en: 'The SMS signature does not exist or is not approved',
  },
  limited: {
    zh: '发送过于频繁或已达当日发送上限',
    en: 'Too many messages: the sending limit has been reached',
  },
  authFailed: {
    zh: '服务商拒绝了密钥或签名,请检查 accessKey / secretKey',
    en: 'The provider refused the credentials; check the access key and secret key',
  },
  providerError: { zh: '服务商返回 {code}: {message}', en: 'The provider answered {code}: {message}' },
  timeout: { zh: '短信服务商在 {seconds} 秒内无响应', en: 'The SMS provider did not answer within {seconds} s' },
  unreachable: { zh: '无法连接短信服务商: {reason}', en: 'Could not reach the SMS provider: {reason}' },
  secretMissing: { zh: '该短信配置未填写 secretKey', en: 'This SMS config has no secret key' },
  badReply: { zh: '短信服务商的回复无法识别', en: 'The SMS provider’s reply could not be read' },
  // Verification codes (send-validate / validate-message).
  phoneRequired: { zh: '请输入手机号', en: 'Please enter the phone number' },
  phoneInvalid: { zh: '手机号格式不正确', en: 'Not a phone number' },
  codeIdRequired: { zh: '请输入验证码编号', en: 'Please give the verification code’s id' },
  valueRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  noEnabledConfig: {
    zh: '未找到已启用的短信配置,请先启用一条短信配置',
    en: 'No SMS config is enabled; enable one first',
  },
  tooSoon: {
    zh: '验证码发送过于频繁,请 {seconds} 秒后再试',
    en: 'A code was just sent to this phone; try again in {seconds} s',
  },
  validated: { zh: '短信校验成功', en: 'The verification code is correct' },
  valueWrong: { zh: '验证码不正确', en: 'The verification code is wrong' },
  valueExpired: { zh: '验证码已过期,请重新获取', en: 'The verification code has expired; please request a new one' },
  valueUnknown: {
    zh: '验证码已失效,请重新获取',
    en: 'This verification code is no longer valid; please request a new one',
  },
  valueBurnt: {
    zh: '验证码错误次数过多,请重新获取',
    en: 'Too many wrong attempts; please request a new verification code',
  },
} as const satisfies Record<string, Text>;
