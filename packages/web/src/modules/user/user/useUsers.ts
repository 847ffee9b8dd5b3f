import { deptCalls, postCalls, roleCalls, type TreeNode, userCalls, userPlatformCalls } from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { useCall, useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { pageQuery, type UserQuery, userApi } from './user.api.ts';

/**
 * Server state of the users screen, keyed by the declared calls (lib/useCall.ts); every write refreshes what is read
 * under 用户管理's folder, the lists and details (role and dept names change) and 平台配置.
 */

export const useUserList = (query: UserQuery) => useCallPage(userCalls.page, pageQuery(query));

export const useUserDetail = (id: string | undefined) =>
  useCall(userCalls.detail, { id: id ?? '' }, { enabled: Boolean(id) });

/** A picker's choices: the caller's tenant's, or those of the tenant the platform administrator picked. */
const ofTenant = (tenantId?: string) => (tenantId ? { tenantId } : {});
/** The pickers' lists change rarely while a dialog is open: one cached copy a minute. */
const picker = { staleTime: 60_000 };

/** The trees feed both the side panel and the dialog's pickers, so they share one cached copy. */
export const useDeptTree = (tenantId?: string) => useCall(deptCalls.tree, ofTenant(tenantId), picker);
export const useRoleTree = (tenantId?: string) => useCall(roleCalls.tree, ofTenant(tenantId), picker);

/** The tenant's posts for the user dialog's 所属岗位. */
export const usePosts = (tenantId?: string) => useCall(postCalls.select, ofTenant(tenantId), picker);

/** The tenant's leaders for 直属主管 (refreshed with the list: 设置主管 changes them). */
export const useLeaders = (tenantId?: string) => useCall(userCalls.leaderList, ofTenant(tenantId), picker);

export function useUserWrites() {
  const invalidate = useInvalidate();
  const options = { onSuccess: () => invalidate(userCalls.page) };
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
      onSuccess: () => invalidate(userPlatformCalls.detail),
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
export const usePlatformDetail = (id: string) =>
  useCall(userPlatformCalls.detail, { id }, { refetchOnMount: 'always' });

/** antd Tree / TreeSelect data from the contract's `TreeNode`: keyed and valued by id, whatever `key` and `value`
 * the server filled in. */
export interface TreeOption {
  key: string;
  value: string;
  title: string;
  children?: TreeOption[];
}

export function toTreeData(nodes: readonly TreeNode[] | null | undefined): TreeOption[] {
  return (nodes ?? []).map((node) => ({
    key: String(node.id),
    value: String(node.id),
    title: node.title,
    children: node.children?.length ? toTreeData(node.children) : undefined,
  }));
}
