/** Texts of switch mode (the user dropdown's item and the 用户信息选择 dialog). */
export const switchTexts = {
  menuItem: { zh: '切换部门/角色', en: 'Switch department/role' },
  title: { zh: '用户信息选择', en: 'Choose department and role' },
  dept: { zh: '部门', en: 'Department' },
  role: { zh: '角色', en: 'Role' },
  deptRequired: { zh: '请选择部门', en: 'Please choose a department' },
  roleRequired: { zh: '请选择角色', en: 'Please choose a role' },
  all: { zh: '全部', en: 'All' },
  done: { zh: '操作成功!', en: 'Done!' },
};
