import { crudCalls, permissionsOf, userResource } from '@pharma/contract';
import { Select, type SelectProps } from 'antd';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useCall } from '../../../lib/useCall.ts';

const users = crudCalls(userResource).list;
const query = { current: '1', size: '1000' };

/**
 * 默认采购员: the tenant's users by name, for a caller who may list them (用户管理's menu code); anyone else sees the
 * saved choice and cannot change it, rather than a list refused by the server.
 */
export function BuyerSelect({ value, disabled, ...props }: Omit<SelectProps, 'options'> & { value?: string | null }) {
  const allowed = useAllowed();
  const canList = allowed(permissionsOf(userResource).menu);
  const list = useCall(users, query, {
    enabled: canList,
    staleTime: 30_000,
  });
  const options = (list.data?.records ?? []).map((u) => ({
    value: String(u.id),
    label: String(u.realName || u.account || u.id),
  }));
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      {...props}
      value={value ?? undefined}
      disabled={disabled || !canList}
      loading={list.isLoading && canList}
      options={options}
    />
  );
}
