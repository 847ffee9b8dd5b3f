/** The words of 应用管理 beyond its declaration (field labels and the 重置密钥 button are in the contract's client.ts). */
export const clientTexts = {
  resetConfirm: {
    zh: '确定重置该客户端的密钥?旧密钥将立即失效,使用它的应用需要换成新密钥才能登录。',
    en: 'Reset the secret of this client? The old secret stops working at once: the applications using it must switch to the new one to sign in.',
  },
  resetDone: { zh: '密钥已重置', en: 'The secret has been reset' },
  copySecret: { zh: '复制密钥', en: 'Copy secret' },
};
