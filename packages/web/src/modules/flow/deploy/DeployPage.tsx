import { UploadOutlined } from '@ant-design/icons';
import type { FlowProcess } from '@pharma/contract';
import { App, Button, Card, Form, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { DeployedTable } from './DeployedTable.tsx';
import { DeployTargetFields } from './DeployTargetFields.tsx';
import { checkUpload, deployUpload } from './deploy.api.ts';
import { deployTexts as texts } from './deploy.texts.ts';
import { type DeployTargetValues, deployTarget } from './deployTarget.ts';
import './deploy.css';

/** A chosen file as the upload list shows it, with the file itself kept for the multipart body. */
type Chosen = UploadFile & { raw: File };

/**
 * 流程部署 (/flow/deploy): one or more `.bpmn20.xml` files deployed for a category, common to every tenant or for the
 * tenants chosen. Each file is put to check-upload as soon as it is chosen (the server's rule, as Saber does) and
 * refused with its message; 部署 sends them all in one deploy-upload and lists the definitions made.
 */
export function DeployPage() {
  const text = useText();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeployTargetValues>();
  const [files, setFiles] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const [deployed, setDeployed] = useState<FlowProcess[]>();

  const choose = (file: File) => {
    checkUpload(file, file.name).then(
      (checked) => {
        if (!checked?.success) void message.error(text(texts.filesRequired));
        else setFiles((kept) => [...kept, { uid: `${Date.now()}-${kept.length}`, name: file.name, raw: file }]);
      },
      () => undefined, // shown by lib/http
    );
    // Nothing is sent on its own: the files go together with the form on 部署.
    return false;
  };

  const submit = async () => {
    const values = await form.validateFields();
    if (files.length === 0) {
      void message.error(text(texts.filesRequired));
      return;
    }
    const target = deployTarget(values);
    setBusy(true);
    try {
      const made = await deployUpload(
        files.map((f) => ({ file: f.raw, name: f.name })),
        target.category,
        target.tenantIds,
      );
      void message.success(text(texts.deployed));
      setDeployed(made ?? []);
      setFiles([]);
    } catch {
      // shown by lib/http
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="crud-page">
      <Form form={form} name="flow-deploy" layout="vertical" className="flow-deploy-form">
        <DeployTargetFields />
        <Form.Item label={text(texts.files)} required extra={text(texts.filesHint)}>
          <Upload
            accept=".xml"
            multiple
            fileList={files}
            beforeUpload={choose}
            onRemove={(file) => setFiles((kept) => kept.filter((f) => f.uid !== file.uid))}
          >
            <Button icon={<UploadOutlined />}>{text(texts.pick)}</Button>
          </Upload>
        </Form.Item>
        <Form.Item>
          <Button type="primary" loading={busy} onClick={() => void submit().catch(() => undefined)}>
            {text(texts.deploy)}
          </Button>
        </Form.Item>
      </Form>
      {deployed && <DeployedTable title={text(texts.result)} rows={deployed} />}
    </Card>
  );
}

/** React.lazy (the page registry) wants a default export. */
export default DeployPage;
