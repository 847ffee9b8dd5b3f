import type { TreeNode } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../../../lib/http.ts';

/**
 * The menus and buttons a package may hold (`menu/grant-tree` → `.menu`; all of them for the platform
 * administrator). Refetched on every open so a menu added meanwhile can be chosen.
 */
export function useMenuGrantTree() {
  return useQuery({
    queryKey: ['tenant_package', 'grant-tree'],
    queryFn: async () =>
      (await getData<{ menu?: TreeNode[] } | null>('/blade-system/menu/grant-tree'))?.menu ?? ([] as TreeNode[]),
    refetchOnMount: 'always',
  });
}
