import { clientMessages, clientResource } from '@pharma/contract';
import { Alert, App, Button, Descriptions, Modal } from 'antd';
import { useText } from '../../../i18n/useText.ts';
import type { IssuedSecret } from './api.ts';
import { clientTexts as texts } from './texts.ts';

/**
 * A client's secret, shown this one time (after 新增 or 重置密钥): the server keeps only a hash, and the page
 * forgets the secret when this dialog closes.
 */
export function SecretIssuedDialog({ issued, onClose }: { issued: IssuedSecret; onClose: () => void }) {
  const text = useText();
  const { message } = App.useApp();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.clientSecret);
      void message.success(text(texts.copied));
    } catch {
      void message.error(text(texts.copyFailed));
    }
  };

  return (
    <Modal
      open
      title={text(texts.issuedTitle)}
      onCancel={onClose}
      maskClosable={false}
      width={560}
      footer={[
        <Button key="copy" onClick={copy}>
          {text(texts.copySecret)}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {text(texts.close)}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={text(clientMessages.secretShownOnce)} style={{ marginBottom: 12 }} />
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'clientId', label: text(clientResource.fields.clientId.label), children: issued.clientId },
          {
            key: 'secret',
            label: text(texts.secret),
            children: <code style={{ userSelect: 'all', wordBreak: 'break-all' }}>{issued.clientSecret}</code>,
          },
        ]}
      />
    </Modal>
  );
}
