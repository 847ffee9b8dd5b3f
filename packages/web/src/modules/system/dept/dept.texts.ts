/** The departments screen's words beyond its field labels (those are declared with deptResource in @pharma/contract). */
export const deptTexts = {
  topLevel: { zh: '顶级', en: 'Top level' },
  addChild: { zh: '新增下级', en: 'Add child' },
  parentPlaceholder: { zh: '请选择上级部门', en: 'Please choose the parent department' },
  categoryPlaceholder: { zh: '请选择机构类型', en: 'Please choose the type' },
};
