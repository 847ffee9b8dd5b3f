import { roleCalls, tenantCalls } from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { useCall, useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import {
  type GrantBody,
  type GrantKeys,
  type GrantTree,
  type MountBody,
  type RoleBody,
  type RoleFilters,
  roleApi,
} from './role.api.ts';

/** A reply without one of the lists (an older server, or BladeX's `{}`) holds or offers none of that kind. */
const noKeys: GrantKeys = { menu: [], dataScope: [], apiScope: [] };
const noTrees: GrantTree = { menu: [], dataScope: [], apiScope: [] };

/**
 * Server state of the roles screen, keyed by the declared calls (lib/useCall.ts); every write refreshes what is read
 * under 角色管理's folder.
 */

/** A new search keeps the old tree on screen until the answer arrives. */
export const useRoleList = (filters: RoleFilters) => useCallPage(roleCalls.list, filters);

/**
 * The parent picker's tree (of the tenant the role is in: the platform administrator picks it); refetched on every
 * open so a role added meanwhile is there.
 */
export const useRoleTree = (tenantId?: string) =>
  useCall(roleCalls.tree, tenantId ? { tenantId } : {}, { refetchOnMount: 'always' });

/**
 * The grant dialog's two reads. Both refetch on open (`refetchOnMount: 'always'`) and the dialog waits for
 * `isFetchedAfterMount`, so the pre-checked menus are never a cached answer from before the last grant.
 */
export function useGrantData(roleIds: readonly string[]) {
  const single = roleIds.length === 1;
  const tree = useCall(roleCalls.grantTree, undefined, {
    select: (held: GrantTree) => ({ ...noTrees, ...held }),
    refetchOnMount: 'always',
  });
  // Several roles may hold different grants: the dialog starts empty for them instead of showing a mixture.
  const keys = useCall(
    roleCalls.roleTreeKeys,
    { roleIds: roleIds.join(',') },
    { select: (held: GrantKeys) => ({ ...noKeys, ...held }), enabled: single, refetchOnMount: 'always' },
  );
  const fresh = (q: { isSuccess: boolean; isFetchedAfterMount: boolean }) => q.isSuccess && q.isFetchedAfterMount;
  return {
    tree: tree.data,
    held: single ? keys.data : noKeys,
    // Granting from a failed read would wipe the roles' menus, so the dialog only saves what it has really loaded.
    ready: fresh(tree) && (!single || fresh(keys)),
    failed: tree.isError || keys.isError,
  };
}

export function useRoleWrites() {
  const refresh = useInvalidate();
  // A grant changes what 菜单's role-tree-keys answers as well as the roles' own reads.
  const invalidate = () => refresh(roleCalls.list, roleCalls.roleTreeKeys);
  return {
    submit: useMutation({ mutationFn: (body: RoleBody) => roleApi.submit(body), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => roleApi.remove(ids), onSuccess: invalidate }),
    grant: useMutation({ mutationFn: (body: GrantBody) => roleApi.grant(body), onSuccess: invalidate }),
    // The copies land in other tenants: nothing on this screen changes.
    mount: useMutation({ mutationFn: (body: MountBody) => roleApi.mountTenant(body) }),
  };
}

/** The tenants the mount dialog offers; refetched on every open so a tenant added meanwhile is there. */
export const useTenantOptions = () =>
  useCall(tenantCalls.listWithoutCurrentTenantId, undefined, { refetchOnMount: 'always' });
