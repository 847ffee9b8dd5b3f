import {
  type JobRecord,
  type JobStateValue,
  jobCalls,
  jobCodes,
  jobMessages,
  jobRetryButton,
  jobStateValues,
  messages,
} from '@pharma/contract';
import { Button, Card, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useCall, useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { jobApi, jobQuery } from './job.api.ts';
import { jobTexts as texts } from './job.texts.ts';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 360, overflow: 'auto' } as const;

const stateColors: Record<JobStateValue, string> = {
  created: 'default',
  retry: 'orange',
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

/**
 * 任务队列 (/system/job): the background jobs of every tenant, newest first, filtered by queue and state; a row's
 * details (its data and the error of a failed run) in a drawer; 重试 on failed ones. The platform administrator's.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const text = useText();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const permission = useSession((s) => s.permission);
  const pager = usePaging();
  const [form] = Form.useForm<{ name?: string; state?: JobStateValue }>();
  const [filter, setFilter] = useState<{ name?: string; state?: JobStateValue }>({});
  const [shown, setShown] = useState<string>();

  const list = useCallPage(jobCalls.list, jobQuery({ ...filter, ...pager.paging }));
  const pagination = usePagination(pager, list.data);
  const detail = useCall(jobCalls.detail, { id: shown ?? '' }, { enabled: Boolean(shown) });

  const stateTag = (state: JobStateValue) => <Tag color={stateColors[state]}>{text(jobMessages.states[state])}</Tag>;
  const retry = (row: { id: string }) =>
    confirm({
      content: text(texts.retryConfirm),
      run: () => jobApi.retry(row.id),
      success: text(messages.ok),
      onDone: () => void invalidate(jobCalls.list),
    });

  const buttons: RowButton<JobRecord>[] = [];
  if (can(permission, jobCodes.view))
    buttons.push({ key: 'view', label: t('crud.view'), run: (row) => setShown(row.id) });
  if (can(permission, jobCodes.retry)) {
    buttons.push({
      key: jobRetryButton.key,
      label: text(jobRetryButton.name),
      run: retry,
      shows: (row) => row.state === 'failed',
    });
  }

  const columns = [
    { title: text(texts.queue), dataIndex: 'name', width: 180 },
    { title: text(texts.state), dataIndex: 'state', width: 110, render: stateTag },
    { title: text(texts.tenant), dataIndex: 'tenantId', width: 90 },
    { title: text(texts.account), dataIndex: 'account', width: 110 },
    {
      title: text(texts.retries),
      dataIndex: 'retryCount',
      width: 90,
      render: (_: number, row: JobRecord) => `${row.retryCount} / ${row.retryLimit}`,
    },
    { title: text(texts.createTime), dataIndex: 'createTime', width: 170 },
    { title: text(texts.completeTime), dataIndex: 'completeTime', width: 170 },
    { title: text(texts.error), dataIndex: 'error', ellipsis: true },
    ...actionsColumn<JobRecord>(t('crud.actions'), buttons),
  ];

  const job = detail.data;
  return (
    <Card className="crud-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          setFilter({ name: values.name?.trim() || undefined, state: values.state || undefined });
          pager.restart();
        }}
      >
        <Form.Item name="name" label={text(texts.queue)}>
          <Input allowClear placeholder={text(texts.queuePlaceholder)} />
        </Form.Item>
        <Form.Item name="state" label={text(texts.state)}>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={text(texts.statePlaceholder)}
            options={jobStateValues.map((value) => ({ value, label: text(jobMessages.states[value]) }))}
          />
        </Form.Item>
        <SearchButtons
          form={form}
          onReset={() => {
            setFilter({});
            pager.restart();
          }}
        />
      </Form>
      <Table<JobRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 1200 }}
      />
      {shown && (
        <Drawer open title={text(texts.detail)} width="min(760px, 100vw)" onClose={() => setShown(undefined)}>
          {job && (
            <>
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label="ID">{job.id}</Descriptions.Item>
                <Descriptions.Item label={text(texts.queue)}>{job.name}</Descriptions.Item>
                <Descriptions.Item label={text(texts.state)}>{stateTag(job.state)}</Descriptions.Item>
                <Descriptions.Item label={text(texts.tenant)}>{job.tenantId}</Descriptions.Item>
                <Descriptions.Item label={text(texts.account)}>{job.account}</Descriptions.Item>
                <Descriptions.Item
                  label={text(texts.retries)}
                >{`${job.retryCount} / ${job.retryLimit}`}</Descriptions.Item>
                <Descriptions.Item label={text(texts.createTime)}>{job.createTime}</Descriptions.Item>
                <Descriptions.Item label={text(texts.startAfter)}>{job.startAfter}</Descriptions.Item>
                <Descriptions.Item label={text(texts.startTime)}>{job.startTime}</Descriptions.Item>
                <Descriptions.Item label={text(texts.completeTime)}>{job.completeTime}</Descriptions.Item>
                <Descriptions.Item label={text(texts.data)}>
                  <pre style={pre}>{JSON.stringify(job.data, null, 2)}</pre>
                </Descriptions.Item>
                {job.error ? (
                  <Descriptions.Item label={text(texts.error)}>
                    <pre style={pre}>{job.error}</pre>
                  </Descriptions.Item>
                ) : (
                  <Descriptions.Item label={text(texts.output)}>
                    <pre style={pre}>{JSON.stringify(job.output, null, 2)}</pre>
                  </Descriptions.Item>
                )}
              </Descriptions>
              {job.state === 'failed' && can(permission, jobCodes.retry) && (
                <Space className="job-retry">
                  <Button type="primary" onClick={() => retry(job)}>
                    {text(jobRetryButton.name)}
                  </Button>
                </Space>
              )}
            </>
          )}
        </Drawer>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default JobsPage;
