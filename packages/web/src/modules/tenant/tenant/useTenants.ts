import { tenantResource } from '@pharma/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateFolders } from '../../../lib/useCall.ts';
import { tenantApi } from './tenant.api.ts';

/** The tenants screen's own reads and writes; every write refreshes the list (crud/useCrud keeps it). */

export function useTenantWrites() {
  const client = useQueryClient();
  const invalidate = () => invalidateFolders(client, tenantResource.api);
  return {
    setting: useMutation({
      mutationFn: (v: { ids: string[]; accountNumber: number; expireTime: string }) =>
        tenantApi.setting(v.ids, v.accountNumber, v.expireTime),
      onSuccess: invalidate,
    }),
    datasource: useMutation({
      mutationFn: (v: { tenantId: string; datasourceId: string }) => tenantApi.datasource(v.tenantId, v.datasourceId),
      onSuccess: invalidate,
    }),
    packageSetting: useMutation({
      mutationFn: (v: { tenantId: string; packageId: string }) => tenantApi.packageSetting(v.tenantId, v.packageId),
      onSuccess: invalidate,
    }),
  };
}

/** The pickers' choices, fresh on every open. */
export function useDatasourceOptions() {
  return useQuery({
    queryKey: ['tenant', 'datasource-select'],
    queryFn: tenantApi.datasources,
    refetchOnMount: 'always',
  });
}

export function usePackageOptions() {
  return useQuery({ queryKey: ['tenant', 'package-options'], queryFn: tenantApi.packages, refetchOnMount: 'always' });
}
