/** The words of 字段权限 beyond its declaration (field labels and messages are in the contract's extension.ts). */
export const fieldAuthTexts = {
  pickTypeFirst: { zh: '请先选择授权对象类型', en: 'Choose the subject type first' },
};
