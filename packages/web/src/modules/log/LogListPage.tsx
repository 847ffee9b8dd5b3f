import { format, type LogKind, logCodes, logOffsetLimit } from '@pharma/contract';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Pagination,
  Space,
  Table,
  type TableColumnsType,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../crud/columns.tsx';
import { isPlatformAdministrator, TenantFilter } from '../../crud/crossTenant.tsx';
import { dateTimeFormat } from '../../crud/filters.ts';
import { SearchButtons } from '../../crud/SearchButtons.tsx';
import { useTableFit } from '../../crud/tableScroll.ts';
import { useText } from '../../i18n/useText.ts';
import { can } from '../../lib/permission.ts';
import { useSession } from '../../shell/stores/session.ts';
import { useUi } from '../../shell/stores/ui.ts';
import { ErrorProbeButton } from './ErrorProbeButton.tsx';
import { LogDetailDrawer } from './LogDetailDrawer.tsx';
import type { AnyLogRecord, LogFilters } from './log.api.ts';
import { logFieldTexts as fields, logTexts as texts } from './log.texts.ts';
import { logColumns, OwnFilters } from './logKinds.tsx';
import { lastNumberedPage, logPageSizes, useLogPaging } from './logPaging.ts';
import { useLogPage } from './useLogs.ts';

/** What the search form holds (its names are the list's query names, but for the time range). */
export interface LogSearchValues extends Omit<LogFilters, 'createTime_datege' | 'createTime_datelt'> {
  timeRange?: [Dayjs | null, Dayjs | null] | null;
}

/** The search form's values as the list's filters: trimmed, empty ones left out; the tenant for the administrator only. */
export function logFiltersOf(values: LogSearchValues, administrator: boolean): LogFilters {
  const { timeRange, ...rest } = values;
  const filters: LogFilters = {};
  for (const [key, value] of Object.entries(rest) as [keyof LogFilters, unknown][]) {
    if (key === 'tenantId' && !administrator) continue;
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    if (trimmed) filters[key] = trimmed;
  }
  const [from, until] = timeRange ?? [];
  if (from) filters.createTime_datege = from.format(dateTimeFormat);
  if (until) filters.createTime_datelt = until.format(dateTimeFormat);
  return filters;
}

const limitText = logOffsetLimit.toLocaleString('en-US');

/**
 * 通用日志, 接口日志 and 错误日志 (/monitor/log/usual, api, error): one log newest first, searched by time, account,
 * path and the log's own fields (the tenant too, for the platform administrator, whose lists span tenants); a row's
 * every field in a drawer (查看). Pages go by number within the first 10,000 rows (the count stops there: 超过
 * 10,000 条), and by cursor (下一页) beyond them or whenever the user prefers.
 */
export function LogListPage({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const text = useText();
  const permission = useSession((s) => s.permission);
  const administrator = useSession((s) => isPlatformAdministrator(s.userInfo));
  const small = useUi((s) => s.screen === 0);
  const pager = useLogPaging();
  const [form] = Form.useForm<LogSearchValues>();
  const [filters, setFilters] = useState<LogFilters>({});
  const [shown, setShown] = useState<AnyLogRecord>();

  const list = useLogPage(kind, filters, pager.ask);
  const page = list.data;
  // A search still on its way: the cursor shown belongs to the old one.
  const next = page?.next ?? '';
  const search = (asked: LogFilters) => {
    setFilters(asked);
    pager.restart();
  };

  const buttons: RowButton<AnyLogRecord>[] = [];
  if (can(permission, logCodes(kind).view)) {
    buttons.push({ key: 'view', label: t('crud.view'), run: setShown });
  }
  const own = logColumns[kind](text) as TableColumnsType<AnyLogRecord>;
  const columns: TableColumnsType<AnyLogRecord> = [
    ...own.slice(0, 1),
    // The platform administrator's lists span tenants: whose row it is, second.
    ...(administrator ? [{ key: 'tenantId', dataIndex: 'tenantId', title: text(fields.tenantId), width: 100 }] : []),
    ...own.slice(1),
    ...actionsColumn<AnyLogRecord>(t('crud.actions'), buttons, 90),
  ];
  const fit = useTableFit(columns);

  const total = page?.total ?? 0;
  const totalText = page?.capped ? (
    <Tooltip title={format(text(texts.cappedTip), { limit: limitText })}>
      <span>{format(text(texts.capped), { limit: limitText })}</span>
    </Tooltip>
  ) : (
    format(text(texts.total), { total })
  );
  const size = pager.paging.size;

  return (
    <Card className="crud-page">
      <Form<LogSearchValues>
        form={form}
        name={`log-${kind}-search`}
        layout="inline"
        className="crud-search"
        onFinish={(values) => search(logFiltersOf(values, administrator))}
      >
        <Form.Item name="timeRange" label={text(texts.timeRange)}>
          <DatePicker.RangePicker
            showTime
            format={dateTimeFormat}
            placeholder={[t('crud.startTime'), t('crud.endTime')]}
          />
        </Form.Item>
        {administrator && <TenantFilter />}
        <Form.Item name="createBy" label={text(fields.createBy)}>
          <Input allowClear placeholder={text(texts.account)} />
        </Form.Item>
        <Form.Item name="requestUri" label={text(fields.requestUri)}>
          <Input allowClear placeholder={text(texts.path)} />
        </Form.Item>
        <OwnFilters kind={kind} text={text} />
        {/* Saber's own search fields for every log: which service and which server wrote the row. */}
        <Form.Item name="serviceId" label={text(fields.serviceId)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="serverHost" label={text(fields.serverHost)}>
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={form} onReset={() => search({})} />
        </Form.Item>
      </Form>
      {kind === 'error' && administrator && (
        <Flex justify="flex-end" style={{ marginBottom: 12 }}>
          {/* The error is recorded as the reply leaves: look a moment later. */}
          <ErrorProbeButton onDone={() => setTimeout(() => void list.refetch(), 400)} />
        </Flex>
      )}
      <Table<AnyLogRecord>
        rowKey="id"
        size="middle"
        dataSource={page?.records ?? []}
        loading={list.isFetching}
        pagination={false}
        {...fit}
      />
      <Flex className="log-pager" wrap gap={8} align="center" justify="flex-end" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{totalText}</Typography.Text>
        {pager.byCursor ? (
          <>
            <Typography.Text>{format(text(texts.page), { page: pager.page })}</Typography.Text>
            <Button size="small" onClick={pager.restart}>
              {text(texts.first)}
            </Button>
          </>
        ) : (
          <Pagination
            simple={small}
            current={pager.paging.current}
            pageSize={size}
            // Page numbers reach the first 10,000 rows; past them 下一页 goes on by cursor.
            total={Math.min(total, lastNumberedPage(size) * size)}
            showSizeChanger
            pageSizeOptions={logPageSizes.map(String)}
            onChange={pager.goTo}
          />
        )}
        <Space size={8}>
          <Button size="small" disabled={!pager.canGoBack} onClick={pager.previous}>
            {text(texts.previous)}
          </Button>
          {/* While a new search is on its way, the cursor shown is the old search's. */}
          <Button size="small" disabled={!next || list.isPlaceholderData} onClick={() => pager.next(next)}>
            {text(texts.next)}
          </Button>
        </Space>
      </Flex>
      {shown && <LogDetailDrawer kind={kind} row={shown} onClose={() => setShown(undefined)} />}
    </Card>
  );
}

export const UsualLogPage = () => <LogListPage kind="usual" />;
export const ApiLogPage = () => <LogListPage kind="api" />;
export const ErrorLogPage = () => <LogListPage kind="error" />;
