import { type DictKind, defineResource, dictKinds, say, submitSchema, type Text } from '@pharma/contract';
import { z } from 'zod';
import { dict, dictBiz } from './dict.table.ts';

/**
 * What differs between the two dictionaries: the table, whether rows belong to a tenant, and the codes of the
 * screen (`dict`, `dict_add`, … / `dict_biz`, `dict_biz_add`, …). Everything else is one service.
 */
export interface DictKindDef {
  kind: DictKind;
  /** Typed as the system table: the business one has the same columns plus `tenant_id` (see `tenantColumn`). */
  table: typeof dict;
  /** Rows carry `tenant_id`: every query is scoped to the caller's tenant. */
  tenant: boolean;
  /** The system dictionary's seeded labels read in the caller's language (`seededEnglish`). */
  localized: boolean;
  api: string;
  title: Text;
  codes: { menu: string; add: string; edit: string; delete: string };
}

const codesOf = (code: string) => ({
  menu: code,
  add: `${code}_add`,
  edit: `${code}_edit`,
  delete: `${code}_delete`,
});

export const dictKindDefs: Record<DictKind, DictKindDef> = {
  dict: {
    kind: 'dict',
    table: dict,
    tenant: false,
    localized: true,
    api: dictKinds.dict.api,
    title: { zh: '字典管理', en: 'Dictionaries' },
    codes: codesOf(dictKinds.dict.code),
  },
  biz: {
    kind: 'biz',
    table: dictBiz as unknown as typeof dict,
    tenant: true,
    localized: false,
    api: dictKinds.biz.api,
    title: { zh: '业务字典', en: 'Business dictionaries' },
    codes: codesOf(dictKinds.biz.code),
  },
};

/** The business table's `tenant_id` (the alias of a table keeps its columns, so this works on aliases too). */
export const tenantColumn = (table: typeof dict) => (table as unknown as typeof dictBiz).tenantId;

/** The messages the contract leaves to the server. */
export const dictRuleMessages = {
  badSealed: { zh: '封存只能是否(0)或是(1)', en: 'Sealed must be 0 (no) or 1 (yes)' },
  badSort: {
    zh: '字典排序须为 -2147483648 到 2147483647 之间的整数',
    en: 'The order must be a whole number between -2147483648 and 2147483647',
  },
  topLevel: { zh: '顶级', en: 'Top level' },
} satisfies Record<string, Text>;

/**
 * The form, declared like a resource so the CRUD kit's schema checks types and lengths with worded messages.
 * Nothing is `required` here: which fields are depends on whether the row is a dictionary or an entry, so the
 * service checks them (in the form's order).
 */
const dictForm = defineResource({
  module: 'system',
  name: 'dictForm',
  title: { zh: '字典', en: 'Dictionary' },
  api: 'blade-system/dict',
  table: 'blade_dict',
  fields: {
    parentId: { type: 'id', label: { zh: '上级字典', en: 'Parent dictionary' } },
    code: { type: 'string', max: 255, label: { zh: '字典编号', en: 'Dictionary code' } },
    dictValue: { type: 'string', max: 255, label: { zh: '字典名称', en: 'Dictionary name' } },
    dictKey: { type: 'string', max: 255, label: { zh: '字典键值', en: 'Dictionary key' } },
    sort: { type: 'integer', label: { zh: '字典排序', en: 'Order' } },
    isSealed: { type: 'integer', label: { zh: '封存', en: 'Sealed' } },
    remark: { type: 'string', max: 255, label: { zh: '备注', en: 'Remark' } },
  },
});

// BladeX's keys are integers and its screens send them as numbers: a number key is taken as its text.
const dictKeyValue = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({
      error: say({ zh: '字典键值格式不正确', en: 'Dictionary key is not valid' }),
    })
    .trim()
    .max(255, {
      error: say({
        zh: '字典键值不能超过255个字符',
        en: 'Dictionary key must be at most 255 characters',
      }),
    }),
);

export const dictBody = (submitSchema(dictForm) as unknown as z.ZodObject<z.ZodRawShape>).safeExtend({
  dictKey: dictKeyValue.nullable().optional(),
});

export interface DictInput {
  id?: string;
  parentId?: string | null;
  code?: string | null;
  dictKey?: string | null;
  dictValue?: string | null;
  sort?: number | null;
  isSealed?: number | null;
  remark?: string | null;
}

export const codePattern = /^[A-Za-z0-9_]+$/;
export const int32 = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;
export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** `%part%` for ILIKE, with the pattern characters of the user's text taken literally. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
