/** The words of 应用渠道 beyond its declaration (field labels and the shown-once warning are in the contract). */
export const appChannelTexts = {
  resetSecret: { zh: '重置密钥', en: 'Reset secret' },
  resetConfirm: {
    zh: '重置后旧密钥将立即失效, 使用它签名的调用都会被拒绝。确定重置该应用的密钥?',
    en: "The old secret stops working at once and calls signed with it are refused. Reset this app's secret?",
  },
  resetDone: { zh: '密钥已重置', en: 'The secret is reset' },
};
