import { defineResource, standardButtonKeys } from '../../kit/resource.ts';

/**
 * 部门管理: a tree of departments per tenant. Its screen is a lazily loaded tree table with its own dialog (新增下级),
 * and its calls are its own (dept.calls.ts), but its fields are declared here once: the server validates a submit
 * with them and the screen's form, search and view are built from them.
 */
export const deptResource = defineResource({
  module: 'system',
  name: 'dept',
  title: { zh: '部门管理', en: 'Departments' },
  api: 'blade-system/dept',
  table: 'blade_dept',
  menu: { path: '/system/dept', icon: 'ApartmentOutlined', sort: 2, buttons: standardButtonKeys },
  crossTenant: true,
  fields: {
    parentId: { type: 'id', label: { zh: '上级部门', en: 'Parent department' }, list: false, view: false },
    parentName: { type: 'string', label: { zh: '上级部门', en: 'Parent department' }, readOnly: true, list: false },
    deptName: {
      type: 'string',
      max: 45,
      search: 'like',
      label: { zh: '部门名称', en: 'Department name' },
      required: { zh: '请输入部门名称', en: 'Please enter the department name' },
    },
    fullName: {
      type: 'string',
      max: 45,
      search: 'like',
      label: { zh: '部门全称', en: 'Full name' },
      required: { zh: '请输入部门全称', en: 'Please enter the full name' },
      optionalInApi: true,
    },
    deptCategory: { type: 'integer', dict: 'dept_category', label: { zh: '机构类型', en: 'Type' } },
    sort: {
      type: 'integer',
      label: { zh: '排序', en: 'Order' },
      required: { zh: '请输入排序', en: 'Please enter the order' },
      optionalInApi: true,
    },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});
