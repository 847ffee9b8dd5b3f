import { type DictKind, dictCodes, dictKinds, dictResource, type MenuNode, type ResourceDef } from '@pharma/contract';
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

/** The permission codes of a dictionary screen (the contract's): the menu code opens it, `<code>_add` … act. */
export { dictCodes };

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

/** The declared fields of a dictionary row, picked by key. */
const pickFields = (...keys: Array<keyof typeof dictResource.fields>) =>
  Object.fromEntries(keys.map((key) => [key, dictResource.fields[key]]));
/** The same, searched ("contains"). */
const searchFields = (...keys: Array<keyof typeof dictResource.fields>) =>
  Object.fromEntries(keys.map((key) => [key, { ...dictResource.fields[key], search: 'like' as const }]));

/**
 * The dictionary screens described the way the generic crud pieces read them, from the contract's dictResource:
 * `SearchForm` takes 字典编号 and 字典名称 (both "contains"), `ViewDialog` loads `<api>/detail` (which adds
 * `parentName`). The screens are hand-built, one per kind.
 */
export function dictDefs(kind: DictKind) {
  const base = { module: 'system', name: dictKinds[kind].code, title: kindNames[kind], api: dictKinds[kind].api };
  const search: ResourceDef = {
    ...base,
    table: kind === 'dict' ? 'blade_dict' : 'blade_dict_biz',
    fields: searchFields('code', 'dictValue'),
  };
  /** The entries of one dictionary, searched by key and label. */
  const childSearch: ResourceDef = {
    ...search,
    name: `${search.name}-child`,
    fields: searchFields('dictKey', 'dictValue'),
  };
  /** 查看 of a dictionary (a parent): no key, no parent. */
  const parentView: ResourceDef = { ...search, fields: pickFields('code', 'dictValue', 'sort', 'isSealed', 'remark') };
  /** 查看 of an entry: its dictionary's name, then its own fields. */
  const entryView: ResourceDef = {
    ...search,
    fields: pickFields('parentName', 'code', 'dictKey', 'dictValue', 'sort', 'isSealed', 'remark'),
  };
  return { search, childSearch, parentView, entryView };
}
