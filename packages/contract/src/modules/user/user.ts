import { defineResource } from '../../kit/resource.ts';

/**
 * 用户: declared for its labels, validation and list filters, but not in `resources`: users have their own calls
 * (blade-user/*), their own table and screen, because of passwords, roles, departments and lockouts.
 */
export const userDef = defineResource({
  module: 'user',
  name: 'user',
  title: { zh: '用户管理', en: 'Users' },
  api: 'blade-user',
  table: 'blade_user',
  page: '/system/user',
  fields: {
    account: {
      type: 'string',
      max: 45,
      search: 'like',
      label: { zh: '登录账号', en: 'Account' },
      required: { zh: '请输入登录账号', en: 'Please enter the account' },
      lockOnEdit: true,
    },
    realName: {
      type: 'string',
      max: 20,
      search: 'like',
      label: { zh: '用户姓名', en: 'Real name' },
      required: { zh: '请输入用户姓名', en: "Please enter the user's name" },
    },
    name: { type: 'string', max: 20, label: { zh: '用户昵称', en: 'Nickname' } },
    phone: { type: 'string', max: 45, search: 'like', label: { zh: '手机号码', en: 'Mobile phone' } },
    email: { type: 'string', max: 45, label: { zh: '电子邮箱', en: 'Email' } },
    sex: { type: 'integer', label: { zh: '用户性别', en: 'Sex' } },
    birthday: { type: 'datetime', label: { zh: '用户生日', en: 'Birthday' }, list: false },
    code: { type: 'string', max: 12, label: { zh: '用户编号', en: 'User number' }, list: false },
    userType: { type: 'integer', label: { zh: '用户平台', en: 'Platform' }, list: false },
    roleId: { type: 'text', label: { zh: '所属角色', en: 'Roles' } },
    deptId: { type: 'text', label: { zh: '所属部门', en: 'Departments' } },
    postId: { type: 'text', label: { zh: '所属岗位', en: 'Posts' } },
  },
});

export const userMessages = {
  accountTaken: { zh: '当前账号已被使用!', en: 'This account is already in use' },
  passwordRequired: { zh: '请输入密码', en: 'Please enter a password' },
  passwordFormat: {
    zh: '密码须为浏览器计算的 md5 值',
    en: 'The password must be the md5 the browser computes',
  },
  passwordMismatch: { zh: '两次密码输入不一致', en: 'The two passwords do not match' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The current password is wrong' },
  unknownRole: { zh: '所选角色不存在或不属于本租户', en: 'A chosen role does not exist in this tenant' },
  unknownDept: { zh: '所选部门不存在或不属于本租户', en: 'A chosen department does not exist in this tenant' },
  unknownPost: { zh: '所选岗位不存在或不属于本租户', en: 'A chosen post does not exist in this tenant' },
  notSelf: { zh: '不能删除当前登录的账号', en: 'You cannot delete the account you are signed in with' },
  phoneEmpty: { zh: '手机号码不能为空', en: 'The mobile phone number cannot be empty' },
  phoneLength: { zh: '手机号码长度不为11位', en: 'The mobile phone number must have 11 digits' },
  phoneFormat: { zh: '手机号码格式不正确', en: 'The mobile phone number is not valid' },
  quotaReached: { zh: '租户账号数量已达上限', en: "The tenant's account quota is used up" },
} as const;

export const roleMessages = {
  nameRequired: { zh: '请输入角色名称', en: 'Please enter the role name' },
  aliasRequired: { zh: '请输入角色别名', en: 'Please enter the role alias' },
  aliasTaken: { zh: '角色别名已存在', en: 'This role alias already exists' },
  aliasReserved: {
    zh: '只有平台超级管理员可以使用该角色别名',
    en: 'Only the platform administrator may use this role alias',
  },
  parentSelf: { zh: '父节点不可选择自身!', en: 'A role cannot be its own parent' },
  parentBelow: { zh: '不能选择自身的下级角色作为上级', en: 'A role cannot sit under one of its own sub-roles' },
  parentMissing: { zh: '上级角色不存在', en: 'The parent role does not exist' },
  hasChildren: { zh: '请先删除子角色', en: 'Delete the sub-roles first' },
  hasUsers: { zh: '该角色下还有用户,无法删除', en: 'Users still hold this role; it cannot be deleted' },
  protectedRole: { zh: '平台超级管理员角色不能删除', en: 'The platform administrator role cannot be deleted' },
  menuMissing: { zh: '所选菜单不存在', en: 'A chosen menu does not exist' },
  beyondOwn: { zh: '不能授予自己没有的权限', en: 'You cannot grant a permission you do not hold yourself' },
} as const;

/** One bar or slice of the dashboard: a name and how many users. */
export interface Tally {
  name: string;
  count: number;
}

/** GET blade-user/dashboard-stats (/wel/dashboard): the users the caller may see, counted three ways. */
export interface UserStats {
  total: number;
  /** Users per department (a user in two departments counts in both), largest first. */
  depts: Tally[];
  /** Users per role, largest first. */
  roles: Tally[];
  /** New accounts per month over the last 12 months (yyyy-MM in the configured zone), oldest first. */
  months: Tally[];
}
