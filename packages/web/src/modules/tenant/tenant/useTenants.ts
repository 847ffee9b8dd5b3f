import { datasourceCalls, maxPageSize, tenantPackageCalls, tenantResource } from '@pharma/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFolders, useCall } from '../../../lib/useCall.ts';
import { type Option, tenantApi } from './tenant.api.ts';

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
  return useCall(datasourceCalls.select, undefined, { refetchOnMount: 'always' });
}

/** Every tenant package, as the picker's choices. */
export function usePackageOptions() {
  return useCall(
    tenantPackageCalls.list,
    { current: '1', size: String(maxPageSize) },
    {
      select: (page): Option[] =>
        (page?.records ?? []).map((held) => ({ id: String(held.id), name: String(held.packageName ?? '') })),
      refetchOnMount: 'always',
    },
  );
}
