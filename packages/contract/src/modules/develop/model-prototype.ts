import { defineResource } from '../../kit/resource.ts';

/** A switch of the grid: 1 on, 0 off (BladeX's). */
const flag = (zh: string, en: string) => ({ type: 'integer' as const, optionalInApi: true, label: { zh, en } });

/**
 * 模型字段 (blade-develop/model-prototype, BladeX 4's `blade_model_prototype`): one row per column of a model, with
 * what the generated screen does with it (list, form, whole row, required, query and its operator, component,
 * dictionary). Edited in 数据模型设计's 数据库模型配置 grid; no screen of its own.
 */
export const modelPrototypeResource = defineResource({
  module: 'tool',
  name: 'model_prototype',
  title: { zh: '模型字段', en: 'Model columns' },
  api: 'blade-develop/model-prototype',
  table: 'blade_model_prototype',
  tenant: false,
  administratorOnly: true,
  sort: [['id', 'asc']],
  fields: {
    modelId: {
      type: 'id',
      search: true,
      label: { zh: '数据模型', en: 'Model' },
      required: { zh: '请选择数据模型', en: 'Please choose the model' },
    },
    jdbcName: {
      type: 'string',
      max: 50,
      label: { zh: '物理列名', en: 'Column' },
      required: { zh: '请输入物理列名', en: 'Please enter the column' },
    },
    jdbcType: { type: 'string', max: 50, label: { zh: '物理类型', en: 'Column type' } },
    // BladeX's entity calls it jdbcComment; its column is `comment`.
    jdbcComment: { type: 'string', max: 500, column: 'comment', label: { zh: '字段说明', en: 'Description' } },
    propertyName: {
      type: 'string',
      max: 50,
      label: { zh: '实体列名', en: 'Property' },
      required: { zh: '请输入实体列名', en: 'Please enter the property' },
    },
    propertyType: { type: 'string', max: 20, label: { zh: '实体类型', en: 'Property type' } },
    propertyEntity: { type: 'string', max: 500, list: false, label: { zh: '实体类', en: 'Property class' } },
    isList: flag('列表显示', 'In list'),
    isForm: flag('表单显示', 'In form'),
    isRow: flag('独占一行', 'Whole row'),
    isRequired: flag('必填', 'Required'),
    componentType: { type: 'string', max: 50, label: { zh: '组件类型', en: 'Component' } },
    dictCode: { type: 'string', max: 50, label: { zh: '字典编码', en: 'Dictionary' } },
    validateType: { type: 'string', max: 50, list: false, label: { zh: '校验类型', en: 'Validation' } },
    isQuery: flag('查询配置', 'Searchable'),
    queryType: { type: 'string', max: 50, label: { zh: '查询类型', en: 'Search operator' } },
  },
});

/** The components 组件类型 offers (BladeX's), the property types 实体类型 offers, and 查询类型's operators. */
export const prototypeComponents = [
  'input',
  'textarea',
  'editor',
  'select',
  'tree',
  'radio',
  'checkbox',
  'switch',
  'date',
] as const;
export const prototypePropertyTypes = ['String', 'Integer', 'Long', 'Double', 'BigDecimal', 'Boolean', 'Date'] as const;
export const prototypeQueryTypes = [
  'equal',
  'notequal',
  'gt',
  'ge',
  'lt',
  'le',
  'between',
  'like',
  'likeleft',
  'likeright',
] as const;

/** What the defaults read of a catalogue column (model.calls.ts's `catalogueColumn`). */
export interface CatalogueColumnLike {
  name: string;
  type: string;
  comment: string;
  nullable: boolean;
  defaultValue: string | null;
  primaryKey: boolean;
  propertyName: string;
  propertyType: string;
}

/** Columns the kit keeps itself (the audit block, the key, the tenant): off the generated list and form. */
const keptByKit = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);

/**
 * A catalogue column as a new row of 数据库模型配置, with the defaults Saber's grid gives it on a first load: in the
 * list and the form, not a whole row, not required (unless NOT NULL without a default), not searched, an input;
 * the columns the kit keeps start off the list and the form.
 */
export function prototypeOf(modelId: string, column: CatalogueColumnLike) {
  const own = !keptByKit.has(column.name.toLowerCase());
  return {
    modelId,
    jdbcName: column.name,
    jdbcType: column.type.slice(0, 50),
    jdbcComment: column.comment.slice(0, 500),
    propertyName: column.propertyName,
    propertyType: column.propertyType,
    propertyEntity:
      column.propertyType === 'BigDecimal'
        ? 'java.math.BigDecimal'
        : column.propertyType === 'Date'
          ? 'java.util.Date'
          : `java.lang.${column.propertyType}`,
    isList: own ? 1 : 0,
    isForm: own ? 1 : 0,
    isRow: 0,
    isRequired: own && !column.nullable && column.defaultValue === null && !column.primaryKey ? 1 : 0,
    componentType: 'input',
    dictCode: '',
    isQuery: 0,
    queryType: 'equal',
  };
}
