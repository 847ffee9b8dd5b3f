/**
 * BladeX list filters: a query key is `<field>` or `<field>_<suffix>`. A bare key means "contains".
 * Shared so that the server and the screens agree on what a key means.
 */
export const filterSuffixes = [
  'equal',
  'notequal',
  'like',
  'likeleft',
  'likeright',
  'notlike',
  'ge',
  'le',
  'gt',
  'lt',
  'datege',
  'dategt',
  'dateequal',
  'datele',
  'datelt',
  'null',
  'notnull',
  'ignore',
] as const;

export type FilterOp = (typeof filterSuffixes)[number];

export interface ParsedFilter {
  field: string;
  op: FilterOp;
}

const suffixSet = new Set<string>(filterSuffixes);

/** `createTime_dategt` → {field: 'createTime', op: 'dategt'}; `paramName` → {field: 'paramName', op: 'like'}. */
export function parseFilterKey(key: string): ParsedFilter {
  const at = key.lastIndexOf('_');
  if (at > 0) {
    const suffix = key.slice(at + 1);
    if (suffixSet.has(suffix)) return { field: key.slice(0, at), op: suffix as FilterOp };
  }
  return { field: key, op: 'like' };
}

/** Date filters take `yyyy-MM-dd HH:mm:ss` (or just the date). */
export const dateTimePattern = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
