import { Alert, App, Button, Descriptions, Modal } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import type { AddedTenant } from './api.ts';
import { tenantDef } from './tenantDef.ts';
import { tenantTexts as texts } from './texts.ts';

/**
 * The new tenant's administrator and its first password, shown this one time: the server keeps only a hash, and
 * the page forgets the password when this dialog closes.
 */
export function AdminIssuedDialog({ tenant, onClose }: { tenant: AddedTenant; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();
  const password = tenant.adminPassword ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      void message.success(text(texts.copied));
    } catch {
      void message.error(text(texts.copyFailed));
    }
  };

  const { tenantId, tenantName } = tenantDef.fields;
  return (
    <Modal
      open
      title={text(texts.issuedTitle)}
      onCancel={onClose}
      maskClosable={false}
      width={520}
      footer={[
        <Button key="copy" onClick={copy}>
          {text(texts.copyPassword)}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {text(texts.close)}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={text(texts.issuedNote)} style={{ marginBottom: 12 }} />
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'tenantId', label: text(tenantId.label), children: tenant.tenantId },
          { key: 'tenantName', label: text(tenantName.label), children: tenant.tenantName },
          { key: 'account', label: text(texts.adminAccount), children: tenant.adminAccount ?? 'admin' },
          {
            key: 'password',
            label: text(texts.adminPassword),
            children: <code style={{ userSelect: 'all' }}>{password}</code>,
          },
        ]}
      />
    </Modal>
  );
}
