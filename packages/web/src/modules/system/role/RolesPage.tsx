import { roleCodes as codes, roleGrantButton, roleResource } from '@pharma/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { isPlatformAdministrator, useCrossTenant, withTenantColumn } from '../../../crud/crossTenant.tsx';
import { ListScreen, useAddAndBatchDelete, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { namesById, parentIds } from '../../../crud/treeKeys.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { roleColumns } from './columns.tsx';
import { GrantDialog } from './GrantDialog.tsx';
import { MountTenantDialog } from './MountTenantDialog.tsx';
import { type RoleForm, RoleFormDialog } from './RoleFormDialog.tsx';
import type { Role, RoleFilters } from './role.api.ts';
import { roleTexts } from './role.texts.ts';
import { useRoleList, useRoleWrites } from './useRoles.ts';

type Dialog =
  | RoleForm
  | { mode: 'view'; row: Role }
  | { mode: 'grant'; roles: Role[] }
  | { mode: 'mount'; roles: Role[] };

/**
 * 角色管理 (/authority/role): the tenant's roles as a tree table (all expanded), search by name and alias, add /
 * add child / edit / view / delete, 权限设置 for the selected roles, and for the platform administrator 挂载租户
 * (copy the selected roles into other tenants). Every other button follows the permission codes.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const text = useText();
  const administrator = useSession((s) => isPlatformAdministrator(s.userInfo));
  const allowed = useAllowed();

  const [filters, setFilters] = useState<RoleFilters>({});
  const [selected, setSelected] = useState<Role[]>([]);
  // Collapsed rather than expanded rows are kept, so new parents (a child was just added) open by themselves.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useRoleList(filters);
  const rows = list.data ?? [];
  const { remove } = useRoleWrites();
  const confirm = useConfirmAction();
  // The server refuses roles that still have sub-roles or users with its own message (toasted by lib/http).
  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelected((keep) => keep.filter((r) => !ids.includes(r.id))),
    });

  /** Batch actions need a selection (请选择至少一条数据) before they do anything. */
  const withSelection = useWithSelection(selected);

  const crossing = useCrossTenant(roleResource);
  const own = roleColumns(t, text, {
    view: allowed(codes.view) ? (row) => setDialog({ mode: 'view', row }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ mode: 'edit', row }) : undefined,
    remove: allowed(codes.delete) ? (row) => confirmRemove([row.id]) : undefined,
    addChild: allowed(codes.add)
      ? (row) => setDialog({ mode: 'add', parentId: row.id, tenantId: row.tenantId })
      : undefined,
  });
  const columns = withTenantColumn(own, crossing, text);

  const toolbar = [
    ...useAddAndBatchDelete(
      allowed(codes.add) ? () => setDialog({ mode: 'add' }) : undefined,
      allowed(codes.delete) ? withSelection((roles) => confirmRemove(roles.map((r) => r.id))) : undefined,
    ),
    allowed(codes.grant) && {
      key: 'grant',
      label: text(roleGrantButton.name),
      onClick: withSelection((roles) => setDialog({ mode: 'grant', roles })),
    },
    administrator && {
      key: 'mount',
      label: text(roleTexts.mount),
      onClick: withSelection((roles) => setDialog({ mode: 'mount', roles })),
    },
  ];

  return (
    <ListScreen<Role>
      search={{
        def: roleResource,
        createTime: false,
        onSearch: (next) => {
          setFilters(next as RoleFilters);
          setSelected([]);
          setCollapsed(new Set());
        },
      }}
      toolbar={toolbar}
      exportOf={{ source: 'role', filters: filters as Filters }}
      table={{
        columns,
        dataSource: rows,
        loading: list.isFetching,
        expandable: {
          expandedRowKeys: parentIds(rows).filter((id) => !collapsed.has(id)),
          onExpand: (open, row) =>
            setCollapsed((prev) => {
              const next = new Set(prev);
              if (open) next.delete(row.id);
              else next.add(row.id);
              return next;
            }),
        },
        // checkStrictly (antd's default): selecting a parent does not select its sub-roles.
        rowSelection: { selectedRowKeys: selected.map((r) => r.id), onChange: (_, picked) => setSelected(picked) },
      }}
    >
      {dialog?.mode === 'view' && (
        <ViewDialog
          def={roleResource}
          // role/detail sends only the parent's id: name it from the table's own rows.
          row={{ ...dialog.row, parentName: namesById(rows).get(dialog.row.parentId) } as unknown as CrudRecord}
          render={{ parentName: (record) => (record.parentName as string | undefined) || t('role.topLevel') }}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
        <RoleFormDialog form={dialog} onClose={() => setDialog(null)} />
      )}
      {dialog?.mode === 'grant' && <GrantDialog roles={dialog.roles} onClose={() => setDialog(null)} />}
      {dialog?.mode === 'mount' && <MountTenantDialog roles={dialog.roles} onClose={() => setDialog(null)} />}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default RolesPage;
