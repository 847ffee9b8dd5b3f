import { deptCalls, type TreeNode } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Switch, TreeSelect } from 'antd';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { callApi, callKey } from '../../../lib/api.ts';
import { shipperLabel, useShippers } from '../grade/salesPickers.tsx';

/**
 * The whitelist form's own inputs (CrudPage `fieldInputs`): the shippers a row grants as a multi-select over the
 * tenant's shippers (stored comma-joined), the department from the tenant's tree, and 绑定设备 on until switched off
 * (the server binds a new row's device unless told otherwise). The platform administrator adding to another tenant
 * picks from that tenant's (the form's 所属租户).
 */

/** The tenant the form's row belongs to: the administrator's 所属租户, else the caller's own (undefined). */
function useRowTenant(): string | undefined {
  const form = Form.useFormInstance();
  const tenantId = Form.useWatch('tenantId', { form, preserve: true }) as string | undefined;
  return tenantId || undefined;
}

const idsOf = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** 可用货主: several of the tenant's shippers, kept as their comma-joined ids. */
export function ShipperIdsInput({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  const shippers = useShippers(useRowTenant());
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      loading={shippers.isLoading}
      value={idsOf(value)}
      onChange={(ids) => onChange?.(ids.length ? ids.join(',') : '')}
      options={(shippers.data ?? []).map((s) => ({ value: s.id, label: shipperLabel(s) }))}
    />
  );
}

/** The names of the shippers a row grants (the table and 查看 show names, not ids). */
export function ShipperNames({ value, tenantId }: { value: unknown; tenantId?: string | undefined }) {
  const shippers = useShippers(tenantId);
  const byId = new Map((shippers.data ?? []).map((s) => [s.id, shipperLabel(s)]));
  return (
    <>
      {idsOf(value)
        .map((id) => byId.get(id) ?? id)
        .join('、')}
    </>
  );
}

const toOptions = (nodes: readonly TreeNode[] | undefined): Array<Record<string, unknown>> =>
  (nodes ?? []).map((n) => ({ value: n.id, title: n.title, children: toOptions(n.children) }));

/** 部门: from the tenant's department tree (any signed-in user may read it). */
export function DeptInput({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  const tenantId = useRowTenant();
  const query = tenantId ? { tenantId } : {};
  const tree = useQuery({
    queryKey: callKey(deptCalls.tree, query),
    queryFn: () => callApi(deptCalls.tree, { query }),
    staleTime: 60_000,
  });
  return (
    <TreeSelect
      id={id}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      loading={tree.isLoading}
      value={(value as string | null | undefined) || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={toOptions(tree.data)}
    />
  );
}

/** 绑定设备: on unless switched off (a new row binds its device by default, as the server does). */
export function BindSwitch(props: CustomFieldInputProps & { checked?: boolean }) {
  return (
    <Switch
      id={props.id}
      disabled={props.disabled}
      checked={props.checked ?? (props.value as boolean | undefined) ?? true}
      onChange={(on) => props.onChange?.(on)}
    />
  );
}
