import { defineResource } from '../../kit/resource.ts';

/** 参数管理: tenant-scoped key/value settings (BladeX blade_param, kept per tenant here). */
export const paramResource = defineResource({
  module: 'system',
  name: 'param',
  title: { zh: '参数管理', en: 'Parameters' },
  api: 'blade-system/param',
  table: 'blade_param',
  page: '/system/param',
  menu: { icon: 'ControlOutlined', sort: 6 },
  fields: {
    paramName: {
      type: 'string',
      label: { zh: '参数名称', en: 'Parameter name' },
      required: { zh: '请输入参数名称', en: 'Please enter the parameter name' },
      max: 255,
      search: 'like',
    },
    paramKey: {
      type: 'string',
      label: { zh: '参数键名', en: 'Parameter key' },
      required: { zh: '请输入参数键名', en: 'Please enter the parameter key' },
      unique: { zh: '参数键名已存在,请换一个', en: 'This parameter key already exists; choose another' },
      max: 255,
      search: 'like',
    },
    paramValue: {
      type: 'text',
      label: { zh: '参数键值', en: 'Parameter value' },
      required: { zh: '请输入参数键值', en: 'Please enter the parameter value' },
      max: 2000,
    },
    remark: {
      type: 'text',
      label: { zh: '备注', en: 'Remark' },
      max: 255,
      list: false,
    },
  },
});
