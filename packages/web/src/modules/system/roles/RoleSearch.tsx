import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleFilters } from './api.ts';

/** Blank and whitespace-only fields are left out, so an empty search asks for the whole tree. */
function filtersOf(values: Record<string, string | undefined>): RoleFilters {
  const filters: RoleFilters = {};
  for (const key of ['roleName', 'roleAlias'] as const) {
    const value = values[key]?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** 角色名称 / 角色别名 (both "contains"); 查询 applies, 重置 clears and reloads everything. */
export function RoleSearch({ onSearch }: { onSearch: (filters: RoleFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const field = (name: keyof RoleFilters, label: string) => (
    <Form.Item name={name} label={label}>
      <Input allowClear placeholder={t('crud.input', { label })} />
    </Form.Item>
  );
  return (
    // The form name prefixes input ids so they do not clash with the dialog's.
    <Form
      form={form}
      name="role-search"
      layout="inline"
      className="crud-search"
      onFinish={(values) => onSearch(filtersOf(values))}
    >
      {field('roleName', t('role.roleName'))}
      {field('roleAlias', t('role.roleAlias'))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('crud.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
