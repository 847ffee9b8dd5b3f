import {
  type ApiLogRecord,
  type AuditEvent,
  auditEventValues,
  type ErrorLogRecord,
  errorSourceValues,
  type LogKind,
  logMessages,
  type Text,
  type UsualLogRecord,
} from '@pharma/contract';
import { Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { withPriority } from '../../crud/tableScroll.ts';
import type { LogRecordOf } from './log.api.ts';
import { logFieldTexts as fields, logTexts as texts } from './log.texts.ts';

type TextOf = (text: Text) => string;
type Field = keyof typeof fields;

/* What sets the three logs apart: their columns, their own filters and the order of their fields in the drawer. */

/** An HTTP status by its class: 2xx green, 3xx blue, 4xx orange, 5xx red. */
export function statusColor(status: number): string {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  if (status >= 300) return 'processing';
  if (status >= 200) return 'success';
  return 'default';
}

export const statusTag = (status: number) => <Tag color={statusColor(status)}>{status}</Tag>;

export function levelTag(level: string, text: TextOf) {
  const known = texts.levels[level as keyof typeof texts.levels];
  return <Tag color={level === 'warn' ? 'warning' : 'blue'}>{known ? text(known) : level}</Tag>;
}

/** An audit event by its name in the caller's language (an event this console does not know: its code). */
export function eventLabel(logId: string, text: TextOf): string {
  const known = logMessages.events[logId as AuditEvent];
  return known ? text(known) : logId;
}

export function sourceTag(source: string, text: TextOf) {
  const known = logMessages.sources[source as keyof typeof logMessages.sources];
  return <Tag color={source === 'browser' ? 'cyan' : 'purple'}>{known ? text(known) : source}</Tag>;
}

/** An API call's outcome (`type`: 1 succeeded, 2 failed). */
export const outcomeTag = (type: string, text: TextOf) =>
  type === '1' ? <Tag color="success">{text(texts.succeeded)}</Tag> : <Tag color="error">{text(texts.failed)}</Tag>;

const column = <R,>(text: TextOf, key: Field & keyof R, width: number, more: object = {}) => ({
  key,
  dataIndex: key,
  title: text(fields[key]),
  width,
  ...more,
});

/** The columns of each log, as a Saber user expects them (the 操作 column is the screen's). */
export const logColumns: { [K in LogKind]: (text: TextOf) => TableColumnsType<LogRecordOf[K]> } = {
  // What happened, to whom and when is what a reader scans the log for; where it ran folds first on a narrow table.
  usual: (text) => [
    withPriority(column<UsualLogRecord>(text, 'serviceId', 120, { ellipsis: true }), 3),
    withPriority(column<UsualLogRecord>(text, 'serverHost', 150, { ellipsis: true }), 3),
    column<UsualLogRecord>(text, 'logLevel', 100, { render: (level: string) => levelTag(level, text) }),
    column<UsualLogRecord>(text, 'logId', 140, { render: (logId: string) => eventLabel(logId, text) }),
    column<UsualLogRecord>(text, 'logData', 280, { ellipsis: true }),
    withPriority(column<UsualLogRecord>(text, 'requestUri', 220, { ellipsis: true }), 3),
    column<UsualLogRecord>(text, 'createBy', 120, { ellipsis: true }),
    column<UsualLogRecord>(text, 'createTime', 170),
  ],
  api: (text) => [
    column<ApiLogRecord>(text, 'title', 200, { ellipsis: true }),
    column<ApiLogRecord>(text, 'method', 90),
    column<ApiLogRecord>(text, 'requestUri', 240, { ellipsis: true }),
    column<ApiLogRecord>(text, 'status', 90, { render: statusTag }),
    column<ApiLogRecord>(text, 'time', 120, { align: 'right' }),
    column<ApiLogRecord>(text, 'createBy', 120, { ellipsis: true }),
    column<ApiLogRecord>(text, 'remoteIp', 140),
    column<ApiLogRecord>(text, 'createTime', 170),
  ],
  error: (text) => [
    column<ErrorLogRecord>(text, 'errorId', 160),
    column<ErrorLogRecord>(text, 'exceptionName', 200, { ellipsis: true }),
    column<ErrorLogRecord>(text, 'message', 280, { ellipsis: true }),
    column<ErrorLogRecord>(text, 'source', 100, { render: (source: string) => sourceTag(source, text) }),
    column<ErrorLogRecord>(text, 'requestUri', 220, { ellipsis: true }),
    column<ErrorLogRecord>(text, 'createBy', 120, { ellipsis: true }),
    column<ErrorLogRecord>(text, 'createTime', 170),
  ],
};

/** The drawer's fields of each log, in order: the row's own first, then the request, then where it ran. */
const head = ['id', 'tenantId', 'createTime', 'createBy'] as const;
const request = ['method', 'requestUri', 'params', 'remoteIp', 'userAgent'] as const;
const server = ['serviceId', 'serverHost', 'serverIp', 'env', 'methodClass', 'methodName'] as const;
export const logDetailFields: { [K in LogKind]: ReadonlyArray<Field & keyof LogRecordOf[K]> } = {
  usual: [...head, 'logLevel', 'logId', 'logData', ...request, ...server],
  api: [...head, 'title', 'status', 'type', 'time', ...request, ...server],
  error: [
    ...head,
    'errorId',
    'source',
    'exceptionName',
    'message',
    'fileName',
    'lineNumber',
    ...request,
    ...server,
    'stackTrace',
  ],
};

export type AnyLogField = Field;

const selectWidth = { width: 160 };

/** The search items only one log has: 接口日志's status and method, 通用日志's level and event, 错误日志's source and id. */
export function OwnFilters({ kind, text }: { kind: LogKind; text: TextOf }): ReactNode {
  if (kind === 'api') {
    return (
      <>
        <Form.Item
          name="status"
          label={text(fields.status)}
          rules={[{ pattern: /^[1-5]\d\d$/, message: text(logMessages.badStatus) }]}
        >
          <Input
            allowClear
            inputMode="numeric"
            maxLength={3}
            style={{ width: 110 }}
            placeholder={text(texts.statusPlaceholder)}
          />
        </Form.Item>
        <Form.Item name="method" label={text(fields.method)}>
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={text(texts.anyMethod)}
            options={['GET', 'POST'].map((value) => ({ value, label: value }))}
          />
        </Form.Item>
      </>
    );
  }
  if (kind === 'usual') {
    return (
      <>
        <Form.Item name="logLevel" label={text(fields.logLevel)}>
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={text(texts.anyLevel)}
            options={Object.entries(texts.levels).map(([value, label]) => ({ value, label: text(label) }))}
          />
        </Form.Item>
        <Form.Item name="logId" label={text(fields.logId)}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={selectWidth}
            placeholder={text(texts.anyEvent)}
            options={auditEventValues.map((value) => ({ value, label: text(logMessages.events[value]) }))}
          />
        </Form.Item>
      </>
    );
  }
  return (
    <>
      <Form.Item name="source" label={text(fields.source)}>
        <Select
          allowClear
          style={selectWidth}
          placeholder={text(texts.anySource)}
          options={errorSourceValues.map((value) => ({ value, label: text(logMessages.sources[value]) }))}
        />
      </Form.Item>
      <Form.Item name="errorId" label={text(fields.errorId)}>
        <Input allowClear placeholder={text(texts.errorIdPlaceholder)} />
      </Form.Item>
    </>
  );
}
