import { defineResource } from '../../kit/resource.ts';
import { messageService } from './message.ts';

/**
 * 应用渠道 (msg_app_channel): an application allowed to send (采购, 销售 app, WMS). Its key names it in a send call and
 * its secret signs the call (HMAC over timestamp, nonce and body); only a hash of the secret is kept, and the secret
 * is answered in clear once, when the app is added.
 */
export const appChannelResource = defineResource({
  module: 'message',
  name: 'appchannel',
  title: { zh: '应用渠道', en: 'App channels' },
  api: `${messageService}/appchannel`,
  table: 'msg_app_channel',
  page: '/message/appchannel',
  menu: { icon: 'AppstoreOutlined', sort: 1 },
  status: { dict: 'status', label: { zh: '状态', en: 'Status' } },
  fields: {
    appCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '应用编码', en: 'App code' },
      required: { zh: '请输入应用编码', en: 'Please enter the app code' },
      unique: { zh: '应用编码已存在', en: 'This app code already exists' },
    },
    appName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '应用名称', en: 'App name' },
      required: { zh: '请输入应用名称', en: 'Please enter the app name' },
    },
    /** Made by the server when the app is added; it never changes. */
    appKey: { type: 'string', max: 32, form: false, label: { zh: 'AppKey', en: 'App key' } },
    /** Write-only: a sha256 in the database, never in a reply except the clear secret once, on add. */
    appSecret: {
      type: 'string',
      max: 128,
      list: false,
      form: false,
      view: false,
      label: { zh: '应用密钥', en: 'App secret' },
    },
    ipWhitelist: { type: 'string', max: 500, list: false, label: { zh: 'IP 白名单', en: 'IP allow-list' } },
    dailyQuota: { type: 'integer', label: { zh: '每日限额(0 不限)', en: 'Daily quota (0: none)' } },
    callbackUrl: { type: 'string', max: 500, list: false, label: { zh: '回执地址', en: 'Callback URL' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/**
 * 发送渠道 (msg_send_channel): one configured provider account (an SMTP mailbox, an SMS config, a WeCom or DingTalk
 * group robot, a webhook, the in-app inbox). Its settings are rows of 发送渠道配置; the secret ones are sealed.
 */
export const sendChannelResource = defineResource({
  module: 'message',
  name: 'send_channel',
  title: { zh: '发送渠道', en: 'Send channels' },
  api: `${messageService}/sendChannel`,
  table: 'msg_send_channel',
  page: '/message/send-channel',
  menu: { icon: 'SendOutlined', sort: 2 },
  status: { dict: 'status', label: { zh: '状态', en: 'Status' } },
  fields: {
    channelCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '渠道编码', en: 'Channel code' },
      required: { zh: '请输入渠道编码', en: 'Please enter the channel code' },
      unique: { zh: '渠道编码已存在', en: 'This channel code already exists' },
    },
    channelName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '渠道名称', en: 'Channel name' },
      required: { zh: '请输入渠道名称', en: 'Please enter the channel name' },
    },
    channelType: {
      type: 'string',
      max: 20,
      dict: 'msg_channel_type',
      search: 'equal',
      lockOnEdit: true,
      label: { zh: '渠道类型', en: 'Channel type' },
      required: { zh: '请选择渠道类型', en: 'Please choose the channel type' },
    },
    rateLimitPerMin: { type: 'integer', list: false, label: { zh: '每分钟上限', en: 'Per minute at most' } },
    dailyLimit: { type: 'integer', label: { zh: '每日上限', en: 'Daily limit' } },
    priority: { type: 'integer', label: { zh: '优先级', en: 'Priority' } },
    isDefault: { type: 'integer', dict: 'yes_no', label: { zh: '同类默认', en: 'Default of its type' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/**
 * 发送渠道配置 (msg_send_channel_detail): one setting of a send channel (host, port, username, password, webhook, key,
 * …, as `channelSettings` lists them for its type). The value is declared secret, so no log ever keeps one; a
 * secret setting's value is sealed in the database and masked in every reply.
 */
export const sendChannelDetailResource = defineResource({
  module: 'message',
  name: 'send_channel_detail',
  title: { zh: '发送渠道配置', en: 'Send channel settings' },
  api: `${messageService}/sendChannelDetail`,
  table: 'msg_send_channel_detail',
  page: '/message/send-channel-detail',
  menu: { icon: 'ControlOutlined', sort: 3 },
  fields: {
    sendChannelId: {
      type: 'id',
      ref: { resource: 'send_channel', label: 'channelName' },
      search: 'equal',
      lockOnEdit: true,
      label: { zh: '发送渠道', en: 'Send channel' },
      required: { zh: '请选择发送渠道', en: 'Please choose the send channel' },
    },
    paramKey: {
      type: 'string',
      max: 64,
      search: 'equal',
      lockOnEdit: true,
      label: { zh: '配置项', en: 'Setting' },
      required: { zh: '请输入配置项', en: 'Please enter the setting' },
    },
    paramValue: {
      type: 'text',
      max: 2000,
      secret: true,
      label: { zh: '配置值', en: 'Value' },
      required: { zh: '请输入配置值', en: 'Please enter the value' },
    },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/**
 * 渠道授权 (msg_channel_auth): which app may send through which send channel, how much a day, which kinds of message
 * and until when. A send through a channel its app holds no live authorisation for is refused before any provider
 * is called.
 */
export const channelAuthResource = defineResource({
  module: 'message',
  name: 'channel_auth',
  title: { zh: '渠道授权', en: 'Channel authorisations' },
  api: `${messageService}/channelAuth`,
  table: 'msg_channel_auth',
  page: '/message/channel-auth',
  menu: { icon: 'SafetyOutlined', sort: 4 },
  status: { dict: 'status', label: { zh: '状态', en: 'Status' } },
  fields: {
    appChannelId: {
      type: 'id',
      ref: { resource: 'appchannel', label: 'appName' },
      search: 'equal',
      label: { zh: '应用渠道', en: 'App channel' },
      required: { zh: '请选择应用渠道', en: 'Please choose the app channel' },
    },
    sendChannelId: {
      type: 'id',
      ref: { resource: 'send_channel', label: 'channelName' },
      search: 'equal',
      label: { zh: '发送渠道', en: 'Send channel' },
      required: { zh: '请选择发送渠道', en: 'Please choose the send channel' },
    },
    dailyLimit: { type: 'integer', label: { zh: '每日上限(0 不限)', en: 'Daily limit (0: none)' } },
    allowedMsgTypes: {
      type: 'string',
      max: 50,
      dict: 'msg_type',
      multiple: true,
      label: { zh: '允许的消息类型', en: 'Message types allowed' },
    },
    validTo: { type: 'date', label: { zh: '有效期至', en: 'Valid until' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});
