import {
  administratorAlias,
  defaultTenantId,
  type ResourceDef,
  type TokenReply,
  tenantCalls,
  tenantLabel,
} from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, type SelectProps, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { callApi, callKey } from '../lib/api.ts';
import { rolesOf, useSession } from '../shell/stores/session.ts';

/*
 * The platform administrator's screens of users, departments, roles and posts span every tenant, as Saber's do
 * (`crossTenant` in the declaration): a 所属租户 column and filter, and a tenant to add a row to. The server decides
 * what anyone reaches; these only show what it answers.
 */

/** The platform administrator: the `administrator` role of the platform tenant 000000, the one who spans tenants. */
export function isPlatformAdministrator(userInfo: TokenReply | null): boolean {
  return userInfo?.tenant_id === defaultTenantId && rolesOf(userInfo).includes(administratorAlias);
}

/** Whether this screen shows the caller every tenant's rows: a `crossTenant` resource and the platform administrator. */
export function useCrossTenant(def: Pick<ResourceDef, 'crossTenant'>): boolean {
  const administrator = useSession((s) => isPlatformAdministrator(s.userInfo));
  return def.crossTenant === true && administrator;
}

/** The tenants to pick from (tenant/select: every live tenant for the platform administrator). */
export function TenantSelect(props: SelectProps<string>) {
  const tenants = useQuery({
    queryKey: callKey(tenantCalls.select),
    queryFn: () => callApi(tenantCalls.select),
    staleTime: 60_000,
  });
  return (
    <Select<string>
      showSearch
      optionFilterProp="label"
      loading={tenants.isLoading}
      options={(tenants.data ?? []).map((t) => ({ value: t.tenantId, label: `${t.tenantName} (${t.tenantId})` }))}
      // A tenant's name is what its people called it, in their language: data, not a word of the console.
      labelRender={({ label }) => <span className="user-data">{label}</span>}
      style={{ minWidth: 180 }}
      {...props}
    />
  );
}

/** The search bar's 所属租户: one tenant's rows, or (cleared) every tenant's. */
export function TenantFilter() {
  const { t } = useTranslation();
  const label = useText()(tenantLabel);
  return (
    <Form.Item name="tenantId" label={label}>
      <TenantSelect allowClear placeholder={t('crud.select', { label })} />
    </Form.Item>
  );
}

/**
 * The form's 所属租户: on add, the tenant the new row goes to (the caller's own first); on edit it shows where the
 * row is, locked (a row never moves between tenants). Its pickers follow it through `Form.useWatch('tenantId')`.
 */
export function TenantField({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const label = useText()(tenantLabel);
  return (
    <Form.Item
      name="tenantId"
      label={label}
      initialValue={defaultTenantId}
      rules={[{ required: true, message: t('crud.select', { label }) }]}
    >
      <TenantSelect disabled={editing} placeholder={t('crud.select', { label })} />
    </Form.Item>
  );
}

/** The 所属租户 column (the tenant's name), second, after the row's own name, when the list spans tenants. */
export function withTenantColumn<T>(
  columns: TableColumnsType<T>,
  crossing: boolean,
  text: (t: typeof tenantLabel) => string,
): TableColumnsType<T> {
  if (!crossing) return columns;
  const column = { key: 'tenantName', dataIndex: 'tenantName', title: text(tenantLabel), width: 160, ellipsis: true };
  return [...columns.slice(0, 1), column, ...columns.slice(1)];
}
