/** The words of 消息记录 (view, cancel, resend, send) beyond its declarations. */
export const recordTexts = {
  cancelConfirm: { zh: '确定取消选中的 {count} 条消息?', en: 'Cancel the {count} selected messages?' },
  cancelOneConfirm: { zh: '确定取消这条消息?', en: 'Cancel this message?' },
  cancelled: { zh: '已取消 {count} 条消息', en: '{count} messages cancelled' },
  noneCancellable: {
    zh: '所选消息中没有待发送、延迟发送或等待重试的消息',
    en: 'None of the selected messages is pending, delayed or waiting to retry',
  },
  resendConfirm: { zh: '确定重发选中的 {count} 条失败消息?', en: 'Send the {count} selected failed messages again?' },
  resendOneConfirm: { zh: '确定重发这条消息?', en: 'Send this message again?' },
  resent: { zh: '已重新排队 {count} 条消息', en: '{count} messages queued again' },
  noneFailed: { zh: '所选消息中没有发送失败的消息', en: 'None of the selected messages failed' },
  // 查看
  attempts: { zh: '发送尝试', en: 'Attempts' },
  noAttempts: { zh: '还没有发送尝试', en: 'No attempt yet' },
  attemptTime: { zh: '时间', en: 'Time' },
  // 发送消息
  sendTitle: { zh: '发送消息', en: 'Send a message' },
  templateHint: { zh: '只列出已审核通过且启用的模板', en: 'Only approved, enabled templates are listed' },
  receiversHint: {
    zh: '账号、手机号或邮箱, 回车或逗号分隔; 以 # 开头为机器人群; 一次最多 1000 个',
    en: 'Accounts, mobile numbers or email addresses, separated by Enter or commas; #name for a robot group; 1,000 at most',
  },
  receiversRequired: { zh: '请输入接收者', en: 'Please enter the receivers' },
  tooMany: { zh: '一次最多发送给 1000 个接收者', en: 'One send reaches 1,000 receivers at most' },
  strategyHint: { zh: '不选则用模板的默认策略', en: "Leave it empty for the template's default" },
  scheduledHint: { zh: '不填则立即发送', en: 'Leave it empty to send now' },
  send: { zh: '发送', en: 'Send' },
  close: { zh: '关闭', en: 'Close' },
  accepted: { zh: '已受理 {count} 条, 批次号 {batchId}', en: '{count} accepted, batch {batchId}' },
  noneAccepted: { zh: '没有接收者被受理', en: 'No receiver was accepted' },
  rejected: { zh: '{count} 个接收者未受理', en: '{count} receivers were refused' },
  reason: { zh: '原因', en: 'Reason' },
};
