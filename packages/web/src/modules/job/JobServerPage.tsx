import { type JobServerRecord, jobServerCalls, jobServerScreen, jobSyncButton, messages } from '@pharma/contract';
import { Alert, App, Button, Card, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../crud/columns.tsx';
import { SearchButtons } from '../../crud/SearchButtons.tsx';
import { lengthOf } from '../../crud/schemaLength.ts';
import { useConfirmAction } from '../../crud/useConfirmAction.ts';
import { usePagedCall } from '../../crud/usePagedList.ts';
import { useText } from '../../i18n/useText.ts';
import { can } from '../../lib/permission.ts';
import { useInvalidate } from '../../lib/useCall.ts';
import { useSession } from '../../shell/stores/session.ts';
import { jobServerApi } from './job.api.ts';
import { jobServerTexts as texts } from './job.texts.ts';

const code = (key: string) => `${jobServerScreen.code}_${key}`;
const { body } = jobServerCalls.submit;

/**
 * 任务服务 (/job/jobserver, BladeX's path): the server processes working the job queue, each registered by itself
 * with its heartbeat; an administrator names them and removes the ones gone offline for good.
 */
export function JobServerPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const permission = useSession((s) => s.permission);
  const [search] = Form.useForm<{ jobServerName?: string }>();
  const [form] = Form.useForm<{ jobServerName: string; jobRemark?: string }>();
  const [editing, setEditing] = useState<JobServerRecord>();

  const list = usePagedCall(jobServerCalls.list, { initial: {} as { jobServerName?: string } });
  const refresh = () => void invalidate(jobServerCalls.list);

  const save = async () => {
    const v = await form.validateFields();
    try {
      await jobServerApi.submit({ id: editing!.id, jobServerName: v.jobServerName, jobRemark: v.jobRemark ?? '' });
      void message.success(text(messages.ok));
      setEditing(undefined);
      refresh();
    } catch {
      // refused: shown by lib/http
    }
  };

  const buttons: RowButton<JobServerRecord>[] = [];
  if (can(permission, code('edit')))
    buttons.push({
      key: 'edit',
      label: t('crud.edit'),
      run: (row) => {
        setEditing(row);
        form.setFieldsValue({ jobServerName: row.jobServerName, jobRemark: row.jobRemark });
      },
    });
  if (can(permission, code('delete')))
    buttons.push({
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      shows: (row) => row.online === 0,
      run: (row) => confirm({ run: () => jobServerApi.remove([row.id]), onDone: refresh }),
    });

  const columns = [
    { title: text(texts.name), dataIndex: 'jobServerName', width: 200, fixed: 'left' as const },
    {
      title: text(texts.online),
      dataIndex: 'online',
      width: 90,
      render: (online: number) =>
        online ? <Tag color="success">{text(texts.onlineYes)}</Tag> : <Tag>{text(texts.onlineNo)}</Tag>,
    },
    { title: text(texts.lastHeartbeat), dataIndex: 'lastHeartbeat', width: 170 },
    { title: text(texts.url), dataIndex: 'jobServerUrl', width: 200 },
    { title: text(texts.app), dataIndex: 'jobAppName', width: 140 },
    { title: text(texts.pid), dataIndex: 'pid', width: 90 },
    { title: text(texts.startTime), dataIndex: 'startTime', width: 170 },
    { title: text(texts.remark), dataIndex: 'jobRemark', ellipsis: true },
    ...actionsColumn<JobServerRecord>(t('crud.actions'), buttons),
  ];

  return (
    <Card className="crud-page">
      <Alert type="info" showIcon message={text(texts.hint)} style={{ marginBottom: 12 }} />
      <Form
        form={search}
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          list.search({ jobServerName: values.jobServerName?.trim() || undefined });
        }}
      >
        <Form.Item name="jobServerName" label={text(texts.name)}>
          <Input allowClear placeholder={text(texts.namePlaceholder)} />
        </Form.Item>
        <SearchButtons
          form={search}
          onReset={() => {
            list.search({});
          }}
        />
      </Form>
      {can(permission, code(jobSyncButton.key)) && (
        <Space className="crud-toolbar" wrap>
          <Button
            onClick={() =>
              confirm({
                content: text(texts.syncConfirm),
                run: () => jobServerApi.sync(),
                success: text(messages.ok),
                onDone: refresh,
              })
            }
          >
            {text(jobSyncButton.name)}
          </Button>
        </Space>
      )}
      <Table<JobServerRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.records}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 1300 }}
      />
      <Modal
        open={!!editing}
        title={text(texts.edit)}
        width="min(520px, 100vw)"
        onOk={() => void save()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="jobServerName"
            label={text(texts.name)}
            rules={[
              { required: true, whitespace: true, message: text(texts.namePlaceholder) },
              { max: lengthOf(body, 'jobServerName') },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="jobRemark" label={text(texts.remark)} rules={[{ max: lengthOf(body, 'jobRemark') }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default JobServerPage;
