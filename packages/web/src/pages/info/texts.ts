import type { Text } from '@pharma/contract';

/**
 * The personal info page (/info/index): its own words in zh and en. The profile's field labels and rules are the
 * user's declaration (userResource), the messages the server also says are @pharma/contract's (profileMessages,
 * userMessages, ossMessages).
 */
export const infoTexts = {
  title: { zh: '个人信息', en: 'Profile' },
  tabInfo: { zh: '个人信息', en: 'Profile' },
  tabPassword: { zh: '修改密码', en: 'Password' },
  // 个人信息
  avatar: { zh: '头像', en: 'Avatar' },
  avatarUpload: { zh: '上传头像', en: 'Upload' },
  avatarTip: { zh: '只能上传jpg/png文件,且不超过500kb', en: 'JPG or PNG only, at most 500 kb' },
  avatarUploaded: { zh: '头像已上传,保存后生效', en: 'Avatar uploaded; save to keep it' },
  tooLong: { zh: '不能超过{max}个字符', en: 'At most {max} characters' },
  save: { zh: '保存', en: 'Save' },
  reset: { zh: '重置', en: 'Reset' },
  // 企业微信
  qywx: { zh: '企业微信', en: 'Enterprise WeChat' },
  qywxUnbind: { zh: '解除绑定', en: 'Unbind' },
  qywxHint: {
    zh: '解除绑定后将不能再用企业微信扫码登录',
    en: 'After unbinding you can no longer sign in by scanning with enterprise WeChat',
  },
  qywxConfirm: { zh: '确定解除企业微信绑定?', en: 'Unbind your enterprise WeChat account?' },
  qywxBoundTo: { zh: '已绑定企业微信用户: {user}', en: 'Bound to the WeCom user {user}' },
  qywxNotBound: { zh: '未绑定', en: 'Not bound' },
  qywxBind: { zh: '绑定企业微信', en: 'Bind enterprise WeChat' },
  qywxScan: {
    zh: '请使用企业微信扫描二维码,在手机上确认后即完成绑定',
    en: 'Scan this QR code with the WeCom app and confirm on your phone to bind your account',
  },
  qywxScanValid: {
    zh: '二维码 {minutes} 分钟内有效,只能使用一次',
    en: 'The QR code is valid for {minutes} minutes and works once',
  },
  tip: { zh: '提示', en: 'Notice' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  // 修改密码
  oldPassword: { zh: '原密码', en: 'Current password' },
  oldPasswordRequired: { zh: '请输入原密码', en: 'Please enter the current password' },
  newPassword: { zh: '新密码', en: 'New password' },
  newPasswordRequired: { zh: '请输入新密码', en: 'Please enter the new password' },
  newPassword1Required: { zh: '请输入确认密码', en: 'Please enter the new password again' },
  passwordChanged: { zh: '修改密码成功', en: 'Password changed' },
  changeFirst: {
    zh: '当前密码由他人设置(新租户的管理员或密码重置),请先修改密码,之后即可正常使用。',
    en: 'Your password was set by someone else (a new tenant’s administrator, a reset): change it first, then go on.',
  },
} as const satisfies Record<string, Text>;
