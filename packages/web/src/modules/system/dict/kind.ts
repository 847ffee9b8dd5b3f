import { type DictKind, dictKinds, type FieldDef, type MenuNode, type ResourceDef, type Text } from '@pharma/contract';
import { can, type PermissionMap } from '../../../lib/permission.ts';
import { dictTexts } from './dict.texts.ts';

/** The two dictionaries in the order the kind switch offers them. */
export const allKinds: readonly DictKind[] = ['dict', 'biz'];

/** 系统字典 / 业务字典. */
export const kindNames = { dict: dictTexts.system, biz: dictTexts.business } as const;

/** /system/dictbiz shows the business dictionary; /system/dict the system one. */
export function kindOfPath(pathname: string): DictKind {
  return /\/dictbiz\/?$/.test(pathname) ? 'biz' : 'dict';
}

/** The permission codes of a dictionary screen: the menu code opens it, `<code>_add` … act. */
export function dictCodes(kind: DictKind) {
  const code = dictKinds[kind].code;
  return { menu: code, add: `${code}_add`, edit: `${code}_edit`, delete: `${code}_delete`, view: `${code}_view` };
}

function menuHolds(nodes: readonly MenuNode[] | null | undefined, code: string): boolean {
  return (nodes ?? []).some((node) => node.code === code || menuHolds(node.children, code));
}

/**
 * The kinds the user may manage: its menu holds the dictionary's screen, or it holds one of its button codes.
 * The layout routes are open to every signed-in user; this keeps them from offering a list the server would refuse.
 */
export function heldKinds(menu: readonly MenuNode[] | null | undefined, permission: PermissionMap): DictKind[] {
  return allKinds.filter((kind) => {
    const codes = dictCodes(kind);
    return (
      menuHolds(menu, codes.menu) ||
      [codes.add, codes.edit, codes.delete, codes.view].some((code) => can(permission, code))
    );
  });
}

const string = (label: Text, search = false): FieldDef => ({
  type: 'string',
  label,
  ...(search ? { search: 'like' } : {}),
});

/**
 * The dictionary screens described the way the generic crud pieces read them: `SearchForm` takes 字典编号 and
 * 字典名称 (both "contains"), `ViewDialog` loads `<api>/detail` (which adds `parentName`). Not a declared resource:
 * the screens are hand-built.
 */
export function dictDefs(kind: DictKind) {
  const base = { module: 'system', name: dictKinds[kind].code, title: kindNames[kind], api: dictKinds[kind].api };
  const search: ResourceDef = {
    ...base,
    table: kind === 'dict' ? 'blade_dict' : 'blade_dict_biz',
    fields: { code: string(dictTexts.code, true), dictValue: string(dictTexts.dictValue, true) },
  };
  /** The entries of one dictionary, searched by key and label. */
  const childSearch: ResourceDef = {
    ...search,
    name: `${search.name}-child`,
    fields: { dictKey: string(dictTexts.dictKey, true), dictValue: string(dictTexts.dictValue, true) },
  };
  const sealed = { type: 'integer' as const, label: dictTexts.isSealed, dict: 'is_sealed' };
  const remark = { type: 'text' as const, label: dictTexts.remark };
  /** 查看 of a dictionary (a parent): no key, no parent. */
  const parentView: ResourceDef = {
    ...search,
    fields: {
      code: string(dictTexts.code),
      dictValue: string(dictTexts.dictValue),
      sort: { type: 'integer', label: dictTexts.sort },
      isSealed: sealed,
      remark,
    },
  };
  /** 查看 of an entry: its dictionary's name, then its own fields. */
  const entryView: ResourceDef = {
    ...search,
    fields: {
      parentName: string(dictTexts.parent),
      code: string(dictTexts.code),
      dictKey: string(dictTexts.dictKey),
      dictValue: string(dictTexts.dictValue),
      sort: { type: 'integer', label: dictTexts.sort },
      isSealed: sealed,
      remark,
    },
  };
  return { search, childSearch, parentView, entryView };
}
