/** Texts of the notices popover and the full-screen toggle, read with useText(). */
export const texts = {
  notices: { zh: '通知', en: 'Notifications' },
  mail: { zh: '邮件', en: 'Mail' },
  messages: { zh: '消息', en: 'Messages' },
  noticesTab: { zh: '通知', en: 'Notices' },
  empty: { zh: '暂无内容', en: 'Nothing here' },
  fileReady: { zh: '文件已生成, 点击下载', en: 'Your file is ready: click to download' },
  clickToDownload: { zh: '点击下载', en: 'Click to download' },
  fullScreen: { zh: '全屏', en: 'Full screen' },
  exitFullScreen: { zh: '退出全屏', en: 'Exit full screen' },
  fullScreenUnsupported: { zh: '当前浏览器不支持全屏', en: 'This browser cannot go full screen' },
  fullScreenFailed: { zh: '无法进入全屏', en: 'Could not go full screen' },
};

/** Texts of the caller's notices (通知公告): the popover's 通知 tab and the notice reader, read with useText(). */
export const inboxTexts = {
  unread: { zh: '未读', en: 'Unread' },
  markAllRead: { zh: '全部已读', en: 'Mark all read' },
  allRead: { zh: '已全部标记为已读', en: 'All notices are marked read' },
  noNotices: { zh: '暂无通知公告', en: 'No notices' },
  close: { zh: '关闭', en: 'Close' },
};

/** Texts of the caller's messages and mail (消息中心): the popover's 消息 and 邮件 tabs and the message reader. */
export const messageTexts = {
  noMessages: { zh: '暂无消息', en: 'No messages' },
  noMail: { zh: '暂无邮件', en: 'No mail' },
  allMessagesRead: { zh: '消息已全部标记为已读', en: 'All messages are marked read' },
  allMailRead: { zh: '邮件已全部标记为已读', en: 'All mail is marked read' },
  openLink: { zh: '打开链接', en: 'Open the link' },
};

/** Texts of the top bar's overflow menu (topbar/MoreMenu), read with useText(). */
export const moreTexts = {
  more: { zh: '更多操作', en: 'More actions' },
  language: { zh: '语言', en: 'Language' },
};
