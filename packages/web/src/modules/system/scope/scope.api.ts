import type { ApiScope, apiScopeCalls, DataScope, dataScopeCalls, ReplyOf } from '@pharma/contract';
import { callApi } from '../../../lib/api.ts';
import type { ScopeBody } from './kind.ts';

/** A data or API scope as its list sends it; the kind-specific fields ride along (scopeColumn, scopePath, …). */
export type Scope = DataScope | ApiScope;
/** What a data scope may filter (data-scope/targets): a resource, its name in the caller's language, its columns. */
export type ScopeTarget = ReplyOf<typeof dataScopeCalls.targets>[number];
/** One kind's four calls, as @pharma/contract declares them. */
export type ScopeCalls = typeof dataScopeCalls | typeof apiScopeCalls;

export interface ScopePaging {
  current: number;
  size: number;
}

/** The writes of one kind (its list is read through useCall, useScopes.ts), under `blade-system/data-scope` or `blade-system/api-scope`. */
export function scopeApi(calls: ScopeCalls) {
  return {
    submit: (body: ScopeBody) => callApi(calls.submit, { body }),
    /** BladeX batch calls take their ids comma-joined in the query string. */
    remove: (ids: readonly string[]) => callApi(calls.remove, { query: { ids: ids.join(',') } }),
  };
}
