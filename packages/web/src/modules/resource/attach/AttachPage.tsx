import { UploadOutlined } from '@ant-design/icons';
import { attachCodes, attachDownloadButton, attachResource, attachUploadButton, crudCalls } from '@pharma/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import type { CrudRecord } from '../../../crud/api.ts';
import { CrudPage } from '../../../crud/CrudPage.tsx';
import type { RowButton } from '../../../crud/columns.tsx';
import { useText } from '../../../i18n/useText.ts';
import { can } from '../../../lib/permission.ts';
import { invalidateCalls } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { sizeText } from '../oss-file/sizeText.ts';
import { uploadAttach } from './attach.api.ts';
import { attachTexts as texts } from './attach.texts.ts';

/** 上传: a drag-and-drop dialog; each file goes to put-file-attach with its progress shown, then the list reloads. */
function UploadDialog({ onClose }: { onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const client = useQueryClient();
  return (
    <Modal open title={text(texts.uploadTitle)} footer={null} onCancel={onClose} destroyOnHidden>
      <Upload.Dragger
        multiple
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          uploadAttach(file as Blob, (percent) => onProgress?.({ percent })).then(
            (reply) => {
              onSuccess?.(reply);
              void message.success(text(texts.uploaded));
              void invalidateCalls(client, crudCalls(attachResource).list);
            },
            (error: unknown) => onError?.(error as Error),
          );
        }}
      >
        <p className="ant-upload-drag-icon">
          <UploadOutlined />
        </p>
        <p className="ant-upload-text">{text(texts.dragHint)}</p>
      </Upload.Dragger>
    </Modal>
  );
}

/** The size as a person reads it (24 B, 1.5 KB), the bytes in a tooltip. */
const sizeCell = {
  attachSize: (row: CrudRecord) => {
    const bytes = Number(row.attachSize);
    if (row.attachSize === null || row.attachSize === undefined || !Number.isFinite(bytes)) return '';
    return <span title={`${bytes} B`}>{bytes === 0 ? '0 B' : sizeText(bytes)}</span>;
  },
};

/**
 * 附件管理 (/resource/attach): the generic list of the declared resource (search, view, delete: removing a row
 * removes its stored file too) plus 上传 and 下载.
 */
export function AttachPage() {
  const text = useText();
  const permission = useSession((s) => s.permission);
  const [uploading, setUploading] = useState(false);

  const rowActions: RowButton<CrudRecord>[] = [];
  if (can(permission, attachCodes.download)) {
    rowActions.push({
      key: attachDownloadButton.key,
      label: text(attachDownloadButton.name),
      shows: (row) => typeof row.link === 'string' && row.link !== '',
      // The link as stored (this server's file route, relative): the browser resolves it against the page.
      run: (row) => void window.open(String(row.link), '_blank', 'noopener'),
    });
  }

  return (
    <>
      <CrudPage
        def={attachResource}
        rowActions={rowActions}
        cellRender={sizeCell}
        viewRender={sizeCell}
        toolbarExtra={() =>
          can(permission, attachCodes.upload) ? (
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {text(attachUploadButton.name)}
            </Button>
          ) : null
        }
      />
      {uploading && <UploadDialog onClose={() => setUploading(false)} />}
    </>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default AttachPage;
