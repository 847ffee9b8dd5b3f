import { defineResource } from '../../kit/resource.ts';
import { extensionService, salesPath } from './sales.ts';

const enabled = { dict: 'sm_enable', label: { zh: '状态', en: 'Status' } } as const;
const remark = { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } } as const;

/**
 * 白名单 (sm_whitelist, domain.md §3.1): who may sign in to the sales app, by phone. The extension service names
 * its calls page, save (adds, or updates with an id), batchSave, detail and remove (GET, ids).
 */
export const whitelistResource = defineResource({
  module: 'sales',
  name: 'sm_whitelist',
  title: { zh: '白名单', en: 'Whitelist' },
  api: `${extensionService}/whitelist`,
  table: 'sm_whitelist',
  page: `${salesPath}/whitelist`,
  menu: { icon: 'SafetyCertificateOutlined', sort: 1 },
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
    boundDeviceId: { type: 'string', max: 100, form: false, label: { zh: '已绑定设备', en: 'Bound device' } },
    validFrom: { type: 'date', label: { zh: '有效期起', en: 'Valid from' } },
    validTo: { type: 'date', label: { zh: '有效期止', en: 'Valid to' } },
    remark,
  },
});

/**
 * 字段权限 (sm_field_auth, domain.md §3.2): which sensitive fields the sales app shows a role or a user, hidden,
 * read-only, masked or editable. Calls listPage, detail, save (adds), update and remove (GET, ids).
 */
export const fieldAuthResource = defineResource({
  module: 'sales',
  name: 'sm_field_auth',
  title: { zh: '字段权限', en: 'Field permissions' },
  api: `${extensionService}/fieldAuth`,
  table: 'sm_field_auth',
  page: `${salesPath}/field-auth`,
  menu: { icon: 'EyeInvisibleOutlined', sort: 2 },
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
      label: { zh: '授权对象', en: 'Subject' },
      required: { zh: '请选择授权对象', en: 'Please choose the role or user' },
    },
    subjectName: { type: 'string', max: 50, form: false, label: { zh: '对象名称', en: 'Subject name' } },
    moduleCode: {
      type: 'string',
      max: 50,
      dict: 'sm_app_module',
      search: true,
      label: { zh: '页面编码', en: 'Screen' },
      required: { zh: '请选择页面', en: 'Please choose the screen' },
    },
    fieldCode: {
      type: 'string',
      max: 50,
      search: 'like',
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
      label: { zh: '权限', en: 'Permission' },
      required: { zh: '请选择权限', en: 'Please choose the permission' },
    },
    maskRule: { type: 'string', max: 50, dict: 'sm_mask_rule', label: { zh: '脱敏规则', en: 'Mask rule' } },
    remark,
  },
});

/**
 * 登录记录 (sm_login_record, domain.md §3.3): every sign-in of the sales app, successful or refused with its reason.
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
