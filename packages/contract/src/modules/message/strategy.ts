import { defineResource } from '../../kit/resource.ts';
import { messageService } from './message.ts';

/** HH:mm, 00:00 to 23:59. */
export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * 发送策略 (msg_strategy): how a message goes out: through every channel at once, in order falling back on failure,
 * or through the first available; quiet hours (which may wrap midnight) that send anyway, delay or drop; a dedup
 * window; a daily limit per receiver and template; retries with their backoff.
 */
export const strategyResource = defineResource({
  module: 'message',
  name: 'strategy',
  title: { zh: '发送策略', en: 'Send strategies' },
  api: `${messageService}/strategy`,
  table: 'msg_strategy',
  page: '/message/strategy',
  menu: { icon: 'BranchesOutlined', sort: 7 },
  status: { dict: 'status', label: { zh: '状态', en: 'Status' } },
  fields: {
    strategyCode: {
      type: 'string',
      max: 50,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '策略编码', en: 'Strategy code' },
      required: { zh: '请输入策略编码', en: 'Please enter the strategy code' },
      unique: { zh: '策略编码已存在', en: 'This strategy code already exists' },
    },
    strategyName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '策略名称', en: 'Strategy name' },
      required: { zh: '请输入策略名称', en: 'Please enter the strategy name' },
    },
    mode: {
      type: 'integer',
      dict: 'msg_strategy_mode',
      search: 'equal',
      label: { zh: '发送模式', en: 'Mode' },
      required: { zh: '请选择发送模式', en: 'Please choose the mode' },
    },
    quietStart: {
      type: 'string',
      max: 5,
      placeholder: { zh: '如 22:00', en: 'e.g. 22:00' },
      label: { zh: '免打扰开始', en: 'Quiet from' },
    },
    quietEnd: {
      type: 'string',
      max: 5,
      placeholder: { zh: '如 08:00', en: 'e.g. 08:00' },
      label: { zh: '免打扰结束', en: 'Quiet until' },
    },
    quietAction: { type: 'integer', dict: 'msg_quiet_action', label: { zh: '免打扰处理', en: 'During quiet hours' } },
    dedupWindowSec: { type: 'integer', label: { zh: '去重窗口(秒)', en: 'Dedup window (s)' } },
    freqLimitPerDay: {
      type: 'integer',
      label: { zh: '每人每日上限(0 不限)', en: 'Per receiver a day (0: none)' },
    },
    maxRetry: { type: 'integer', list: false, label: { zh: '最多重试', en: 'Retries at most' } },
    retryBackoffSec: {
      type: 'string',
      max: 50,
      list: false,
      placeholder: { zh: '如 60,300,1800', en: 'e.g. 60,300,1800' },
      label: { zh: '重试间隔(秒)', en: 'Retry backoff (s)' },
    },
    sendTimeoutSec: { type: 'integer', list: false, label: { zh: '发送超时(秒)', en: 'Send timeout (s)' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/**
 * 策略渠道 (msg_strategy_detail): one step of a strategy: its order, the channel type and optionally the send channel
 * (else the default channel of the type), whether a final failure falls back to the next step, a wait before it.
 */
export const strategyDetailResource = defineResource({
  module: 'message',
  name: 'strategy_detail',
  title: { zh: '策略渠道', en: 'Strategy steps' },
  api: `${messageService}/strategydetail`,
  table: 'msg_strategy_detail',
  page: '/message/strategy-detail',
  menu: { icon: 'OrderedListOutlined', sort: 8 },
  sort: [['seq', 'asc']],
  fields: {
    strategyId: {
      type: 'id',
      ref: { resource: 'strategy', label: 'strategyName' },
      search: 'equal',
      lockOnEdit: true,
      label: { zh: '发送策略', en: 'Strategy' },
      required: { zh: '请选择发送策略', en: 'Please choose the strategy' },
    },
    seq: {
      type: 'integer',
      label: { zh: '顺序', en: 'Order' },
      required: { zh: '请输入顺序', en: 'Please enter the order' },
    },
    channelType: {
      type: 'string',
      max: 20,
      dict: 'msg_channel_type',
      label: { zh: '渠道类型', en: 'Channel type' },
      required: { zh: '请选择渠道类型', en: 'Please choose the channel type' },
    },
    sendChannelId: {
      type: 'id',
      ref: { resource: 'send_channel', label: 'channelName' },
      label: { zh: '发送渠道(空为同类默认)', en: 'Send channel (empty: the default)' },
    },
    fallbackOnFail: { type: 'integer', dict: 'yes_no', label: { zh: '失败降级', en: 'Fall back on failure' } },
    delaySec: { type: 'integer', list: false, label: { zh: '延迟(秒)', en: 'Delay (s)' } },
    enabled: { type: 'integer', dict: 'yes_no', label: { zh: '启用', en: 'Enabled' } },
  },
});
