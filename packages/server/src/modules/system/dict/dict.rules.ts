import { type DictBody, type DictKind, dictCodes, dictKinds, type Text } from '@pharma/contract';
import { dict, dictBiz } from './dict.table.ts';

/**
 * What differs between the two dictionaries: the table, whether rows belong to a tenant, and the codes of the
 * screen (`dict`, `dict_add`, … / `dict_biz`, `dict_biz_add`, …). Everything else is one service.
 */
export interface DictKindDef {
  kind: DictKind;
  /** Typed as the system table: the business one has the same columns plus `tenant_id`. */
  table: typeof dict;
  /** Rows carry `tenant_id`: every query is scoped to the caller's tenant. */
  tenant: boolean;
  /** The system dictionary's seeded labels read in the caller's language (`seededEnglish`). */
  localized: boolean;
  api: string;
  title: Text;
  codes: { menu: string; add: string; edit: string; delete: string };
}

export const dictKindDefs: Record<DictKind, DictKindDef> = {
  dict: {
    kind: 'dict',
    table: dict,
    tenant: false,
    localized: true,
    api: dictKinds.dict.api,
    title: dictKinds.dict.title,
    codes: dictCodes('dict'),
  },
  biz: {
    kind: 'biz',
    table: dictBiz as unknown as typeof dict,
    tenant: true,
    localized: false,
    api: dictKinds.biz.api,
    title: dictKinds.biz.title,
    codes: dictCodes('biz'),
  },
};

/** The messages the contract leaves to the server. */
export const dictRuleMessages = {
  badSealed: { zh: '封存只能是否(0)或是(1)', en: 'Sealed must be 0 (no) or 1 (yes)' },
  badSort: {
    zh: '字典排序须为 -2147483648 到 2147483647 之间的整数',
    en: 'The order must be a whole number between -2147483648 and 2147483647',
  },
  topLevel: { zh: '顶级', en: 'Top level' },
} satisfies Record<string, Text>;

/** A submit as its declaration (dictBody in @pharma/contract) parsed it. */
export type DictInput = DictBody;

export const codePattern = /^[A-Za-z0-9_]+$/;
export const int32 = (n: number) => Number.isInteger(n) && n >= -2147483648 && n <= 2147483647;
export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** `%part%` for ILIKE, with the pattern characters of the user's text taken literally. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
