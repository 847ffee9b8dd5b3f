import { exportMessages, messages, ossFileCalls, ossFileMessages, type ResourceDef } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Space, Table, type TableProps } from 'antd';
import { cloneElement, isValidElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { navigateTo } from '../lib/navigate.ts';
import { can } from '../lib/permission.ts';
import { invalidateCalls } from '../lib/useCall.ts';
import { useSession } from '../shell/stores/session.ts';
import { useUi } from '../shell/stores/ui.ts';
import type { Filters } from './api.ts';
import { downloadCentrePath, ExportRefused, exportList, exportTexts } from './exportList.ts';
import { SearchForm } from './SearchForm.tsx';
import { useTableFit } from './tableScroll.ts';
import './crud.css';

/** One toolbar button; `false` (a code the user lacks) leaves it out. */
export interface ToolbarButton {
  key: string;
  label: ReactNode;
  onClick: () => void;
  primary?: boolean;
  danger?: boolean;
}

export interface ListScreenProps<T> {
  /** The search bar's fields (`createTime={false}` for calls that take no time filter). */
  search: { def: ResourceDef; createTime?: boolean; onSearch: (filters: Filters) => void };
  /** The toolbar's buttons in order; no toolbar at all when left out. */
  toolbar?: (ToolbarButton | false | undefined)[];
  /** Anything after the buttons (a screen's own buttons with their dialogs). */
  toolbarExtra?: ReactNode;
  /** Let the buttons wrap on a narrow screen (screens with many buttons). */
  toolbarWrap?: boolean;
  /**
   * 导出 at the end of the toolbar: the list `source` (see ExportRequest) with the search it shows now. Whoever may
   * see the list may export it; the server writes only the rows the list would show them.
   */
  exportOf?: { source: string; filters: Filters };
  /** The table: rows, columns, selection, paging (none by default), tree expansion. */
  table: Omit<TableProps<T>, 'rowKey' | 'size' | 'scroll'>;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * The frame every list screen shares: search bar, toolbar of permission-gated buttons, the table (rows keyed by
 * id, scrolling sideways inside itself by the sum of its column widths, see tableScroll.ts) and the screen's dialogs
 * below.
 */
export function ListScreen<T extends { id: string }>({
  search,
  toolbar,
  toolbarExtra,
  toolbarWrap,
  exportOf,
  table,
  children,
}: ListScreenProps<T>) {
  // A tree table (rows with children) or one with its own expanded part keeps its expansion: nothing folds there.
  const expands = Boolean(table.expandable) || Boolean(table.dataSource?.some((row) => 'children' in (row as object)));
  const fit = useTableFit(table.columns, table.rowSelection, !expands);
  // A phone has no room for a row of buttons: they wrap there whatever the screen asks.
  const phone = useUi((s) => s.screen === 0);
  return (
    <Card className="crud-page">
      <SearchForm def={search.def} createTime={search.createTime} onSearch={search.onSearch} />
      {toolbar && (
        <Space className="crud-toolbar" wrap={toolbarWrap || phone}>
          {toolbar.map(
            (button) =>
              button && (
                <Button
                  key={button.key}
                  type={button.primary ? 'primary' : undefined}
                  danger={button.danger}
                  onClick={button.onClick}
                >
                  {button.label}
                </Button>
              ),
          )}
          {toolbarExtra}
          {exportOf && <ExportButton {...exportOf} />}
        </Space>
      )}
      <Table<T> rowKey="id" size="middle" pagination={false} {...table} {...fit} />
      {children}
    </Card>
  );
}

/** Whether the signed-in user holds a button code. */
export function useAllowed(): (code: string) => boolean {
  const permission = useSession((s) => s.permission);
  return (code) => can(permission, code);
}

/** The 新增 and 批量删除 buttons, each shown only with its handler (the user holds the code). */
export function useAddAndBatchDelete(onAdd?: () => void, onBatchDelete?: () => void): (ToolbarButton | undefined)[] {
  const { t } = useTranslation();
  return [
    onAdd && { key: 'add', label: t('crud.add'), primary: true, onClick: onAdd },
    onBatchDelete && { key: 'batchDelete', label: t('crud.batchDelete'), danger: true, onClick: onBatchDelete },
  ];
}

/** Batch actions need a selection first: without one they warn 请选择至少一条数据 and do nothing. */
export function useWithSelection<R>(selected: readonly R[]): (run: (rows: R[]) => void) => () => void {
  const text = useText();
  const { message } = App.useApp();
  return (run) => () => {
    if (selected.length === 0) void message.warning(text(messages.selectOne));
    else run([...selected]);
  };
}

/**
 * 导出, busy while the file downloads (a second click would only start a second download), with 后台导出 in its
 * menu. A large list (or 后台导出) runs as a job of the download centre: the server's message then shows with a
 * button to the centre, and the shell's download watch is told at once (it follows the job to its file). ListScreen
 * shows it from `exportOf`; screens with their own toolbar use it directly.
 */
export function ExportButton({ source, filters, size }: { source: string; filters: Filters; size?: 'small' }) {
  const text = useText();
  const { message, notification } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = (background: boolean) => {
    setBusy(true);
    exportList(source, filters, background)
      .then((outcome) => {
        if (outcome.kind !== 'background') return;
        // The download centre and the shell's watch of it read the new row at once.
        void invalidateCalls(client, ossFileCalls.list);
        const key = `export-${outcome.ossFileId}`;
        notification.success({
          key,
          message: outcome.msg || text(ossFileMessages.queued),
          actions: (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                notification.destroy(key);
                navigateTo(downloadCentrePath);
              }}
            >
              {text(exportTexts.goToCentre)}
            </Button>
          ),
        });
      })
      .catch((error: unknown) => {
        // A refusal by its code already showed its message (lib/http); one with code 200 is shown here.
        if (error instanceof ExportRefused) void message.error(error.msg || text(exportMessages.failed));
      })
      .finally(() => setBusy(false));
  };
  return (
    <Dropdown.Button
      size={size}
      loading={busy}
      trigger={['click']}
      onClick={() => run(false)}
      menu={{
        items: [{ key: 'background', label: text(exportMessages.background) }],
        onClick: () => run(true),
      }}
      buttonsRender={([left, right]) => [
        left,
        isValidElement<{ 'aria-label'?: string; disabled?: boolean }>(right)
          ? cloneElement(right, { 'aria-label': text(exportTexts.moreWays), disabled: busy })
          : right,
      ]}
    >
      {text(exportMessages.button)}
    </Dropdown.Button>
  );
}
