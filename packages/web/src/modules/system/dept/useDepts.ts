import { deptCalls } from '@pharma/contract';
import { useMutation, useQueries } from '@tanstack/react-query';
import { callKey } from '../../../lib/api.ts';
import { useCall, useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { type DeptBody, type DeptFilters, deptApi } from './dept.api.ts';
import { lazyRows } from './lazyRows.ts';

/**
 * Server state of the departments screen, keyed by the declared calls (lib/useCall.ts); every write refreshes what is
 * read under 部门管理's folder (the view dialog's detail too).
 */

/**
 * The table's rows. Without a search: the top level, then one lazy-list call per department the user opens
 * (each level is its own query, so a write refreshes exactly the levels on screen). With a search: dept/list's
 * tree, every match with its ancestors.
 */
export function useDeptRows(filters: DeptFilters, expanded: readonly string[]) {
  const searching = Object.keys(filters).length > 0;
  const list = useCallPage(deptCalls.list, filters, { enabled: searching });
  const parents = searching ? [] : ['0', ...expanded];
  const levels = useQueries({
    queries: parents.map((parentId) => ({
      queryKey: callKey(deptCalls.lazyList, { parentId }),
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
export const useDeptTree = (tenantId?: string) =>
  useCall(deptCalls.tree, tenantId ? { tenantId } : {}, { refetchOnMount: 'always' });

export const useDeptDetail = (id: string | undefined) =>
  useCall(deptCalls.detail, { id: id ?? '' }, { enabled: Boolean(id), refetchOnMount: 'always' });

export function useDeptWrites() {
  const refresh = useInvalidate();
  const invalidate = () => refresh(deptCalls.list);
  return {
    submit: useMutation({ mutationFn: (body: DeptBody) => deptApi.submit(body), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => deptApi.remove(ids), onSuccess: invalidate }),
  };
}
