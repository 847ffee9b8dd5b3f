/** 控销等级's words beyond its declaration (zh / en). */
export const gradeTexts = {
  employees: { zh: '人员', en: 'Employees' },
  employeesOf: { zh: '控销等级人员：{name} ({code})', en: 'Employees of {name} ({code})' },
  addEmployee: { zh: '添加人员', en: 'Add employee' },
  effective: { zh: '有效期', en: 'Validity' },
  gradeDates: { zh: '留空则按控销等级的日期', en: "Blank: the grade's dates" },
  enableConfirm: { zh: '确定将控销等级 {no} 生效?', en: 'Put the control grade {no} in force?' },
  disableConfirm: { zh: '确定停用控销等级 {no}?', en: 'Disable the control grade {no}?' },
  removeConfirm: { zh: '确定删除控销等级 {no} 及其人员?', en: 'Remove the control grade {no} and its employees?' },
  removeLineConfirm: { zh: '确定将 {name} 移出该控销等级?', en: 'Take {name} off this grade?' },
  enable: { zh: '生效', en: 'Put in force' },
  disable: { zh: '停用', en: 'Disable' },
  enabled: { zh: '已生效', en: 'Put in force' },
  disabled: { zh: '已停用', en: 'Disabled' },
  tenant: { zh: '所属租户', en: 'Tenant' },
} as const;
