import { BellOutlined, MailOutlined, MessageOutlined, NotificationOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, List, Popover, Tabs, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { type NoticeTab, noticeCount, noticeSamples, noticeTabs } from './noticeSamples.ts';
import { texts } from './texts.ts';
import './topbar.css';

const tabTexts = { mail: texts.mail, messages: texts.messages, notices: texts.noticesTab };
const tabIcons: Record<NoticeTab, ReactNode> = {
  mail: <MailOutlined />,
  messages: <MessageOutlined />,
  notices: <NotificationOutlined />,
};

/** One tab's list in a scroll area 300 px high (spec §2). */
function NoticeList({ tab }: { tab: NoticeTab }) {
  const text = useText();
  return (
    <div className="shell-notices-scroll" data-testid={`notices-${tab}`}>
      <List
        itemLayout="horizontal"
        dataSource={noticeSamples[tab]}
        locale={{ emptyText: text(texts.empty) }}
        renderItem={(item) => (
          <List.Item key={item.id}>
            <List.Item.Meta
              avatar={<Avatar size="small" icon={tabIcons[tab]} className={`shell-notices-avatar is-${tab}`} />}
              title={text(item.title)}
              description={
                <>
                  <div>{text(item.description)}</div>
                  <div className="shell-notices-time">{item.time}</div>
                </>
              }
            />
          </List.Item>
        )}
      />
    </div>
  );
}

/**
 * The notices popover (spec §2): 350 px wide with the tabs mail, messages and notices, each a list 300 px high. The
 * entries are samples until the message centre exists. `children` is what it drops from: the bell, or on a small
 * screen the top bar's overflow button (the popover then opens from its menu).
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
  const items = noticeTabs.map((tab) => ({
    key: tab,
    label: `${text(tabTexts[tab])} (${noticeSamples[tab].length})`,
    children: <NoticeList tab={tab} />,
  }));

  return (
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
  );
}

/** The bell in the top bar: a badge with the number of notices; it opens the notices popover. */
export function Notices() {
  const text = useText();
  const [open, setOpen] = useState(false);
  return (
    <NoticesPopover open={open} onOpenChange={setOpen}>
      <span>
        <Badge count={noticeCount()} size="small" offset={[-4, 4]}>
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
