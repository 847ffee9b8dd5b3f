import { BellOutlined, CloudDownloadOutlined } from '@ant-design/icons';
import { type InboxMessage, type InboxNotice, type OssFileRecord, ossFileDownloadButton } from '@pharma/contract';
import { App, Avatar, Badge, Button, List, Popover, Tabs, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { InboxMessages } from './InboxMessages.tsx';
import { InboxNotices } from './InboxNotices.tsx';
import { LazyMessageReader, LazyNoticeReader } from './lazyReaders.tsx';
import { useMarkMessageRead, useMessageInbox, useUnreadMessages } from './messageInbox.ts';
import { useInbox, useMarkRead } from './noticeInbox.ts';
import { texts } from './texts.ts';
import { useDownload, useDownloadWatch, useReadyDownloads, useReadyText } from './useDownloads.ts';
import './topbar.css';

type NoticeTab = 'mail' | 'messages' | 'notices';
const noticeTabs: NoticeTab[] = ['mail', 'messages', 'notices'];
const tabTexts = { mail: texts.mail, messages: texts.messages, notices: texts.noticesTab };

/** How many of the caller's newest notices, messages or mails a tab lists (the bell counts all the unread ones). */
const inboxSize = 20;

/** The bell's number: the caller's unread messages, mails and notices, and finished files not downloaded. */
export function useNoticeCount(): number {
  const unread = useUnreadMessages();
  return unread.message + unread.mail + useInbox(inboxSize).unread + useReadyDownloads().length;
}

/** The caller's finished files not downloaded yet, on top of the messages: a click downloads one. */
function ReadyDownloads({ files }: { files: OssFileRecord[] }) {
  const text = useText();
  const download = useDownload();
  if (files.length === 0) return null;
  return (
    <List
      itemLayout="horizontal"
      className="shell-notices-downloads"
      dataSource={files}
      renderItem={(file) => (
        <List.Item key={file.id}>
          <button
            type="button"
            className="shell-notices-download"
            data-testid={`ready-download-${file.id}`}
            title={text(texts.clickToDownload)}
            onClick={() => void download(file)}
          >
            <List.Item.Meta
              avatar={<Avatar size="small" icon={<CloudDownloadOutlined />} className="shell-notices-avatar is-file" />}
              title={file.name}
              description={
                <>
                  <div>{text(texts.fileReady)}</div>
                  <div className="shell-notices-time">{file.finishTime}</div>
                </>
              }
            />
          </button>
        </List.Item>
      )}
    />
  );
}

/**
 * The notices popover (spec §2): 350 px wide with the tabs mail, messages and notices, each a list 300 px high. Mail
 * and messages are the caller's own from the message centre, notices the 通知公告 released by now; each tab's label
 * counts its unread ones, and a click closes the popover, opens the entry and marks it read. The messages tab starts
 * with the caller's finished downloads not yet downloaded (the download centre's), counted on it too. `children`
 * is what it drops from: the bell, or on a small
 * screen the top bar's overflow button (the popover then opens from its menu). The top bar mounts exactly one of
 * them, so it is also where the shell watches the downloads and announces a finished file.
 */
export function NoticesPopover({
  open,
  onOpenChange,
  placement = 'bottomRight',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `bottom` moves over to stay in a narrow window (`bottomRight` would run off a phone's left edge). */
  placement?: 'bottom' | 'bottomRight';
  children: ReactNode;
}) {
  const text = useText();
  const files = useReadyDownloads();
  const inbox = useInbox(inboxSize);
  const markRead = useMarkRead();
  const unread = useUnreadMessages();
  const messages = useMessageInbox('message', inboxSize, open);
  const mail = useMessageInbox('mail', inboxSize, open);
  const markMessageRead = useMarkMessageRead();
  const [reading, setReading] = useState<InboxNotice | null>(null);
  const [readingMessage, setReadingMessage] = useState<InboxMessage | null>(null);
  useAnnounceDownloads();
  // A reader is a dialog of its own: a click in it would count as a click outside the popover, so it closes first.
  const openMessage = (message: InboxMessage) => {
    onOpenChange(false);
    setReadingMessage(message);
    markMessageRead(message);
  };
  const counts: Record<NoticeTab, number> = {
    mail: unread.mail,
    messages: unread.message + files.length,
    notices: inbox.unread,
  };
  const contents: Record<NoticeTab, ReactNode> = {
    mail: <InboxMessages kind="mail" inbox={mail} unread={unread.mail} onOpen={openMessage} />,
    messages: (
      <InboxMessages
        kind="message"
        inbox={messages}
        unread={unread.message}
        onOpen={openMessage}
        before={<ReadyDownloads files={files} />}
      />
    ),
    notices: (
      <InboxNotices
        inbox={inbox}
        onOpen={(notice) => {
          onOpenChange(false);
          setReading(notice);
          markRead(notice);
        }}
      />
    ),
  };
  const items = noticeTabs.map((tab) => ({
    key: tab,
    label: `${text(tabTexts[tab])} (${counts[tab]})`,
    children: contents[tab],
  }));

  return (
    <>
      <LazyNoticeReader notice={reading} onClose={() => setReading(null)} />
      <LazyMessageReader message={readingMessage} onClose={() => setReadingMessage(null)} />
      <Popover
        trigger="click"
        placement={placement}
        open={open}
        onOpenChange={onOpenChange}
        classNames={{ root: 'shell-notices' }}
        styles={{ root: { width: 350, maxWidth: 'calc(100vw - 16px)' }, body: { padding: '0 12px 8px' } }}
        content={<Tabs items={items} centered data-testid="notices-tabs" />}
      >
        {children}
      </Popover>
    </>
  );
}

/** The shell's download watch, announcing each file that becomes ready: 文件已生成: name, with 下载. */
function useAnnounceDownloads() {
  const text = useText();
  const { notification } = App.useApp();
  const download = useDownload();
  const readyText = useReadyText();
  useDownloadWatch((file) => {
    const key = `oss-file-${file.id}`;
    notification.success({
      key,
      message: readyText(file),
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(key);
            void download(file);
          }}
        >
          {text(ossFileDownloadButton.name)}
        </Button>
      ),
    });
  });
}

/** The bell in the top bar: a badge with the number of notices (ready files too); it opens the notices popover. */
export function Notices() {
  const text = useText();
  const [open, setOpen] = useState(false);
  const count = useNoticeCount();
  return (
    <NoticesPopover open={open} onOpenChange={setOpen}>
      <span>
        <Badge count={count} size="small" offset={[-4, 4]}>
          <Tooltip title={text(texts.notices)} open={open ? false : undefined}>
            <Button
              type="text"
              className="shell-header-button"
              icon={<BellOutlined />}
              aria-label={text(texts.notices)}
              data-testid="notices"
            />
          </Tooltip>
        </Badge>
      </span>
    </NoticesPopover>
  );
}
