import { defineResource, fieldShows, permissionsOf, standardButtonKeys, tenantLabel } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';

/** 用户管理's buttons beyond the standard four, in Saber's order; each one's code is `user_<key>`. */
const userButtons = [
  { key: 'role', name: { zh: '角色配置', en: 'Assign roles' }, action: 1, icon: 'user-add' },
  { key: 'reset', name: { zh: '密码重置', en: 'Reset password' }, action: 1, icon: 'retweet' },
  { key: 'unlock', name: { zh: '账号解锁', en: 'Unlock' }, action: 1, icon: 'unlock' },
  { key: 'import', name: { zh: '导入', en: 'Import' }, action: 1, icon: 'import' },
  { key: 'export', name: { zh: '导出', en: 'Export' }, action: 1, icon: 'export' },
  // Accounts a guest registered wait for it (userStatus.pending).
  { key: 'approve', name: { zh: '审核通过', en: 'Approve' }, action: 1, icon: 'audit' },
  // 审核拒绝 (BladeX 4's audit-refuse): a pending account is turned down and removed, its account name free again.
  { key: 'refuse', name: { zh: '审核拒绝', en: 'Refuse' }, action: 1, icon: 'stop' },
  // 设置主管 / 取消主管 (BladeX 4's set-leader): whether the user is a leader others may report to.
  { key: 'leader', name: { zh: '设置主管', en: 'Set as leader' }, action: 1, icon: 'crown' },
] as const satisfies readonly ExtraButton[];

// An id list and the names the server reads for it share their label: 所属角色 is the roles, by id or by name.
const roles = { zh: '所属角色', en: 'Roles' };
const depts = { zh: '所属部门', en: 'Departments' };
const posts = { zh: '所属岗位', en: 'Posts' };

/**
 * 用户管理 (blade-user): its fields, declared once. Users have their own calls (user.calls.ts and its siblings), table
 * and screen, because of passwords, roles, departments and lockouts; the screen sits under 系统管理 (`module`), the
 * code under the user module. The server validates a submit with these fields; the screen's search, table, view and
 * hand-built form take their labels, rules and lengths from them.
 * - `roleName`, `deptName`, `postName`: worked out by the server from the ids (`readOnly`); the table shows the names.
 * - `password`, `password2`: the add form's password and its confirmation. The API takes a body without them, as
 *   BladeX does: a new user's missing password is refused by the service (请输入密码, the declared message), an edit
 *   never changes it, and `password2` is never compared nor kept (the screen checks it and does not send it). A list
 *   never filters or sorts by them.
 */
export const userResource = defineResource({
  module: 'system',
  name: 'user',
  title: { zh: '用户管理', en: 'Users' },
  api: 'blade-user',
  table: 'blade_user',
  menu: { path: '/system/user', icon: 'UserOutlined', sort: 1, buttons: [...standardButtonKeys, ...userButtons] },
  crossTenant: true,
  status: { dict: 'user_status', label: { zh: '账号状态', en: 'Account status' } },
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
      // Beside the account, the name is what a row is read by (issue 35: at 800 px only 登录账号 showed).
      priority: 1,
    },
    name: { type: 'string', max: 20, priority: 3, label: { zh: '用户昵称', en: 'Nickname' } },
    phone: { type: 'string', max: 45, search: 'like', width: 130, label: { zh: '手机号码', en: 'Mobile phone' } },
    email: { type: 'string', max: 45, width: 200, priority: 3, label: { zh: '电子邮箱', en: 'Email' } },
    roleName: { type: 'string', label: roles, readOnly: true, width: 160 },
    deptName: { type: 'string', label: depts, readOnly: true, width: 160 },
    birthday: { type: 'datetime', label: { zh: '用户生日', en: 'Birthday' }, list: false },
    sex: { type: 'integer', dict: 'sex', label: { zh: '用户性别', en: 'Sex' }, list: false, view: false },
    code: { type: 'string', max: 12, label: { zh: '用户编号', en: 'User number' }, list: false, view: false },
    userType: {
      type: 'integer',
      dict: 'user_type',
      label: { zh: '用户平台', en: 'Platform' },
      list: false,
      view: false,
    },
    // Saber's form requires a role and a department; BladeX's API takes a user without them.
    roleId: {
      type: 'text',
      label: roles,
      required: { zh: '请选择所属角色', en: 'Please choose the roles' },
      optionalInApi: true,
      list: false,
      view: false,
    },
    deptId: {
      type: 'text',
      label: depts,
      required: { zh: '请选择所属部门', en: 'Please choose the departments' },
      optionalInApi: true,
      list: false,
      view: false,
    },
    postId: { type: 'text', label: posts, list: false, view: false },
    postName: { type: 'string', label: posts, readOnly: true, list: false, view: false },
    // BladeX 4's 职责信息: 直属主管 (leader ids, comma-joined, from leader-list) and 是否主管 (0 no, 1 yes).
    leaderId: { type: 'text', label: { zh: '直属主管', en: 'Reports to' }, list: false, view: false },
    isLeader: { type: 'integer', label: { zh: '是否主管', en: 'Leader' }, list: false, view: false },
    password: {
      type: 'string',
      // As typed, as Saber's user form sends it; the service stores a hash of its md5 (what sign-in sends).
      secret: true,
      max: 64,
      label: { zh: '密码', en: 'Password' },
      required: { zh: '请输入密码', en: 'Please enter a password' },
      optionalInApi: true,
      list: false,
      view: false,
    },
    password2: {
      // The confirmation: when sent, it must equal the password; a number or an object is refused like any mistyped
      // field.
      type: 'text',
      secret: true,
      label: { zh: '确认密码', en: 'Confirm password' },
      required: { zh: '请再次输入密码', en: 'Please enter the password again' },
      optionalInApi: true,
      list: false,
      view: false,
    },
  },
});

type UserButtonCodes = { [B in (typeof userButtons)[number] as B['key']]: `user_${B['key']}` };

/** Every code 用户管理 and its calls check: the standard ones and its own buttons' (`user_role`, …). */
export const userCodes = {
  ...permissionsOf(userResource),
  ...(Object.fromEntries(userButtons.map((b) => [b.key, `${userResource.name}_${b.key}`])) as UserButtonCodes),
};

/**
 * An account's status: enabled, disabled (it cannot sign in), or pending (registered by a guest through a provider
 * sign-in, waiting for an administrator's 审核通过).
 */
export const userStatus = { enabled: 1, disabled: 2, pending: 3 } as const;

/** Mainland mobile numbers: 11 digits starting 13–19 (spec §5); the messages are `userMessages.phone*`. */
export const mobilePhonePattern = /^1[3-9]\d{9}$/;

export const userMessages = {
  accountTaken: { zh: '当前账号已被使用!', en: 'This account is already in use' },
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

/** One column of 用户管理's table: the record's key and its heading. */
export interface UserListColumn {
  key: string;
  label: Text;
}

/**
 * The columns 用户管理's table shows, in its order, as the console builds them from the declaration: the listed
 * fields, 所属租户 second when the platform administrator sees every tenant's users, then 账号状态 and 创建时间.
 * The export (export-user, and the download centre's `user`) writes exactly these, so a file can tell apart what the
 * list tells apart (another tenant's rows, a pending or disabled account).
 */
export function userListColumns(acrossTenants: boolean): UserListColumn[] {
  const fields = Object.entries(userResource.fields)
    .filter(([, field]) => fieldShows(field, 'list'))
    .map(([key, field]) => ({ key, label: field.label as Text }));
  const columns: UserListColumn[] = [
    ...fields,
    { key: 'status', label: userResource.status!.label },
    { key: 'createTime', label: { zh: '创建时间', en: 'Created' } },
  ];
  if (acrossTenants) columns.splice(1, 0, { key: 'tenantName', label: tenantLabel });
  return columns;
}
