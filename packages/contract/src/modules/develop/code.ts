import { defineResource } from '../../kit/resource.ts';

/** 基础业务, 包装器 and 远程调用 are yes/no switches (BladeX's `yes_no`: 1 no, 2 yes). */
const yesNo = (zh: string, en: string) => ({
  type: 'integer' as const,
  dict: 'yes_no',
  list: false,
  optionalInApi: true,
  label: { zh, en },
});

/**
 * 代码生成 (blade-develop/code, BladeX 4's `blade_code`): what the generator makes of a data model: the module's
 * names, its template (a single table, a tree, a master with its detail) and where the code goes. Platform-wide, the
 * platform administrator's.
 */
export const codeResource = defineResource({
  module: 'tool',
  name: 'code',
  title: { zh: '代码生成', en: 'Code generator' },
  api: 'blade-develop/code',
  table: 'blade_code',
  tenant: false,
  administratorOnly: true,
  page: '/tool/code',
  menu: { icon: 'CodeOutlined', sort: 1 },
  sort: [['id', 'desc']],
  fields: {
    modelId: {
      type: 'id',
      ref: { resource: 'model', label: 'modelName' },
      search: true,
      list: false,
      label: { zh: '数据模型', en: 'Data model' },
      required: { zh: '请选择数据模型', en: 'Please choose the data model' },
    },
    codeName: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '模块名', en: 'Module name' },
      required: { zh: '请输入模块名', en: 'Please enter the module name' },
    },
    templateType: {
      type: 'string',
      max: 32,
      dict: 'code_template_type',
      optionalInApi: true,
      label: { zh: '模版类型', en: 'Template' },
    },
    tableName: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '表名', en: 'Table' },
      required: { zh: '请输入表名', en: 'Please enter the table' },
    },
    tablePrefix: { type: 'string', max: 64, list: false, label: { zh: '表前缀', en: 'Table prefix' } },
    pkName: { type: 'string', max: 32, list: false, label: { zh: '主键名', en: 'Primary key' } },
    serviceName: {
      type: 'string',
      max: 64,
      search: 'like',
      label: { zh: '服务名', en: 'Service' },
      required: { zh: '请输入服务名', en: 'Please enter the service' },
    },
    packageName: {
      type: 'string',
      max: 500,
      label: { zh: '包名', en: 'Package' },
      required: { zh: '请输入包名', en: 'Please enter the package' },
    },
    author: { type: 'string', max: 32, list: false, label: { zh: '作者信息', en: 'Author' } },
    subModelId: { type: 'id', list: false, label: { zh: '子表模型', en: 'Detail model' } },
    subFkId: { type: 'string', max: 32, list: false, label: { zh: '子表外键', en: 'Detail foreign key' } },
    treeId: { type: 'string', max: 32, list: false, label: { zh: '树主键字段', en: 'Tree key column' } },
    treePid: { type: 'string', max: 32, list: false, label: { zh: '树父主键字段', en: 'Tree parent column' } },
    treeName: { type: 'string', max: 64, list: false, label: { zh: '树名称字段', en: 'Tree name column' } },
    baseMode: yesNo('基础业务', 'Base entity'),
    wrapMode: yesNo('包装器', 'Wrapper'),
    feignMode: yesNo('远程调用', 'Remote client'),
    codeStyle: { type: 'string', max: 32, list: false, label: { zh: '代码风格', en: 'Code style' } },
    apiPath: { type: 'text', max: 2000, list: false, label: { zh: '后端生成路径', en: 'Server path' } },
    webPath: { type: 'text', max: 2000, list: false, label: { zh: '前端生成路径', en: 'Web path' } },
    menuId: { type: 'id', list: false, label: { zh: '上级菜单', en: 'Parent menu' } },
  },
});

/** What 复制 appends to the copy's module name, as BladeX does. */
export const codeCopySuffix = '-copy';
