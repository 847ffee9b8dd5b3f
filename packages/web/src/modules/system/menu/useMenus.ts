import { menuCalls } from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { useCall, useInvalidate } from '../../../lib/useCall.ts';
import { type MenuBody, menuApi } from './menu.api.ts';

/** The parent picker's tree (menus only); refetched on every open so a menu added meanwhile is there. */
export const useMenuTree = () => useCall(menuCalls.tree, undefined, { refetchOnMount: 'always' });

/**
 * Saves and deletes. The table's levels are reloaded by the caller (it knows which ones were touched); here the
 * picker tree and the 查看 dialog's cached details are refreshed.
 */
export function useMenuWrites() {
  const invalidate = useInvalidate();
  const refresh = () => invalidate(menuCalls.tree);
  return {
    submit: useMutation({ mutationFn: (body: MenuBody) => menuApi.submit(body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => menuApi.remove(ids), onSuccess: refresh }),
  };
}
