import { CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { App, Button, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useText } from '../../i18n/useText.ts';
import { HttpError } from '../../lib/http.ts';
import { formatInZone } from '../../lib/time.ts';
import { useSession } from '../stores/session.ts';
import { uploadErrorLogs } from './errorLog.api.ts';
import { batches, clearErrorLog, type LogEntry, removeErrorLogs, toUpload, useErrorLog } from './errorLog.ts';
import { texts } from './texts.ts';

const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/**
 * The error-log viewer: url, time, type, message and info per entry, newest first, the stack in the expanded row.
 * 上传服务器 sends the log (POST blade-auth/oauth/logout, in batches within the server's limit) and then removes
 * what was sent: the server keeps it now, and a second upload must not store it twice. 清空本地日志 drops it.
 */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useText();
  const { modal, message } = App.useApp();
  const entries = useErrorLog((s) => s.entries);
  const newestFirst = [...entries].reverse();
  // Times in the server's zone, as every list shows them, whatever zone this browser is in.
  const zone = useSession((s) => s.userInfo?.time_zone);

  const upload = () =>
    modal.confirm({
      title: text(texts.tip),
      content: text(texts.uploadConfirm),
      okText: text(texts.ok),
      cancelText: text(texts.cancel),
      onOk: async () => {
        try {
          for (const batch of batches(useErrorLog.getState().entries)) {
            await uploadErrorLogs(toUpload(batch, zone));
            // Removed batch by batch: if a later one fails, the ones already stored are not sent again.
            removeErrorLogs(new Set(batch.map((e) => e.id)));
          }
          void message.success(text(texts.uploaded));
          onClose();
        } catch (error) {
          // A reply the server refused has been toasted by lib/http already; a network fault has not.
          if (!(error instanceof HttpError)) void message.error(text(texts.uploadFailed));
        }
      },
    });

  const clear = () =>
    modal.confirm({
      title: text(texts.tip),
      content: text(texts.clearConfirm),
      okText: text(texts.ok),
      cancelText: text(texts.cancel),
      onOk: () => {
        clearErrorLog();
        void message.success(text(texts.cleared));
        onClose();
      },
    });

  const columns: TableColumnsType<LogEntry> = [
    { title: text(texts.url), dataIndex: 'url', width: 220, render: (v: string) => <span style={cell}>{v}</span> },
    { title: text(texts.time), dataIndex: 'at', width: 170, render: (at: number) => formatInZone(at, zone) },
    { title: text(texts.type), dataIndex: 'type', width: 140 },
    { title: text(texts.message), dataIndex: 'message', render: (v: string) => <span style={cell}>{v}</span> },
    { title: text(texts.info), dataIndex: 'info', width: 220, ellipsis: true },
  ];

  return (
    <Modal open={open} onCancel={onClose} title={text(texts.title)} width="80%" footer={null} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<CloudUploadOutlined />} disabled={entries.length === 0} onClick={upload}>
          {text(texts.upload)}
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={entries.length === 0} onClick={clear}>
          {text(texts.clear)}
        </Button>
      </Space>
      <Table<LogEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={newestFirst}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        expandable={{
          columnTitle: text(texts.stack),
          columnWidth: 96,
          expandedRowRender: (entry) => (
            <pre style={{ ...cell, margin: 0, fontSize: 12 }}>
              {[entry.stack || text(texts.noStack), entry.info].filter(Boolean).join('\n\n')}
            </pre>
          ),
        }}
      />
    </Modal>
  );
}
