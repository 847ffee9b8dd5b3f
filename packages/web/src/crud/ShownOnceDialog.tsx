import type { Text } from '@pharma/contract';
import { Alert, App, Button, Checkbox, Descriptions, type DescriptionsProps, Modal } from 'antd';
import { useState } from 'react';
import { useText } from '../i18n/useText.ts';

const words = {
  copied: { zh: '已复制', en: 'Copied' },
  copyFailed: { zh: '复制失败,请手动选择复制', en: 'Copying failed; please select it and copy it by hand' },
  close: { zh: '关闭', en: 'Close' },
  kept: { zh: '我已复制并妥善保存', en: 'I have copied it and kept it safe' },
} satisfies Record<string, Text>;

export interface ShownOnceDialogProps {
  title: string;
  /** Why it is shown now: it will not be shown again. */
  warning: string;
  /** What the secret belongs to (tenant, account, client id, …), one row each. */
  items: NonNullable<DescriptionsProps['items']>;
  secretLabel: string;
  secret: string;
  copyLabel: string;
  width?: number;
  onClose: () => void;
}

/**
 * A secret the server answers once (a tenant administrator's first password, a client's secret): the server keeps
 * only its hash, and the page forgets it when this dialog closes. It can be copied or selected; it closes only once
 * the person says it is kept (×, Esc and 关闭 wait for that), and a click outside never closes it.
 */
export function ShownOnceDialog(props: ShownOnceDialogProps) {
  const { title, warning, items, secretLabel, secret, copyLabel, width = 540, onClose } = props;
  const text = useText();
  const { message } = App.useApp();
  const [kept, setKept] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(text(words.copied));
    } catch {
      void message.error(text(words.copyFailed));
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      closable={kept}
      keyboard={kept}
      maskClosable={false}
      width={width}
      footer={[
        <Checkbox key="kept" checked={kept} onChange={(e) => setKept(e.target.checked)} style={{ float: 'left' }}>
          {text(words.kept)}
        </Checkbox>,
        <Button key="copy" onClick={copy}>
          {copyLabel}
        </Button>,
        <Button key="close" type="primary" disabled={!kept} onClick={onClose}>
          {text(words.close)}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={warning} style={{ marginBottom: 12 }} />
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          ...items,
          {
            key: 'secret',
            label: secretLabel,
            children: <code style={{ userSelect: 'all', wordBreak: 'break-all' }}>{secret}</code>,
          },
        ]}
      />
    </Modal>
  );
}
