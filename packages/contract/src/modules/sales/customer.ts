import { defineResource } from '../../kit/resource.ts';
import { salesPath, salesService } from './sales.ts';
import { salesImportButton } from './upload.ts';

/**
 * 客户资料 (pub_customer, docs/domain.md §3.8): the customers the sales reps serve, as the ERP keeps them; the console
 * reads them (`custominfo/page`), the app lists a rep's own through their salesman assignments.
 */
export const customerResource = defineResource({
  module: 'sales',
  name: 'sm_customer',
  title: { zh: '客户资料', en: 'Customers' },
  api: `${salesService}/custominfo`,
  table: 'pub_customer',
  menu: { icon: 'ContactsOutlined', sort: 7, path: `${salesPath}/customer`, buttons: ['view'] },
  crossTenant: true,
  status: { dict: 'sm_enable', label: { zh: '状态', en: 'Status' } },
  sort: [['customerCode', 'asc']],
  verbs: { list: 'page' },
  fields: {
    customerCode: {
      type: 'string',
      max: 32,
      search: 'like',
      label: { zh: '客户编码', en: 'Customer code' },
      required: { zh: '请输入客户编码', en: 'Please enter the customer code' },
      unique: { zh: '客户编码已存在', en: 'This customer code already exists' },
    },
    customerName: {
      type: 'string',
      max: 100,
      search: 'like',
      width: 220,
      label: { zh: '客户名称', en: 'Customer name' },
      required: { zh: '请输入客户名称', en: 'Please enter the customer name' },
    },
    shortName: { type: 'string', max: 50, list: false, label: { zh: '简称', en: 'Short name' } },
    pinyin: { type: 'string', max: 50, list: false, label: { zh: '拼音码', en: 'Pinyin' } },
    customerType: { type: 'integer', dict: 'sm_customer_type', search: true, label: { zh: '客户类型', en: 'Type' } },
    creditCode: {
      type: 'string',
      max: 18,
      list: false,
      label: { zh: '统一社会信用代码', en: 'Unified social credit code' },
    },
    licenseNo: { type: 'string', max: 50, list: false, label: { zh: '许可证号', en: 'Licence no.' } },
    licenseExpiry: { type: 'date', label: { zh: '许可证有效期至', en: 'Licence valid until' } },
    businessScope: { type: 'string', max: 500, list: false, label: { zh: '经营范围', en: 'Business scope' } },
    province: { type: 'string', max: 20, list: false, label: { zh: '省份', en: 'Province' } },
    city: { type: 'string', max: 20, search: 'like', label: { zh: '城市', en: 'City' } },
    district: { type: 'string', max: 20, list: false, label: { zh: '区县', en: 'District' } },
    address: { type: 'string', max: 200, list: false, label: { zh: '地址', en: 'Address' } },
    contactName: { type: 'string', max: 30, list: false, label: { zh: '联系人', en: 'Contact' } },
    contactPhone: { type: 'string', max: 20, list: false, label: { zh: '联系电话', en: 'Phone' } },
    gspStatus: {
      type: 'integer',
      dict: 'sm_gsp_status',
      search: true,
      label: { zh: '首营状态', en: 'First-business review' },
    },
    saleStatus: { type: 'integer', dict: 'sm_sale_status', label: { zh: '销售状态', en: 'Sales status' } },
    settleType: { type: 'integer', dict: 'sc_settle_type', list: false, label: { zh: '结算方式', en: 'Settlement' } },
    creditDays: { type: 'integer', list: false, label: { zh: '信用天数', en: 'Credit days' } },
    creditLimit: { type: 'decimal', scale: 2, list: false, label: { zh: '信用额度', en: 'Credit limit' } },
    arrearsAmount: { type: 'decimal', scale: 2, list: false, label: { zh: '欠款', en: 'Arrears' } },
    primarySalerName: { type: 'string', max: 30, readOnly: true, label: { zh: '主业务员', en: 'Primary salesman' } },
  },
});

/**
 * 客户业务员 (pub_custom_to_saler, docs/domain.md §3.7): which salesmen serve a customer for a shipper. A customer has one
 * primary salesman at a time (making another primary demotes the old one); every change of owner is kept.
 */
export const customToSalerResource = defineResource({
  module: 'sales',
  name: 'sm_custom_to_saler',
  title: { zh: '客户业务员', en: 'Customer salesmen' },
  api: `${salesService}/pubCustomToSaler`,
  table: 'pub_custom_to_saler',
  // A hand-built screen (pickers for customers and salesmen, 转移 and the history): its menu path, no CrudPage.
  menu: {
    icon: 'TeamOutlined',
    sort: 6,
    path: `${salesPath}/custom-to-saler`,
    buttons: [
      'add',
      'edit',
      'delete',
      'view',
      { key: 'reassign', name: { zh: '转移', en: 'Reassign' }, action: 2, icon: 'swap' },
      salesImportButton,
    ],
  },
  crossTenant: true,
  status: { dict: 'sm_enable', label: { zh: '状态', en: 'Status' } },
  sort: [['customerName', 'asc']],
  fields: {
    shipperId: {
      type: 'id',
      search: 'equal',
      ref: { resource: 'sc_shipper', label: 'shipperName' },
      label: { zh: '货主', en: 'Shipper' },
      required: { zh: '请选择货主', en: 'Please choose the shipper' },
    },
    customerId: {
      type: 'id',
      list: false,
      search: 'equal',
      ref: { resource: 'sm_customer', label: 'customerName' },
      label: { zh: '客户', en: 'Customer' },
      required: { zh: '请选择客户', en: 'Please choose the customer' },
    },
    customerName: {
      type: 'string',
      max: 100,
      search: 'like',
      form: false,
      label: { zh: '客户名称', en: 'Customer name' },
    },
    salerId: {
      type: 'id',
      list: false,
      search: 'equal',
      label: { zh: '业务员', en: 'Salesman' },
      required: { zh: '请选择业务员', en: 'Please choose the salesman' },
    },
    salerName: {
      type: 'string',
      max: 30,
      search: 'like',
      form: false,
      label: { zh: '业务员姓名', en: 'Salesman name' },
    },
    salerDeptId: { type: 'id', list: false, form: false, label: { zh: '业务部门', en: 'Sales department' } },
    salerDeptName: {
      type: 'string',
      max: 50,
      form: false,
      label: { zh: '业务部门名称', en: 'Sales department name' },
    },
    isPrimary: { type: 'boolean', search: 'equal', label: { zh: '主业务员', en: 'Primary' } },
    validFrom: { type: 'date', label: { zh: '有效期起', en: 'Valid from' } },
    validTo: { type: 'date', label: { zh: '有效期止', en: 'Valid to' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/** What the customers' and their salesmen's rules say (docs/domain.md §3.7, §3.8). */
export const customerMessages = {
  customerInUse: {
    zh: '客户“{name}”仍有业务员分配，不能删除',
    en: 'The customer "{name}" still has salesmen assigned and cannot be removed',
  },
  customerMissing: { zh: '客户不存在', en: 'The customer does not exist' },
  salerMissing: {
    zh: '业务员不存在或不属于本租户',
    en: 'The salesman does not exist or is not a user of this tenant',
  },
  shipperMissing: { zh: '货主不存在', en: 'The shipper does not exist' },
  assignedTwice: {
    zh: '业务员“{saler}”已分配给该货主的客户“{customer}”',
    en: 'The salesman "{saler}" is already assigned to the customer "{customer}" of this shipper',
  },
  primaryTwice: {
    zh: '客户“{customer}”已有主业务员，请重试',
    en: 'The customer "{customer}" already has a primary salesman; please try again',
  },
  datesReversed: { zh: '有效期止不能早于有效期起', en: 'The end of validity cannot be before its start' },
  keepOnePrimary: {
    zh: '客户须有一个主业务员：请将另一位业务员设为主业务员或使用“转移”',
    en: 'A customer keeps one primary salesman: make another one primary, or use Reassign',
  },
  primaryRemoval: {
    zh: '业务员“{saler}”是客户“{customer}”的主业务员，请先转移再删除',
    en: 'The salesman "{saler}" is the primary one of "{customer}": reassign the customer before removing this',
  },
  fixedPair: {
    zh: '分配的货主、客户不能修改，请新增一条分配',
    en: "An assignment's shipper and customer cannot be changed; add another assignment instead",
  },
  reasonRequired: { zh: '请输入转移原因', en: 'Please enter the reason for the reassignment' },
  toSalerRequired: { zh: '请选择接手的业务员', en: 'Please choose the salesman who takes over' },
  alreadyPrimary: {
    zh: '业务员“{saler}”已是该客户的主业务员',
    en: 'The salesman "{saler}" is already the primary one of this customer',
  },
  reassigned: { zh: '已转移给{saler}', en: 'Reassigned to {saler}' },
  customerRequired: { zh: '请选择客户', en: 'Please choose the customer' },
  shipperRequired: { zh: '请选择货主', en: 'Please choose the shipper' },
  shipperUnknown: { zh: '货主编码不存在', en: 'No shipper has this code' },
  customerUnknown: { zh: '客户编码不存在', en: 'No customer has this code' },
  employeeNoUnknown: { zh: '业务员工号不存在', en: 'No user has this employee number' },
  employeeNoAmbiguous: { zh: '工号对应多个用户', en: 'Several users have this employee number' },
  primaryUnknown: { zh: '是否主业务员应为“是”或“否”', en: 'Primary must be "是" (yes) or "否" (no)' },
  primaryInFile: {
    zh: '与第{row}行冲突：同一客户只能有一个主业务员',
    en: 'Conflicts with row {row}: a customer has one primary salesman',
  },
  cellRequired: { zh: '请填写{field}', en: 'Please fill in {field}' },
  duplicateInFile: { zh: '与第{row}行重复', en: 'Repeats row {row}' },
  badDay: { zh: '{field}应为yyyy-MM-dd格式的日期', en: '{field} must be a date as yyyy-MM-dd' },
  added: { zh: '已分配', en: 'Assigned' },
  updated: { zh: '已更新', en: 'Updated' },
  unchanged: { zh: '已存在，未变更', en: 'Already there, unchanged' },
} as const;

/** The moves a customer's ownership history records (pub_custom_to_saler_his.action). */
export const ownerChangeNames = {
  ASSIGN: { zh: '首次分配', en: 'First assignment' },
  SET_PRIMARY: { zh: '设为主业务员', en: 'Made primary' },
  REASSIGN: { zh: '转移', en: 'Reassigned' },
  REMOVE: { zh: '删除分配', en: 'Assignment removed' },
  IMPORT: { zh: '导入', en: 'Imported' },
} as const;
export type OwnerChange = keyof typeof ownerChangeNames;
