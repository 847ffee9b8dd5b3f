import { type AuthLogRecord, authLogCalls, authLogCodes, authLogMessages, signInGrantValues } from '@pharma/contract';
import { Card, Descriptions, Drawer, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { usePagedCall } from '../../../crud/usePagedList.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useSession } from '../../../shell/stores/session.ts';
import type { AuthLogFilter } from './auth-log.api.ts';
import { authLogTexts as texts } from './auth-log.texts.ts';

type Filter = Omit<AuthLogFilter, 'current' | 'size'>;

/**
 * 登录日志 (/system/authlog): every sign-in attempt, newest first: who, which way, from where, and why a refused one
 * was refused. Read-only: the sign-in writes it.
 */
export function AuthLogPage() {
  const { t } = useTranslation();
  const text = useText();
  const permission = useSession((s) => s.permission);
  const isAdministrator = useSession((s) => s.userInfo?.tenant_id === '000000');
  const [form] = Form.useForm<Filter>();
  const [shown, setShown] = useState<AuthLogRecord>();
  const page = usePagedCall(authLogCalls.page, { initial: {} as Filter });
  const result = (row: AuthLogRecord) => <Tag color={row.success ? 'success' : 'error'}>{row.successName}</Tag>;
  const buttons: RowButton<AuthLogRecord>[] = [];
  if (can(permission, authLogCodes.view)) buttons.push({ key: 'view', label: t('crud.view'), run: setShown });
  const columns = [
    { title: text(texts.account), dataIndex: 'account', width: 130, fixed: 'left' as const },
    { title: text(texts.result), dataIndex: 'success', width: 80, render: (_: number, r: AuthLogRecord) => result(r) },
    { title: text(texts.realName), dataIndex: 'realName', width: 110 },
    { title: text(texts.grantType), dataIndex: 'grantTypeName', width: 120 },
    { title: text(texts.loginTime), dataIndex: 'loginTime', width: 170 },
    { title: text(texts.remoteIp), dataIndex: 'remoteIp', width: 140 },
    ...(isAdministrator ? [{ title: text(texts.tenant), dataIndex: 'tenantId', width: 90 }] : []),
    { title: text(texts.reason), dataIndex: 'reason', width: 260, ellipsis: true },
    ...actionsColumn<AuthLogRecord>(t('crud.actions'), buttons, 90),
  ];
  return (
    <Card className="crud-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          page.search({
            account: values.account?.trim() || undefined,
            grantType: values.grantType || undefined,
            success: values.success || undefined,
          });
        }}
      >
        <Form.Item name="account" label={text(texts.account)}>
          <Input allowClear placeholder={text(texts.accountPlaceholder)} />
        </Form.Item>
        <Form.Item name="grantType" label={text(texts.grantType)}>
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={text(texts.grantPlaceholder)}
            options={signInGrantValues.map((value) => ({ value, label: text(authLogMessages.grants[value]) }))}
          />
        </Form.Item>
        <Form.Item name="success" label={text(texts.result)}>
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={text(texts.resultPlaceholder)}
            options={[
              { value: '1', label: text(authLogMessages.results.ok) },
              { value: '0', label: text(authLogMessages.results.failed) },
            ]}
          />
        </Form.Item>
        <SearchButtons
          form={form}
          onReset={() => {
            page.search({});
          }}
        />
      </Form>
      <Table<AuthLogRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page.records}
        loading={page.loading}
        pagination={page.pagination}
        scroll={{ x: 1200 }}
      />
      {shown && (
        <Drawer open title={text(texts.detail)} width="min(640px, 100vw)" onClose={() => setShown(undefined)}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={text(texts.account)}>{shown.account}</Descriptions.Item>
            <Descriptions.Item label={text(texts.realName)}>{shown.realName}</Descriptions.Item>
            <Descriptions.Item label={text(texts.tenant)}>{shown.tenantId}</Descriptions.Item>
            <Descriptions.Item label={text(texts.result)}>{result(shown)}</Descriptions.Item>
            <Descriptions.Item label={text(texts.reason)}>{shown.reason}</Descriptions.Item>
            <Descriptions.Item label={text(texts.grantType)}>{shown.grantTypeName}</Descriptions.Item>
            <Descriptions.Item label={text(texts.client)}>{shown.clientId}</Descriptions.Item>
            <Descriptions.Item label={text(texts.loginTime)}>{shown.loginTime}</Descriptions.Item>
            <Descriptions.Item label={text(texts.remoteIp)}>{shown.remoteIp}</Descriptions.Item>
            <Descriptions.Item label={text(texts.userAgent)}>{shown.userAgent}</Descriptions.Item>
            <Descriptions.Item label={text(texts.serverHost)}>{shown.serverHost}</Descriptions.Item>
            <Descriptions.Item label={text(texts.env)}>{shown.env}</Descriptions.Item>
          </Descriptions>
        </Drawer>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default AuthLogPage;
