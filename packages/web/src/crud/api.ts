import { crudCalls, type Page, type ResourceDef } from '@pharma/contract';
import { callApi } from '../lib/api.ts';

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

/**
 * The four BladeX calls every declared resource serves under `/api/${def.api}`, made through their declarations
 * (`crudCalls`): the same the server serves them from. A generic screen sees rows as CrudRecord.
 */
export function crudApi(def: ResourceDef) {
  const calls = crudCalls(def);
  return {
    list: async ({ current, size, filters }: ListParams) =>
      (await callApi(calls.list, {
        query: { ...filters, current: String(current), size: String(size) },
      })) as unknown as Page<CrudRecord>,
    detail: async (id: string) => (await callApi(calls.detail, { query: { id } })) as unknown as CrudRecord,
    /** No id inserts, an id updates (through the resource's own update call when it names one). */
    submit: async (body: Record<string, unknown>) =>
      (await callApi(calls.update && body.id ? calls.update : calls.submit, {
        body: body as never,
      })) as unknown as CrudRecord,
    /** The ids go comma-joined in the query string, not in a body. */
    remove: (ids: readonly string[]) => callApi(calls.remove, { query: { ids: ids.join(',') } }),
  };
}
