import {
  type AuthLockRecord,
  authLockButton,
  authLockCalls,
  authLockCodes,
  authLogMessages,
  authUnlockButton,
  lockStatusValues,
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
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { dateTimeFormat } from '../../../crud/filters.ts';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { lengthOf } from '../../../crud/schemaLength.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useCall, useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { type AuthLockFilter, authLogApi, given } from './auth-log.api.ts';
import { authLogTexts as texts } from './auth-log.texts.ts';

type Filter = Omit<AuthLockFilter, 'current' | 'size'>;
interface LockValues {
  userId?: string;
  lockReason?: string;
  lockBeginTime?: Dayjs | null;
  lockEndTime?: Dayjs | null;
}

const statusColor = (row: AuthLockRecord) =>
  row.expired
    ? 'default'
    : row.lockStatus === 'LOCKED'
      ? 'error'
      : row.lockStatus === 'PRE_LOCKED'
        ? 'warning'
        : 'success';

/** A lock that still holds (or will): 解锁 ends it. */
const holds = (row: AuthLockRecord) => row.lockStatus !== 'UN_LOCKED' && !row.expired;

/**
 * 账号锁定 (/system/authlock): the locks of accounts, by the system after five failed sign-ins or by an administrator
 * (锁定: from now or later, until a time or for good; the account's sessions end at once). 解锁 lets it in again.
 */
export function AuthLockPage() {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const permission = useSession((s) => s.permission);
  const pager = usePaging();
  const [search] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});
  const [shown, setShown] = useState<AuthLockRecord>();
  const [unlocking, setUnlocking] = useState<AuthLockRecord>();
  const [reason, setReason] = useState('');
  const [locking, setLocking] = useState(false);
  const [lockForm] = Form.useForm<LockValues>();
  const [userSearch, setUserSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const page = useCallPage(authLockCalls.page, given({ ...filter, ...pager.paging }));
  const users = useCall(userCalls.userList, given({ account: userSearch }), { enabled: locking });
  const pagination = usePagination(pager, page.data);
  const refresh = () => void invalidate(authLockCalls.page);

  const unlock = async () => {
    if (!unlocking) return;
    setBusy(true);
    try {
      await authLogApi.unlock(unlocking.id, reason.trim());
      void message.success(text(texts.unlocked));
      setUnlocking(undefined);
      refresh();
    } catch {
      // Shown by lib/http.
    } finally {
      setBusy(false);
    }
  };
  const lock = async () => {
    // A field the form refuses says so beside itself; nothing is sent.
    const values = await lockForm.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    try {
      await authLogApi.lock({
        userId: values.userId ?? '',
        lockReason: values.lockReason?.trim() ?? '',
        lockBeginTime: values.lockBeginTime?.format(dateTimeFormat),
        lockEndTime: values.lockEndTime?.format(dateTimeFormat),
      });
      void message.success(text(texts.locked));
      setLocking(false);
      refresh();
    } catch {
      // Shown by lib/http; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  const buttons: RowButton<AuthLockRecord>[] = [];
  if (can(permission, authLockCodes.view)) buttons.push({ key: 'view', label: t('crud.view'), run: setShown });
  if (can(permission, authLockCodes.unlock)) {
    buttons.push({
      key: authUnlockButton.key,
      label: text(authUnlockButton.name),
      shows: holds,
      run: (row) => {
        setReason('');
        setUnlocking(row);
      },
    });
  }
  const statusTag = (row: AuthLockRecord) => (
    <Tag color={statusColor(row)}>{row.expired ? text(authLogMessages.expired) : row.lockStatusName}</Tag>
  );
  const columns = [
    { title: text(texts.lockTarget), dataIndex: 'lockTarget', width: 130, fixed: 'left' as const },
    {
      title: text(texts.lockStatus),
      dataIndex: 'lockStatus',
      width: 100,
      render: (_: string, row: AuthLockRecord) => statusTag(row),
    },
    { title: text(texts.userName), dataIndex: 'userName', width: 110 },
    {
      title: text(texts.lockType),
      dataIndex: 'lockType',
      width: 110,
      render: (_: string, row: AuthLockRecord) => (
        <Tag color={row.lockType === 'SYSTEM' ? 'default' : 'red'}>{row.lockTypeName}</Tag>
      ),
    },
    {
      title: text(texts.lockBeginTime),
      dataIndex: 'lockBeginTime',
      width: 170,
      render: (v: string) => v || text(texts.immediately),
    },
    {
      title: text(texts.lockEndTime),
      dataIndex: 'lockEndTime',
      width: 170,
      render: (v: string) => v || text(texts.forever),
    },
    { title: text(texts.lockReason), dataIndex: 'lockReason', width: 240, ellipsis: true },
    ...actionsColumn<AuthLockRecord>(t('crud.actions'), buttons, 130),
  ];
  return (
    <Card className="crud-page">
      <Form
        form={search}
        name="authLockSearch"
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          setFilter({ lockTarget: values.lockTarget?.trim() || undefined, lockStatus: values.lockStatus || undefined });
          pager.restart();
        }}
      >
        <Form.Item name="lockTarget" label={text(texts.lockTarget)}>
          <Input allowClear placeholder={text(texts.accountPlaceholder)} />
        </Form.Item>
        <Form.Item name="lockStatus" label={text(texts.lockStatus)}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={text(texts.lockStatusPlaceholder)}
            options={lockStatusValues.map((value) => ({ value, label: text(authLogMessages.lockStatuses[value]) }))}
          />
        </Form.Item>
        <SearchButtons
          form={search}
          onReset={() => {
            setFilter({});
            pager.restart();
          }}
        />
      </Form>
      {can(permission, authLockCodes.lock) && (
        <Space className="crud-toolbar">
          <Button
            type="primary"
            danger
            onClick={() => {
              lockForm.resetFields();
              setLocking(true);
            }}
          >
            {text(authLockButton.name)}
          </Button>
        </Space>
      )}
      <Table<AuthLockRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        pagination={pagination}
        scroll={{ x: 1160 }}
      />
      {unlocking && (
        <Modal
          open
          title={text(texts.unlockTitle)}
          width="min(450px, 100vw)"
          confirmLoading={busy}
          onOk={() => void unlock()}
          onCancel={() => setUnlocking(undefined)}
        >
          <p>{`${unlocking.userName || unlocking.lockTarget}(${unlocking.lockTarget})`}</p>
          <Input.TextArea
            rows={3}
            maxLength={lengthOf(authLockCalls.unlock.query, 'unlockReason')}
            aria-label={text(texts.unlockReason)}
            placeholder={text(texts.unlockReasonPlaceholder)}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Modal>
      )}
      {locking && (
        <Modal
          open
          title={text(texts.lockTitle)}
          width="min(500px, 100vw)"
          confirmLoading={busy}
          onOk={() => void lock()}
          onCancel={() => setLocking(false)}
          maskClosable={false}
        >
          <Form form={lockForm} name="authLock" layout="vertical">
            <Form.Item
              name="userId"
              label={text(texts.user)}
              rules={[{ required: true, message: text(authLogMessages.userRequired) }]}
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
            <Form.Item
              name="lockReason"
              label={text(texts.lockReason)}
              rules={[{ required: true, whitespace: true, message: text(authLogMessages.reasonRequired) }]}
            >
              <Input.TextArea rows={3} maxLength={lengthOf(authLockCalls.lock.query, 'lockReason')} />
            </Form.Item>
            <Form.Item name="lockBeginTime" label={text(texts.lockBeginTime)}>
              <DatePicker
                showTime
                format={dateTimeFormat}
                style={{ width: '100%' }}
                placeholder={text(texts.beginPlaceholder)}
              />
            </Form.Item>
            <Form.Item name="lockEndTime" label={text(texts.lockEndTime)}>
              <DatePicker
                showTime
                format={dateTimeFormat}
                style={{ width: '100%' }}
                placeholder={text(texts.endPlaceholder)}
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
      {shown && (
        <Drawer open title={text(texts.detailLock)} width="min(640px, 100vw)" onClose={() => setShown(undefined)}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={text(texts.lockTarget)}>{shown.lockTarget}</Descriptions.Item>
            <Descriptions.Item label={text(texts.userName)}>{shown.userName}</Descriptions.Item>
            <Descriptions.Item label={text(texts.lockStatus)}>{statusTag(shown)}</Descriptions.Item>
            <Descriptions.Item label={text(texts.lockType)}>{shown.lockTypeName}</Descriptions.Item>
            <Descriptions.Item label={text(texts.failCount)}>{shown.failCount}</Descriptions.Item>
            <Descriptions.Item label={text(texts.lockBeginTime)}>{shown.lockBeginTime}</Descriptions.Item>
            <Descriptions.Item label={text(texts.lockEndTime)}>
              {shown.lockEndTime || text(texts.forever)}
            </Descriptions.Item>
            <Descriptions.Item label={text(texts.lockReason)}>{shown.lockReason}</Descriptions.Item>
            <Descriptions.Item label={text(texts.unlockReason)}>{shown.unlockReason}</Descriptions.Item>
            <Descriptions.Item label={text(texts.remoteIp)}>{shown.remoteIp}</Descriptions.Item>
            <Descriptions.Item label={text(texts.userAgent)}>{shown.userAgent}</Descriptions.Item>
          </Descriptions>
        </Drawer>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default AuthLockPage;
