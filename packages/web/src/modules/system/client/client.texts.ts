/** The words of 应用管理 beyond its field labels (those are in the contract's clientResource). */
export const clientTexts = {
  reset: { zh: '重置密钥', en: 'Reset secret' },
  resetConfirm: {
    zh: '确定重置该客户端的密钥?旧密钥将立即失效,使用它的应用需要换成新密钥才能登录。',
    en: 'Reset the secret of this client? The old secret stops working at once: the applications using it must switch to the new one to sign in.',
  },
  resetDone: { zh: '密钥已重置', en: 'The secret has been reset' },
  issuedTitle: { zh: '客户端密钥', en: 'Client secret' },
  secret: { zh: '客户端密钥', en: 'Client secret' },
  copySecret: { zh: '复制密钥', en: 'Copy secret' },
};
