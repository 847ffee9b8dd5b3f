import {
  defaultTenantId,
  extensionService,
  format,
  importMessages,
  salesImportCodeOf,
  salesService,
  uploadHisCalls,
  uploadHisDtlCalls,
  uploadHisDtlResource,
  uploadHisResource,
} from '@pharma/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Modal, Progress, Select, Space, Table, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { isPlatformAdministrator, TenantSelect } from '../../../crud/crossTenant.tsx';
import { downloadOssFile } from '../../../crud/exportList.ts';
import { useAllowed } from '../../../crud/ListScreen.tsx';
import { usePagination, usePaging } from '../../../crud/usePaging.ts';
import { DictTag } from '../../../dict/DictTag.tsx';
import { useDict } from '../../../dict/useDict.ts';
import { useText } from '../../../i18n/useText.ts';
import { callKey } from '../../../lib/api.ts';
import { invalidateFolders, useCallPage } from '../../../lib/useCall.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { processing, type UploadHis, type UploadRow, uploadApi } from './upload.api.ts';
import { uploadTexts as texts } from './upload.texts.ts';
import { uploadStatusColors } from './uploadStatus.ts';

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');
const pollMs = 1000;

/** The template numbers (dictionary sm_module_no) the caller may import: those whose screen's import code they hold. */
function useImportableModules() {
  const allowed = useAllowed();
  const dict = useDict('sm_module_no');
  return (dict.data ?? [])
    .filter((o) => {
      const code = salesImportCodeOf(Number(o.dictKey));
      return code !== undefined && allowed(code);
    })
    .map((o) => ({ value: Number(o.dictKey), label: o.dictValue }));
}

/**
 * An upload's record while it is processed: polled until its status leaves 0. `ended` hears the finished record once
 * (the reply itself for a small file, else the poll that first reads it finished).
 */
function useUploadRecord(first: UploadHis | undefined, ended: (his: UploadHis) => void) {
  return useQuery({
    queryKey: callKey(uploadHisCalls.detail, { id: first?.id ?? '' }),
    queryFn: async () => {
      const his = await uploadApi.detail(first!.id);
      if (!processing(his)) ended(his);
      return his;
    },
    enabled: Boolean(first),
    initialData: first,
    refetchInterval: (query) => (processing(query.state.data) ? pollMs : false),
  });
}

/** The failed rows of a finished upload (uploadHisDtl, result 0), paged, with their reasons. */
function FailedRows({ hisId }: { hisId: string }) {
  const text = useText();
  const pager = usePaging();
  const query = { hisId, result: '0', current: String(pager.paging.current), size: String(pager.paging.size) };
  const rows = useCallPage(uploadHisDtlCalls.list, query);
  const pagination = usePagination(pager, rows.data ?? undefined);
  const f = uploadHisDtlResource.fields;
  if (!rows.data?.total) return null;
  return (
    <>
      <Typography.Text strong>{text(texts.failedRows)}</Typography.Text>
      <Table<UploadRow>
        data-testid="import-failed-rows"
        rowKey="id"
        size="small"
        loading={rows.isFetching}
        dataSource={rows.data.records}
        pagination={{ ...pagination, showSizeChanger: false }}
        columns={[
          { key: 'rowNo', dataIndex: 'rowNo', title: text(f.rowNo.label), width: 80 },
          { key: 'businessKey', dataIndex: 'businessKey', title: text(f.businessKey.label), width: 160 },
          { key: 'errorMsg', dataIndex: 'errorMsg', title: text(importMessages.reasonColumn) },
        ]}
        scroll={{ x: 480 }}
      />
    </>
  );
}

/**
 * How an upload stands: its progress while processed, then its counts, its status, the results file and (unless
 * `brief`: the rows are listed beside it) its failed rows.
 */
export function UploadOutcome({ his, brief }: { his: UploadHis; brief?: boolean }) {
  const text = useText();
  if (processing(his)) {
    const total = Number(his.totalCount ?? 0);
    const done = Number(his.successCount ?? 0) + Number(his.failCount ?? 0);
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="import-progress">
        {his.ossFileId && <Alert type="info" showIcon message={text(texts.background)} />}
        <Typography.Text>{format(text(texts.processing), { done, total: total || '…' })}</Typography.Text>
        <Progress percent={total ? Math.floor((done / total) * 100) : 0} status="active" />
      </Space>
    );
  }
  const invalid = Number(his.status) === 4;
  const counts = { total: his.totalCount ?? 0, succeeded: his.successCount ?? 0, failed: his.failCount ?? 0 };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="import-outcome">
      <Alert
        type={invalid || Number(his.status) === 3 ? 'error' : Number(his.status) === 2 ? 'warning' : 'success'}
        showIcon
        message={
          <Space wrap>
            <DictTag code="sm_upload_status" value={his.status} colors={uploadStatusColors} />
            <span data-testid="import-batch">{his.batchNo}</span>
            <span>{invalid ? text(texts.invalid) : format(text(texts.totals), counts)}</span>
          </Space>
        }
        description={his.errorMsg || undefined}
      />
      {his.ossFileId && !invalid && (
        <Button
          size="small"
          onClick={() =>
            void downloadOssFile({ id: his.ossFileId!, name: `${his.batchNo}.xlsx` }).catch(() => undefined)
          }
        >
          {text(texts.results)}
        </Button>
      )}
      {!brief && !invalid && Number(his.failCount) > 0 && <FailedRows hisId={his.id} />}
    </Space>
  );
}

/**
 * 导入 by module number: the template (fixed by the screen that opened it, or chosen among those the caller may
 * import), 下载模板, one .xlsx, 开始导入 with the upload's progress; then the import's own progress while the server
 * processes it (polled: a large file runs as a job), and its outcome: counts, status, failed rows with reasons,
 * the results file. A refused upload (a bad request) is toasted by lib/http and the dialog stays for another try.
 */
export function SalesImportDialog({
  moduleNo: fixed,
  onClose,
  onDone,
}: {
  moduleNo?: number;
  onClose: () => void;
  onDone?: (his: UploadHis) => void;
}) {
  const text = useText();
  const { message } = App.useApp();
  const client = useQueryClient();
  const modules = useImportableModules();
  const [moduleNo, setModuleNo] = useState<number | undefined>(fixed);
  // The platform administrator imports into a tenant they choose (their own first); the template is made for it.
  const administrator = useSession((s) => isPlatformAdministrator(s.userInfo));
  const [tenantId, setTenantId] = useState(defaultTenantId);
  const target = administrator ? tenantId : undefined;
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [sent, setSent] = useState<UploadHis>();
  const [busy, setBusy] = useState(false);
  const told = useRef<string>(undefined);
  /** Once per upload: the lists behind show what it wrote, and the caller hears it. */
  const ended = (his: UploadHis) => {
    if (told.current === his.id) return;
    told.current = his.id;
    // An import writes the sales service's tables (and the extension's whitelist and field rights).
    void invalidateFolders(client, salesService, extensionService);
    onDone?.(his);
  };
  const record = useUploadRecord(sent, ended);
  const his = record.data;

  const start = async () => {
    if (moduleNo === undefined) {
      void message.warning(text(texts.chooseTemplate));
      return;
    }
    if (!file) {
      void message.warning(text(texts.fileRequired));
      return;
    }
    setBusy(true);
    setPercent(0);
    try {
      const reply = await uploadApi.upload(moduleNo, file, setPercent, target);
      setSent(reply);
      if (!processing(reply)) ended(reply);
    } catch {
      setPercent(undefined); // shown by lib/http
    } finally {
      setBusy(false);
    }
  };

  const title = fixed
    ? `${text(texts.importTitle)} · ${modules.find((m) => m.value === fixed)?.label ?? fixed}`
    : text(texts.importTitle);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      maskClosable={false}
      width={720}
      footer={
        his ? (
          <Button type="primary" onClick={onClose}>
            {text(texts.close)}
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{text(texts.close)}</Button>
            <Button type="primary" loading={busy} onClick={() => void start()}>
              {text(texts.start)}
            </Button>
          </Space>
        )
      }
    >
      {his ? (
        <UploadOutcome his={his} />
      ) : (
        <Form layout="vertical">
          {administrator && (
            <Form.Item
              label={text(texts.targetTenant)}
              htmlFor="sales-import-tenant"
              extra={text(texts.tenantHint)}
              required
            >
              <TenantSelect id="sales-import-tenant" value={tenantId} onChange={setTenantId} disabled={busy} />
            </Form.Item>
          )}
          <Form.Item label={text(uploadHisResource.fields.moduleNo.label)} required>
            <Space.Compact style={{ width: '100%' }}>
              <Select
                aria-label={text(uploadHisResource.fields.moduleNo.label)}
                value={moduleNo}
                onChange={setModuleNo}
                options={modules}
                disabled={fixed !== undefined || busy}
                placeholder={text(texts.chooseTemplate)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button
                disabled={moduleNo === undefined}
                onClick={() =>
                  moduleNo !== undefined && void uploadApi.template(moduleNo, target).catch(() => undefined)
                }
              >
                {text(texts.downloadTemplate)}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Typography.Paragraph type="secondary">{text(texts.templateHint)}</Typography.Paragraph>
          <Upload
            accept=".xlsx"
            maxCount={1}
            disabled={busy}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            // Kept here and sent by 开始导入, not uploaded on choice.
            beforeUpload={(chosen) => {
              if (!isXlsx(chosen)) {
                void message.error(text(texts.xlsxOnly));
                return Upload.LIST_IGNORE;
              }
              setFile(chosen);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <Button>{text(texts.chooseFile)}</Button>
          </Upload>
          {percent !== undefined && (
            <div style={{ marginTop: 12 }}>
              <Typography.Text type="secondary">{text(texts.uploading)}</Typography.Text>
              <Progress percent={percent} status="active" />
            </div>
          )}
        </Form>
      )}
    </Modal>
  );
}
