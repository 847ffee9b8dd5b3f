import { permissionsOf, uploadHisCalls, uploadHisImportCode, uploadHisResource } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { buildColumns } from '../../../crud/columns.tsx';
import { ListScreen, type ToolbarButton, useAllowed, useWithSelection } from '../../../crud/ListScreen.tsx';
import { usePagedList } from '../../../crud/usePagedList.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callKey } from '../../../lib/api.ts';
import { SalesImportDialog } from './SalesImportDialog.tsx';
import { UploadRowsDialog } from './UploadRowsDialog.tsx';
import { processing, type UploadHis } from './upload.api.ts';
import { uploadTexts as texts } from './upload.texts.ts';
import { uploadStatusColors } from './uploadStatus.ts';

const def = uploadHisResource;
const codes = permissionsOf(def);
/** How often the list reads again while one of its uploads is still processed. */
const pollMs = 2000;

type Open = { kind: 'rows'; row: UploadHis } | { kind: 'import' } | null;

/**
 * 导入记录 (/salesmobile/upload-his): every upload by module number, newest first (batch, template, file, counts,
 * status, operator, times), searched by the declaration's fields and dates; 查看 opens its rows with their results,
 * 删除 removes finished ones, 导入 opens the import dialog on any template the caller may import. While an upload on
 * the page is processed, the list reads again every two seconds, so its counts move.
 */
export function UploadHisPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = usePagedList(def);
  const [open, setOpen] = useState<Open>(null);
  const withSelection = useWithSelection(list.selected);

  const running = list.records.some((r) => processing(r as UploadHis));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: callKey(uploadHisCalls.list) }), pollMs);
    return () => clearInterval(timer);
  }, [running, client]);

  const remove = (rows: CrudRecord[]) => {
    if (rows.some((r) => processing(r as UploadHis))) void message.warning(text(texts.runningNoDelete));
    else list.confirmRemove(rows.map((r) => r.id));
  };

  const columns = buildColumns(def, text, t, {
    view: allowed(codes.view) ? (row) => setOpen({ kind: 'rows', row: row as UploadHis }) : undefined,
    extra: allowed(codes.delete)
      ? [
          {
            key: 'remove',
            label: t('crud.delete'),
            danger: true,
            shows: (row) => !processing(row as UploadHis),
            run: (row) => remove([row]),
          },
        ]
      : [],
  }).map((column) =>
    column.key === 'status'
      ? {
          ...column,
          render: (value: unknown) => <DictTag code="sm_upload_status" value={value} colors={uploadStatusColors} />,
        }
      : column,
  );

  const toolbar: (ToolbarButton | false)[] = [
    allowed(uploadHisImportCode) && {
      key: 'import',
      label: text(texts.importTitle),
      primary: true,
      onClick: () => setOpen({ kind: 'import' }),
    },
    allowed(codes.delete) && {
      key: 'batchDelete',
      label: t('crud.batchDelete'),
      danger: true,
      onClick: withSelection(remove),
    },
  ];

  return (
    <ListScreen<CrudRecord>
      search={{ def, onSearch: list.search }}
      toolbar={toolbar}
      table={{
        columns,
        dataSource: list.records,
        loading: list.loading,
        rowSelection: list.rowSelection,
        pagination: list.pagination,
      }}
    >
      {open?.kind === 'rows' && <UploadRowsDialog his={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'import' && <SalesImportDialog onClose={() => setOpen(null)} />}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default UploadHisPage;
