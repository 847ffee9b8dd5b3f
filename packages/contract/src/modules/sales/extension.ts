import { defineResource, standardButtonKeys } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import type { Text } from '../../kit/text.ts';
import { extensionService, salesPath } from './sales.ts';
import { salesImportButton } from './upload.ts';

const enabled = { dict: 'sm_enable', label: { zh: '状态', en: 'Status' } } as const;
const remark = { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } } as const;

/** 重置设备 (sm_whitelist_reset): forget a whitelist row's bound device, so the next sign-in binds the new one. */
export const whitelistResetButton = {
  key: 'reset',
  name: { zh: '重置设备', en: 'Reset device' },
  action: 2,
  icon: 'mobile',
} as const satisfies ExtraButton;

/**
 * 白名单 (sm_whitelist, docs/domain.md §3.1): who may sign in to the sales app, by phone. The extension service names
 * its calls page, save (adds, or updates with an id), batchSave, detail and remove (GET, ids).
 */
export const whitelistResource = defineResource({
  module: 'sales',
  name: 'sm_whitelist',
  title: { zh: '白名单', en: 'Whitelist' },
  api: `${extensionService}/whitelist`,
  table: 'sm_whitelist',
  page: `${salesPath}/whitelist`,
  menu: {
    icon: 'SafetyCertificateOutlined',
    sort: 1,
    buttons: [...standardButtonKeys, whitelistResetButton, salesImportButton],
  },
  crossTenant: true,
  status: enabled,
  sort: [['createTime', 'desc']],
  verbs: { list: 'page', submit: 'save', removeMethod: 'GET' },
  fields: {
    phone: {
      type: 'string',
      max: 11,
      search: 'like',
      label: { zh: '手机号', en: 'Mobile' },
      required: { zh: '请输入手机号', en: 'Please enter the mobile number' },
      unique: { zh: '手机号已在白名单中', en: 'This mobile number is already on the whitelist' },
    },
    realName: {
      type: 'string',
      max: 30,
      search: 'like',
      label: { zh: '姓名', en: 'Name' },
      required: { zh: '请输入姓名', en: 'Please enter the name' },
      // The name and the bound device are what an administrator checks a row for (issue 35).
      priority: 1,
    },
    employeeNo: { type: 'string', max: 30, search: 'like', label: { zh: '工号', en: 'Employee no.' } },
    userId: { type: 'id', list: false, form: false, label: { zh: '平台用户', en: 'Platform user' } },
    deptId: {
      type: 'id',
      list: false,
      ref: { resource: 'dept', label: 'deptName' },
      label: { zh: '部门', en: 'Department' },
    },
    deptName: { type: 'string', max: 50, form: false, label: { zh: '部门名称', en: 'Department name' } },
    post: { type: 'integer', dict: 'sm_post', search: true, label: { zh: '岗位', en: 'Post' } },
    shipperIds: { type: 'string', max: 500, list: false, label: { zh: '可用货主', en: 'Shippers' } },
    deviceBindRequired: { type: 'boolean', list: false, label: { zh: '绑定设备', en: 'Bind device' } },
    boundDeviceId: {
      type: 'string',
      max: 100,
      form: false,
      priority: 1,
      label: { zh: '已绑定设备', en: 'Bound device' },
    },
    validFrom: { type: 'date', label: { zh: '有效期起', en: 'Valid from' } },
    validTo: { type: 'date', label: { zh: '有效期止', en: 'Valid to' } },
    remark,
  },
});

/**
 * 字段权限 (sm_field_auth, docs/domain.md §3.2): which sensitive fields the sales app shows a role or a user, hidden,
 * read-only, masked or editable. Calls listPage, detail, save (adds), update and remove (GET, ids).
 */
export const fieldAuthResource = defineResource({
  module: 'sales',
  name: 'sm_field_auth',
  title: { zh: '字段权限', en: 'Field permissions' },
  api: `${extensionService}/fieldAuth`,
  table: 'sm_field_auth',
  page: `${salesPath}/field-auth`,
  menu: { icon: 'EyeInvisibleOutlined', sort: 2, buttons: [...standardButtonKeys, salesImportButton] },
  crossTenant: true,
  status: enabled,
  sort: [
    ['moduleCode', 'asc'],
    ['fieldCode', 'asc'],
  ],
  verbs: { list: 'listPage', submit: 'save', update: 'update', removeMethod: 'GET' },
  fields: {
    subjectType: {
      type: 'integer',
      dict: 'sm_subject_type',
      search: true,
      label: { zh: '授权对象类型', en: 'Subject type' },
      required: { zh: '请选择授权对象类型', en: 'Please choose the subject type' },
    },
    subjectId: {
      type: 'id',
      // The table shows the subject's name (subjectName) rather than its id.
      list: false,
      label: { zh: '授权对象', en: 'Subject' },
      required: { zh: '请选择授权对象', en: 'Please choose the role or user' },
    },
    subjectName: { type: 'string', max: 50, form: false, label: { zh: '对象名称', en: 'Subject name' } },
    moduleCode: {
      type: 'string',
      max: 50,
      dict: 'sm_app_module',
      search: true,
      label: { zh: '移动端页面', en: 'App screen' },
      required: { zh: '请选择页面', en: 'Please choose the screen' },
    },
    fieldCode: {
      type: 'string',
      max: 50,
      search: 'like',
      // The field and what the rule does with it are what a row is read for (issue 35): never folded.
      priority: 1,
      label: { zh: '字段编码', en: 'Field code' },
      required: { zh: '请输入字段编码', en: 'Please enter the field code' },
    },
    fieldName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '字段名称', en: 'Field name' },
      required: { zh: '请输入字段名称', en: 'Please enter the field name' },
    },
    authType: {
      type: 'integer',
      dict: 'sm_auth_type',
      search: true,
      priority: 1,
      label: { zh: '权限', en: 'Permission' },
      required: { zh: '请选择权限', en: 'Please choose the permission' },
    },
    maskRule: { type: 'string', max: 50, dict: 'sm_mask_rule', label: { zh: '脱敏规则', en: 'Mask rule' } },
    remark,
  },
});

/**
 * 登录记录 (sm_login_record, docs/domain.md §3.3): every sign-in of the sales app, successful or refused with its reason.
 * Append-only: written by the token call, read by `loginRecord/list`.
 */
export const loginRecordResource = defineResource({
  module: 'sales',
  name: 'sm_login_record',
  title: { zh: '登录记录', en: 'Login records' },
  api: `${extensionService}/loginRecord`,
  table: 'sm_login_record',
  menu: { icon: 'LoginOutlined', sort: 3, path: `${salesPath}/login-record`, buttons: ['view'] },
  crossTenant: true,
  sort: [['loginTime', 'desc']],
  fields: {
    loginTime: { type: 'datetime', search: true, label: { zh: '登录时间', en: 'Signed in' } },
    phone: { type: 'string', max: 11, search: 'like', label: { zh: '手机号', en: 'Mobile' } },
    realName: { type: 'string', max: 30, search: 'like', label: { zh: '姓名', en: 'Name' } },
    account: { type: 'string', max: 50, list: false, label: { zh: '账号', en: 'Account' } },
    userId: { type: 'id', list: false, label: { zh: '用户', en: 'User' } },
    loginType: { type: 'integer', dict: 'sm_login_type', label: { zh: '登录方式', en: 'Method' } },
    clientType: { type: 'integer', dict: 'sm_client_type', label: { zh: '客户端', en: 'Client' } },
    deviceId: { type: 'string', max: 100, list: false, label: { zh: '设备编号', en: 'Device id' } },
    deviceModel: { type: 'string', max: 50, label: { zh: '设备型号', en: 'Device model' } },
    osVersion: { type: 'string', max: 30, list: false, label: { zh: '系统版本', en: 'OS version' } },
    appVersion: { type: 'string', max: 20, label: { zh: '应用版本', en: 'App version' } },
    ip: { type: 'string', max: 50, label: { zh: 'IP', en: 'IP' } },
    location: { type: 'string', max: 100, list: false, label: { zh: '登录地点', en: 'Location' } },
    result: { type: 'integer', dict: 'sm_login_result', search: true, label: { zh: '结果', en: 'Result' } },
    failReason: { type: 'string', max: 200, label: { zh: '失败原因', en: 'Reason' } },
    tokenId: { type: 'string', max: 64, list: false, view: false, label: { zh: '令牌编号', en: 'Token id' } },
    logoutTime: { type: 'datetime', list: false, label: { zh: '退出时间', en: 'Signed out' } },
  },
});

/** What the extension service says (docs/domain.md §3.1–§3.3), in both languages. */
export const extensionMessages = {
  phoneFormat: {
    zh: '手机号格式不正确,应为以1开头的11位数字',
    en: 'The mobile number must be 11 digits starting with 1 (e.g. 13800001001)',
  },
  validRange: { zh: '有效期起不能晚于有效期止', en: 'Valid from must not be later than valid to' },
  badDay: { zh: '{field}格式应为 yyyy-MM-dd', en: '{field} must be a date as yyyy-MM-dd' },
  shipperMissing: {
    zh: '货主不存在或不属于本租户: {names}',
    en: 'No such shipper in this tenant: {names}',
  },
  deptMissing: { zh: '部门不存在: {names}', en: 'No such department: {names}' },
  deptAmbiguous: { zh: '部门名称不唯一: {names}', en: 'More than one department has this name: {names}' },
  postMissing: { zh: '岗位不在字典中: {names}', en: 'No such post in the dictionary: {names}' },
  userMissing: { zh: '平台用户不存在或已被删除', en: 'The platform user does not exist or has been removed' },
  duplicateInBatch: { zh: '与第{row}行重复', en: 'Repeats row {row}' },
  rowAdded: { zh: '新增', en: 'Added' },
  rowUpdated: { zh: '更新', en: 'Updated' },
  noEditRight: {
    zh: '手机号已在白名单中,无修改权限',
    en: 'This mobile number is already on the whitelist and you may not edit it',
  },
  batchEmpty: { zh: '请至少提交一行', en: 'Please send at least one row' },
  batchTooLarge: { zh: '一次最多提交{max}行', en: 'At most {max} rows at a time' },
  // The sign-in refusals of the sales app (the login record keeps the Chinese).
  notListed: { zh: '不在白名单', en: 'Not on the whitelist' },
  listDisabled: { zh: '白名单已停用', en: 'The whitelist entry is disabled' },
  outOfValidity: { zh: '不在有效期内', en: 'Outside the whitelist validity period' },
  deviceMismatch: { zh: '设备不一致', en: 'This is not the device bound to the account' },
  // 字段权限.
  subjectMissing: {
    zh: '授权对象不存在:请选择本租户的角色或用户',
    en: 'No such subject: choose a role or a user of this tenant',
  },
  subjectUnknown: { zh: '未找到角色或用户: {names}', en: 'No such role or user: {names}' },
  subjectAmbiguous: {
    zh: '手机号对应多个用户: {names}',
    en: 'More than one user has this mobile number: {names}',
  },
  maskRuleRequired: { zh: '权限为脱敏时请选择脱敏规则', en: 'Please choose a mask rule for a masked field' },
  fieldCodeFormat: {
    zh: '字段编码只能包含字母、数字和下划线,且以字母开头',
    en: 'The field code takes letters, digits and underscores, starting with a letter',
  },
  fieldAuthTaken: {
    zh: '该对象在此页面的此字段已有权限设置',
    en: 'This subject already has a permission for this field on this screen',
  },
  moduleMissing: { zh: '页面编码不在字典中: {names}', en: 'No such screen in the dictionary: {names}' },
  authTypeMissing: {
    zh: '权限应为 隐藏/只读/脱敏/可编辑',
    en: 'The permission must be one of Hidden / Read only / Masked / Editable',
  },
} as const satisfies Record<string, Text>;
