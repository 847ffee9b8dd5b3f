import type { Page, ResourceDef } from '@pharma/contract';
import { getData, postData } from '../lib/http.ts';

/** A row as a generic screen sees it: the id, the declared fields and the audit times. */
export interface CrudRecord {
  id: string;
  createTime?: string;
  updateTime?: string;
  [field: string]: unknown;
}

/** BladeX list filters (`paramName`, `status_equal`, `createTime_dategt`, …). */
export type Filters = Record<string, string | number>;

export interface ListParams {
  current: number;
  size: number;
  filters: Filters;
}

/** The four BladeX calls every declared resource serves under `/api/${def.api}`. */
export function crudApi(def: Pick<ResourceDef, 'api'>) {
  const base = `/${def.api}`;
  return {
    list: ({ current, size, filters }: ListParams) =>
      getData<Page<CrudRecord>>(`${base}/list`, { ...filters, current, size }),
    detail: (id: string) => getData<CrudRecord>(`${base}/detail`, { id }),
    /** No id inserts, an id updates. */
    submit: (body: Record<string, unknown>) => postData<CrudRecord>(`${base}/submit`, body),
    /** The ids go comma-joined in the query string, not in a body. */
    remove: (ids: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: ids.join(',') } }),
  };
}
