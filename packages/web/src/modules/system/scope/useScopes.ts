import { dataScopeCalls } from '@pharma/contract';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCall, useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import type { ScopeKind } from './kind.ts';
import { type ScopePaging, scopeApi } from './scope.api.ts';

/** Server state of the scope drawer, keyed by the kind's declared calls; a write refreshes that kind's folder. */

export function useScopeList(kind: ScopeKind, menuId: string, paging: ScopePaging) {
  return useCallPage(kind.calls.list, { menuId, ...paging });
}

export function useScopeWrites(kind: ScopeKind) {
  const api = useMemo(() => scopeApi(kind.calls), [kind.calls]);
  const refresh = useInvalidate();
  const invalidate = () => refresh(kind.calls.list);
  return {
    submit: useMutation({ mutationFn: api.submit, onSuccess: invalidate }),
    remove: useMutation({ mutationFn: api.remove, onSuccess: invalidate }),
  };
}

/** What a data scope may filter; fixed by the server's code, so one copy serves every dialog for a while. */
export const useScopeTargets = () => useCall(dataScopeCalls.targets, undefined, { staleTime: 5 * 60_000 });
