/** The words of 发送渠道 and its settings drawer beyond the declarations. */
export const sendChannelTexts = {
  settings: { zh: '配置', en: 'Settings' },
  settingsOf: { zh: '{name} 的配置', en: 'Settings of {name}' },
  noSettings: {
    zh: '站内信渠道无需配置, 消息直接写入收件人的站内信。',
    en: "An in-app channel needs no settings: messages go straight to the receiver's inbox.",
  },
  missing: { zh: '尚缺必填配置: {keys}', en: 'Still missing: {keys}' },
  complete: { zh: '必填配置已齐全', en: 'Every required setting is there' },
  required: { zh: '必填', en: 'required' },
  secret: { zh: '密钥', en: 'secret' },
  secretKept: {
    zh: '已保存的密钥显示为 ******, 保持不变即沿用原值',
    en: 'A stored secret shows as ******: leave it so to keep it',
  },
};
