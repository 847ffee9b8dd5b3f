import { menuResource } from '@pharma/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { type MenuBody, menuApi } from './menu.api.ts';

/** The parent picker's tree (menus only); refetched on every open so a menu added meanwhile is there. */
export function useMenuTree() {
  return useQuery({
    queryKey: ['menu', 'tree'],
    queryFn: async () => (await menuApi.tree()) ?? [],
    refetchOnMount: 'always',
  });
}

/**
 * Saves and deletes. The table's levels are reloaded by the caller (it knows which ones were touched); here the
 * picker tree and the 查看 dialog's cached details are refreshed.
 */
export function useMenuWrites() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['menu', 'tree'] }),
      invalidateFolders(client, menuResource.api),
    ]);
  return {
    submit: useMutation({ mutationFn: (body: MenuBody) => menuApi.submit(body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (ids: readonly string[]) => menuApi.remove(ids), onSuccess: refresh }),
  };
}
