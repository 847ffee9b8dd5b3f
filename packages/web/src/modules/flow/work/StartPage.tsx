import { type FlowProcess, flowCalls } from '@pharma/contract';
import { Radio, Tag } from 'antd';
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

const screen = 'work_start';
const start = workButton(screen, 'flow');
const image = workButton(screen, 'image');
type Mode = '1' | '2';

/**
 * 发起事务 (/work/start): the definitions I may start, common ones (通用) or my tenant's own (定制). 发起 opens the
 * process's form page; 流程图 shows the definition's chart.
 */
export function StartPage() {
  const text = useText();
  const allowed = useAllowed();
  const links = useProcessLinks();
  const [mode, setMode] = useState<Mode>('1');
  const list = useWorkList(flowCalls.startList, { mode });
  const [chart, setChart] = useState<string>();

  const buttons: RowButton<FlowProcess>[] = [
    ...(allowed(start.code) ? [{ key: 'start', label: text(start.name), run: links.form }] : []),
    ...(allowed(image.code)
      ? [{ key: 'image', label: text(image.name), run: (row: FlowProcess) => setChart(row.id) }]
      : []),
  ];
  const columns = [
    { key: 'categoryName', dataIndex: 'categoryName', title: text(texts.category), width: 120 },
    { key: 'name', dataIndex: 'name', title: text(texts.processName), width: 160 },
    { key: 'key', dataIndex: 'key', title: text(texts.key), width: 140 },
    {
      key: 'version',
      dataIndex: 'version',
      title: text(texts.version),
      width: 100,
      render: (version: number) => <Tag>v{version}</Tag>,
    },
    { key: 'deploymentTime', dataIndex: 'deploymentTime', title: text(texts.deploymentTime), width: 170 },
    ...actionsColumn(text(texts.actions), buttons, 60 + 60 * buttons.length),
  ];

  return (
    <WorkListFrame<FlowProcess>
      // start-list filters by category only (and the mode below).
      search={<WorkSearch name="work_start-search" full={false} onSearch={list.search} />}
      toolbar={
        <Radio.Group
          aria-label={text(texts.mode)}
          optionType="button"
          buttonStyle="solid"
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as Mode);
            list.restart();
          }}
          options={[
            { value: '1', label: text(texts.common) },
            { value: '2', label: text(texts.custom) },
          ]}
        />
      }
      columns={columns}
      rows={list.records}
      rowKey={(row) => row.id}
      loading={list.loading}
      pagination={list.pagination}
    >
      <FlowChartDialog open={chart !== undefined} onClose={() => setChart(undefined)} processDefinitionId={chart} />
    </WorkListFrame>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default StartPage;
