/** The words the message centre's screens share (drawers of a row's child rows, one-time secrets). */
export const sharedTexts = {
  empty: { zh: '暂无数据', en: 'Nothing yet' },
  copySecret: { zh: '复制密钥', en: 'Copy secret' },
  varRequiredMsg: { zh: '请输入{label}', en: 'Please enter {label}' },
};
