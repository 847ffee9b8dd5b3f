import type { Page } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** A data or API scope as its list sends it; the kind-specific fields ride along (scopeColumn, scopePath, …). */
export interface Scope {
  id: string;
  menuId: string;
  scopeName: string;
  resourceCode: string | null;
  scopeType: number;
  scopeTypeName?: string;
  remark: string | null;
  [field: string]: unknown;
}

/** What a data scope may filter (data-scope/targets): a resource, its name in the caller's language, its columns. */
export interface ScopeTarget {
  code: string;
  name: string;
  columns: string[];
}

export interface ScopePaging {
  current: number;
  size: number;
}

/** The four calls of one kind, under `/blade-system/data-scope` or `/blade-system/api-scope`. */
export function scopeApi(base: string) {
  return {
    list: (menuId: string, paging: ScopePaging) => getData<Page<Scope>>(`${base}/list`, { menuId, ...paging }),
    submit: (body: Record<string, unknown>) => postData<Scope>(`${base}/submit`, body),
    remove: (ids: readonly string[]) => postData<unknown>(`${base}/remove`, null, { params: { ids: ids.join(',') } }),
  };
}

export const dataScopeTargets = () => getData<ScopeTarget[] | null>('/blade-system/data-scope/targets');
