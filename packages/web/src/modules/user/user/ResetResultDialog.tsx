import { userResource } from '@pharma/contract';
import { Alert, App, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../../i18n/useText.ts';
import type { ResetResult } from './user.api.ts';

/**
 * The passwords the server just generated, shown this one time: the server stores only their hashes, and the
 * page drops them when this dialog closes. The copy button puts "account<TAB>password" lines on the clipboard.
 */
export function ResetResultDialog({ issued, onClose }: { issued: ResetResult[]; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const { message } = App.useApp();

  const copy = async () => {
    const lines = issued.map((r) => `${r.account}\t${r.password}`).join('\n');
    try {
      await navigator.clipboard.writeText(lines);
      void message.success(t('user.copied'));
    } catch {
      void message.error(t('user.copyFailed'));
    }
  };

  return (
    <Modal
      open
      title={t('user.resultTitle')}
      onCancel={onClose}
      maskClosable={false}
      width={520}
      footer={[
        <Button key="copy" onClick={copy}>
          {t('user.copy')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('user.close')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={t('user.resultNote')} style={{ marginBottom: 12 }} />
      <Table<ResetResult>
        rowKey="userId"
        size="small"
        pagination={false}
        dataSource={issued}
        columns={[
          { key: 'account', dataIndex: 'account', title: text(userResource.fields.account.label) },
          {
            key: 'password',
            dataIndex: 'password',
            title: text(userResource.fields.password.label),
            render: (value: string) => <code className="user-secret">{value}</code>,
          },
        ]}
      />
    </Modal>
  );
}
