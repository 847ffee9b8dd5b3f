/** The words of 灰度发布 beyond its declaration (field labels and the 启用 / 停用 buttons are in the contract's gray.ts). */
export const grayTexts = {
  enableConfirm: {
    zh: '确定启用该灰度发布?所列门店将收到此版本。',
    en: 'Enable this release? The listed shops will get its version.',
  },
  disableConfirm: {
    zh: '确定停用该灰度发布?所列门店将回到各自原有的版本。',
    en: 'Disable this release? The listed shops go back to their own version.',
  },
};
