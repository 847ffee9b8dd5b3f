/**
 * The login page's words for social sign-in and guest registration (the older ones are i18n's `login.*`). Field
 * labels that a resource declares (用户姓名, 确认密码) come from that declaration, not from here.
 */
export const loginTexts = {
  otherWays: { zh: '其他登录方式', en: 'Or sign in with' },
  signingIn: { zh: '正在登录…', en: 'Signing in…' },
  // 账号注册 (spec: guest registration after a provider account bound to no account signs in)
  registerTitle: { zh: '账号注册', en: 'Register an account' },
  registerHint: {
    zh: '该第三方账号尚未绑定系统账号,请填写以下信息申请注册,管理员审核通过后即可登录。',
    en: 'This provider account is not bound to any account yet. Ask for one below: you can sign in once an administrator approves it.',
  },
  accountName: { zh: '账号名称', en: 'Account name' },
  register: { zh: '提交注册', en: 'Register' },
  // The registration's checks, in the spec's order (the name, which the server requires too, after the tenant).
  tenantFirst: { zh: '请先输入租户编号', en: 'Please enter the tenant ID first' },
  nameFirst: { zh: '请先输入用户姓名', en: 'Please enter your name first' },
  accountFirst: { zh: '请先输入账号名称', en: 'Please enter the account name first' },
  passwordFirst: { zh: '请先输入密码', en: 'Please enter the password first' },
  submitFailed: { zh: '提交失败', en: 'Submission failed' },
};
