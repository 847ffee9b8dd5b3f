/** The words of 消息模板 (variables, contents, review, test send) beyond its declarations. */
export const templateTexts = {
  // 模板变量
  varName: { zh: '变量名', en: 'Name' },
  varLabel: { zh: '说明', en: 'Label' },
  varRequired: { zh: '必填', en: 'Required' },
  varExample: { zh: '示例值', en: 'Example' },
  addVar: { zh: '添加变量', en: 'Add a variable' },
  removeVar: { zh: '移除', en: 'Remove' },
  noVars: { zh: '暂无变量: 添加变量后内容中才能引用', en: 'No variables yet: add some for the contents to use' },
  badVarName: {
    zh: '变量名只能含字母、数字或下划线, 且不能重复: {names}',
    en: 'A name has only letters, digits or _, and is given once: {names}',
  },
  // 模板内容
  contents: { zh: '内容', en: 'Contents' },
  contentsOf: { zh: '{name} 的内容', en: 'Contents of {name}' },
  allChannels: { zh: '每种渠道类型都已有内容', en: 'Every channel type has its content' },
  reviewAgain: {
    zh: '修改已通过模板的内容后, 模板将重新进入待审核',
    en: 'Changing an approved template’s contents sends it back to review',
  },
  declared: { zh: '可用变量(点击插入):', en: 'Variables (click to insert):' },
  undeclared: { zh: '未声明的变量: {names}', en: 'Not declared: {names}' },
  signName: { zh: '短信签名(仅用于估算)', en: 'Signature (for the estimate only)' },
  smsEstimate: {
    zh: '按示例值估算约 {chars} 字(含签名), 计 {parts} 条短信; 70 字以内 1 条, 超出按每条 67 字拆分',
    en: 'With the examples: about {chars} characters (signature included), {parts} billed messages; up to 70 is one, longer is split by 67',
  },
  // 审核
  auditTitle: { zh: '审核模板: {name}', en: 'Review the template: {name}' },
  decision: { zh: '审核结果', en: 'Decision' },
  pass: { zh: '通过', en: 'Approve' },
  reject: { zh: '驳回', en: 'Reject' },
  audited: { zh: '审核完成', en: 'Reviewed' },
  // 测试发送
  testTitle: { zh: '测试发送: {name}', en: 'Test send: {name}' },
  receiverHint: {
    zh: '账号、手机号、邮箱, 或以 # 开头的机器人群',
    en: 'An account, a mobile number, an email address, or #group for a robot',
  },
  receiverRequired: { zh: '请输入接收者', en: 'Please enter the receiver' },
  send: { zh: '发送', en: 'Send' },
  outcome: { zh: '发送结果', en: 'Outcome' },
  noAttempts: { zh: '没有渠道尝试发送', en: 'No channel tried to send it' },
};
