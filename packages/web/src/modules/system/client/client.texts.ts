/** The words of 应用管理 beyond its declaration (field labels and the 重置密钥 button are in the contract's client.ts). */
export const clientTexts = {
  resetConfirm: {
    zh: '确定重置该客户端的密钥?旧密钥将立即失效,使用它的应用需要换成新密钥才能登录。',
    en: 'Reset the secret of this client? The old secret stops working at once: the applications using it must switch to the new one to sign in.',
  },
  resetDone: { zh: '密钥已重置', en: 'The secret has been reset' },
  copySecret: { zh: '复制密钥', en: 'Copy secret' },
  sm2Title: { zh: 'SM2 公钥(商业版 Saber 4 控制台)', en: 'SM2 public key (commercial Saber 4 console)' },
  sm2Help: {
    zh: '商业版 Saber 4.x 控制台(客户端 saber3)用此公钥加密登录密码:请将它填入该控制台 website.js 的 oauth2.publicKey。',
    en: 'The commercial Saber 4.x console (client saber3) encrypts sign-in passwords with this key: put it in that console’s website.js as oauth2.publicKey.',
  },
  copyKey: { zh: '复制公钥', en: 'Copy public key' },
  copied: { zh: '已复制', en: 'Copied' },
};
