import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GrantBody, type RoleBody, type RoleFilters, roleApi } from './api.ts';

/** Server state of the roles screen; every write invalidates everything under ['role']. */

export function useRoleList(filters: RoleFilters) {
  return useQuery({
    queryKey: ['role', 'list', filters],
    queryFn: async () => (await roleApi.list(filters)) ?? [],
    // A new search keeps the old tree on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** The parent picker's tree; refetched on every open so a role added meanwhile is there. */
export function useRoleTree() {
  return useQuery({
    queryKey: ['role', 'tree'],
    queryFn: async () => (await roleApi.tree()) ?? [],
    refetchOnMount: 'always',
  });
}

/**
 * The grant dialog's two reads. Both refetch on open (`refetchOnMount: 'always'`) and the dialog waits for
 * `isFetchedAfterMount`, so the pre-checked menus are never a cached answer from before the last grant.
 */
export function useGrantData(roleIds: readonly string[]) {
  const single = roleIds.length === 1;
  const tree = useQuery({
    queryKey: ['role', 'grant-tree'],
    queryFn: async () => (await roleApi.grantTree()) ?? { menu: [], dataScope: [], apiScope: [] },
    refetchOnMount: 'always',
  });
  // Several roles may hold different menus: the dialog starts empty for them instead of showing a mixture.
  const keys = useQuery({
    queryKey: ['role', 'grant-keys', roleIds],
    queryFn: async () => (await roleApi.grantKeys(roleIds)) ?? { menu: [], dataScope: [], apiScope: [] },
    enabled: single,
    refetchOnMount: 'always',
  });
  const fresh = (q: { isSuccess: boolean; isFetchedAfterMount: boolean }) => q.isSuccess && q.isFetchedAfterMount;
  return {
    tree: tree.data,
    held: single ? keys.data?.menu : [],
    // Granting from a failed read would wipe the roles' menus, so the dialog only saves what it has really loaded.
    ready: fresh(tree) && (!single || fresh(keys)),
    failed: tree.isError || keys.isError,
  };
}

export function useRoleWrites() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: ['role'] });
  return {
    submit: useMutation({ mutationFn: (body: RoleBody) => roleApi.submit(body), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => roleApi.remove(ids), onSuccess: invalidate }),
    grant: useMutation({ mutationFn: (body: GrantBody) => roleApi.grant(body), onSuccess: invalidate }),
  };
}
