/** The words of 对象存储 beyond its declaration (field labels and 启用 are in the contract's oss.ts). */
export const ossTexts = {
  enableConfirm: { zh: '是否确定启用这条配置?', en: 'Enable this configuration?' },
  test: { zh: '测试连接', en: 'Test connection' },
  testPassed: { zh: '连接成功', en: 'Connected' },
};
