/** The words of 白名单 beyond its declaration (field labels and 重置设备 are in the contract's extension.ts). */
export const whitelistTexts = {
  enable: { zh: '启用', en: 'Enable' },
  disable: { zh: '停用', en: 'Disable' },
  resetConfirm: {
    zh: '确定重置该账号绑定的设备?下次登录的设备将被绑定。',
    en: 'Reset the bound device? The device of the next sign-in will be bound.',
  },
  enableConfirm: {
    zh: '确定启用?该手机号可以登录销售移动端。',
    en: 'Enable? This mobile number may sign in to the sales app again.',
  },
  disableConfirm: {
    zh: '确定停用?该手机号将不能登录销售移动端,已登录的会话立即失效。',
    en: 'Disable? This mobile number can no longer sign in to the sales app, and its sessions end now.',
  },
};
