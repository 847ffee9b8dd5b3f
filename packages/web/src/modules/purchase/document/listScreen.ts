import type { CallDef } from '@pharma/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { callApi } from '../../../lib/api.ts';
import { useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import type { DocFilters } from './useDocList.tsx';

/**
 * A paged list read through its declared call with the filters of its search bar (采购目录, 参数页面): a search starts
 * again at page 1, and `refresh` refreshes the call's folder and the folders of `also` (what the list shows of them).
 */
export function useSearchedPage<C extends CallDef>(call: C, also: readonly CallDef[] = []) {
  const invalidate = useInvalidate();
  const pager = usePaging();
  const [filters, setFilters] = useState<DocFilters>({});
  const query = { current: String(pager.paging.current), size: String(pager.paging.size), ...filters };
  const list = useCallPage(call, query as Parameters<typeof useCallPage<C>>[1]);
  const page = (list.data ?? undefined) as { records?: readonly unknown[]; total?: number } | undefined;
  const pagination = usePagination(pager, page);
  return {
    list,
    /** What the list frame (DocListFrame) shows of the read. */
    frame: { rowKey: 'id' as const, loading: list.isFetching, pagination },
    search: (next: DocFilters) => {
      setFilters(next);
      pager.restart();
    },
    refresh: () => void invalidate(call, ...also),
  };
}

/** The dialog a list screen has open (what it was opened with), closed on a save after the list is refreshed. */
export function useListDialog<Opened>(refresh: () => void) {
  const [opened, setOpened] = useState<Opened | null>(null);
  return {
    opened,
    open: setOpened,
    close: () => setOpened(null),
    saved: () => {
      setOpened(null);
      refresh();
    },
  };
}

/** 新增 in a list's toolbar, where the user holds the screen's add code. */
export function useAddButton() {
  const { t } = useTranslation();
  const allowed = useAllowed();
  return (code: string, onClick: () => void) =>
    allowed(code) && { key: 'add', label: t('crud.add'), primary: true, onClick };
}

/** 删除 of a row: asks with the row's own question, sends its id to the remove call, then refreshes the list. */
export function useRemoveButton() {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  return <R extends { id: string }>(
    call: CallDef,
    question: (row: R) => string,
    onDone: () => void,
    shows?: (row: R) => boolean,
  ): RowButton<R> => ({
    key: 'delete',
    label: t('crud.delete'),
    danger: true,
    ...(shows ? { shows } : {}),
    run: (row) =>
      confirm({
        content: question(row),
        run: () => callApi(call, { query: { ids: row.id } } as never),
        onDone,
      }),
  });
}
