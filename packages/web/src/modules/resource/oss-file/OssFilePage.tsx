import {
  format,
  type OssFileKind,
  type OssFileRecord,
  type OssFileStatus,
  ossFileCalls,
  ossFileCancelButton,
  ossFileCodes,
  ossFileDownloadButton,
  ossFileKindValues,
  ossFileMessages,
  ossFileStatusValues,
} from '@pharma/contract';
import { Card, Form, Input, Progress, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type RowButton } from '../../../crud/columns.tsx';
import { SearchButtons } from '../../../crud/SearchButtons.tsx';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { useConfirmAction } from '../../../crud/useConfirmAction.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { useCallPage, useInvalidate } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { ossFileApi, ossFileQuery } from './oss-file.api.ts';
import { ossFileTexts as texts } from './oss-file.texts.ts';
import { sizeText } from './sizeText.ts';

const statusColors: Record<OssFileStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'warning',
};

/** While a row is queued or running the list asks again this often (ms). */
export const refreshWhileBusy = 2000;

const busy = (row: Pick<OssFileRecord, 'status'>) => row.status === 'queued' || row.status === 'running';

// Kept here too: the download centre's tests and other screens read it from this page.
export { sizeText };

type Filter = { name?: string; status?: OssFileStatus; kind?: OssFileKind };

/**
 * 下载中心 (/resource/oss-file): the caller's background exports and import results, newest first, with their
 * status, progress (rows done of the total), size, times and the error of a failed one; 下载 a finished file, 取消
 * a queued or running one, 删除. The list asks again every 2 s while any row is queued or running.
 */
export function OssFilePage() {
  const { t } = useTranslation();
  const text = useText();
  const invalidate = useInvalidate();
  const confirm = useConfirmAction();
  const permission = useSession((s) => s.permission);
  const pager = usePaging();
  const [form] = Form.useForm<Filter>();
  const [filter, setFilter] = useState<Filter>({});

  const list = useCallPage(ossFileCalls.list, ossFileQuery({ ...filter, ...pager.paging }), {
    refetchInterval: (query) => (query.state.data?.records?.some(busy) ? refreshWhileBusy : false),
  });
  const pagination = usePagination(pager, list.data);
  // The top bar's 下载中心 reads the same list: it refreshes too.
  const reload = () => void invalidate(ossFileCalls.list);

  const statusTag = (status: OssFileStatus) => (
    <Tag color={statusColors[status]}>{text(ossFileMessages.status[status])}</Tag>
  );
  const progress = (row: OssFileRecord) => {
    if (row.total <= 0) return format(text(texts.rowsDone), { done: row.done });
    const percent = Math.min(100, Math.floor((row.done / row.total) * 100));
    return (
      <Progress
        size="small"
        percent={row.status === 'done' ? 100 : percent}
        status={row.status === 'failed' ? 'exception' : busy(row) ? 'active' : undefined}
        format={() => `${row.done} / ${row.total}`}
      />
    );
  };

  const buttons: RowButton<OssFileRecord>[] = [];
  if (can(permission, ossFileCodes.download)) {
    buttons.push({
      key: ossFileDownloadButton.key,
      label: text(ossFileDownloadButton.name),
      shows: (row) => row.status === 'done',
      // A refusal (expired, gone from storage) is shown by lib/http.
      run: (row) => void ossFileApi.download(row).then(reload, () => undefined),
    });
  }
  if (can(permission, ossFileCodes.cancel)) {
    buttons.push({
      key: ossFileCancelButton.key,
      label: text(ossFileCancelButton.name),
      shows: busy,
      run: (row) =>
        confirm({
          content: text(texts.cancelConfirm),
          run: () => ossFileApi.cancel(row.id),
          success: text(texts.cancelled),
          onDone: reload,
        }),
    });
  }
  if (can(permission, ossFileCodes.delete)) {
    buttons.push({
      key: 'delete',
      label: t('crud.delete'),
      danger: true,
      run: (row) => confirm({ run: () => ossFileApi.remove([row.id]), onDone: reload }),
    });
  }

  const columns: TableColumnsType<OssFileRecord> = [
    { key: 'name', title: text(texts.name), dataIndex: 'name', width: 240, ellipsis: true },
    {
      key: 'kind',
      title: text(texts.kind),
      dataIndex: 'kind',
      width: 110,
      render: (kind: OssFileKind) => text(ossFileMessages.kind[kind]),
    },
    { key: 'status', title: text(texts.status), dataIndex: 'status', width: 100, render: statusTag },
    { key: 'progress', title: text(texts.progress), width: 200, render: (_, row) => progress(row) },
    {
      key: 'fileSize',
      title: text(texts.fileSize),
      dataIndex: 'fileSize',
      width: 100,
      render: (bytes: number) => sizeText(bytes),
    },
    { key: 'createTime', title: text(texts.createTime), dataIndex: 'createTime', width: 170 },
    { key: 'finishTime', title: text(texts.finishTime), dataIndex: 'finishTime', width: 170 },
    { key: 'expireTime', title: text(texts.expireTime), dataIndex: 'expireTime', width: 170 },
    { key: 'error', title: text(texts.error), dataIndex: 'error', width: 200, ellipsis: true },
    ...actionsColumn<OssFileRecord>(t('crud.actions'), buttons, 160),
  ];
  const fit = useTableFit(columns);

  return (
    <Card className="crud-page">
      <Form
        form={form}
        layout="inline"
        className="crud-search"
        onFinish={(values) => {
          setFilter({
            name: values.name?.trim() || undefined,
            status: values.status || undefined,
            kind: values.kind || undefined,
          });
          pager.restart();
        }}
      >
        <Form.Item name="name" label={text(texts.name)}>
          <Input allowClear placeholder={text(texts.namePlaceholder)} />
        </Form.Item>
        <Form.Item name="status" label={text(texts.status)}>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={text(texts.statusPlaceholder)}
            options={ossFileStatusValues.map((value) => ({ value, label: text(ossFileMessages.status[value]) }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={text(texts.kind)}>
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={text(texts.kindPlaceholder)}
            options={ossFileKindValues.map((value) => ({ value, label: text(ossFileMessages.kind[value]) }))}
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
      <Table<OssFileRecord>
        rowKey="id"
        size="middle"
        dataSource={list.data?.records ?? []}
        // The 2 s refreshes of a running row come in quietly; a first load or a new search shows the spinner.
        loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
        pagination={pagination}
        {...fit}
      />
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default OssFilePage;
