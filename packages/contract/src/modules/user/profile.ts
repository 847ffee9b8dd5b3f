/**
 * The signed-in user's own profile (个人信息, /info/index): the rules and messages the server applies and the info
 * page shows before sending, declared once. The profile's fields are the user's (userResource); its calls are in
 * profile.calls.ts.
 */

/** An email address: something@somewhere.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const profileMessages = {
  emailFormat: { zh: '邮箱格式不正确', en: 'The email address is not valid' },
  newPasswordsDiffer: { zh: '两次密码输入不一致', en: 'The two new passwords differ' },
  qywxNotBound: { zh: '未绑定企业微信', en: 'No enterprise WeChat account is bound' },
  qywxUnbound: { zh: '解绑成功', en: 'The enterprise WeChat account is unbound' },
} as const;
