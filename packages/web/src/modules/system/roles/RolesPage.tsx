import { messages } from '@pharma/contract';
import { App, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import type { Role, RoleFilters } from './api.ts';
import { roleColumns } from './columns.tsx';
import { GrantDialog } from './GrantDialog.tsx';
import { type RoleForm, RoleFormDialog } from './RoleFormDialog.tsx';
import { RoleSearch } from './RoleSearch.tsx';
import { RoleViewDialog } from './RoleViewDialog.tsx';
import { namesById, parentIds } from './treeKeys.ts';
import { useRemoveRoles } from './useRemoveRoles.ts';
import { useRoleList } from './useRoles.ts';
import '../../../crud/crud.css';

type Dialog = RoleForm | { mode: 'view'; row: Role } | { mode: 'grant'; roles: Role[] };

const codes = { add: 'role_add', edit: 'role_edit', delete: 'role_delete', view: 'role_view', grant: 'role_grant' };

/**
 * 角色管理 (/authority/role): the tenant's roles as a tree table (all expanded), search by name and alias, add /
 * add child / edit / view / delete, and 权限设置 for the selected roles. Every button follows the permission codes.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const permission = useSession((s) => s.permission);
  const allowed = (code: string) => can(permission, code);

  const [filters, setFilters] = useState<RoleFilters>({});
  const [selected, setSelected] = useState<Role[]>([]);
  // Collapsed rather than expanded rows are kept, so new parents (a child was just added) open by themselves.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useRoleList(filters);
  const rows = list.data ?? [];
  const remove = useRemoveRoles((ids) => setSelected((keep) => keep.filter((r) => !ids.includes(r.id))));

  /** Batch actions need a selection (请选择至少一条数据) before they do anything. */
  const withSelection = (run: (roles: Role[]) => void) => () => {
    if (selected.length === 0) void message.warning(text(messages.selectOne));
    else run(selected);
  };

  const columns = roleColumns(t, {
    view: allowed(codes.view) ? (row) => setDialog({ mode: 'view', row }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ mode: 'edit', row }) : undefined,
    remove: allowed(codes.delete) ? (row) => remove([row.id]) : undefined,
    addChild: allowed(codes.add) ? (row) => setDialog({ mode: 'add', parentId: row.id }) : undefined,
  });

  return (
    <Card className="crud-page">
      <RoleSearch
        onSearch={(next) => {
          setFilters(next);
          setSelected([]);
          setCollapsed(new Set());
        }}
      />
      <Space className="crud-toolbar">
        {allowed(codes.add) && (
          <Button type="primary" onClick={() => setDialog({ mode: 'add' })}>
            {t('crud.add')}
          </Button>
        )}
        {allowed(codes.delete) && (
          <Button danger onClick={withSelection((roles) => remove(roles.map((r) => r.id)))}>
            {t('crud.batchDelete')}
          </Button>
        )}
        {allowed(codes.grant) && (
          <Button onClick={withSelection((roles) => setDialog({ mode: 'grant', roles }))}>{t('role.grant')}</Button>
        )}
      </Space>
      <Table<Role>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowKeys: parentIds(rows).filter((id) => !collapsed.has(id)),
          onExpand: (open, row) =>
            setCollapsed((prev) => {
              const next = new Set(prev);
              if (open) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        }}
        // checkStrictly (antd's default): selecting a parent does not select its sub-roles.
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_, picked) => setSelected(picked) }}
      />
      {dialog?.mode === 'view' && (
        <RoleViewDialog
          row={dialog.row}
          parentName={namesById(rows).get(dialog.row.parentId)}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <RoleFormDialog form={dialog} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'grant' && <GrantDialog roles={dialog.roles} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default RolesPage;
