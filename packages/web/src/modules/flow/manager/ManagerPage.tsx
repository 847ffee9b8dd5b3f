import { categoryPrefix, type FlowProcess, flowCalls, flowCategoryDict, format } from '@pharma/contract';
import { Card, Form, Radio, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi } from '../../../lib/api.ts';
import { useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { FlowChartDialog } from '../chart/FlowChartDialog.tsx';
import { ChangeStateDialog } from './ChangeStateDialog.tsx';
import { managerTexts as texts } from './manager.texts.ts';
import { SuspensionTag } from './SuspensionTag.tsx';
import { screenButton } from './screenButton.ts';

const stateButton = screenButton('flow_manager', 'state');
const removeButton = screenButton('flow_manager', 'remove');
const imageButton = screenButton('flow_manager', 'image');

/** The list's filters: 1 common definitions (no tenant), 2 the tenant's own; the category's dictionary key. */
interface Filter {
  mode: '1' | '2';
  category?: string;
}

type Open = { kind: 'state'; row: FlowProcess } | { kind: 'chart'; row: FlowProcess } | null;

/**
 * 流程管理 (/flow/manager): the deployed definitions, the latest version of each key, common ones or the tenant's
 * own, by category; 变更状态 (activate or suspend), 删除 (the deployment, with what it started) and 流程图.
 */
export function ManagerPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const pager = usePaging();
  const [filter, setFilter] = useState<Filter>({ mode: '1' });
  const [open, setOpen] = useState<Open>(null);

  const list = useCallPage(flowCalls.managerList, {
    current: String(pager.paging.current),
    size: String(pager.paging.size),
    mode: filter.mode,
    ...(filter.category ? { category: `${categoryPrefix}${filter.category}` } : {}),
  });
  const pagination = usePagination(pager, list.data ?? undefined);
  const refresh = () => void invalidate(flowCalls.managerList);
  const refilter = (next: Partial<Filter>) => {
    setFilter((f) => ({ ...f, ...next }));
    pager.restart();
  };

  const buttons: RowButton<FlowProcess>[] = [];
  if (allowed(stateButton.code))
    buttons.push({ key: 'state', label: text(stateButton.name), run: (row) => setOpen({ kind: 'state', row }) });
  if (allowed(imageButton.code))
    buttons.push({ key: 'image', label: text(imageButton.name), run: (row) => setOpen({ kind: 'chart', row }) });
  if (allowed(removeButton.code))
    buttons.push({
      key: 'remove',
      label: text(removeButton.name),
      danger: true,
      run: (row) =>
        confirm({
          content: format(text(texts.deleteConfirm), { name: row.name }),
          run: () => callApi(flowCalls.deleteDeployment, { query: { deploymentIds: row.deploymentId } }),
          onDone: refresh,
        }),
    });

  const columns: TableColumnsType<FlowProcess> = [
    {
      key: 'tenantId',
      dataIndex: 'tenantId',
      title: text(texts.tenantId),
      width: 110,
      render: (tenantId: string) => tenantId || text(texts.common),
    },
    { key: 'name', dataIndex: 'name', title: text(texts.name), width: 180 },
    { key: 'key', dataIndex: 'key', title: text(texts.key), width: 150 },
    { key: 'categoryName', dataIndex: 'categoryName', title: text(texts.categoryName), width: 130 },
    {
      key: 'version',
      dataIndex: 'version',
      title: text(texts.version),
      width: 90,
      render: (version: number) => `v${version}`,
    },
    {
      key: 'suspensionState',
      dataIndex: 'suspensionState',
      title: text(texts.state),
      width: 90,
      render: (state: number) => <SuspensionTag state={state} />,
    },
    { key: 'deploymentTime', dataIndex: 'deploymentTime', title: text(texts.deploymentTime), width: 170 },
    ...actionsColumn<FlowProcess>(t('crud.actions'), buttons, 210),
  ];
  const fit = useTableFit(columns);

  return (
    <Card className="crud-page">
      <Form layout="inline" className="crud-search" name="flow-manager-search">
        <Form.Item label={text(texts.mode)}>
          <Radio.Group
            optionType="button"
            value={filter.mode}
            onChange={(e) => refilter({ mode: e.target.value as Filter['mode'] })}
            options={[
              { value: '1', label: text(texts.commonMode) },
              { value: '2', label: text(texts.customMode) },
            ]}
          />
        </Form.Item>
        <Form.Item label={text(texts.category)} htmlFor="flow-manager-category">
          <DictSelect
            code={flowCategoryDict}
            id="flow-manager-category"
            style={{ minWidth: 160 }}
            placeholder={text(texts.allCategories)}
            value={filter.category}
            onChange={(category?: string) => refilter({ category })}
          />
        </Form.Item>
      </Form>
      <Table<FlowProcess>
        rowKey="id"
        size="middle"
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {open?.kind === 'state' && <ChangeStateDialog row={open.row} onClose={() => setOpen(null)} onChanged={refresh} />}
      {open?.kind === 'chart' && (
        <FlowChartDialog open onClose={() => setOpen(null)} processDefinitionId={open.row.id} />
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ManagerPage;
