import { exportMessages, messages, type ResourceDef } from '@pharma/contract';
import { App, Button, Card, Space, Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../i18n/useText.ts';
import { can } from '../lib/permission.ts';
import { useSession } from '../shell/stores/session.ts';
import { useUi } from '../shell/stores/ui.ts';
import type { Filters } from './api.ts';
import { exportList } from './exportList.ts';
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
  const fit = useTableFit(table.columns, table.rowSelection);
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
 * 导出, busy while the file downloads (a second click would only start a second download). ListScreen shows it
 * from `exportOf`; screens with their own toolbar use it directly.
 */
export function ExportButton({ source, filters, size }: { source: string; filters: Filters; size?: 'small' }) {
  const text = useText();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={size}
      loading={busy}
      onClick={() => {
        setBusy(true);
        // A refusal already showed its message (lib/http); nothing more to say here.
        exportList(source, filters)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {text(exportMessages.button)}
    </Button>
  );
}
