import { roleCalls, type TreeNode } from '@pharma/contract';
import { useCall } from '../../../lib/useCall.ts';

/**
 * The menus and buttons a package may hold (`menu/grant-tree` → `.menu`; all of them for the platform
 * administrator), keyed by the call as 角色管理's grant dialog reads it. Refetched on every open so a menu added
 * meanwhile can be chosen.
 */
export function useMenuGrantTree() {
  return useCall(roleCalls.grantTree, undefined, {
    select: (held): TreeNode[] => held?.menu ?? [],
    refetchOnMount: 'always',
  });
}
