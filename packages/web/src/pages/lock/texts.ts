/** Texts of the lock screen (/lock), read with useText(). */
export const texts = {
  title: { zh: '屏幕已锁定', en: 'Screen locked' },
  password: { zh: '锁屏密码', en: 'Lock password' },
  placeholder: { zh: '请输入锁屏密码解锁', en: 'Enter the lock password to unlock' },
  required: { zh: '锁屏密码不能为空', en: 'The lock password cannot be empty' },
  unlock: { zh: '解锁', en: 'Unlock' },
  wrong: { zh: '解锁密码错误,请重新输入', en: 'Wrong lock password, please try again' },
  logout: { zh: '退出登录', en: 'Log out' },
  logoutTip: { zh: '退出系统, 是否继续?', en: 'Log out of the console?' },
  tip: { zh: '提示', en: 'Notice' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
};
