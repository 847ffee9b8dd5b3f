import type { InboxMessage } from '@pharma/contract';
import { Button, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useText } from '../../i18n/useText.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { MessageContent, safeHref } from './MessageContent.tsx';
import { inboxTexts, messageTexts } from './texts.ts';

/**
 * One message or mail opened from the popover: its title, time and content, and its link when it has one (a path
 * of the console opens in the console, an address in a new window). Whoever opens it marks it read.
 */
export function MessageReader({ message, onClose }: { message: InboxMessage | null; onClose: () => void }) {
  const text = useText();
  // The message stays on show while the dialog fades out after closing.
  const last = useRef(message);
  if (message) last.current = message;
  const shown = message ?? last.current;
  const link = safeHref(shown?.jumpUrl);
  const inConsole = link?.startsWith('/');
  return (
    <Modal
      open={message !== null}
      title={<span className="user-data">{shown?.title}</span>}
      onCancel={onClose}
      footer={[
        link &&
          (inConsole ? (
            <Button
              key="link"
              type="primary"
              onClick={() => {
                onClose();
                navigateTo(link);
              }}
            >
              {text(messageTexts.openLink)}
            </Button>
          ) : (
            <Button key="link" type="primary" href={link} target="_blank" rel="noopener noreferrer">
              {text(messageTexts.openLink)}
            </Button>
          )),
        <Button key="close" onClick={onClose}>
          {text(inboxTexts.close)}
        </Button>,
      ]}
      width={720}
      destroyOnHidden
      wrapClassName="message-reader"
    >
      {shown && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            {shown.createTime}
          </Typography.Paragraph>
          <MessageContent content={shown.content} contentFormat={shown.contentFormat} />
        </>
      )}
    </Modal>
  );
}
