import { format, importMessages, ossFileScreen } from '@pharma/contract';
import { Alert, App, Button, Modal, Progress, Space, Switch, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useText } from '../../../i18n/useText.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { type ImportResult, type ImportRow, templateUrl } from './user.api.ts';
import { userTexts } from './user.texts.ts';
import { useUserWrites } from './useUsers.ts';

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/**
 * 导入: download the template, choose one .xlsx, decide whether existing accounts are overwritten, upload with a
 * progress bar; then the totals and one line per row (which ones made it in, and why the others did not). The
 * list behind reloads after any import. A refused upload (a broken file) is toasted by lib/http and the dialog
 * stays as it was for another try.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const token = useSession((s) => s.token);
  const { importUsers } = useUserWrites();
  const [file, setFile] = useState<File>();
  const [covered, setCovered] = useState(false);
  const [percent, setPercent] = useState<number>();
  const [result, setResult] = useState<ImportResult>();

  const onOk = async () => {
    if (!file) {
      void message.warning(text(userTexts.fileRequired));
      return;
    }
    setPercent(0);
    try {
      const reply = await importUsers.mutateAsync({ file, covered, onProgress: setPercent });
      setResult(reply ?? { total: 0, succeeded: 0, failed: 0, rows: [] });
    } catch {
      setPercent(undefined); // shown by lib/http
    }
  };

  const footer = result ? (
    <Button type="primary" onClick={onClose}>
      {text(userTexts.close)}
    </Button>
  ) : undefined;

  return (
    <Modal
      open
      title={text(userTexts.importTitle)}
      okText={text(userTexts.upload)}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={importUsers.isPending}
      footer={footer}
      maskClosable={false}
      width={720}
    >
      {result ? (
        <ImportReport result={result} onClose={onClose} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {text(userTexts.templateHint)}{' '}
            <Typography.Link href={templateUrl(token)} target="_blank">
              {text(userTexts.template)}
            </Typography.Link>
          </Typography.Text>
          <Upload
            accept=".xlsx"
            maxCount={1}
            disabled={importUsers.isPending}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            // Kept here and sent by 开始导入, not uploaded on choice.
            beforeUpload={(chosen) => {
              if (!isXlsx(chosen)) {
                void message.error(text(userTexts.xlsxOnly));
                return Upload.LIST_IGNORE;
              }
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button>{text(userTexts.chooseFile)}</Button>
          </Upload>
          <Space>
            <Switch
              checked={covered}
              onChange={setCovered}
              disabled={importUsers.isPending}
              aria-label={text(userTexts.covered)}
            />
            <span>{text(userTexts.covered)}</span>
          </Space>
          <Typography.Text type="secondary">{text(userTexts.coveredHint)}</Typography.Text>
          {percent !== undefined && <Progress percent={percent} status="active" />}
        </Space>
      )}
    </Modal>
  );
}

/** To the download centre, where a background import's progress and every import's results file are. */
function ToDownloads({ onClose }: { onClose: () => void }) {
  const text = useText();
  const navigate = useNavigate();
  return (
    <Typography.Link
      onClick={() => {
        onClose();
        navigate(ossFileScreen.path);
      }}
    >
      {text(userTexts.toDownloads)}
    </Typography.Link>
  );
}

function ImportReport({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const text = useText();
  if (result.background) {
    // A large file: it is imported by a job; the download centre shows its progress and then every row's result.
    return (
      <Alert
        type="info"
        showIcon
        message={text(importMessages.queued)}
        description={<ToDownloads onClose={onClose} />}
        data-testid="import-background"
      />
    );
  }
  return (
    <>
      {result.ossFileId && (
        <Typography.Paragraph type="secondary">
          {text(userTexts.resultsKept)} <ToDownloads onClose={onClose} />
        </Typography.Paragraph>
      )}
      <Alert
        type={result.failed > 0 ? 'warning' : 'success'}
        showIcon
        message={format(text(userTexts.totals), {
          total: result.total,
          succeeded: result.succeeded,
          failed: result.failed,
        })}
        style={{ marginBottom: 12 }}
      />
      <Table<ImportRow>
        rowKey="row"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={result.rows}
        columns={[
          { key: 'row', dataIndex: 'row', title: text(userTexts.row), width: 80 },
          { key: 'account', dataIndex: 'account', title: text(userTexts.account) },
          {
            key: 'success',
            dataIndex: 'success',
            title: text(userTexts.result),
            width: 100,
            render: (ok: boolean) =>
              ok ? (
                <Tag color="success">{text(userTexts.succeeded)}</Tag>
              ) : (
                <Tag color="error">{text(userTexts.failed)}</Tag>
              ),
          },
          { key: 'msg', dataIndex: 'msg', title: text(userTexts.msg) },
        ]}
      />
    </>
  );
}
