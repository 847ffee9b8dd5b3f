/** The words of 灰度发布 beyond its field labels (those are in the contract's grayResource). */
export const grayTexts = {
  enable: { zh: '启用', en: 'Enable' },
  disable: { zh: '停用', en: 'Disable' },
  enableConfirm: {
    zh: '确定启用该灰度发布?所列门店将收到此版本。',
    en: 'Enable this release? The listed shops will get its version.',
  },
  disableConfirm: {
    zh: '确定停用该灰度发布?所列门店将回到各自原有的版本。',
    en: 'Disable this release? The listed shops go back to their own version.',
  },
};
