import {
  cancellableStatuses,
  crudCalls,
  format,
  messageRecordResource,
  permissionsOf,
  recordStatus,
  type Text,
} from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { buildColumns, type RowButton } from '../../../crud/columns.tsx';
import { ListScreen, type ToolbarButton, useAllowed } from '../../../crud/ListScreen.tsx';
import { usePagedList } from '../../../crud/usePagedList.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { extraButton } from '../shared/buttons.ts';
import { recordStatusColors } from '../shared/statusColors.ts';
import { RecordViewDialog } from './RecordViewDialog.tsx';
import { cancelRecords, resendRecords } from './record.api.ts';
import { recordTexts as texts } from './record.texts.ts';
import { SendDialog } from './SendDialog.tsx';

const def = messageRecordResource;
const codes = permissionsOf(def);
const sendButton = extraButton(def, 'send');
const cancelButton = extraButton(def, 'cancel');
const resendButton = extraButton(def, 'resend');

const cancellable = (row: CrudRecord) => cancellableStatuses.includes(Number(row.status));
const failed = (row: CrudRecord) => Number(row.status) === recordStatus.failed;

type Open = { kind: 'view'; row: CrudRecord } | { kind: 'send' } | null;

/**
 * 消息记录 (/message/record): what the pipeline wrote, read-only (no add, edit or delete), its state as a coloured
 * tag; 查看 with the attempts, 取消 for the records not sent yet, 重发 for the failed ones (a row, or the ticked rows
 * it applies to), and 发送消息.
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const list = usePagedList(def);
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => {
    list.rowSelection.onChange([]);
    void invalidateCalls(client, crudCalls(def).list);
  };

  /**
   * Asks, runs, then says how many records it moved: the server counts only the ones still in a state the action
   * applies to (another person or the queue may have moved some meanwhile).
   */
  const ask = (question: string, run: () => Promise<number>, done: Text) =>
    modal.confirm({
      title: t('shell.tip'),
      content: question,
      onOk: () =>
        run().then(
          (count) => {
            void message.success(format(text(done), { count }));
            refresh();
          },
          () => undefined, // shown by lib/http
        ),
    });
  const cancel = (ids: string[], question: string) => ask(question, () => cancelRecords(ids), texts.cancelled);
  const resend = (ids: string[], question: string) => ask(question, () => resendRecords(ids), texts.resent);

  /** The ticked rows a batch action applies to; none of them → a warning instead of a question. */
  const batch = (applies: (row: CrudRecord) => boolean, none: Text, run: (ids: string[]) => void) => () => {
    const ids = list.selected.filter(applies).map((row) => row.id);
    if (ids.length === 0) void message.warning(text(none));
    else run(ids);
  };

  const rowActions: RowButton<CrudRecord>[] = [];
  if (allowed(cancelButton.code)) {
    rowActions.push({
      key: 'cancel',
      label: text(cancelButton.name),
      danger: true,
      shows: cancellable,
      run: (row) => cancel([row.id], text(texts.cancelOneConfirm)),
    });
  }
  if (allowed(resendButton.code)) {
    rowActions.push({
      key: 'resend',
      label: text(resendButton.name),
      shows: failed,
      run: (row) => resend([row.id], text(texts.resendOneConfirm)),
    });
  }
  const columns = buildColumns(def, text, t, {
    view: allowed(codes.view) ? (row) => setOpen({ kind: 'view', row }) : undefined,
    extra: rowActions,
  }).map((column) =>
    column.key === 'status'
      ? {
          ...column,
          render: (value: unknown) => <DictTag code={def.status!.dict} value={value} colors={recordStatusColors} />,
        }
      : column,
  );

  const toolbar: (ToolbarButton | false)[] = [
    allowed(sendButton.code) && {
      key: 'send',
      label: text(sendButton.name),
      primary: true,
      onClick: () => setOpen({ kind: 'send' }),
    },
    allowed(cancelButton.code) && {
      key: 'cancel',
      label: text(cancelButton.name),
      danger: true,
      onClick: batch(cancellable, texts.noneCancellable, (ids) =>
        cancel(ids, format(text(texts.cancelConfirm), { count: ids.length })),
      ),
    },
    allowed(resendButton.code) && {
      key: 'resend',
      label: text(resendButton.name),
      onClick: batch(failed, texts.noneFailed, (ids) =>
        resend(ids, format(text(texts.resendConfirm), { count: ids.length })),
      ),
    },
  ];

  return (
    <ListScreen<CrudRecord>
      search={{ def, onSearch: list.search }}
      toolbar={toolbar}
      exportOf={{ source: def.name, filters: list.filters }}
      table={{
        columns,
        dataSource: list.records,
        loading: list.loading,
        rowSelection: list.rowSelection,
        pagination: list.pagination,
      }}
    >
      {open?.kind === 'view' && <RecordViewDialog row={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'send' && <SendDialog onClose={() => setOpen(null)} />}
    </ListScreen>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default RecordsPage;
