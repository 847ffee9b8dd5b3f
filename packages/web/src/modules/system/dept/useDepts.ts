import { deptResource } from '@pharma/contract';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { type DeptBody, type DeptFilters, deptApi } from './dept.api.ts';
import { lazyRows } from './lazyRows.ts';

/** Server state of the departments screen; every write refreshes everything under ['dept']. */

/**
 * The table's rows. Without a search: the top level, then one lazy-list call per department the user opens
 * (each level is its own query, so a write refreshes exactly the levels on screen). With a search: dept/list's
 * tree, every match with its ancestors.
 */
export function useDeptRows(filters: DeptFilters, expanded: readonly string[]) {
  const searching = Object.keys(filters).length > 0;
  const list = useQuery({
    queryKey: ['dept', 'list', filters],
    queryFn: async () => (await deptApi.list(filters)) ?? [],
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const parents = searching ? [] : ['0', ...expanded];
  const levels = useQueries({
    queries: parents.map((parentId) => ({
      queryKey: ['dept', 'lazy', parentId],
      queryFn: async () => (await deptApi.lazyList(parentId)) ?? [],
    })),
  });
  if (searching) return { rows: list.data ?? [], loading: list.isFetching };
  const loaded = new Map(parents.flatMap((parentId, i) => (levels[i]?.data ? [[parentId, levels[i].data]] : [])));
  return { rows: lazyRows(loaded), loading: levels.some((level) => level.isFetching) };
}

/**
 * The parent picker's tree (of the department's tenant: the platform administrator picks it); refetched on every
 * open so a department added meanwhile is there.
 */
export function useDeptTree(tenantId?: string) {
  return useQuery({
    queryKey: ['dept', 'tree', tenantId],
    queryFn: async () => (await deptApi.tree(tenantId)) ?? [],
    refetchOnMount: 'always',
  });
}

export function useDeptDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['dept', 'detail', id],
    queryFn: () => deptApi.detail(id!),
    enabled: Boolean(id),
    refetchOnMount: 'always',
  });
}

export function useDeptWrites() {
  const client = useQueryClient();
  // The dept folder's reads include the view dialog's detail (crud/ViewDialog).
  const invalidate = () =>
    Promise.all([client.invalidateQueries({ queryKey: ['dept'] }), invalidateFolders(client, deptResource.api)]);
  return {
    submit: useMutation({ mutationFn: (body: DeptBody) => deptApi.submit(body), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => deptApi.remove(ids), onSuccess: invalidate }),
  };
}
