import type { ResourceDef } from '@pharma/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { crudApi, type ListParams } from './api.ts';

/** Server state of a CrudPage through TanStack Query; every write invalidates the resource's lists and details. */

function useApi(def: ResourceDef) {
  return useMemo(() => crudApi(def), [def]);
}

export function useCrudList(def: ResourceDef, params: ListParams) {
  const api = useApi(def);
  return useQuery({
    queryKey: ['crud', def.name, 'list', params],
    queryFn: () => api.list(params),
    // Paging and searching keep the old rows on screen until the new page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCrudDetail(def: ResourceDef, id: string | undefined) {
  const api = useApi(def);
  return useQuery({
    queryKey: ['crud', def.name, 'detail', id],
    queryFn: () => api.detail(id!),
    enabled: Boolean(id),
  });
}

export function useCrudWrites(def: ResourceDef) {
  const api = useApi(def);
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: ['crud', def.name] });
  const submit = useMutation({ mutationFn: api.submit, onSuccess: invalidate });
  const remove = useMutation({ mutationFn: api.remove, onSuccess: invalidate });
  return { submit, remove };
}
