/** Texts of the top bar's lock control and its dialog, read with useText(). */
export const texts = {
  lock: { zh: '锁屏', en: 'Lock the screen' },
  title: { zh: '设置锁屏密码', en: 'Set a lock password' },
  password: { zh: '锁屏密码', en: 'Lock password' },
  placeholder: { zh: '请输入锁屏密码', en: 'Enter a lock password' },
  required: { zh: '锁屏密码不能为空', en: 'The lock password cannot be empty' },
  ok: { zh: '锁屏', en: 'Lock' },
  cancel: { zh: '取消', en: 'Cancel' },
};
