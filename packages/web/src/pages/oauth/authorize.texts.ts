/** The single sign-on consent page's words. */
export const authorizeTexts = {
  title: { zh: '授权登录', en: 'Sign in to another application' },
  asks: { zh: '应用 {clientId} 请求访问你的账号', en: 'The application {clientId} asks to access your account' },
  scope: { zh: '申请的权限: {scope}', en: 'It asks for: {scope}' },
  signedInAs: { zh: '当前账号: {account}', en: 'Signed in as {account}' },
  approve: { zh: '同意授权', en: 'Allow' },
  deny: { zh: '拒绝', en: 'Deny' },
  redirecting: { zh: '正在跳转…', en: 'Redirecting…' },
  loadFailed: {
    zh: '无法读取授权请求,请稍后重试',
    en: 'The authorisation request could not be read; please try again',
  },
};
