import type { InboxNotice } from '@pharma/contract';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useText } from '../../i18n/useText.ts';
import { NoticeHtml } from './NoticeHtml.tsx';
import { inboxTexts } from './texts.ts';

/**
 * One notice opened from the inbox (the home page's card, the popover's 通知 tab): its title, category, release
 * time and formatted content. Whoever opens it marks it read (useMarkRead), so the dialog only reads.
 */
export function NoticeReader({ notice, onClose }: { notice: InboxNotice | null; onClose: () => void }) {
  const text = useText();
  // The notice stays on show while the dialog fades out after closing.
  const last = useRef(notice);
  if (notice) last.current = notice;
  const shown = notice ?? last.current;
  return (
    <Modal
      open={notice !== null}
      title={<span className="user-data">{shown?.title}</span>}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{text(inboxTexts.close)}</Button>}
      width={720}
      destroyOnHidden
      wrapClassName="notice-reader"
    >
      {shown && (
        <>
          <Space size={8} wrap style={{ marginBottom: 12 }}>
            <Tag color="gold">{shown.categoryName}</Tag>
            <Typography.Text type="secondary">{shown.releaseTime}</Typography.Text>
          </Space>
          <NoticeHtml html={shown.content} testId="notice-reader-content" />
        </>
      )}
    </Modal>
  );
}
