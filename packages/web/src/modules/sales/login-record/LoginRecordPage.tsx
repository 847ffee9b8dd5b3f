import {
  type FieldDef,
  fieldShows,
  format,
  type LoginRecordQuery,
  type LoginRecordRecord,
  loginRecordCalls,
  loginRecordCodes,
  loginRecordResource,
  logOffsetLimit,
  maxLengthOf,
  tenantLabel,
} from '@pharma/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Descriptions, Form, Input, Modal, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../crud/columns.tsx';
import { isPlatformAdministrator, TenantFilter } from '../../../crud/crossTenant.tsx';
import { displayNode } from '../../../crud/display.ts';
import { dateTimeFormat } from '../../../crud/filters.ts';
import { ExportButton, useAllowed } from '../../../crud/ListScreen.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { fieldWidth, useTableFit } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictSelect } from '../../../dict/DictSelect.tsx';
import { useText } from '../../../i18n/useText.ts';
import { callApi, callKey } from '../../../lib/api.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { loginRecordTexts as texts } from './login-record.texts.ts';

const def = loginRecordResource;
const fields = def.fields as Record<string, FieldDef>;
type Filters = Omit<LoginRecordQuery, 'current' | 'size' | 'after'>;

/** What the search form holds: its names are the list's filters, but for the time range. */
interface SearchValues {
  phone?: string;
  result?: string;
  timeRange?: [Dayjs | null, Dayjs | null] | null;
  tenantId?: string;
}

/** The search form's values as the list's filters: trimmed, blanks left out, the tenant for the administrator only. */
export function loginRecordFiltersOf(values: SearchValues, administrator: boolean): Filters {
  const filters: Filters = {};
  const phone = values.phone?.trim();
  if (phone) filters.phone = phone;
  if (values.result !== undefined && values.result !== null && values.result !== '')
    filters.result = String(values.result);
  const [from, until] = values.timeRange ?? [];
  if (from) filters.loginTime_datege = from.format(dateTimeFormat);
  if (until) filters.loginTime_datelt = until.format(dateTimeFormat);
  if (administrator && values.tenantId) filters.tenantId = values.tenantId;
  return filters;
}

/** 查看: every field of a record as the list sent it (the list carries them all; records never change). */
function RecordDialog({ record, onClose }: { record: LoginRecordRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const row = record as Record<string, unknown>;
  const items = Object.entries(fields)
    .filter(([, field]) => fieldShows(field, 'view'))
    .map(([key, field]) => ({ key, label: text(field.label), children: displayNode(row[key], field, t) }));
  return (
    <Modal
      open
      title={t('crud.view')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={720}
    >
      <Descriptions bordered column={1} size="small" items={items} />
    </Modal>
  );
}

/**
 * 登录记录 (/salesmobile/login-record): the sales app's sign-ins, newest first, read-only; searched by mobile number,
 * result and sign-in time (and tenant, for the platform administrator, whose list spans tenants); 查看 shows a
 * record's every field; 导出 writes what the list shows. The count stops at 10,000 rows (the list pages that deep).
 */
export function LoginRecordPage() {
  const { t } = useTranslation();
  const text = useText();
  const allowed = useAllowed();
  const administrator = useSession((s) => isPlatformAdministrator(s.userInfo));
  const [form] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<Filters>({});
  const [shown, setShown] = useState<LoginRecordRecord>();
  const pager = usePaging();
  const query = { ...filters, current: String(pager.paging.current), size: String(pager.paging.size) };
  const list = useQuery({
    queryKey: callKey(loginRecordCalls.list, query),
    queryFn: () => callApi(loginRecordCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
  const pagination = usePagination(pager, list.data);
  const limit = logOffsetLimit.toLocaleString('en-US');
  if (list.data?.capped)
    pagination.showTotal = () => (
      <Tooltip title={format(text(texts.cappedTip), { limit })}>
        <span>{format(text(texts.capped), { limit })}</span>
      </Tooltip>
    );

  const listed = Object.entries(fields).filter(([, field]) => fieldShows(field, 'list'));
  const columns: TableColumnsType<LoginRecordRecord> = listed.map(([key, field]) => ({
    key,
    dataIndex: key,
    title: text(field.label),
    width: fieldWidth(field),
    render: (value: unknown) => displayNode(value, field, t),
  }));
  if (administrator)
    columns.splice(1, 0, {
      key: 'tenantName',
      dataIndex: 'tenantName',
      title: text(tenantLabel),
      width: 160,
      ellipsis: true,
    });
  columns.push(
    ...actionsColumn<LoginRecordRecord>(
      t('crud.actions'),
      [allowed(loginRecordCodes.view) && { key: 'view', label: t('crud.view'), run: setShown }],
      90,
    ),
  );
  const fit = useTableFit(columns);

  const search = (next: Filters) => {
    setFilters(next);
    pager.restart();
  };
  const label = (key: string) => text(fields[key]!.label);

  return (
    <Card className="crud-page">
      <Form<SearchValues>
        form={form}
        name="sm_login_record-search"
        layout="inline"
        className="crud-search"
        onFinish={(values) => search(loginRecordFiltersOf(values, administrator))}
      >
        {administrator && <TenantFilter />}
        <Form.Item name="phone" label={label('phone')}>
          <Input
            allowClear
            maxLength={maxLengthOf(def.fields.phone)}
            placeholder={t('crud.input', { label: label('phone') })}
          />
        </Form.Item>
        <Form.Item name="result" label={label('result')}>
          <DictSelect
            code="sm_login_result"
            style={{ minWidth: 120 }}
            placeholder={t('crud.select', { label: label('result') })}
          />
        </Form.Item>
        <Form.Item name="timeRange" label={label('loginTime')}>
          <DatePicker.RangePicker
            showTime
            format={dateTimeFormat}
            placeholder={[t('crud.startTime'), t('crud.endTime')]}
          />
        </Form.Item>
        <Form.Item>
          <SearchButtons form={form} onReset={() => search({})} />
        </Form.Item>
      </Form>
      <Space className="crud-toolbar">
        <ExportButton source={def.name} filters={filters as Record<string, string>} />
      </Space>
      <Table<LoginRecordRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={pagination}
        {...fit}
      />
      {shown && <RecordDialog record={shown} onClose={() => setShown(undefined)} />}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default LoginRecordPage;
