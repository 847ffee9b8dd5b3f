import { type CallDef, crudCalls, type Page, type ResourceDef } from '@pharma/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invalidateCalls, useCall, useCallPage, useCallWrite } from '../lib/useCall.ts';
import { type CrudRecord, crudApi, type ListParams } from './api.ts';

/**
 * Server state of a CrudPage through lib/useCall: its reads are keyed by the resource's declared calls, and every
 * write refreshes what was read under the resource's folder (its lists and details).
 */

/** The resource's declared calls, made once per declaration. */
export function useCrudCalls(def: ResourceDef) {
  return useMemo(() => crudCalls(def), [def]);
}

/** The query of a resource's list call: the BladeX filters, then the page. */
export const crudListQuery = ({ current, size, filters }: ListParams) => ({
  ...filters,
  current: String(current),
  size: String(size),
});

export function useCrudList(def: ResourceDef, params: ListParams) {
  const calls = useCrudCalls(def);
  const list = useCallPage(calls.list, crudListQuery(params) as never);
  return list as Omit<typeof list, 'data'> & { data: Page<CrudRecord> | undefined };
}

export function useCrudDetail(def: ResourceDef, id: string | undefined) {
  const calls = useCrudCalls(def);
  const detail = useCall(calls.detail, { id: id ?? '' }, { enabled: Boolean(id) });
  return detail as Omit<typeof detail, 'data'> & { data: CrudRecord | undefined };
}

/** Saves and deletes; each refreshes the resource's folder and `refreshes` (reads elsewhere that show its rows). */
export function useCrudWrites(def: ResourceDef, refreshes: readonly CallDef[] = []) {
  const calls = useCrudCalls(def);
  const client = useQueryClient();
  const api = useMemo(() => crudApi(def), [def]);
  // The save goes through the resource's own update call when it names one: both live in the resource's folder.
  const submit = useMutation({
    mutationFn: api.submit,
    onSuccess: () => invalidateCalls(client, calls.submit, ...refreshes),
  });
  const remove = useCallWrite(calls.remove, {
    args: (ids: readonly string[]) => ({ query: { ids: ids.join(',') } }),
    invalidates: refreshes,
  });
  return { submit, remove };
}
