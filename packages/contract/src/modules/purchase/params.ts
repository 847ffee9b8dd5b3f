import { z } from 'zod';
import { decimalText, idValue, tenantIdValue, wholeNumber, zodMessage } from '../../kit/schema.ts';
import type { Text } from '../../kit/text.ts';

/** The parameter framework's messages (docs/domain.md §2.3). */
export const paramMessages = {
  pageMissing: { zh: '参数页面不存在', en: 'The parameter page does not exist' },
  pageOfOtherTenant: {
    zh: '参数页面“{name}”属于租户 {page}，货主属于租户 {shipper}：请选择同一租户的货主和页面',
    en: 'The parameter page "{name}" belongs to tenant {page} and the shipper to tenant {shipper}: choose a shipper and a page of one tenant',
  },
  pageCodeRequired: { zh: '请输入页面编码', en: 'Please enter the page code' },
  pageCodeFormat: {
    zh: '页面编码只能包含大写字母、数字和下划线，且以字母开头',
    en: 'The page code takes capital letters, digits and underscores, starting with a letter',
  },
  pageCodeTaken: { zh: '页面编码已存在', en: 'This page code already exists' },
  pageNameRequired: { zh: '请输入页面名称', en: 'Please enter the page name' },
  categoryInvalid: { zh: '页面分类只能是采购、销售或消息', en: 'The category must be purchase, sales or message' },
  statusInvalid: { zh: '页面状态只能是草稿或发布', en: 'The status must be draft or published' },
  pageNotPublished: {
    zh: '参数页面尚未发布，不能保存参数值',
    en: 'The parameter page is not published: its values cannot be saved',
  },
  pageHasValues: {
    zh: '参数页面“{name}”已有货主保存了参数值，不能删除',
    en: 'Shippers have saved values on the page "{name}": it cannot be removed',
  },
  shipperRequired: { zh: '请选择货主', en: 'Please choose the shipper' },
  shipperMissing: { zh: '货主不存在', en: 'The shipper does not exist' },
  typenameRequired: { zh: '请输入分组名称', en: 'Please enter the group name' },
  typenameMissing: { zh: '页面中没有分组“{typename}”', en: 'The page has no group "{typename}"' },
  paramKeyRequired: { zh: '请输入参数键', en: 'Please enter the parameter key' },
  paramKeyFormat: {
    zh: '参数键只能包含字母、数字和下划线，且以字母开头',
    en: 'The parameter key takes letters, digits and underscores, starting with a letter',
  },
  paramKeyTaken: { zh: '本页面已有参数键“{key}”', en: 'The page already has the parameter key "{key}"' },
  paramNameRequired: { zh: '请输入参数名称', en: 'Please enter the parameter name' },
  valueTypeInvalid: { zh: '请选择值类型', en: 'Please choose the value type' },
  componentInvalid: { zh: '请选择控件类型', en: 'Please choose the component type' },
  componentMismatch: {
    zh: '控件类型“{component}”不适用于值类型“{type}”',
    en: 'The component "{component}" does not suit the value type "{type}"',
  },
  dictTypeRequired: {
    zh: '枚举类型的参数必须指定字典编码',
    en: 'An enumerated parameter needs a dictionary code',
  },
  dictTypeMissing: { zh: '字典“{code}”不存在', en: 'The dictionary "{code}" does not exist' },
  boundsReversed: { zh: '最小值不能大于最大值', en: 'The minimum cannot exceed the maximum' },
  badDefault: { zh: '默认值无效：{reason}', en: 'The default value is not valid: {reason}' },
  definitionMissing: { zh: '参数定义不存在', en: 'The parameter definition does not exist' },
  valuesRequired: { zh: '请提供参数值', en: 'Please give the parameter values' },
  unknownKey: { zh: '页面中没有参数“{key}”', en: 'The page has no parameter "{key}"' },
  notInSection: {
    zh: '参数“{key}”不属于分组“{typename}”',
    en: 'The parameter "{key}" is not in the group "{typename}"',
  },
  requiredEmpty: { zh: '{name}不能为空', en: '{name} is required' },
  notInteger: { zh: '{name}必须是整数', en: '{name} must be a whole number' },
  notDecimal: { zh: '{name}必须是数字', en: '{name} must be a number' },
  tooSmall: { zh: '{name}不能小于{min}', en: '{name} cannot be below {min}' },
  tooLarge: { zh: '{name}不能大于{max}', en: '{name} cannot exceed {max}' },
  notBoolean: { zh: '{name}只能是是或否', en: '{name} must be true or false' },
  notDate: { zh: '{name}必须是日期 yyyy-MM-dd', en: '{name} must be a date yyyy-MM-dd' },
  notTime: { zh: '{name}必须是时间 HH:mm', en: '{name} must be a time HH:mm' },
  notOption: { zh: '{name}的值“{value}”不在可选项中', en: 'The value "{value}" of {name} is not one of its options' },
  tooLongValue: { zh: '{name}最多500个字', en: '{name} takes at most 500 characters' },
  attrCodeRequired: { zh: '请输入属性编码', en: 'Please enter the attribute code' },
  attrCodeFormat: {
    zh: '属性编码只能包含字母、数字和下划线，且以字母开头',
    en: 'The attribute code takes letters, digits and underscores, starting with a letter',
  },
  attrCodeRepeated: { zh: '属性编码“{code}”重复', en: 'The attribute code "{code}" appears twice' },
  attrNameRequired: { zh: '请输入属性名称', en: 'Please enter the attribute name' },
  targetInvalid: {
    zh: '适用对象只能是商品、计划明细或合同',
    en: 'The target must be goods, plan line or contract',
  },
} satisfies Record<string, Text>;
const m = paramMessages;

export const paramValueTypes = ['STRING', 'INT', 'DECIMAL', 'BOOL', 'DATE', 'TIME', 'ENUM', 'MULTI_ENUM'] as const;
export type ParamValueType = (typeof paramValueTypes)[number];
export const paramComponentTypes = ['input', 'number', 'switch', 'select', 'checkbox', 'date', 'time'] as const;
export type ParamComponentType = (typeof paramComponentTypes)[number];
/** Which components can edit which value type. */
export const componentsFor: Record<ParamValueType, readonly ParamComponentType[]> = {
  STRING: ['input'],
  INT: ['number', 'input'],
  DECIMAL: ['number', 'input'],
  BOOL: ['switch', 'checkbox'],
  DATE: ['date'],
  TIME: ['time'],
  ENUM: ['select'],
  MULTI_ENUM: ['checkbox', 'select'],
};
export const setPageCategories = ['purchase', 'sales', 'message'] as const;
export const attributeTargets = ['GOODS', 'PLAN_LINE', 'CONTRACT'] as const;

const required = (message: Text, max: number) =>
  z
    .string({ error: zodMessage(message) })
    .trim()
    .min(1, { error: zodMessage(message) })
    .max(max, { error: zodMessage(message) });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const sortMessage = zodMessage({
  zh: '排序必须是0到99999的整数',
  en: 'The sort must be a whole number from 0 to 99999',
});
const intIn = (min: number, max: number, error = sortMessage) => {
  return wholeNumber(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }), error);
};
const code = (requiredMessage: Text, format: Text, pattern: RegExp, max: number) =>
  required(requiredMessage, max).regex(pattern, { error: zodMessage(format) });

export const pageIdValue = idValue(zodMessage(m.pageMissing));
export const shipperIdValue = idValue(zodMessage(m.shipperRequired));

/** 参数页面 as the API sends it. */
export const setPageRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  tenantName: z.string().optional(),
  pageCode: z.string(),
  pageName: z.string(),
  category: z.string(),
  sort: z.number(),
  status: z.number().describe('0 草稿 · 1 发布'),
  remark: z.string().nullable(),
  paramCount: z.number().describe('live parameter definitions'),
  createTime: z.string(),
  updateTime: z.string(),
});
export type SetPageRecord = z.output<typeof setPageRecord>;

export const setPageBody = z.object(
  {
    id: idValue().optional(),
    tenantId: tenantIdValue().nullable().optional().describe('platform administrator: the tenant to add to'),
    pageCode: code(m.pageCodeRequired, m.pageCodeFormat, /^[A-Z][A-Z0-9_]*$/, 50),
    pageName: required(m.pageNameRequired, 50),
    category: z.enum(setPageCategories, { error: zodMessage(m.categoryInvalid) }).default('purchase'),
    sort: intIn(0, 99_999).optional().default(0),
    status: z
      .union([z.literal(0), z.literal(1), z.literal('0').transform(() => 0), z.literal('1').transform(() => 1)], {
        error: zodMessage(m.statusInvalid),
      })
      .optional()
      .default(0),
    remark: optionalText(500),
  },
  { error: zodMessage(m.pageCodeRequired) },
);
export type SetPageBody = z.output<typeof setPageBody>;

/** One parameter definition (参数定义) as the API sends it. */
export const paramDefRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  pageId: z.string(),
  typename: z.string(),
  paramKey: z.string(),
  paramName: z.string(),
  valueType: z.enum(paramValueTypes),
  componentType: z.enum(paramComponentTypes),
  dictType: z.string().nullable(),
  defaultValue: z.string().nullable(),
  required: z.boolean(),
  minValue: z.string().nullable(),
  maxValue: z.string().nullable(),
  unit: z.string().nullable(),
  helpText: z.string().nullable(),
  sort: z.number(),
});
export type ParamDefRecord = z.output<typeof paramDefRecord>;

const bound = decimalText(4, zodMessage(m.notDecimal), zodMessage(m.notDecimal));

export const paramDefBody = z.object(
  {
    id: idValue().optional(),
    pageId: pageIdValue,
    typename: required(m.typenameRequired, 50),
    paramKey: code(m.paramKeyRequired, m.paramKeyFormat, /^[A-Za-z][A-Za-z0-9_]*$/, 60),
    paramName: required(m.paramNameRequired, 60),
    valueType: z.enum(paramValueTypes, { error: zodMessage(m.valueTypeInvalid) }),
    componentType: z.enum(paramComponentTypes, { error: zodMessage(m.componentInvalid) }),
    dictType: optionalText(50),
    defaultValue: optionalText(200),
    required: z.boolean().optional().default(false),
    minValue: bound
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    maxValue: bound
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    unit: optionalText(10),
    helpText: optionalText(200),
    sort: intIn(0, 99_999).optional().default(0),
  },
  { error: zodMessage(m.paramKeyRequired) },
);
export type ParamDefBody = z.output<typeof paramDefBody>;

/** A definition with the shipper's value: the saved one, else the default. */
export const paramValueRecord = paramDefRecord.extend({
  paramValue: z.string().nullable().describe('the saved value, else the default'),
  saved: z.boolean().describe('whether the shipper saved a value'),
});
export type ParamValueRecord = z.output<typeof paramValueRecord>;

/** Values by parameter key; numbers and booleans are taken as their text, a list (MULTI_ENUM) joined by commas. */
export const paramValuesMap = z.record(
  z.string().max(60),
  z
    .union([
      z.string().max(500),
      z.number(),
      z.boolean(),
      z.array(z.union([z.string().max(50), z.number()])).max(100),
      z.null(),
    ])
    .transform((v) => (v === null ? '' : Array.isArray(v) ? v.map(String).join(',') : String(v))),
  { error: zodMessage(m.valuesRequired) },
);

export const saveValuesBody = z.object(
  { pageId: pageIdValue, shipperId: shipperIdValue, values: paramValuesMap },
  { error: zodMessage(m.valuesRequired) },
);
export const saveValuesByCategoryBody = saveValuesBody.extend({ typename: required(m.typenameRequired, 50) });

/** 扩展属性 as the API sends it. */
export const paramAttributeRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  shipperId: z.string(),
  attrCode: z.string(),
  attrName: z.string(),
  valueType: z.enum(paramValueTypes),
  dictType: z.string().nullable(),
  targetEntity: z.enum(attributeTargets),
  required: z.boolean(),
  visibleInList: z.boolean(),
  sort: z.number(),
  enabled: z.boolean(),
});
export type ParamAttributeRecord = z.output<typeof paramAttributeRecord>;

export const paramAttributeInput = z.object({
  id: idValue().optional().describe('ignored: rows are matched by attrCode'),
  attrCode: code(m.attrCodeRequired, m.attrCodeFormat, /^[A-Za-z][A-Za-z0-9_]*$/, 50),
  attrName: required(m.attrNameRequired, 50),
  valueType: z.enum(paramValueTypes, { error: zodMessage(m.valueTypeInvalid) }),
  dictType: optionalText(50),
  targetEntity: z
    .enum(attributeTargets, { error: zodMessage(m.targetInvalid) })
    .optional()
    .default('GOODS'),
  required: z.boolean().optional().default(false),
  visibleInList: z.boolean().optional().default(true),
  sort: intIn(0, 99_999).optional(),
  enabled: z.boolean().optional().default(true),
});
export const saveAttributesBody = z.object(
  { shipperId: shipperIdValue, list: z.array(paramAttributeInput).max(200) },
  { error: zodMessage(m.shipperRequired) },
);
export type SaveAttributesBody = z.output<typeof saveAttributesBody>;
