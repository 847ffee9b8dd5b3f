import type { BladeFlow, flowCalls } from '@pharma/contract';
import { useState } from 'react';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useText } from '../../../i18n/useText.ts';
import { FlowChartDialog } from '../chart/FlowChartDialog.tsx';
import { useProcessLinks } from './useProcessLinks.ts';
import { useWorkList } from './useWorkList.ts';
import { WorkListFrame } from './WorkListFrame.tsx';
import { WorkSearch } from './WorkSearch.tsx';
import { workTexts as texts } from './work.texts.ts';
import { workButton } from './workButtons.ts';
import { flowRowKey, type WorkColumn, workColumns } from './workColumns.tsx';

export type WorkListCall =
  | typeof flowCalls.claimList
  | typeof flowCalls.todoList
  | typeof flowCalls.sendList
  | typeof flowCalls.doneList;

/** A screen's own row buttons, given the list (to drop a row) and before 详情 and 跟踪. */
export type OwnButtons = (list: ReturnType<typeof useWorkList<WorkListCall>>) => RowButton<BladeFlow>[];

/**
 * 待签, 待办, 已发 and 办结事务 alike: a list of BladeFlow rows with the work search, the screen's columns, its own
 * buttons, then 详情 (the process's detail page) and 跟踪 (the chart of the instance), each shown with its code.
 */
export function BladeFlowList({
  screen,
  call,
  columns,
  own,
}: {
  /** The screen code (work_todo): its buttons' codes are `<screen>_<key>`. */
  screen: string;
  call: WorkListCall;
  columns: readonly WorkColumn[];
  own?: OwnButtons;
}) {
  const text = useText();
  const allowed = useAllowed();
  const list = useWorkList(call);
  const links = useProcessLinks();
  const [chart, setChart] = useState<string>();
  const detail = workButton(screen, 'detail');
  const follow = workButton(screen, 'follow');
  const buttons: RowButton<BladeFlow>[] = [
    ...(own?.(list) ?? []),
    ...(allowed(detail.code) ? [{ key: 'detail', label: text(detail.name), run: links.detail }] : []),
    ...(allowed(follow.code)
      ? [{ key: 'follow', label: text(follow.name), run: (row: BladeFlow) => setChart(row.processInstanceId) }]
      : []),
  ];
  return (
    <WorkListFrame<BladeFlow>
      search={<WorkSearch name={`${screen}-search`} onSearch={list.search} />}
      columns={[
        ...workColumns(text, columns),
        ...actionsColumn(text(texts.actions), buttons, 60 + 50 * buttons.length),
      ]}
      rows={list.records}
      rowKey={flowRowKey}
      loading={list.loading}
      pagination={list.pagination}
    >
      <FlowChartDialog open={chart !== undefined} onClose={() => setChart(undefined)} processInstanceId={chart} />
    </WorkListFrame>
  );
}
