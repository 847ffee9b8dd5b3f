import { defineResource } from '../../kit/resource.ts';
import { salesPath, salesService } from './sales.ts';

const remark = { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } } as const;
const shipperId = {
  type: 'id',
  search: 'equal',
  ref: { resource: 'sc_shipper', label: 'shipperName' },
  label: { zh: '货主', en: 'Shipper' },
  required: { zh: '请选择货主', en: 'Please choose the shipper' },
} as const;

/**
 * 控销等级 (zx_emp_control_grade_doc, domain.md §3.6): a grade of a shipper's controlled sales; an employee at level L
 * may sell goods whose controlLevel ≤ L. Its lines (zxEmpControlGradeDtl) list the employees holding it.
 */
export const gradeDocResource = defineResource({
  module: 'sales',
  name: 'sm_control_grade',
  title: { zh: '控销等级', en: 'Control grades' },
  api: `${salesService}/zxEmpControlGradeDoc`,
  table: 'zx_emp_control_grade_doc',
  menu: { icon: 'ApartmentOutlined', sort: 5, path: `${salesPath}/control-grade` },
  crossTenant: true,
  status: { dict: 'sm_grade_status', label: { zh: '状态', en: 'Status' } },
  sort: [['gradeLevel', 'desc']],
  fields: {
    docNo: { type: 'string', max: 20, search: 'like', form: false, label: { zh: '单据号', en: 'Doc no.' } },
    shipperId,
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
    employeeNo: { type: 'string', max: 30, search: 'like', label: { zh: '工号', en: 'Employee no.' } },
    employeeName: { type: 'string', max: 30, search: 'like', label: { zh: '业务员姓名', en: 'Employee name' } },
    deptId: { type: 'id', list: false, label: { zh: '部门', en: 'Department' } },
    deptName: { type: 'string', max: 50, label: { zh: '部门名称', en: 'Department name' } },
    effectiveFrom: { type: 'date', label: { zh: '生效日期', en: 'Effective from' } },
    effectiveTo: { type: 'date', label: { zh: '失效日期', en: 'Effective to' } },
  },
});
