import { type DictKind, type DictRecord, dictKinds, type Page } from '@pharma/contract';
import type { Filters } from '../../../crud/api.ts';
import { getData, postData } from '../../../lib/http.ts';

/** What a dictionary form sends: no id adds, an id updates; no parentId (or '0') is a dictionary, else an entry. */
export interface DictBody {
  id?: string;
  parentId: string;
  code: string;
  dictKey?: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark?: string;
}

/** A dictionary as the layouts' page calls send it. */
export type DictPage = Page<DictRecord>;

/** The dictionary screens' calls under `/api/blade-system/dict` or `/api/blade-system/dict-biz`. */
export function dictApi(kind: DictKind) {
  const base = `/${dictKinds[kind].api}`;
  return {
    /** The tree: dictionaries (filtered by code / name) with their entries as `children`. */
    list: async (filters: Filters) => (await getData<DictRecord[] | null>(`${base}/list`, filters)) ?? [],
    parentList: (params: Filters & { current: number; size: number }) =>
      getData<DictPage>(`${base}/parent-list`, params),
    childList: (params: Filters & { parentId: string; current: number; size: number }) =>
      getData<DictPage>(`${base}/child-list`, params),
    detail: (id: string) => getData<DictRecord>(`${base}/detail`, { id }),
    submit: (body: DictBody) => postData<DictRecord>(`${base}/submit`, body),
    /** The ids go comma-joined in the query string. */
    remove: (ids: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: ids.join(',') } }),
  };
}
