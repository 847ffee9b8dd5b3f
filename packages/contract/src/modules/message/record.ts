import { defineResource } from '../../kit/resource.ts';
import { messageService } from './message.ts';

/** A record's state (msg_record_status, docs/domain.md §4.8). */
export const recordStatus = {
  pending: 10,
  delayed: 15,
  sending: 20,
  retryWait: 25,
  success: 30,
  failed: 40,
  deduped: 50,
  discarded: 60,
  cancelled: 70,
} as const;
export type RecordStatus = (typeof recordStatus)[keyof typeof recordStatus];
/** States no record leaves. */
export const terminalStatuses: readonly number[] = [30, 40, 50, 60, 70];
/** States a record may be cancelled from. */
export const cancellableStatuses: readonly number[] = [10, 15, 25];

/** Who a record goes to (msg_receiver_type). */
export const receiverType = { user: 1, mobile: 2, email: 3, group: 4 } as const;

/** How an attempt ended (msg_attempt_result). */
export const attemptResult = { success: 1, failed: 2, timeout: 3, rateLimited: 4, ignored: 5 } as const;

/**
 * 消息记录 (msg_record): one message to one receiver (a send to N receivers makes N records sharing a batch). The
 * INBOX record is the in-app message itself, read or unread. Read-only to people: the pipeline writes it; a pending
 * one may be cancelled and a failed one resent.
 */
export const messageRecordResource = defineResource({
  module: 'message',
  name: 'message_record',
  title: { zh: '消息记录', en: 'Message records' },
  api: `${messageService}/messageRecord`,
  table: 'msg_record',
  page: '/message/record',
  menu: {
    icon: 'MailOutlined',
    sort: 9,
    buttons: [
      'view',
      { key: 'send', name: { zh: '发送消息', en: 'Send' }, action: 1, icon: 'send' },
      { key: 'cancel', name: { zh: '取消', en: 'Cancel' }, action: 3, icon: 'stop' },
      { key: 'resend', name: { zh: '重发', en: 'Resend' }, action: 3, icon: 'redo' },
    ],
  },
  status: { dict: 'msg_record_status', label: { zh: '状态', en: 'State' } },
  sort: [['createTime', 'desc']],
  fields: {
    msgId: { type: 'string', max: 32, search: 'equal', label: { zh: '消息编号', en: 'Message id' } },
    batchId: { type: 'string', max: 32, search: 'equal', list: false, label: { zh: '批次号', en: 'Batch' } },
    bizId: { type: 'string', max: 64, search: 'equal', list: false, label: { zh: '业务编号', en: 'Business key' } },
    appChannelId: {
      type: 'id',
      ref: { resource: 'appchannel', label: 'appName' },
      search: 'equal',
      label: { zh: '应用渠道', en: 'App channel' },
    },
    templateId: { type: 'id', list: false, view: false, label: { zh: '模板', en: 'Template' } },
    templateCode: {
      type: 'string',
      max: 50,
      search: 'equal',
      priority: 3,
      label: { zh: '模板编码', en: 'Template code' },
    },
    strategyId: { type: 'id', list: false, view: false, label: { zh: '策略', en: 'Strategy' } },
    msgType: { type: 'integer', dict: 'msg_type', search: 'equal', label: { zh: '消息类型', en: 'Message type' } },
    receiverType: {
      type: 'integer',
      dict: 'msg_receiver_type',
      priority: 3,
      label: { zh: '接收者类型', en: 'Receiver type' },
    },
    /** Masked in lists (138****1001, z***@pharma.cn); whole in a detail. */
    receiver: { type: 'string', max: 200, search: 'equal', label: { zh: '接收者', en: 'Receiver' } },
    /** The user a USER_ID receiver names (the inbox's owner). */
    receiverUserId: { type: 'id', list: false, view: false, label: { zh: '接收用户', en: 'Receiving user' } },
    params: { type: 'text', list: false, label: { zh: '变量', en: 'Variables' } },
    title: { type: 'string', max: 200, search: 'like', priority: 1, label: { zh: '标题', en: 'Title' } },
    content: { type: 'text', list: false, label: { zh: '内容', en: 'Content' } },
    contentFormat: {
      type: 'string',
      max: 10,
      dict: 'msg_content_format',
      list: false,
      label: { zh: '格式', en: 'Format' },
    },
    jumpUrl: { type: 'string', max: 500, list: false, label: { zh: '跳转链接', en: 'Link' } },
    currentChannelType: {
      type: 'string',
      max: 20,
      dict: 'msg_channel_type',
      search: 'equal',
      label: { zh: '当前渠道', en: 'Channel' },
    },
    currentSendChannelId: {
      type: 'id',
      ref: { resource: 'send_channel', label: 'channelName' },
      list: false,
      label: { zh: '发送渠道', en: 'Send channel' },
    },
    /** The channel types that delivered it (INBOX,EMAIL): the inbox's tabs read it. */
    deliveredTypes: { type: 'string', max: 100, list: false, label: { zh: '已送达渠道', en: 'Delivered by' } },
    scheduledTime: { type: 'datetime', list: false, label: { zh: '计划发送时间', en: 'Scheduled for' } },
    attemptCount: { type: 'integer', priority: 3, label: { zh: '尝试次数', en: 'Attempts' } },
    nextRetryTime: { type: 'datetime', list: false, label: { zh: '下次重试', en: 'Next retry' } },
    sentTime: { type: 'datetime', label: { zh: '发送时间', en: 'Sent' } },
    finishTime: { type: 'datetime', list: false, label: { zh: '处理完成时间', en: 'Done at' } },
    readStatus: { type: 'integer', dict: 'msg_read_status', list: false, label: { zh: '阅读状态', en: 'Read' } },
    readTime: { type: 'datetime', list: false, label: { zh: '阅读时间', en: 'Read at' } },
    errorCode: { type: 'string', max: 50, list: false, label: { zh: '错误码', en: 'Error code' } },
    errorMsg: { type: 'string', max: 500, label: { zh: '失败原因', en: 'Why it failed' } },
  },
});

/**
 * 发送日志 (msg_record_log): one attempt of one record through one channel, with what was sent (masked) and the
 * provider's answer. Written by the pipeline, never edited.
 */
export const messageRecordLogResource = defineResource({
  module: 'message',
  name: 'message_record_log',
  title: { zh: '发送日志', en: 'Send attempts' },
  api: `${messageService}/messageRecordLog`,
  table: 'msg_record_log',
  page: '/message/record-log',
  menu: { icon: 'HistoryOutlined', sort: 10, buttons: ['view'] },
  sort: [['createTime', 'desc']],
  fields: {
    recordId: { type: 'id', search: 'equal', label: { zh: '消息记录', en: 'Record' } },
    msgId: { type: 'string', max: 32, search: 'equal', label: { zh: '消息编号', en: 'Message id' } },
    attemptNo: { type: 'integer', label: { zh: '第几次', en: 'Attempt' } },
    channelType: {
      type: 'string',
      max: 20,
      dict: 'msg_channel_type',
      search: 'equal',
      label: { zh: '渠道类型', en: 'Channel type' },
    },
    sendChannelId: {
      type: 'id',
      ref: { resource: 'send_channel', label: 'channelName' },
      label: { zh: '发送渠道', en: 'Send channel' },
    },
    result: { type: 'integer', dict: 'msg_attempt_result', search: 'equal', label: { zh: '结果', en: 'Result' } },
    requestSummary: { type: 'string', max: 1000, list: false, label: { zh: '请求摘要', en: 'Request (masked)' } },
    providerMsgId: { type: 'string', max: 100, list: false, label: { zh: '服务商消息编号', en: "Provider's id" } },
    responseCode: { type: 'string', max: 50, label: { zh: '响应码', en: 'Response code' } },
    responseMsg: { type: 'string', max: 500, label: { zh: '响应信息', en: 'Response' } },
    costMs: { type: 'integer', label: { zh: '耗时(毫秒)', en: 'Took (ms)' } },
    receiptStatus: { type: 'integer', list: false, label: { zh: '回执状态', en: 'Receipt' } },
    receiptTime: { type: 'datetime', list: false, label: { zh: '回执时间', en: 'Receipt at' } },
    receiptMsg: { type: 'string', max: 200, list: false, label: { zh: '回执信息', en: 'Receipt message' } },
  },
});
