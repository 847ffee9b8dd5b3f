import { NotificationOutlined } from '@ant-design/icons';
import type { InboxNotice } from '@pharma/contract';
import { App, Avatar, Badge, Button, List, Tag } from 'antd';
import { useText } from '../../i18n/useText.ts';
import { type Inbox, useMarkAllRead } from './noticeInbox.ts';
import { inboxTexts } from './texts.ts';

/**
 * The popover's 通知 tab: the caller's newest notices, the unread ones marked (a dot and 未读), each a button that
 * opens it; 全部已读 on top while any is unread.
 */
export function InboxNotices({ inbox, onOpen }: { inbox: Inbox; onOpen: (notice: InboxNotice) => void }) {
  const text = useText();
  const { message } = App.useApp();
  const markAll = useMarkAllRead();
  return (
    <div className="shell-notices-scroll" data-testid="notices-notices">
      {inbox.unread > 0 && (
        <div className="shell-notices-actions">
          <Button
            type="link"
            size="small"
            loading={markAll.isPending}
            data-testid="notices-read-all"
            onClick={() =>
              markAll.mutate(undefined, { onSuccess: () => void message.success(text(inboxTexts.allRead)) })
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
        locale={{ emptyText: text(inboxTexts.noNotices) }}
        renderItem={(notice) => (
          <List.Item key={notice.id}>
            <button
              type="button"
              className={`shell-notices-download shell-notices-notice${notice.read ? '' : ' is-unread'}`}
              data-testid={`inbox-notice-${notice.id}`}
              onClick={() => onOpen(notice)}
            >
              <List.Item.Meta
                avatar={
                  <Badge dot={!notice.read} offset={[-2, 2]}>
                    <Avatar size="small" icon={<NotificationOutlined />} className="shell-notices-avatar is-notices" />
                  </Badge>
                }
                title={<span className="user-data">{notice.title}</span>}
                description={
                  <>
                    <div>
                      {notice.categoryName}
                      {!notice.read && (
                        <Tag color="red" bordered={false} className="shell-notices-unread">
                          {text(inboxTexts.unread)}
                        </Tag>
                      )}
                    </div>
                    <div className="shell-notices-time">{notice.releaseTime}</div>
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
