import type { Text } from '@pharma/contract';

/** The dashboard's words (/wel/dashboard). */
export const dashboardTexts = {
  title: { zh: '控制台', en: 'Dashboard' },
  total: { zh: '用户总数', en: 'Users' },
  depts: { zh: '各部门用户数', en: 'Users per department' },
  roles: { zh: '各角色用户数', en: 'Users per role' },
  months: { zh: '近12个月新增用户', en: 'New users, last 12 months' },
  users: { zh: '用户数', en: 'Users' },
  newUsers: { zh: '新增用户', en: 'New users' },
  scope: {
    zh: '统计范围:您有权查看的本租户用户',
    en: 'Counted: the users of your tenant that you may see',
  },
  chartsFailed: { zh: '图表组件加载失败', en: 'The charts could not be loaded' },
  retry: { zh: '重试', en: 'Retry' },
} as const satisfies Record<string, Text>;

/** The home page's 通知公告 card (/wel/index). */
export const homeNoticeTexts = {
  unreadCount: { zh: '{count} 条未读', en: '{count} unread' },
  unread: { zh: '未读', en: 'Unread' },
  empty: { zh: '暂无通知公告', en: 'No notices' },
} as const satisfies Record<string, Text>;
