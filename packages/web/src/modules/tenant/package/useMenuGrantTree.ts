import { roleCalls, type TreeNode } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';

/**
 * The menus and buttons a package may hold (`menu/grant-tree` → `.menu`; all of them for the platform
 * administrator). Refetched on every open so a menu added meanwhile can be chosen.
 */
export function useMenuGrantTree() {
  return useQuery({
    queryKey: ['tenant_package', 'grant-tree'],
    queryFn: async (): Promise<TreeNode[]> => (await callApi(roleCalls.grantTree))?.menu ?? [],
    refetchOnMount: 'always',
  });
}
