import { messageRecordLogResource, permissionsOf } from '@pharma/contract';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '../../../crud/api.ts';
import { filterKey } from '../../../crud/filters.ts';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { RefName } from '../../../crud/refRows.tsx';
import { useCrudList } from '../../../crud/useCrud.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useText } from '../../../i18n/useText.ts';
import { attemptResultColors } from '../shared/statusColors.ts';
import { recordTexts as texts } from './record.texts.ts';

const { fields } = messageRecordLogResource;
const logCodes = permissionsOf(messageRecordLogResource);
/** A record is tried a handful of times (retries × channels): one page holds them. */
const attemptRows = 100;

/**
 * A record's attempts (发送日志 of this record), first to last: each channel tried, what the provider answered and
 * how long it took. Shown to whoever may read the send log, as its list call requires.
 */
export function AttemptsTable({ recordId }: { recordId: string }) {
  const allowed = useAllowed();
  if (!allowed(logCodes.view)) return null;
  return <Attempts recordId={recordId} />;
}

function Attempts({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const text = useText();
  const list = useCrudList(messageRecordLogResource, {
    current: 1,
    size: attemptRows,
    filters: { [filterKey('recordId', fields.recordId)]: recordId, ascs: 'attemptNo' },
  });
  const columns: TableColumnsType<CrudRecord> = [
    { key: 'attemptNo', dataIndex: 'attemptNo', title: text(fields.attemptNo.label), width: 70 },
    {
      key: 'channelType',
      title: text(fields.channelType.label),
      width: 130,
      render: (_, row) => <DictTag code="msg_channel_type" value={row.channelType} />,
    },
    {
      key: 'sendChannelId',
      title: text(fields.sendChannelId.label),
      width: 140,
      render: (_, row) => <RefName field={fields.sendChannelId} value={row.sendChannelId} />,
    },
    {
      key: 'result',
      title: text(fields.result.label),
      width: 100,
      render: (_, row) => <DictTag code="msg_attempt_result" value={row.result} colors={attemptResultColors} />,
    },
    { key: 'responseCode', dataIndex: 'responseCode', title: text(fields.responseCode.label), width: 120 },
    {
      key: 'responseMsg',
      title: text(fields.responseMsg.label),
      width: 220,
      render: (_, row) => <Typography.Text className="user-data">{String(row.responseMsg ?? '')}</Typography.Text>,
    },
    { key: 'costMs', dataIndex: 'costMs', title: text(fields.costMs.label), width: 100 },
    { key: 'createTime', dataIndex: 'createTime', title: t('crud.createTime'), width: 170 },
  ];
  return (
    <div data-testid="record-attempts">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {text(texts.attempts)}
      </Typography.Title>
      <Table<CrudRecord>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 1050 }}
        locale={{ emptyText: text(texts.noAttempts) }}
      />
    </div>
  );
}
