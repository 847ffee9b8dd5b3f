import {
  type JobInfoRecord,
  type JobRecord,
  type JobStateValue,
  jobInfoBody,
  jobInfoCalls,
  jobInfoRunButton,
  jobInfoScreen,
  jobMessages,
  jobSyncButton,
  messages,
} from '@pharma/contract';
import { App, Button, Card, DatePicker, Drawer, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../crud/columns.tsx';
import { SearchButtons } from '../../crud/SearchButtons.tsx';
import { lengthOf } from '../../crud/schemaLength.ts';
import { useConfirmAction } from '../../crud/useConfirmAction.ts';
import { pagedQuery, usePagedCall } from '../../crud/usePagedList.ts';
import { useText } from '../../i18n/useText.ts';
import { can } from '../../lib/permission.ts';
import { useCall, useInvalidate } from '../../lib/useCall.ts';
import { useSession } from '../../shell/stores/session.ts';
import { jobInfoApi } from './job.api.ts';
import { jobInfoTexts as texts } from './job.texts.ts';

const code = (key: string) => `${jobInfoScreen.code}_${key}`;
const format = 'YYYY-MM-DD HH:mm:ss';
const stateColors: Record<JobStateValue, string> = {
  created: 'default',
  retry: 'orange',
  active: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

interface FormValues {
  jobName: string;
  processorInfo: string;
  timeExpressionType: number;
  timeExpression?: string;
  jobParams?: string;
  enable: boolean;
  lifecycle?: [Dayjs, Dayjs] | null;
  jobDescription?: string;
}

/**
 * 任务管理 (/job/jobinfo, BladeX's path): the scheduled jobs, each a handler the modules registered with a cron
 * expression; the switch enables (schedules) or pauses it, 运行 queues one run now, 运行记录 shows its runs from
 * the job queue. The platform administrator's.
 */
export function JobInfoPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const permission = useSession((s) => s.permission);
  const [search] = Form.useForm<{ jobName?: string }>();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<JobInfoRecord | 'new'>();
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState<JobInfoRecord>();

  const list = usePagedCall(jobInfoCalls.list, { initial: {} as { jobName?: string } });
  const handlers = useCall(jobInfoCalls.handlers, undefined, { enabled: !!editing });
  const runs = usePagedCall(jobInfoCalls.runs, {
    query: (_: object, paging) => ({ id: history?.id ?? '', ...pagedQuery({}, paging) }),
    enabled: !!history,
  });
  // The jobs, their runs and their handlers all live in the job folder.
  const refresh = () => void invalidate(jobInfoCalls.list);

  const open = (row: JobInfoRecord | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row === 'new') form.setFieldsValue({ timeExpressionType: 2, enable: true });
    else {
      const [start, end] = row.lifecycle ? row.lifecycle.split(',') : [];
      form.setFieldsValue({
        jobName: row.jobName,
        processorInfo: row.processorInfo,
        timeExpressionType: row.timeExpressionType,
        timeExpression: row.timeExpression,
        jobParams: row.jobParams,
        enable: row.enable === 1,
        lifecycle: start && end ? [dayjs(start), dayjs(end)] : undefined,
        jobDescription: row.jobDescription,
      });
    }
  };
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await jobInfoApi.submit({
        ...(editing !== 'new' && editing && { id: editing.id }),
        jobName: v.jobName,
        processorInfo: v.processorInfo,
        timeExpressionType: v.timeExpressionType,
        timeExpression: v.timeExpression ?? '',
        jobParams: v.jobParams ?? '',
        enable: v.enable ? 1 : 0,
        lifecycle: v.lifecycle ? `${v.lifecycle[0].format(format)},${v.lifecycle[1].format(format)}` : '',
        jobDescription: v.jobDescription ?? '',
      });
      void message.success(text(messages.ok));
      setEditing(undefined);
      refresh();
    } catch {
      // refused: shown by lib/http, the dialog stays open
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (row: JobInfoRecord, on: boolean) => {
    try {
      await jobInfoApi.change(row.id, on ? 1 : 0);
      void message.success(text(messages.ok));
    } finally {
      refresh();
    }
  };

  const buttons: RowButton<JobInfoRecord>[] = [];
  if (can(permission, code('edit'))) buttons.push({ key: 'edit', label: t('crud.edit'), run: open });
  if (can(permission, code(jobInfoRunButton.key)))
    buttons.push({
      key: jobInfoRunButton.key,
      label: text(jobInfoRunButton.name),
      run: (row) =>
        confirm({
          content: text(texts.runConfirm),
          run: () => jobInfoApi.run(row.id),
          success: text(texts.runDone),
          onDone: refresh,
        }),
    });
  if (can(permission, code('view'))) buttons.push({ key: 'runs', label: text(texts.runs), run: setHistory });
  if (can(permission, code('delete')))
    buttons.push({
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      run: (row) => confirm({ run: () => jobInfoApi.remove([row.id]), onDone: refresh }),
    });

  const columns = [
    { title: text(texts.jobName), dataIndex: 'jobName', width: 180, fixed: 'left' as const },
    {
      title: text(texts.enable),
      dataIndex: 'enable',
      width: 100,
      render: (enable: number, row: JobInfoRecord) => (
        <Switch
          size="small"
          checked={enable === 1}
          disabled={!can(permission, code('edit'))}
          checkedChildren={text(texts.enabled)}
          unCheckedChildren={text(texts.paused)}
          aria-label={text(texts.enable)}
          onChange={(on) => void toggle(row, on)}
        />
      ),
    },
    { title: text(texts.handler), dataIndex: 'processorName', width: 170 },
    {
      title: text(texts.timeExpression),
      dataIndex: 'timeExpression',
      width: 150,
      render: (value: string, row: JobInfoRecord) => (row.timeExpressionType === 1 ? text(texts.api) : value),
    },
    { title: text(texts.nextFireTime), dataIndex: 'nextFireTime', width: 170 },
    { title: text(texts.lastFireTime), dataIndex: 'lastFireTime', width: 170 },
    { title: text(texts.description), dataIndex: 'jobDescription', ellipsis: true },
    ...actionsColumn<JobInfoRecord>(t('crud.actions'), buttons),
  ];

  const timeType = Form.useWatch('timeExpressionType', form);
  return (
    <Card className="crud-page">
      <Form
        form={search}
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          list.search({ jobName: values.jobName?.trim() || undefined });
        }}
      >
        <Form.Item name="jobName" label={text(texts.jobName)}>
          <Input allowClear placeholder={text(texts.jobNamePlaceholder)} />
        </Form.Item>
        <SearchButtons
          form={search}
          onReset={() => {
            list.search({});
          }}
        />
      </Form>
      <Space className="crud-toolbar" wrap>
        {can(permission, code('add')) && (
          <Button type="primary" onClick={() => open('new')}>
            {t('crud.add')}
          </Button>
        )}
        {can(permission, code(jobSyncButton.key)) && (
          <Button
            onClick={() =>
              confirm({
                content: text(texts.syncConfirm),
                run: () => jobInfoApi.sync(),
                success: text(messages.ok),
                onDone: refresh,
              })
            }
          >
            {text(jobSyncButton.name)}
          </Button>
        )}
      </Space>
      <Table<JobInfoRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.records}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 1250 }}
      />
      <Modal
        open={!!editing}
        title={text(editing === 'new' ? texts.add : texts.edit)}
        width="min(720px, 100vw)"
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="jobName"
            label={text(texts.jobName)}
            rules={[
              { required: true, whitespace: true, message: text(texts.jobNamePlaceholder) },
              { max: lengthOf(jobInfoBody, 'jobName') },
            ]}
          >
            <Input placeholder={text(texts.jobNamePlaceholder)} />
          </Form.Item>
          <Form.Item
            name="processorInfo"
            label={text(texts.handler)}
            rules={[{ required: true, message: text(texts.handlerPlaceholder) }]}
          >
            <Select
              placeholder={text(texts.handlerPlaceholder)}
              loading={handlers.isFetching}
              options={(handlers.data ?? []).map((h) => ({ value: h.name, label: `${h.label} (${h.name})` }))}
            />
          </Form.Item>
          <Form.Item name="timeExpressionType" label={text(texts.timeType)}>
            <Select
              options={[
                { value: 2, label: text(texts.cron) },
                { value: 1, label: text(texts.api) },
              ]}
            />
          </Form.Item>
          {timeType !== 1 && (
            <Form.Item
              name="timeExpression"
              label={text(texts.timeExpression)}
              extra={text(texts.timeExpressionHint)}
              rules={[{ required: true, whitespace: true, message: text(texts.timeExpression) }]}
            >
              <Input placeholder="0 30 2 * * ?" />
            </Form.Item>
          )}
          <Form.Item name="jobParams" label={text(texts.params)} extra={text(texts.paramsHint)}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder='{"days": 30}' />
          </Form.Item>
          <Form.Item name="enable" label={text(texts.enable)} valuePropName="checked">
            <Switch checkedChildren={text(texts.enabled)} unCheckedChildren={text(texts.paused)} />
          </Form.Item>
          <Form.Item name="lifecycle" label={text(texts.lifecycle)}>
            <DatePicker.RangePicker showTime format={format} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="jobDescription"
            label={text(texts.description)}
            rules={[{ max: lengthOf(jobInfoBody, 'jobDescription') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
      {history && (
        <Drawer
          open
          title={`${text(texts.runs)} · ${history.jobName}`}
          width="min(900px, 100vw)"
          onClose={() => setHistory(undefined)}
        >
          <Table<JobRecord>
            rowKey="id"
            size="small"
            dataSource={runs.records}
            loading={runs.loading}
            pagination={runs.pagination}
            scroll={{ x: 700 }}
            columns={[
              {
                title: text(texts.state),
                dataIndex: 'state',
                width: 100,
                render: (state: JobStateValue) => (
                  <Tag color={stateColors[state]}>{text(jobMessages.states[state])}</Tag>
                ),
              },
              { title: text(texts.startTime), dataIndex: 'startTime', width: 170 },
              { title: text(texts.completeTime), dataIndex: 'completeTime', width: 170 },
              { title: text(texts.error), dataIndex: 'error', ellipsis: true },
            ]}
          />
        </Drawer>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default JobInfoPage;
