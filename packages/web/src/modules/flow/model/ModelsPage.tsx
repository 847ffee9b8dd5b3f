import { flowModelResource as def } from '@pharma/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { buildColumns, type RowButton } from '../../../crud/columns.tsx';
import { ListScreen, type ToolbarButton, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { usePagedList } from '../../../crud/usePagedList.ts';
import { useText } from '../../../i18n/useText.ts';
import { DeployModelDialog } from './DeployModelDialog.tsx';
import { ModelDesigner } from './ModelDesigner.tsx';
import { modelTexts as texts } from './model.texts.ts';
import { modelButtons as buttons } from './modelButtons.ts';

type Open = { kind: 'design'; id?: string } | { kind: 'deploy'; row: CrudRecord } | null;

/**
 * 模型管理 (/flow/model): the BPMN models, newest first, found by key and name. 创建 and 配置 open the designer,
 * 部署 makes a process definition of a model, 删除 removes models (one, or the ticked ones).
 */
export function ModelsPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const list = usePagedList(def);
  const withSelection = useWithSelection(list.selectedIds);
  const [open, setOpen] = useState<Open>(null);

  const rowActions: RowButton<CrudRecord>[] = [];
  if (allowed(buttons.update.code))
    rowActions.push({
      key: 'update',
      label: text(buttons.update.name),
      run: (row) => setOpen({ kind: 'design', id: row.id }),
    });
  if (allowed(buttons.deploy.code))
    rowActions.push({
      key: 'deploy',
      label: text(buttons.deploy.name),
      run: (row) => setOpen({ kind: 'deploy', row }),
    });
  const columns = buildColumns(def, text, t, {
    remove: allowed(buttons.delete.code) ? (row) => list.confirmRemove([row.id]) : undefined,
    extra: rowActions,
  }).map((column) =>
    // A model's time is when it was last saved (BladeX's lastUpdated), not when it was first made.
    column.key === 'createTime'
      ? {
          ...column,
          key: 'lastUpdated',
          title: text(texts.lastUpdated),
          render: (_: unknown, row: CrudRecord) => String(row.lastUpdated ?? row.updateTime ?? ''),
        }
      : column,
  );

  const toolbar: (ToolbarButton | false)[] = [
    allowed(buttons.create.code) && {
      key: 'create',
      label: text(buttons.create.name),
      primary: true,
      onClick: () => setOpen({ kind: 'design' }),
    },
    allowed(buttons.delete.code) && {
      key: 'batchDelete',
      label: t('crud.batchDelete'),
      danger: true,
      onClick: withSelection((ids) => list.confirmRemove(ids)),
    },
  ];

  return (
    <ListScreen<CrudRecord>
      search={{ def, createTime: false, onSearch: list.search }}
      toolbar={toolbar}
      table={{
        columns,
        dataSource: list.records,
        loading: list.loading,
        rowSelection: allowed(buttons.delete.code) ? list.rowSelection : undefined,
        pagination: list.pagination,
      }}
    >
      {open?.kind === 'design' && <ModelDesigner id={open.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'deploy' && <DeployModelDialog row={open.row} onClose={() => setOpen(null)} />}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ModelsPage;
