import { menuCalls } from '@pharma/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/api.ts';
import { useCall } from '../../../lib/useCall.ts';
import { type MenuBody, menuApi } from './menu.api.ts';

/** The parent picker's tree (menus only); refetched on every open so a menu added meanwhile is there. */
export const useMenuTree = () => useCall(menuCalls.tree, undefined, { refetchOnMount: 'always' });

/**
 * Saves and deletes. The table's levels are reloaded by the caller (it knows which ones were touched); here the
 * picker tree and the 查看 dialog's cached details are refreshed, by their calls rather than the menus' whole
 * folder, which holds the levels too and would fetch each of them twice.
 */
export function useMenuWrites() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [menuCalls.tree, menuCalls.detail].map((call) => client.invalidateQueries({ queryKey: callKey(call) })),
    );
  return {
    submit: useMutation({ mutationFn: (body: MenuBody) => menuApi.submit(body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => menuApi.remove(ids), onSuccess: refresh }),
  };
}
