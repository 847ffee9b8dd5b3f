import { type FlowExecution, flowCalls } from '@pharma/contract';
import { Card, Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { FlowChartDialog } from '../chart/FlowChartDialog.tsx';
import { SuspensionTag } from '../manager/SuspensionTag.tsx';
import { screenButton } from '../manager/screenButton.ts';
import { DeleteInstanceDialog } from './DeleteInstanceDialog.tsx';
import { followTexts as texts } from './follow.texts.ts';

const deleteButton = screenButton('flow_follow', 'delete');
const followButton = screenButton('flow_follow', 'follow');

interface Filter {
  processInstanceId?: string;
  processDefinitionKey?: string;
}

type Open = { kind: 'delete' | 'chart'; row: FlowExecution } | null;

/** Trimmed, and left out when empty (the call's filters are all optional). */
const filterOf = (values: Filter): Filter =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])
      .filter(([, value]) => value),
  );

/**
 * 流程跟踪 (/flow/follow): the running process instances, found by instance id or process key, each with the step it
 * waits at; 删除 (with a reason) ends one, 跟踪 shows its chart with what has run.
 */
export function FollowPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const invalidate = useInvalidate();
  const pager = usePaging();
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const [open, setOpen] = useState<Open>(null);

  const list = useCallPage(flowCalls.followList, {
    ...filter,
    current: String(pager.paging.current),
    size: String(pager.paging.size),
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const search = (next: Filter) => {
    setFilter(filterOf(next));
    pager.restart();
  };

  const buttons: RowButton<FlowExecution>[] = [];
  if (allowed(followButton.code))
    buttons.push({ key: 'follow', label: text(followButton.name), run: (row) => setOpen({ kind: 'chart', row }) });
  if (allowed(deleteButton.code))
    buttons.push({
      key: 'delete',
      label: text(deleteButton.name),
      danger: true,
      run: (row) => setOpen({ kind: 'delete', row }),
    });

  const columns: TableColumnsType<FlowExecution> = [
    { key: 'name', dataIndex: 'name', title: text(texts.name), width: 160 },
    {
      key: 'processDefinitionKey',
      dataIndex: 'processDefinitionKey',
      title: text(texts.processDefinitionKey),
      width: 140,
    },
    { key: 'startUser', dataIndex: 'startUser', title: text(texts.startUser), width: 120 },
    { key: 'startTime', dataIndex: 'startTime', title: text(texts.startTime), width: 170 },
    { key: 'taskDefinitionKey', dataIndex: 'taskDefinitionKey', title: text(texts.currentStep), width: 140 },
    {
      key: 'suspensionState',
      dataIndex: 'suspensionState',
      title: text(texts.state),
      width: 90,
      render: (state: number) => <SuspensionTag state={state} />,
    },
    { key: 'processInstanceId', dataIndex: 'processInstanceId', title: text(texts.processInstanceId), width: 200 },
    ...actionsColumn<FlowExecution>(t('crud.actions'), buttons, 140),
  ];
  const fit = useTableFit(columns);

  return (
    <Card className="crud-page">
      <Form form={form} layout="inline" className="crud-search" name="flow-follow-search" onFinish={search}>
        <Form.Item name="processInstanceId" label={text(texts.processInstanceId)}>
          <Input allowClear placeholder={t('crud.input', { label: text(texts.processInstanceId) })} />
        </Form.Item>
        <Form.Item name="processDefinitionKey" label={text(texts.processDefinitionKey)}>
          <Input allowClear placeholder={t('crud.input', { label: text(texts.processDefinitionKey) })} />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={form} onReset={() => search({})} />
        </Form.Item>
      </Form>
      <Table<FlowExecution>
        rowKey="id"
        size="middle"
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {open?.kind === 'delete' && (
        <DeleteInstanceDialog
          row={open.row}
          onClose={() => setOpen(null)}
          onDeleted={() => void invalidate(flowCalls.followList)}
        />
      )}
      {open?.kind === 'chart' && (
        <FlowChartDialog open onClose={() => setOpen(null)} processInstanceId={open.row.processInstanceId} />
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default FollowPage;
