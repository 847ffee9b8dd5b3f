import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { InboxKind, InboxMessage } from '@pharma/contract';
import { App, Avatar, Badge, Button, List, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/useText.ts';
import { plainPreview } from './MessageContent.tsx';
import { type MessageInbox, useMarkAllMessagesRead } from './messageInbox.ts';
import { inboxTexts, messageTexts } from './texts.ts';

const looks: Record<InboxKind, { icon: ReactNode; tab: 'messages' | 'mail' }> = {
  message: { icon: <MessageOutlined />, tab: 'messages' },
  mail: { icon: <MailOutlined />, tab: 'mail' },
};

/**
 * The popover's 消息 or 邮件 tab: the caller's newest messages of that kind, the unread ones marked (a dot and 未读),
 * each a button that opens it; 全部已读 on top while any is unread. `before` goes above the list (the ready
 * downloads on the 消息 tab).
 */
export function InboxMessages({
  kind,
  inbox,
  unread,
  onOpen,
  before,
}: {
  kind: InboxKind;
  inbox: MessageInbox;
  unread: number;
  onOpen: (message: InboxMessage) => void;
  before?: ReactNode;
}) {
  const text = useText();
  const { message } = App.useApp();
  const markAll = useMarkAllMessagesRead(kind);
  const { icon, tab } = looks[kind];
  return (
    <div className="shell-notices-scroll" data-testid={`notices-${tab}`}>
      {before}
      {unread > 0 && (
        <div className="shell-notices-actions">
          <Button
            type="link"
            size="small"
            loading={markAll.isPending}
            data-testid={`notices-read-all-${kind}`}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () =>
                  void message.success(text(kind === 'mail' ? messageTexts.allMailRead : messageTexts.allMessagesRead)),
              })
            }
          >
            {text(inboxTexts.markAllRead)}
          </Button>
        </div>
      )}
      <List
        itemLayout="horizontal"
        loading={inbox.loading}
        dataSource={inbox.records}
        locale={{ emptyText: text(kind === 'mail' ? messageTexts.noMail : messageTexts.noMessages) }}
        renderItem={(item) => (
          <List.Item key={item.id}>
            <button
              type="button"
              className={`shell-notices-download shell-notices-notice${item.read ? '' : ' is-unread'}`}
              data-testid={`inbox-${kind}-${item.id}`}
              onClick={() => onOpen(item)}
            >
              <List.Item.Meta
                avatar={
                  <Badge dot={!item.read} offset={[-2, 2]}>
                    <Avatar size="small" icon={icon} className={`shell-notices-avatar is-${tab}`} />
                  </Badge>
                }
                title={<span className="user-data">{item.title}</span>}
                description={
                  <>
                    <div>
                      <span className="user-data">{plainPreview(item.content, item.contentFormat)}</span>
                      {!item.read && (
                        <Tag color="red" bordered={false} className="shell-notices-unread">
                          {text(inboxTexts.unread)}
                        </Tag>
                      )}
                    </div>
                    <div className="shell-notices-time">{item.createTime}</div>
                  </>
                }
              />
            </button>
          </List.Item>
        )}
      />
    </div>
  );
}
