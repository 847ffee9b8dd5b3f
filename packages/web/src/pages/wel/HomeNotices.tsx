import { format, type InboxNotice, noticeResource } from '@pharma/contract';
import { Badge, Card, List, Tag } from 'antd';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { LazyNoticeReader } from '../../shell/topbar/lazyReaders.tsx';
import { useInbox, useMarkRead } from '../../shell/topbar/noticeInbox.ts';
import { homeNoticeTexts as texts } from './texts.ts';
import './home.css';

/** How many of the newest notices the card lists. */
const cardSize = 5;

/**
 * 通知公告 on the home page: the caller's newest notices released by now (title, category, release time), the
 * unread ones marked. A click opens the notice and marks it read, which the popover's tab and the bell follow (one
 * cache for both).
 */
export function HomeNotices() {
  const text = useText();
  const inbox = useInbox(cardSize);
  const markRead = useMarkRead();
  const [reading, setReading] = useState<InboxNotice | null>(null);
  return (
    <Card
      title={text(noticeResource.title)}
      extra={
        inbox.unread > 0 && (
          <Tag color="red" bordered={false} data-testid="home-notices-unread">
            {format(text(texts.unreadCount), { count: inbox.unread })}
          </Tag>
        )
      }
      data-testid="home-notices"
      className="home-notices"
    >
      <List
        loading={inbox.loading}
        dataSource={inbox.records}
        locale={{ emptyText: text(texts.empty) }}
        renderItem={(notice) => (
          <List.Item key={notice.id}>
            <button
              type="button"
              className={`home-notice${notice.read ? '' : ' is-unread'}`}
              data-testid={`home-notice-${notice.id}`}
              onClick={() => {
                setReading(notice);
                markRead(notice);
              }}
            >
              <span className="home-notice-title">
                <Badge status={notice.read ? 'default' : 'error'} />
                <span className="home-notice-name user-data">{notice.title}</span>
              </span>
              <span className="home-notice-meta">
                <Tag bordered={false}>{notice.categoryName}</Tag>
                {!notice.read && (
                  <Tag color="red" bordered={false}>
                    {text(texts.unread)}
                  </Tag>
                )}
                <span className="home-notice-time">{notice.releaseTime}</span>
              </span>
            </button>
          </List.Item>
        )}
      />
      <LazyNoticeReader notice={reading} onClose={() => setReading(null)} />
    </Card>
  );
}
