import { roleCalls, type TreeNode } from '@pharma/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, TreeSelect } from 'antd';
import { useEffect, useRef } from 'react';
import type { CustomFieldInputProps } from '../../../crud/FieldInput.tsx';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { EmployeeSelect } from '../grade/salesPickers.tsx';
import { fieldAuthTexts as texts } from './field-auth.texts.ts';

/**
 * The field permission form's own inputs (CrudPage `fieldInputs`): the subject picked among the tenant's roles or
 * users as 授权对象类型 says (and cleared when it changes), and the field code offered from the app's sensitive
 * fields (sm_app_field), which fills 字段名称 with the field's name; any other code may be typed.
 */

/** 1 角色 · 2 用户 (sm_subject_type). */
const subjectTypes = { role: 1, user: 2 } as const;

const toOptions = (nodes: readonly TreeNode[] | undefined): Array<Record<string, unknown>> =>
  (nodes ?? []).map((n) => ({ value: n.id, title: n.title, children: toOptions(n.children) }));

/** 授权对象: a role from the tenant's role tree, or a user searched by name. */
export function SubjectInput({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  const text = useText();
  const form = Form.useFormInstance();
  const type = Number(Form.useWatch('subjectType', form) ?? 0);
  const tenantId = (Form.useWatch('tenantId', { form, preserve: true }) as string | undefined) || undefined;
  // The row's saved name, to label its subject before the pickers have loaded it.
  const savedName = Form.useWatch('subjectName', { form, preserve: true }) as string | undefined;
  const query = tenantId ? { tenantId } : {};
  const roles = useQuery({
    queryKey: callKey(roleCalls.tree, query),
    queryFn: () => callApi(roleCalls.tree, { query }),
    staleTime: 60_000,
    enabled: type === subjectTypes.role,
  });
  // A subject of one kind is no subject of the other: choosing another type clears it.
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current !== type && shownType.current !== 0) onChange?.(null);
    shownType.current = type;
  }, [type, onChange]);

  const current = (value as string | null | undefined) || undefined;
  if (type === subjectTypes.user)
    return (
      <EmployeeSelect
        id={id}
        tenantId={tenantId}
        label={savedName}
        disabled={disabled}
        placeholder={placeholder}
        style={{ width: '100%' }}
        value={current}
        onChange={(v) => onChange?.(v ?? null)}
      />
    );
  return (
    <TreeSelect
      id={id}
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      disabled={disabled || type !== subjectTypes.role}
      placeholder={type === subjectTypes.role ? placeholder : text(texts.pickTypeFirst)}
      style={{ width: '100%' }}
      loading={roles.isLoading}
      value={current}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={toOptions(roles.data)}
    />
  );
}

/** 字段编码: one of the app's sensitive fields (its name fills 字段名称), or any code typed. */
export function FieldCodeInput({ id, value, onChange, disabled, placeholder }: CustomFieldInputProps) {
  const form = Form.useFormInstance();
  const fields = useDict('sm_app_field');
  const options = (fields.data ?? []).map((o) => ({ value: o.dictKey, label: `${o.dictValue} (${o.dictKey})` }));
  return (
    <AutoComplete
      id={id}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={(value as string | null | undefined) ?? undefined}
      options={options}
      filterOption={(input, option) =>
        String(option?.label ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(v) => onChange?.(v ?? '')}
      onSelect={(code: string) => {
        const name = fields.data?.find((o) => o.dictKey === code)?.dictValue;
        if (name) form.setFieldValue('fieldName', name);
      }}
    />
  );
}
