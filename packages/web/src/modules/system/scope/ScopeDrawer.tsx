import { Button, Drawer, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import type { Menu } from '../menu/menu.api.ts';
import type { ScopeKind } from './kind.ts';
import { ScopeFormDialog } from './ScopeFormDialog.tsx';
import type { Scope } from './scope.api.ts';
import { useScopeList, useScopeWrites } from './useScopes.ts';

/**
 * 权限配置 of one menu: its scopes of this kind, with add / edit / delete. Opening the drawer already needed the
 * kind's setting code; the server accepts writes from the platform administrator only and says so otherwise.
 */
export function ScopeDrawer({ kind, menu, onClose }: { kind: ScopeKind; menu: Menu; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const pager = usePaging();
  const list = useScopeList(kind, menu.id, pager.paging);
  const pagination = usePagination(pager, list.data);
  const { remove } = useScopeWrites(kind);
  const confirm = useConfirmAction();
  // undefined: closed; null: adding; a row: editing it.
  const [form, setForm] = useState<Scope | null>();

  const columns = [
    ...kind.columns(text),
    ...actionsColumn<Scope>(t('crud.actions'), [
      { key: 'edit', label: t('crud.edit'), run: (row) => setForm(row) },
      {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        run: (row) => confirm({ run: () => remove.mutateAsync([row.id]) }),
      },
    ]),
  ];
  const fit = useTableFit(columns);

  return (
    <Drawer open title={menu.name} width="min(960px, 100vw)" onClose={onClose}>
      <Space className="crud-toolbar">
        <Button type="primary" onClick={() => setForm(null)}>
          {t('crud.add')}
        </Button>
      </Space>
      <Table<Scope>
        rowKey="id"
        size="middle"
        columns={fit.columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={pagination}
        scroll={fit.scroll}
      />
      {form !== undefined && (
        <ScopeFormDialog kind={kind} menuId={menu.id} row={form ?? undefined} onClose={() => setForm(undefined)} />
      )}
    </Drawer>
  );
}
