import { defaultPageSize, messages, pageSizes, permissionsOf, userDef } from '@pharma/contract';
import { App, Card, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { buildColumns } from '../../../crud/columns.tsx';
import { SearchForm } from '../../../crud/SearchForm.tsx';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import type { ResetResult, User } from './api.ts';
import { userListDef, userViewDef } from './columns.ts';
import { DeptTree } from './DeptTree.tsx';
import { GrantDialog } from './GrantDialog.tsx';
import { ResetDialog } from './ResetDialog.tsx';
import { ResetResultDialog } from './ResetResultDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UserToolbar } from './UserToolbar.tsx';
import { useConfirmActions } from './useConfirmActions.ts';
import { useUserList } from './useUsers.ts';
import '../../../crud/crud.css';
import './users.css';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'view'; row: User }
  | { kind: 'grant'; users: User[] }
  | { kind: 'reset'; ids: string[] }
  | { kind: 'issued'; issued: ResetResult[] };

const codes = { ...permissionsOf(userDef), grant: 'user_role', reset: 'user_reset', unlock: 'user_unlock' };

/**
 * 用户管理 (/system/user): departments on the left filter the users on the right; search, paging, add / edit /
 * view / delete, and the batch actions Saber has for accounts (roles, password reset, unlock). Every button
 * follows the user's permission codes.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const permission = useSession((s) => s.permission);
  const allowed = (code: string) => can(permission, code);

  const [paging, setPaging] = useState({ current: 1, size: defaultPageSize });
  const [filters, setFilters] = useState<Filters>({});
  const [deptId, setDeptId] = useState<string>();
  const [selected, setSelected] = useState<User[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useUserList({ ...paging, filters, deptId });
  const confirm = useConfirmActions((ids) => setSelected((rows) => rows.filter((r) => !ids.includes(r.id))));

  // Deleting the last rows of the last page leaves it empty: step back to the previous page.
  const records = list.data?.records;
  useEffect(() => {
    if (records && records.length === 0 && paging.current > 1) setPaging((p) => ({ ...p, current: p.current - 1 }));
  }, [records, paging.current]);

  /** A new search or department starts again on page 1 with nothing selected. */
  const restart = () => {
    setSelected([]);
    setPaging((p) => ({ ...p, current: 1 }));
  };

  /** Batch actions need a selection (请选择至少一条数据) before they do anything. */
  const withSelection = (run: (rows: User[]) => void) => () => {
    if (selected.length === 0) void message.warning(text(messages.selectOne));
    else run(selected);
  };
  const idsOf = (rows: User[]) => rows.map((r) => r.id);

  const asUser = (row: CrudRecord) => row as unknown as User;
  const columns = buildColumns(userListDef, text, t, {
    view: allowed(codes.view) ? (row) => setDialog({ kind: 'view', row: asUser(row) }) : undefined,
    edit: allowed(codes.edit) ? (row) => setDialog({ kind: 'edit', row: asUser(row) }) : undefined,
    remove: allowed(codes.delete) ? (row) => confirm.remove([row.id]) : undefined,
  });

  return (
    <div className="user-page">
      <DeptTree
        deptId={deptId}
        onChange={(next) => {
          setDeptId(next);
          restart();
        }}
      />
      <Card className="crud-page user-main">
        <SearchForm
          def={userDef}
          onSearch={(next) => {
            setFilters(next);
            restart();
          }}
        />
        <UserToolbar
          actions={{
            add: allowed(codes.add) ? () => setDialog({ kind: 'add' }) : undefined,
            remove: allowed(codes.delete) ? withSelection((rows) => confirm.remove(idsOf(rows))) : undefined,
            grant: allowed(codes.grant) ? withSelection((users) => setDialog({ kind: 'grant', users })) : undefined,
            reset: allowed(codes.reset)
              ? withSelection((rows) => setDialog({ kind: 'reset', ids: idsOf(rows) }))
              : undefined,
            unlock: allowed(codes.unlock) ? withSelection((rows) => confirm.unlock(idsOf(rows))) : undefined,
          }}
        />
        <Table<CrudRecord>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={(records ?? []) as unknown as CrudRecord[]}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: idsOf(selected),
            onChange: (_, rows) => setSelected(rows as unknown as User[]),
          }}
          pagination={{
            current: paging.current,
            pageSize: paging.size,
            total: list.data?.total ?? 0,
            pageSizeOptions: pageSizes.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('crud.total', { total }),
            onChange: (current, size) => {
              setSelected([]);
              setPaging({ current: size === paging.size ? current : 1, size });
            },
          }}
        />
      </Card>
      {dialog?.kind === 'view' && (
        <ViewDialog def={userViewDef} row={dialog.row as unknown as CrudRecord} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormDialog
          mode={dialog.kind}
          row={dialog.kind === 'edit' ? dialog.row : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'grant' && <GrantDialog users={dialog.users} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'reset' && (
        <ResetDialog
          userIds={dialog.ids}
          onIssued={(issued) => setDialog({ kind: 'issued', issued })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'issued' && <ResetResultDialog issued={dialog.issued} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default UsersPage;
