import { format, uploadHisDtlCalls, uploadHisDtlResource, uploadHisResource } from '@pharma/contract';
import { Descriptions, Input, Modal, Radio, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTableFit } from '../../../crud/tableScroll.ts';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { dictOptions } from '../../../dict/DictSelect.tsx';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { useCallPage } from '../../../lib/useCall.ts';
import { UploadOutcome } from './SalesImportDialog.tsx';
import type { UploadHis, UploadRow } from './upload.api.ts';
import { uploadTexts as texts } from './upload.texts.ts';

const f = uploadHisDtlResource.fields;
const h = uploadHisResource.fields;

/** A row's cells as read ("手机号: 139…; 姓名: …"), from its rowData (JSON by the template's labels). */
function cellsText(rowData: string | null | undefined): string {
  if (!rowData) return '';
  try {
    return Object.entries(JSON.parse(rowData) as Record<string, string>)
      .map(([label, value]) => `${label}: ${value}`)
      .join('; ');
  } catch {
    return rowData;
  }
}

/**
 * 查看 an upload: its record (counts, status, results file) and its rows (uploadHisDtl, in row order, paged; all,
 * succeeded or failed; found by key), each with its result and its message, and what it held.
 */
export function UploadRowsDialog({ his, onClose }: { his: UploadHis; onClose: () => void }) {
  const text = useText();
  const pager = usePaging();
  const [result, setResult] = useState<string>('');
  const [key, setKey] = useState('');
  const query = {
    hisId: his.id,
    current: String(pager.paging.current),
    size: String(pager.paging.size),
    ...(result ? { result } : {}),
    ...(key ? { businessKey: key } : {}),
  };
  const rows = useCallPage(uploadHisDtlCalls.list, query);
  const pagination = usePagination(pager, rows.data ?? undefined);
  const results = useDict('sm_row_result');
  const columns: TableColumnsType<UploadRow> = [
    { key: 'rowNo', dataIndex: 'rowNo', title: text(f.rowNo.label), width: 80 },
    { key: 'businessKey', dataIndex: 'businessKey', title: text(f.businessKey.label), width: 150 },
    {
      key: 'result',
      dataIndex: 'result',
      title: text(f.result.label),
      width: 90,
      render: (value: unknown) => (
        <DictTag code="sm_row_result" value={value} colors={{ '1': 'success', '0': 'error' }} />
      ),
    },
    { key: 'errorMsg', dataIndex: 'errorMsg', title: text(f.errorMsg.label), width: 240 },
    {
      key: 'rowData',
      dataIndex: 'rowData',
      title: text(f.rowData.label),
      width: 360,
      ellipsis: true,
      render: (value: string | null) => <span className="user-data">{cellsText(value)}</span>,
    },
  ];
  const fit = useTableFit(columns);
  return (
    <Modal
      open
      title={format(text(texts.rowsTitle), { batchNo: his.batchNo ?? '' })}
      onCancel={onClose}
      onOk={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
      width={1000}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={text(h.fileName.label)}>
            <span className="user-data">{his.fileName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={text(h.operatorName.label)}>{his.operatorName}</Descriptions.Item>
          <Descriptions.Item label={text(h.startTime.label)}>{his.startTime}</Descriptions.Item>
        </Descriptions>
        <UploadOutcome his={his} brief />
        <Space wrap>
          <Radio.Group
            aria-label={text(f.result.label)}
            value={result}
            onChange={(e) => {
              setResult(e.target.value as string);
              pager.restart();
            }}
            optionType="button"
            options={[{ value: '', label: text(texts.all) }, ...dictOptions(results.data)]}
          />
          <Input.Search
            allowClear
            placeholder={text(texts.keySearch)}
            aria-label={text(texts.keySearch)}
            onSearch={(value) => {
              setKey(value.trim());
              pager.restart();
            }}
            style={{ width: 220 }}
          />
        </Space>
        <Table<UploadRow>
          data-testid="upload-rows"
          rowKey="id"
          size="small"
          loading={rows.isFetching}
          dataSource={rows.data?.records ?? []}
          pagination={pagination}
          {...fit}
        />
      </Space>
    </Modal>
  );
}
