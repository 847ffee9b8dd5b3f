/** The words of 第三方登录 beyond its declaration (field labels and the 启用 / 停用 buttons are in the contract). */
export const socialTexts = {
  enableConfirm: {
    zh: '确定启用该第三方登录?其按钮将出现在本租户的登录页。',
    en: "Enable this provider? Its button will show on the tenant's login page.",
  },
  disableConfirm: {
    zh: '确定停用该第三方登录?其按钮将从登录页移除,已绑定的账号也无法再通过它登录。',
    en: 'Disable this provider? Its button leaves the login page, and bound accounts can no longer sign in with it.',
  },
  // Not 回调地址 / Callback URL alone: those are 应用管理's and 应用渠道's declared labels.
  callbackUrl: { zh: '需登记的回调地址', en: 'Redirect URI to register' },
  callbackHint: {
    zh: '请在第三方平台的应用设置中登记此地址',
    en: "Enter it in the app's settings at the provider",
  },
};
