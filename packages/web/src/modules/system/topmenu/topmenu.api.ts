import type { TreeNode } from '@pharma/contract';
import { getData, postData } from '../../../lib/http.ts';

/** The menu-setting dialog's calls: what may be linked, what is linked now, and the replacing save. */
export const topMenuApi = {
  grantTree: () => getData<{ menu?: TreeNode[] } | null>('/blade-system/menu/grant-top-tree'),
  keys: (topMenuIds: readonly string[]) =>
    getData<{ menu?: string[] } | null>('/blade-system/menu/top-tree-keys', { topMenuIds: topMenuIds.join(',') }),
  grant: (body: { topMenuIds: string[]; menuIds: string[] }) => postData<unknown>('/blade-system/topmenu/grant', body),
};
