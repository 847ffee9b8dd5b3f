import {
  type ApiKeyLogRecord,
  type ApiKeyRecord,
  apiKeyCalls,
  apiKeyCodes,
  apiKeyDisableButton,
  apiKeyEnableButton,
  apiKeyLogButton,
  apiKeyLogCalls,
  apiKeyMessages,
  apiKeyStatus,
  messages,
  userCalls,
} from '@pharma/contract';
import {
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { dateTimeFormat } from '../../../crud/filters.ts';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { ShownOnceDialog } from '../../../crud/ShownOnceDialog.tsx';
import { lengthOf } from '../../../crud/schemaLength.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { pagedQuery, usePagedCall } from '../../../crud/usePagedList.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useCall, useInvalidate } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { type ApiKeyForm, apiKeyApi } from './api-key.api.ts';
import { apiKeyTexts as texts } from './api-key.texts.ts';

interface FormValues {
  name?: string;
  userId?: string;
  expireTime?: Dayjs | null;
  apiPath?: string;
  extParams?: string;
}

/** The paths one a line on the form, comma-joined as BladeX stores them. */
const pathsIn = (text: string | undefined) =>
  (text ?? '')
    .split(/[\n,]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(',');

/**
 * API 密钥 (/authority/apikey): the keys other systems call with. A new key's secret is shown once in a dialog that
 * closes only when it is kept; the list shows each key's first characters. 启用 / 禁用 take effect on the next call;
 * 日志 shows the key's calls.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const permission = useSession((s) => s.permission);
  const [search] = Form.useForm<{ name?: string; status?: string }>();
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState<ApiKeyRecord | 'new'>();
  const [viewing, setViewing] = useState<ApiKeyRecord>();
  const [created, setCreated] = useState<{ key: string; name: string; expire: string }>();
  const [logOf, setLogOf] = useState<ApiKeyRecord>();
  const [saving, setSaving] = useState(false);
  const [userSearch, setUserSearch] = useState('');

  const list = usePagedCall(apiKeyCalls.list, { initial: {} as { name?: string; status?: string } });
  const users = useCall(userCalls.userList, userSearch ? { account: userSearch } : {}, { enabled: editing === 'new' });
  // The keys and their call log (its own folder).
  const refresh = () => void invalidate(apiKeyCalls.list, apiKeyLogCalls.list);

  const open = (row: ApiKeyRecord | 'new') => {
    form.resetFields();
    if (row !== 'new') {
      form.setFieldsValue({
        name: row.name,
        expireTime: row.expireTime ? dayjs(row.expireTime, dateTimeFormat) : null,
        apiPath: row.apiPath.split(',').filter(Boolean).join('\n'),
        extParams: row.extParams,
      });
    }
    setEditing(row);
  };

  const submit = async () => {
    // A field the form refuses says so beside itself; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body: ApiKeyForm = {
      name: values.name?.trim(),
      userId: values.userId,
      expireTime: values.expireTime ? values.expireTime.format(dateTimeFormat) : '',
      apiPath: pathsIn(values.apiPath),
      extParams: values.extParams?.trim() ?? '',
    };
    setSaving(true);
    try {
      if (editing === 'new') {
        const key = await apiKeyApi.save(body);
        setCreated({ key, name: body.name ?? '', expire: body.expireTime || text(apiKeyMessages.forever) });
      } else if (editing) {
        await apiKeyApi.update({ ...body, id: editing.id });
        void message.success(text(messages.ok));
      }
      setEditing(undefined);
      refresh();
    } catch {
      // Shown by lib/http; the dialog stays open to correct it.
    } finally {
      setSaving(false);
    }
  };

  const switchTo = (row: ApiKeyRecord, on: boolean) =>
    confirm({
      content: text(on ? texts.enableConfirm : texts.disableConfirm),
      run: () => (on ? apiKeyApi.enable([row.id]) : apiKeyApi.disable([row.id])),
      success: text(on ? texts.enabled : texts.disabled),
      onDone: refresh,
    });

  const buttons: RowButton<ApiKeyRecord>[] = [];
  if (can(permission, apiKeyCodes.view)) buttons.push({ key: 'view', label: t('crud.view'), run: setViewing });
  if (can(permission, apiKeyCodes.edit)) buttons.push({ key: 'edit', label: t('crud.edit'), run: open });
  if (can(permission, apiKeyCodes.enable)) {
    buttons.push({
      key: apiKeyEnableButton.key,
      label: text(apiKeyEnableButton.name),
      run: (row) => switchTo(row, true),
      shows: (row) => row.status !== apiKeyStatus.enabled,
    });
  }
  if (can(permission, apiKeyCodes.disable)) {
    buttons.push({
      key: apiKeyDisableButton.key,
      label: text(apiKeyDisableButton.name),
      run: (row) => switchTo(row, false),
      shows: (row) => row.status === apiKeyStatus.enabled,
    });
  }
  if (can(permission, apiKeyCodes.log)) {
    buttons.push({ key: apiKeyLogButton.key, label: text(apiKeyLogButton.name), run: setLogOf });
  }
  if (can(permission, apiKeyCodes.delete)) {
    buttons.push({
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      run: (row) => confirm({ run: () => apiKeyApi.remove([row.id]), onDone: refresh }),
    });
  }

  const statusTag = (row: ApiKeyRecord) => (
    <Tag color={row.status === apiKeyStatus.enabled ? 'success' : 'error'}>{row.statusName}</Tag>
  );
  const expiryTag = (row: ApiKeyRecord) => (
    <Tag color={row.expired ? 'default' : row.expireTime ? 'blue' : 'green'}>{row.expireTimeInfo}</Tag>
  );
  const columns = [
    { title: text(texts.name), dataIndex: 'name', width: 180, fixed: 'left' as const },
    {
      title: text(texts.status),
      dataIndex: 'status',
      width: 90,
      render: (_: number, row: ApiKeyRecord) => statusTag(row),
    },
    {
      title: text(texts.apiKey),
      dataIndex: 'apiKey',
      width: 150,
      render: (v: string) => <code>{v}</code>,
    },
    {
      title: text(texts.user),
      dataIndex: 'account',
      width: 160,
      render: (_: string, row: ApiKeyRecord) => `${row.userName}(${row.account})`,
    },
    {
      title: text(texts.expireTime),
      dataIndex: 'expireTime',
      width: 180,
      render: (_: string, row: ApiKeyRecord) => expiryTag(row),
    },
    { title: text(texts.lastUsedTime), dataIndex: 'lastUsedTime', width: 170 },
    { title: text(texts.createTime), dataIndex: 'createTime', width: 170 },
    ...actionsColumn<ApiKeyRecord>(t('crud.actions'), buttons, 260),
  ];

  return (
    <Card className="crud-page">
      <Form
        form={search}
        name="apiKeySearch"
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          list.search({ name: values.name?.trim() || undefined, status: values.status || undefined });
        }}
      >
        <Form.Item name="name" label={text(texts.name)}>
          <Input allowClear placeholder={text(texts.namePlaceholder)} />
        </Form.Item>
        <Form.Item name="status" label={text(texts.status)}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={text(texts.statusPlaceholder)}
            options={[
              { value: '1', label: text(apiKeyMessages.statuses.enabled) },
              { value: '-1', label: text(apiKeyMessages.statuses.disabled) },
            ]}
          />
        </Form.Item>
        <SearchButtons
          form={search}
          onReset={() => {
            list.search({});
          }}
        />
      </Form>
      {can(permission, apiKeyCodes.add) && (
        <Space className="crud-toolbar">
          <Button type="primary" onClick={() => open('new')}>
            {text(texts.add)}
          </Button>
        </Space>
      )}
      <Table<ApiKeyRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.records}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 1360 }}
      />
      {editing && (
        <Modal
          open
          title={text(editing === 'new' ? texts.add : texts.edit)}
          width="min(640px, 100vw)"
          confirmLoading={saving}
          onOk={() => void submit()}
          onCancel={() => setEditing(undefined)}
          maskClosable={false}
        >
          <Form form={form} name="apiKey" layout="vertical">
            <Form.Item
              name="name"
              label={text(texts.name)}
              rules={[{ required: true, whitespace: true, message: text(apiKeyMessages.nameRequired) }]}
            >
              <Input
                maxLength={lengthOf(apiKeyCalls.save.body, 'name')}
                disabled={editing !== 'new'}
                placeholder={text(texts.namePlaceholder)}
              />
            </Form.Item>
            {editing === 'new' ? (
              <Form.Item
                name="userId"
                label={text(texts.user)}
                rules={[{ required: true, message: text(apiKeyMessages.userRequired) }]}
              >
                <Select
                  showSearch
                  filterOption={false}
                  onSearch={setUserSearch}
                  loading={users.isFetching}
                  placeholder={text(texts.userPlaceholder)}
                  options={(users.data ?? []).map((u) => ({
                    value: u.id,
                    label: `${u.realName || u.name}(${u.account})`,
                  }))}
                />
              </Form.Item>
            ) : (
              <Form.Item label={text(texts.user)}>
                <Input disabled value={`${editing.userName}(${editing.account})`} />
              </Form.Item>
            )}
            <Form.Item name="expireTime" label={text(texts.expireTime)}>
              <DatePicker
                showTime
                format={dateTimeFormat}
                style={{ width: '100%' }}
                placeholder={text(texts.expirePlaceholder)}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
            <Form.Item name="apiPath" label={text(texts.apiPath)} extra={text(texts.apiPathHelp)}>
              <Input.TextArea rows={3} placeholder="/blade-system/gray/**" />
            </Form.Item>
            <Form.Item name="extParams" label={text(texts.extParams)} extra={text(texts.extParamsHelp)}>
              <Input.TextArea rows={2} />
            </Form.Item>
          </Form>
        </Modal>
      )}
      {created && (
        <ShownOnceDialog
          title={text(texts.created)}
          warning={text(texts.createdWarning)}
          items={[
            { key: 'name', label: text(texts.name), children: created.name },
            { key: 'expire', label: text(texts.expireTime), children: created.expire },
            {
              key: 'usage',
              label: text(texts.usage),
              children: (
                <code style={{ wordBreak: 'break-all' }}>
                  {`curl -H 'Blade-Auth: ${created.key}' ${window.location.origin}/api/blade-user/info`}
                </code>
              ),
            },
          ]}
          secretLabel={text(texts.apiKey)}
          secret={created.key}
          copyLabel={text(texts.copy)}
          width={620}
          onClose={() => setCreated(undefined)}
        />
      )}
      {viewing && (
        <Drawer open title={text(texts.view)} width="min(640px, 100vw)" onClose={() => setViewing(undefined)}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={text(texts.name)}>{viewing.name}</Descriptions.Item>
            <Descriptions.Item label={text(texts.apiKey)}>
              <code>{viewing.apiKey}</code>
            </Descriptions.Item>
            <Descriptions.Item label={text(texts.tenant)}>{viewing.tenantId}</Descriptions.Item>
            <Descriptions.Item label={text(texts.user)}>{`${viewing.userName}(${viewing.account})`}</Descriptions.Item>
            <Descriptions.Item label={text(texts.status)}>{statusTag(viewing)}</Descriptions.Item>
            <Descriptions.Item label={text(texts.expireTime)}>{expiryTag(viewing)}</Descriptions.Item>
            <Descriptions.Item label={text(texts.apiPath)}>
              {viewing.apiPath ? viewing.apiPath.split(',').map((p) => <div key={p}>{p}</div>) : '/**'}
            </Descriptions.Item>
            <Descriptions.Item label={text(texts.extParams)}>{viewing.extParams}</Descriptions.Item>
            <Descriptions.Item label={text(texts.lastUsedTime)}>{viewing.lastUsedTime}</Descriptions.Item>
            <Descriptions.Item label={text(texts.createTime)}>{viewing.createTime}</Descriptions.Item>
          </Descriptions>
        </Drawer>
      )}
      {logOf && <KeyLogDrawer row={logOf} onClose={() => setLogOf(undefined)} />}
    </Card>
  );
}

/** 日志: the calls made with one key, newest first. */
function KeyLogDrawer({ row, onClose }: { row: ApiKeyRecord; onClose: () => void }) {
  const text = useText();
  const log = usePagedCall(apiKeyLogCalls.list, {
    query: (_: object, paging) => ({ apiKeyId: row.id, ...pagedQuery({}, paging) }),
  });
  const columns = [
    { title: text(texts.logTime), dataIndex: 'createTime', width: 170 },
    { title: text(texts.method), dataIndex: 'method', width: 80 },
    { title: text(texts.requestUri), dataIndex: 'requestUri', width: 280, ellipsis: true },
    {
      title: text(texts.httpStatus),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <Tag color={v < 400 ? 'success' : 'error'}>{v}</Tag>,
    },
    { title: text(texts.time), dataIndex: 'time', width: 90 },
    { title: text(texts.remoteIp), dataIndex: 'remoteIp', width: 130 },
    { title: text(texts.userAgent), dataIndex: 'userAgent', ellipsis: true },
  ];
  return (
    <Drawer open title={text(texts.logTitle).replace('{name}', row.name)} width="min(1100px, 100vw)" onClose={onClose}>
      <Table<ApiKeyLogRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.records}
        loading={log.loading}
        pagination={log.pagination}
        scroll={{ x: 1000 }}
      />
    </Drawer>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default ApiKeysPage;
