import type { TreeNode } from '@pharma/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserQuery, userApi } from './user.api.ts';

/** Server state of the users screen; every write refreshes the lists and details (role and dept names change). */

export function useUserList(query: UserQuery) {
  return useQuery({
    queryKey: ['user', 'list', query],
    queryFn: () => userApi.page(query),
    // Paging, searching and switching departments keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string | undefined) {
  return useQuery({
    queryKey: ['user', 'detail', id],
    queryFn: () => userApi.detail(id!),
    enabled: Boolean(id),
  });
}

/** The trees feed both the side panel and the dialog's pickers, so they share one cached copy. */
/** A picker's choices: the caller's tenant's, or those of the tenant the platform administrator picked. */
function useTree(
  name: 'dept' | 'role',
  load: (tenantId?: string) => Promise<TreeNode[] | null | undefined>,
  tenantId?: string,
) {
  return useQuery({
    queryKey: ['user', `${name}Tree`, tenantId],
    queryFn: async () => (await load(tenantId)) ?? [],
    staleTime: 60_000,
  });
}

export const useDeptTree = (tenantId?: string) => useTree('dept', userApi.deptTree, tenantId);
export const useRoleTree = (tenantId?: string) => useTree('role', userApi.roleTree, tenantId);

/** The tenant's posts for the user dialog's 所属岗位. */
export function usePosts(tenantId?: string) {
  return useQuery({
    queryKey: ['user', 'posts', tenantId],
    queryFn: async () => (await userApi.posts(tenantId)) ?? [],
    staleTime: 60_000,
  });
}

/** The tenant's leaders for 直属主管 (refreshed with the list: 设置主管 changes them). */
export function useLeaders(tenantId?: string) {
  return useQuery({
    queryKey: ['user', 'list', 'leaders', tenantId],
    queryFn: async () => (await userApi.leaders(tenantId)) ?? [],
    staleTime: 60_000,
  });
}

export function useUserWrites() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['user', 'list'] }),
      client.invalidateQueries({ queryKey: ['user', 'detail'] }),
    ]);
  const options = { onSuccess: refresh };
  return {
    add: useMutation({ mutationFn: userApi.add, ...options }),
    update: useMutation({ mutationFn: userApi.update, ...options }),
    remove: useMutation({ mutationFn: userApi.remove, ...options }),
    grant: useMutation({
      mutationFn: (v: { userIds: string[]; roleIds: string[] }) => userApi.grant(v.userIds, v.roleIds),
      ...options,
    }),
    // No cache refresh: passwords are not in any list, and the reply (new passwords) must not be kept around.
    reset: useMutation({
      mutationFn: (v: { userIds: string[]; password?: string }) =>
        userApi.resetPassword(v.userIds, v.password ? { password: v.password } : {}),
      gcTime: 0,
    }),
    unlock: useMutation({ mutationFn: userApi.unlock, ...options }),
    // The status column turns from 待审核 to 正常.
    approve: useMutation({ mutationFn: userApi.approve, ...options }),
    // The refused accounts leave the list.
    refuse: useMutation({ mutationFn: userApi.refuse, ...options }),
    setLeader: useMutation({ mutationFn: userApi.setLeader, ...options }),
    updatePlatform: useMutation({
      mutationFn: userApi.updatePlatform,
      onSuccess: () => client.invalidateQueries({ queryKey: ['user', 'platform'] }),
    }),
    // The list reloads after an import, whatever rows made it in.
    importUsers: useMutation({
      mutationFn: (v: { file: File; covered: boolean; onProgress: (percent: number) => void }) =>
        userApi.importUsers(v.file, v.covered, v.onProgress),
      ...options,
    }),
  };
}

/** 平台配置's read; refetched on every open so the form never starts from an answer older than the last save. */
export function usePlatformDetail(id: string) {
  return useQuery({
    queryKey: ['user', 'platform', id],
    queryFn: () => userApi.platformDetail(id),
    refetchOnMount: 'always',
  });
}

/** antd Tree / TreeSelect data from the contract's `TreeNode`: keyed and valued by id, whatever `key` and `value`
 * the server filled in. */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  children?: TreeOption[];
}

export function toTreeData(nodes: readonly TreeNode[] | undefined): TreeOption[] {
  return (nodes ?? []).map((node) => ({
    key: String(node.id),
    value: String(node.id),
    title: node.title,
    children: node.children?.length ? toTreeData(node.children) : undefined,
  }));
}
