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

/** The consoles gen-code writes for: this project's kit always, and a Saber console's own files when named. */
export const codeSystems = ['pharma', 'saber', 'saber3'] as const;
export type CodeSystem = (typeof codeSystems)[number];

/** What gen-code and 预览 answer when they cannot go on. */
export const codeMessages = {
  badSystem: { zh: 'system 只能是 pharma、saber 或 saber3', en: 'system may only be pharma, saber or saber3' },
  started: {
    zh: '代码生成已开始:检查通过后可在下载中心下载',
    en: 'Generating: once the checks pass, the module is in the download centre',
  },
  noSource: {
    zh: '服务器上没有可用的项目源代码(GENERATOR_SOURCE_DIR),无法生成',
    en: 'The server has no project source to generate into (GENERATOR_SOURCE_DIR)',
  },
  tableGone: {
    zh: '「{code}」的数据表 {table} 已不在数据源上:请先在数据模型设计中同步或更换表',
    en: '“{code}”: the table {table} is no longer on its datasource; sync or change the model first',
  },
  noColumns: { zh: '「{code}」的数据模型没有可生成的字段', en: '“{code}”: its model has no columns to generate' },
  taken: {
    zh: '「{code}」:{what} {name} 在项目中已经存在,请换一个表名或表前缀',
    en: '“{code}”: the {what} {name} already exists in the project; choose another table name or prefix',
  },
  notName: {
    zh: '「{code}」:{what} “{name}” 不能作为代码中的名字(字母开头,只含字母、数字)',
    en: '“{code}”: the {what} “{name}” cannot be a name in code (a letter first, then letters and digits)',
  },
  failed: {
    zh: '生成的代码未通过检查,共 {count} 处:{list}',
    en: 'The generated code failed its checks in {count} places: {list}',
  },
  subNeeded: {
    zh: '「{code}」是主子表模版:请选择子表模型和子表外键',
    en: '“{code}”: a master-detail template needs its detail model and foreign key',
  },
} as const;
