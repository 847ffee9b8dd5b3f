/** The words of 短信配置 beyond its declaration (field labels and 启用 are in the contract's sms.ts). */
export const smsTexts = {
  enableConfirm: { zh: '是否确定启用这条配置?', en: 'Enable this configuration?' },
  debug: { zh: '调试', en: 'Test send' },
  debugTitle: { zh: '短信发送调试', en: 'Send a test message' },
  phones: { zh: '发送手机', en: 'Phone numbers' },
  phonesHint: { zh: '多个手机号用英文逗号分隔', en: 'Separate several numbers with commas' },
  phonesRequired: { zh: '请输入发送手机', en: 'Please enter the phone numbers' },
  params: { zh: '发送参数', en: 'Parameters' },
  paramsHint: {
    zh: 'JSON 格式的模板变量,例如 {"code":"1234"}',
    en: 'The template variables as JSON, e.g. {"code":"1234"}',
  },
  paramsInvalid: { zh: '发送参数须为 JSON 对象', en: 'The parameters must be a JSON object' },
  sent: { zh: '发送成功!', en: 'Sent!' },
};
