import { type DictBodyIn, type DictKind, dictCalls } from '@pharma/contract';
import type { Filters } from '../../../crud/api.ts';
import { callApi } from '../../../lib/api.ts';

/** What a dictionary form sends: no id adds, an id updates; no parentId (or '0') is a dictionary, else an entry. */
export type DictBody = DictBodyIn & { code: string };

/** A list's query as the address carries it: every value as text. */
const asQuery = (values: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** The dictionary screens' calls under `/api/blade-system/dict` or `/api/blade-system/dict-biz`, as declared. */
export function dictApi(kind: DictKind) {
  const calls = dictCalls[kind];
  return {
    /** The tree: dictionaries (filtered by code / name) with their entries as `children`. */
    list: async (filters: Filters) => (await callApi(calls.list, { query: asQuery(filters) })) ?? [],
    parentList: (query: Filters & { current: number; size: number }) =>
      callApi(calls.parentList, { query: asQuery(query) }),
    childList: (query: Filters & { parentId: string }) => callApi(calls.childList, { query: asQuery(query) }),
    detail: (id: string) => callApi(calls.detail, { query: { id } }),
    submit: (body: DictBody) => callApi(calls.submit, { body }),
    /** The ids go comma-joined in the query string. */
    remove: (ids: readonly string[]) => callApi(calls.remove, { query: { ids: ids.join(',') } }),
  };
}
