import { messages, oauthMessages, userCodes, userResource } from '@pharma/contract';
import { App, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, Filters } from '../../../crud/api.ts';
import { actionsColumn, buildColumns } from '../../../crud/columns.tsx';
import { useCrossTenant, withTenantColumn } from '../../../crud/crossTenant.tsx';
import { SearchForm } from '../../../crud/SearchForm.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { ViewDialog } from '../../../crud/ViewDialog.tsx';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { DeptTree } from './DeptTree.tsx';
import { GrantDialog } from './GrantDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { PlatformDialog } from './PlatformDialog.tsx';
import { ResetDialog } from './ResetDialog.tsx';
import { ResetResultDialog } from './ResetResultDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UserToolbar } from './UserToolbar.tsx';
import type { ResetResult, User } from './user.api.ts';
import { userTexts } from './user.texts.ts';
import { useUserList, useUserWrites } from './useUsers.ts';
import '../../../crud/crud.css';
import './users.css';

type Dialog =
  | { kind: 'add' | 'import' }
  | { kind: 'edit' | 'view' | 'platform'; row: User }
  | { kind: 'grant'; users: User[] }
  | { kind: 'reset'; ids: string[] }
  | { kind: 'issued'; issued: ResetResult[] };

/**
 * 用户管理 (/system/user): departments on the left filter the users on the right; search, paging, add / edit /
 * view / delete, 平台配置 per user, and the batch actions Saber has for accounts (roles, password reset, unlock,
 * import, export). Every button follows the user's permission codes (the declaration's buttons, `userCodes`); the
 * search, the table's columns and 查看 are the declaration's fields (the names of roles and departments, not ids).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message, modal } = App.useApp();
  const permission = useSession((s) => s.permission);
  const allowed = (code: string) => can(permission, code);

  const pager = usePaging();
  const [filters, setFilters] = useState<Filters>({});
  const [deptId, setDeptId] = useState<string>();
  const [selected, setSelected] = useState<User[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useUserList({ ...pager.paging, filters, deptId });
  const pagination = usePagination(pager, list.data, () => setSelected([]));
  const { remove, unlock, approve, refuse, setLeader } = useUserWrites();
  const confirm = useConfirmAction();
  const idsOf = (rows: User[]) => rows.map((r) => r.id);
  // The server will not delete the signed-in account; its refusal is toasted by lib/http.
  const confirmRemove = (ids: string[]) =>
    confirm({
      run: () => remove.mutateAsync(ids),
      onDone: () => setSelected((rows) => rows.filter((r) => !ids.includes(r.id))),
    });
  const confirmUnlock = (ids: string[]) =>
    confirm({ content: t('user.unlockConfirm'), run: () => unlock.mutateAsync(ids), success: text(messages.okBang) });

  // The server says how it went (审核通过, or that none of them was waiting): its message is shown as it is.
  const confirmApprove = (ids: string[]) =>
    modal.confirm({
      title: t('shell.tip'),
      content: text(userTexts.approveConfirm),
      onOk: () =>
        approve.mutateAsync(ids).then(
          (reply) => void message.success(reply.msg || text(oauthMessages.approved)),
          () => undefined, // shown by lib/http
        ),
    });

  const confirmRefuse = (ids: string[]) =>
    modal.confirm({
      title: t('shell.tip'),
      content: text(userTexts.refuseConfirm),
      okButtonProps: { danger: true },
      onOk: () =>
        refuse.mutateAsync(ids).then(
          (reply) => void message.success(reply.msg),
          () => undefined, // shown by lib/http
        ),
    });
  // 设置主管 on a user who is not a leader, 取消主管 on one who is: the same call, the server says which it did.
  const confirmLeader = (row: User) =>
    modal.confirm({
      title: t('shell.tip'),
      content: text(row.isLeader === 1 ? userTexts.unsetLeaderConfirm : userTexts.setLeaderConfirm),
      onOk: () =>
        setLeader.mutateAsync(row.id).then(
          (reply) => void message.success(reply.msg),
          () => undefined,
        ),
    });

  /** A new search or department starts again on page 1 with nothing selected. */
  const restart = () => {
    setSelected([]);
    pager.restart();
  };

  /** Batch actions need a selection (请选择至少一条数据) before they do anything. */
  const withSelection = (run: (rows: User[]) => void) => () => {
    if (selected.length === 0) void message.warning(text(messages.selectOne));
    else run(selected);
  };

  const asUser = (row: CrudRecord) => row as unknown as User;
  const open = (kind: 'view' | 'edit' | 'platform') => (row: CrudRecord) => setDialog({ kind, row: asUser(row) });
  const crossing = useCrossTenant(userResource);
  const own = [
    ...buildColumns(userResource, text, t, {}),
    ...actionsColumn<CrudRecord>(
      t('crud.actions'),
      [
        allowed(userCodes.view) && { key: 'view', label: t('crud.view'), run: open('view') },
        allowed(userCodes.edit) && { key: 'edit', label: t('crud.edit'), run: open('edit') },
        allowed(userCodes.delete) && {
          key: 'remove',
          label: t('crud.delete'),
          run: (row: CrudRecord) => confirmRemove([row.id]),
          danger: true,
        },
        // The platform and extension are part of editing a user.
        allowed(userCodes.edit) && { key: 'platform', label: text(userTexts.platform), run: open('platform') },
        allowed(userCodes.leader) && {
          key: 'leader',
          label: text(userTexts.setLeader),
          run: (row: CrudRecord) => confirmLeader(asUser(row)),
          shows: (row: CrudRecord) => asUser(row).isLeader !== 1,
        },
        allowed(userCodes.leader) && {
          key: 'unleader',
          label: text(userTexts.unsetLeader),
          run: (row: CrudRecord) => confirmLeader(asUser(row)),
          shows: (row: CrudRecord) => asUser(row).isLeader === 1,
        },
      ],
      // Up to five link buttons (查看 编辑 删除 平台配置 设置主管): they wrap to a second line rather than widen the
      // fixed column, which at 800 px would cover the columns a user reads first.
      280,
    ),
  ];
  const columns = withTenantColumn(own, crossing, text);
  const fit = useTableFit(columns, true);

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
          def={userResource}
          onSearch={(next) => {
            setFilters(next);
            restart();
          }}
        />
        <UserToolbar
          actions={{
            add: allowed(userCodes.add) ? () => setDialog({ kind: 'add' }) : undefined,
            remove: allowed(userCodes.delete) ? withSelection((rows) => confirmRemove(idsOf(rows))) : undefined,
            grant: allowed(userCodes.role) ? withSelection((users) => setDialog({ kind: 'grant', users })) : undefined,
            reset: allowed(userCodes.reset)
              ? withSelection((rows) => setDialog({ kind: 'reset', ids: idsOf(rows) }))
              : undefined,
            unlock: allowed(userCodes.unlock) ? withSelection((rows) => confirmUnlock(idsOf(rows))) : undefined,
            approve: allowed(userCodes.approve) ? withSelection((rows) => confirmApprove(idsOf(rows))) : undefined,
            refuse: allowed(userCodes.refuse) ? withSelection((rows) => confirmRefuse(idsOf(rows))) : undefined,
            import: allowed(userCodes.import) ? () => setDialog({ kind: 'import' }) : undefined,
            exportFilters: allowed(userCodes.export) ? { ...filters, ...(deptId ? { deptId } : {}) } : undefined,
          }}
        />
        <Table<CrudRecord>
          rowKey="id"
          size="middle"
          dataSource={(list.data?.records ?? []) as unknown as CrudRecord[]}
          loading={list.isFetching}
          // Columns, scroll and the folded columns' expanded row, measured on the table itself (tableScroll.ts).
          {...fit}
          rowSelection={{
            selectedRowKeys: idsOf(selected),
            onChange: (_, rows) => setSelected(rows as unknown as User[]),
          }}
          pagination={pagination}
        />
      </Card>
      {dialog?.kind === 'view' && (
        <ViewDialog def={userResource} row={dialog.row as unknown as CrudRecord} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <UserFormDialog
          mode={dialog.kind}
          row={dialog.kind === 'edit' ? dialog.row : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'platform' && <PlatformDialog user={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
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
