import { type DictBodyIn, type DictKind, dictCalls } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';

/** What a dictionary form sends: no id adds, an id updates; no parentId (or '0') is a dictionary, else an entry. */
export type DictBody = DictBodyIn & { code: string };

/** A list's query as the address carries it: every value as text. */
export const asQuery = (values: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** The dictionary screens' writes (their reads are useDicts.ts's, keyed by the calls) under `/api/blade-system/dict` or `/api/blade-system/dict-biz`, as declared. */
export function dictApi(kind: DictKind) {
  const calls = dictCalls[kind];
  return {
    submit: (body: DictBody) => callApi(calls.submit, { body }),
    /** The ids go comma-joined in the query string. */
    remove: (ids: readonly string[]) => callApi(calls.remove, { query: { ids: ids.join(',') } }),
  };
}
