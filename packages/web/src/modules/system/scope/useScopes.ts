import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScopeKind } from './kind.ts';
import { dataScopeTargets, type ScopePaging, scopeApi } from './scope.api.ts';

/** Server state of the scope drawer; a write refreshes that kind's lists. */

function useApi(kind: ScopeKind) {
  return useMemo(() => scopeApi(kind.calls), [kind.calls]);
}

export function useScopeList(kind: ScopeKind, menuId: string, paging: ScopePaging) {
  const api = useApi(kind);
  return useQuery({
    queryKey: ['scope', kind.key, 'list', menuId, paging],
    queryFn: () => api.list(menuId, paging),
    placeholderData: keepPreviousData,
  });
}

export function useScopeWrites(kind: ScopeKind) {
  const api = useApi(kind);
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: ['scope', kind.key] });
  return {
    submit: useMutation({ mutationFn: api.submit, onSuccess: invalidate }),
    remove: useMutation({ mutationFn: api.remove, onSuccess: invalidate }),
  };
}

/** What a data scope may filter; fixed by the server's code, so one copy serves every dialog for a while. */
export function useScopeTargets() {
  return useQuery({
    queryKey: ['scope', 'targets'],
    queryFn: async () => (await dataScopeTargets()) ?? [],
    staleTime: 5 * 60_000,
  });
}
