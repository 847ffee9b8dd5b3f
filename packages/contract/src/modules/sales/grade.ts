import { defineResource } from '../../kit/resource.ts';
import type { ExtraButton } from '../../kit/screens.ts';
import { salesPath, salesService } from './sales.ts';
import { salesImportButton } from './upload.ts';

const remark = { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } } as const;
const gradeButton = (key: string, zh: string, en: string, icon: string): ExtraButton => ({
  key,
  name: { zh, en },
  action: 2,
  icon,
});

const shipperId = {
  type: 'id',
  search: 'equal',
  ref: { resource: 'sc_shipper', label: 'shipperName' },
  label: { zh: '货主', en: 'Shipper' },
  required: { zh: '请选择货主', en: 'Please choose the shipper' },
} as const;

/**
 * 控销等级 (zx_emp_control_grade_doc, docs/domain.md §3.6): a grade of a shipper's controlled sales; an employee at level L
 * may sell goods whose controlLevel ≤ L. Its lines (zxEmpControlGradeDtl) list the employees holding it.
 */
export const gradeDocResource = defineResource({
  module: 'sales',
  name: 'sm_control_grade',
  title: { zh: '控销等级', en: 'Control grades' },
  api: `${salesService}/zxEmpControlGradeDoc`,
  table: 'zx_emp_control_grade_doc',
  menu: {
    icon: 'ApartmentOutlined',
    sort: 5,
    path: `${salesPath}/control-grade`,
    buttons: [
      'add',
      'edit',
      'delete',
      'view',
      gradeButton('enable', '生效', 'Put in force', 'check-circle'),
      gradeButton('disable', '停用', 'Disable', 'stop'),
      salesImportButton,
    ],
  },
  crossTenant: true,
  status: { dict: 'sm_grade_status', label: { zh: '状态', en: 'Status' } },
  sort: [['gradeLevel', 'desc']],
  fields: {
    docNo: { type: 'string', max: 20, search: 'like', form: false, label: { zh: '单据号', en: 'Doc no.' } },
    shipperId: { ...shipperId, lockOnEdit: true },
    gradeCode: {
      type: 'string',
      max: 20,
      search: 'like',
      label: { zh: '等级编码', en: 'Grade code' },
      required: { zh: '请输入等级编码', en: 'Please enter the grade code' },
    },
    gradeName: {
      type: 'string',
      max: 50,
      search: 'like',
      label: { zh: '等级名称', en: 'Grade name' },
      required: { zh: '请输入等级名称', en: 'Please enter the grade name' },
    },
    gradeLevel: {
      type: 'integer',
      label: { zh: '等级级别', en: 'Level' },
      required: { zh: '请输入等级级别', en: 'Please enter the level' },
    },
    scopeType: { type: 'integer', dict: 'sm_scope_type', label: { zh: '控销范围', en: 'Scope' } },
    regionCodes: { type: 'string', max: 500, list: false, label: { zh: '区域', en: 'Regions' } },
    effectiveFrom: {
      type: 'date',
      label: { zh: '生效日期', en: 'Effective from' },
      required: { zh: '请选择生效日期', en: 'Please choose the start date' },
    },
    effectiveTo: {
      type: 'date',
      label: { zh: '失效日期', en: 'Effective to' },
      required: { zh: '请选择失效日期', en: 'Please choose the end date' },
    },
    employeeCount: { type: 'integer', readOnly: true, label: { zh: '人数', en: 'Employees' } },
    remark,
  },
});

/** 控销等级明细 (zx_emp_control_grade_dtl): an employee holding a grade, with dates that may narrow the grade's. */
export const gradeDtlResource = defineResource({
  module: 'sales',
  name: 'sm_control_grade_dtl',
  title: { zh: '控销等级明细', en: 'Control grade employees' },
  api: `${salesService}/zxEmpControlGradeDtl`,
  table: 'zx_emp_control_grade_dtl',
  crossTenant: true,
  // The lines are edited on their grade's screen, under its codes.
  codes: {
    menu: 'sm_control_grade',
    add: 'sm_control_grade_edit',
    edit: 'sm_control_grade_edit',
    delete: 'sm_control_grade_edit',
    view: 'sm_control_grade_view',
  },
  status: { dict: 'sm_enable', label: { zh: '状态', en: 'Status' } },
  sort: [['employeeNo', 'asc']],
  fields: {
    docId: {
      type: 'id',
      search: 'equal',
      list: false,
      label: { zh: '控销等级', en: 'Grade' },
      required: { zh: '请选择控销等级', en: 'Please choose the grade' },
    },
    employeeId: {
      type: 'id',
      list: false,
      label: { zh: '业务员', en: 'Employee' },
      required: { zh: '请选择业务员', en: 'Please choose the employee' },
    },
    // Filled by the server from the employee (a user of the grade's tenant), never taken from the caller.
    employeeNo: { type: 'string', max: 30, search: 'like', form: false, label: { zh: '工号', en: 'Employee no.' } },
    employeeName: {
      type: 'string',
      max: 30,
      search: 'like',
      form: false,
      label: { zh: '业务员姓名', en: 'Employee name' },
    },
    deptId: { type: 'id', list: false, form: false, label: { zh: '部门', en: 'Department' } },
    deptName: { type: 'string', max: 50, form: false, label: { zh: '部门名称', en: 'Department name' } },
    effectiveFrom: { type: 'date', label: { zh: '生效日期', en: 'Effective from' } },
    effectiveTo: { type: 'date', label: { zh: '失效日期', en: 'Effective to' } },
  },
});

/** What the control grades' rules say when they refuse (docs/domain.md §3.6). */
export const gradeMessages = {
  levelRange: { zh: '等级级别应为0到9的整数', en: 'The level must be a whole number from 0 to 9' },
  datesReversed: { zh: '失效日期不能早于生效日期', en: 'The end date cannot be before the start date' },
  codeTaken: {
    zh: '该货主下等级编码“{code}”已存在',
    en: 'The grade code "{code}" already exists for this shipper',
  },
  shipperFixed: { zh: '控销等级的货主不能修改', en: 'The shipper of a control grade cannot be changed' },
  gradeMissing: { zh: '控销等级不存在', en: 'The control grade does not exist' },
  employeeMissing: {
    zh: '业务员不存在或不属于本租户',
    en: 'The employee does not exist or is not a user of this tenant',
  },
  lineOutsideGrade: {
    zh: '明细的有效期应在控销等级的有效期({from} ~ {to})之内',
    en: "The line's dates must lie within the grade's ({from} ~ {to})",
  },
  employeeTwice: {
    zh: '业务员“{name}”已在该控销等级中',
    en: 'The employee "{name}" already holds this grade',
  },
  collides: {
    zh: '业务员“{name}”已持有该货主的生效控销等级“{grade}”({code})，有效期重叠',
    en: 'The employee "{name}" already holds the grade "{grade}" ({code}) of this shipper in force for overlapping dates',
  },
  alreadyEnabled: { zh: '控销等级{no}已生效', en: 'The control grade {no} is already in force' },
  alreadyDisabled: { zh: '控销等级{no}已停用', en: 'The control grade {no} is already disabled' },
  expired: {
    zh: '控销等级{no}已过失效日期，不能生效',
    en: 'The control grade {no} has expired and cannot be put in force',
  },
  notRemovable: {
    zh: '控销等级{no}生效中，请先停用再删除',
    en: 'The control grade {no} is in force: disable it before removing it',
  },
  enabled: { zh: '已生效', en: 'Put in force' },
  disabled: { zh: '已停用', en: 'Disabled' },
  gradeUnknown: { zh: '等级编码不存在', en: 'No grade has this code' },
  shipperUnknown: { zh: '货主编码不存在', en: 'No shipper has this code' },
  employeeNoUnknown: { zh: '工号不存在', en: 'No user has this employee number' },
  employeeNoAmbiguous: { zh: '工号对应多个用户', en: 'Several users have this employee number' },
  nameMismatch: { zh: '姓名与工号不符', en: 'The name does not match the employee number' },
  badDay: { zh: '{field}应为yyyy-MM-dd格式的日期', en: '{field} must be a date as yyyy-MM-dd' },
  cellRequired: { zh: '请填写{field}', en: 'Please fill in {field}' },
  duplicateInFile: { zh: '与第{row}行重复', en: 'Repeats row {row}' },
  added: { zh: '已加入', en: 'Added' },
  unchanged: { zh: '已存在，未变更', en: 'Already there, unchanged' },
  updated: { zh: '已更新', en: 'Updated' },
} as const;
