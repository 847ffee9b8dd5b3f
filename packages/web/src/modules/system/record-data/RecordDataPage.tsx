import {
  type RecordDataRecord,
  type RecordOperation,
  recordDataCalls,
  recordDataCodes,
  recordOperations,
  userResource,
} from '@pharma/contract';
import { Card, Descriptions, Drawer, Form, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { usePagedCall } from '../../../crud/usePagedList.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useCall } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import type { RecordFilter } from './record-data.api.ts';
import { recordDataTexts as texts } from './record-data.texts.ts';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 320, overflow: 'auto' } as const;
const colors: Record<RecordOperation, string> = { insert: 'success', update: 'processing', delete: 'error' };

/** A JSON text as an object ('' or anything else: none). */
function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? v : undefined;
  } catch {
    return undefined;
  }
}
const shown = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * 数据审计 (/data/record, BladeX's path): every row changed through the server's CRUD, newest first: who, which
 * table and row, from where; the drawer shows the fields that changed before and after (secrets masked).
 */
export function RecordDataPage() {
  const { t } = useTranslation();
  const text = useText();
  const permission = useSession((s) => s.permission);
  const [form] = Form.useForm<RecordFilter>();
  const [open, setOpen] = useState<string>();

  const list = usePagedCall(recordDataCalls.list, { initial: {} as RecordFilter });
  const detail = useCall(recordDataCalls.detail, { id: open ?? '' }, { enabled: !!open });

  const opTag = (op: RecordOperation) => <Tag color={colors[op]}>{text(texts.operations[op])}</Tag>;
  const buttons: RowButton<RecordDataRecord>[] = [];
  if (can(permission, recordDataCodes.view))
    buttons.push({ key: 'view', label: t('crud.view'), run: (row) => setOpen(row.id) });

  const columns = [
    { title: text(texts.time), dataIndex: 'recordTime', width: 170, fixed: 'left' as const },
    { title: text(texts.operation), dataIndex: 'operation', width: 90, render: opTag },
    { title: text(texts.tableName), dataIndex: 'tableName', width: 160 },
    { title: text(texts.dataId), dataIndex: 'dataId', width: 170 },
    { title: text(texts.user), dataIndex: 'recordUserName', width: 110 },
    { title: text(texts.tenant), dataIndex: 'tenantId', width: 90 },
    { title: text(texts.ip), dataIndex: 'remoteIp', width: 130 },
    { title: text(texts.uri), dataIndex: 'requestUri', ellipsis: true },
    ...actionsColumn<RecordDataRecord>(t('crud.actions'), buttons),
  ];

  const record = detail.data;
  const changes = record ? Object.entries(parsed(record.recordResult) ?? {}) : [];
  return (
    <Card className="crud-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          const clean = Object.fromEntries(
            Object.entries(values).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
          ) as RecordFilter;
          list.search(clean);
        }}
      >
        <Form.Item name="tableName" label={text(texts.tableName)}>
          <Input allowClear placeholder={text(texts.tableNamePlaceholder)} />
        </Form.Item>
        <Form.Item name="operation" label={text(texts.operation)}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={text(texts.operationPlaceholder)}
            options={recordOperations.map((value) => ({ value, label: text(texts.operations[value]) }))}
          />
        </Form.Item>
        <Form.Item name="recordUserName" label={text(texts.user)}>
          <Input allowClear placeholder={text(userResource.fields.account.label)} />
        </Form.Item>
        <SearchButtons
          form={form}
          onReset={() => {
            list.search({});
          }}
        />
      </Form>
      <Table<RecordDataRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.records}
        loading={list.loading}
        pagination={list.pagination}
        scroll={{ x: 1200 }}
      />
      {open && (
        <Drawer open title={text(texts.detail)} width="min(820px, 100vw)" onClose={() => setOpen(undefined)}>
          {record && (
            <>
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label={text(texts.time)}>{record.recordTime}</Descriptions.Item>
                <Descriptions.Item label={text(texts.operation)}>{opTag(record.operation)}</Descriptions.Item>
                <Descriptions.Item
                  label={text(texts.tableName)}
                >{`${record.tableName} #${record.dataId}`}</Descriptions.Item>
                <Descriptions.Item label={text(texts.user)}>{record.recordUserName}</Descriptions.Item>
                <Descriptions.Item label={text(texts.ip)}>{record.remoteIp}</Descriptions.Item>
                <Descriptions.Item label={text(texts.uri)}>{`${record.method} ${record.requestUri}`}</Descriptions.Item>
                <Descriptions.Item label={text(texts.cost)}>{`${record.recordCost} ms`}</Descriptions.Item>
                <Descriptions.Item label={text(texts.userAgent)}>{record.userAgent}</Descriptions.Item>
              </Descriptions>
              <h4 style={{ margin: '16px 0 8px' }}>{text(texts.changes)}</h4>
              <Table
                rowKey="0"
                size="small"
                pagination={false}
                scroll={{ x: 500 }}
                dataSource={changes}
                locale={{ emptyText: text(texts.none) }}
                columns={[
                  { title: text(texts.field), dataIndex: 0, width: 160 },
                  {
                    title: text(texts.before),
                    render: (_: unknown, [, c]: [string, unknown]) => shown((c as { old: unknown }).old),
                  },
                  {
                    title: text(texts.after),
                    render: (_: unknown, [, c]: [string, unknown]) => shown((c as { new: unknown }).new),
                  },
                ]}
              />
              {record.oldData && (
                <>
                  <h4 style={{ margin: '16px 0 8px' }}>{text(texts.oldData)}</h4>
                  <pre style={pre}>{record.oldData}</pre>
                </>
              )}
              {record.newData && (
                <>
                  <h4 style={{ margin: '16px 0 8px' }}>{text(texts.newData)}</h4>
                  <pre style={pre}>{record.newData}</pre>
                </>
              )}
            </>
          )}
        </Drawer>
      )}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default RecordDataPage;
