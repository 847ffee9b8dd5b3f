import type { Text } from '@pharma/contract';

/**
 * What the user services say beyond the contract's messages (`userMessages`, the declaration's, the calls' own):
 * platform settings, import and export, the extension calls, in every language.
 */
export const userTexts = {
  userExtInvalid: {
    zh: '用户拓展信息必须是 JSON 对象,例如 {"theme":"dark"}',
    en: 'The platform settings (userExt) must be a JSON object, e.g. {"theme":"dark"}',
  },
  userExtTooLong: { zh: '用户拓展信息不能超过4000个字符', en: 'The platform settings must be at most 4000 characters' },
  extInfoTooLong: { zh: '扩展信息不能超过4000个字符', en: 'The extra information must be at most 4000 characters' },
  employeeNoTooLong: { zh: '工号不能超过32个字符', en: 'The employee number must be at most 32 characters' },
  unityCodeTooLong: { zh: '统一编码不能超过64个字符', en: 'The unified code must be at most 64 characters' },
  notSelfOperation: {
    zh: '不能停用或锁定当前登录的账号',
    en: 'You cannot disable or lock the account you are signed in with',
  },
  deptsRequired: { zh: '请选择至少一个部门', en: 'Please choose at least one department' },
  rolesRequired: { zh: '请选择至少一个角色', en: 'Please choose at least one role' },
  // Import (what every import says about its file: importMessages in the contract).
  accountFormat: {
    zh: '登录账号只能包含字母、数字、下划线、点、@ 和 -,且不超过45个字符',
    en: 'The account may hold only letters, digits, "_", ".", "@" and "-", at most 45 characters',
  },
  duplicateInFile: { zh: '账号与第{row}行重复', en: 'The account repeats the one on row {row}' },
  accountExists: { zh: '账号已存在,已跳过', en: 'The account already exists; skipped' },
  unknownRoleNames: { zh: '角色不存在:{names}', en: 'No such roles: {names}' },
  ambiguousRoleNames: { zh: '角色名称不唯一:{names}', en: 'Several roles are named: {names}' },
  unknownDeptNames: { zh: '部门不存在:{names}', en: 'No such departments: {names}' },
  ambiguousDeptNames: { zh: '部门名称不唯一:{names}', en: 'Several departments are named: {names}' },
  unknownPostCodes: { zh: '岗位不存在:{names}', en: 'No such posts: {names}' },
  imported: { zh: '导入成功', en: 'Imported' },
  importResults: { zh: '用户导入结果', en: 'User import results' },
  covered: { zh: '已覆盖原有账号', en: 'The existing account was overwritten' },
  // Platforms (blade_user_platform.user_type).
  platformWeb: { zh: '网页', en: 'Web' },
  platformApp: { zh: '移动端', en: 'App' },
  platformOther: { zh: '其他', en: 'Other' },
  accountQuota: { zh: '当前租户已到最大账号额度', en: 'This tenant has reached its account quota' },
  // Export and template.
  exportFile: { zh: '用户数据', en: 'users' },
  templateFile: { zh: '用户导入模板', en: 'user-import-template' },
  sheetUsers: { zh: '用户', en: 'Users' },
  createTime: { zh: '创建时间', en: 'Created at' },
  requiredNote: { zh: '必填', en: 'required' },
  rolesNote: { zh: '角色名称,多个用逗号分隔', en: 'role names, comma-separated' },
  deptsNote: { zh: '部门名称,多个用逗号分隔', en: 'department names, comma-separated' },
  postsNote: { zh: '岗位编号或名称,多个用逗号分隔', en: 'post codes or names, comma-separated' },
} as const satisfies Record<string, Text>;

/** userType → its name (BladeX dict user_type). */
export const platformNames: Record<number, Text> = {
  1: userTexts.platformWeb,
  2: userTexts.platformApp,
  3: userTexts.platformOther,
};
