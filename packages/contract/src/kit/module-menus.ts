import type { Text } from './text.ts';

/** The top-level menu of each module; a resource's screen is listed under its module's entry. */
export const moduleMenus: Record<string, { name: Text; path: string; icon: string; sort: number }> = {
  desk: { name: { zh: '工作台', en: 'Desk' }, path: '/desk', icon: 'DesktopOutlined', sort: 1 },
  work: { name: { zh: '我的事务', en: 'My work' }, path: '/work', icon: 'ScheduleOutlined', sort: 2 },
  purchase: {
    name: { zh: '智能采购', en: 'Purchasing' },
    path: '/smartsupply',
    icon: 'ShoppingCartOutlined',
    sort: 10,
  },
  sales: {
    name: { zh: '销售移动端', en: 'Sales mobile' },
    path: '/salesmobile',
    icon: 'MobileOutlined',
    sort: 11,
  },
  flow: { name: { zh: '流程管理', en: 'Workflow' }, path: '/flow', icon: 'ApartmentOutlined', sort: 91 },
  authority: { name: { zh: '权限管理', en: 'Authority' }, path: '/authority', icon: 'SafetyOutlined', sort: 98 },
  message: { name: { zh: '消息中心', en: 'Message centre' }, path: '/message', icon: 'MessageOutlined', sort: 90 },
  // BladeX's 任务调度 (its views/job/*): scheduled jobs, job servers and our 任务队列.
  schedule: { name: { zh: '任务调度', en: 'Scheduling' }, path: '/job', icon: 'FieldTimeOutlined', sort: 95 },
  monitor: { name: { zh: '系统监控', en: 'Monitoring' }, path: '/monitor', icon: 'FundOutlined', sort: 96 },
  // BladeX's 研发工具 (its views/tool/*): datasources, data models, the code generator.
  // BladeX's 报表管理 (blade-report): the report files, designed and viewed inside the console.
  report: { name: { zh: '报表管理', en: 'Reports' }, path: '/report', icon: 'BarChartOutlined', sort: 93 },
  tool: { name: { zh: '研发工具', en: 'Dev tools' }, path: '/tool', icon: 'ToolOutlined', sort: 94 },
  resource: { name: { zh: '资源管理', en: 'Resources' }, path: '/resource', icon: 'CloudOutlined', sort: 97 },
  system: { name: { zh: '系统管理', en: 'System' }, path: '/system', icon: 'SettingOutlined', sort: 99 },
};

/**
 * Screens whose menu path changed to BladeX's (a Saber console opens `views${path}.vue`): the seed moves an existing
 * database's rows (the screen's and its buttons') unless an administrator changed them, and the browser sends the
 * old address to the new one.
 */
export const movedMenuPaths: ReadonlyArray<{ code: string; from: string; to: string }> = [
  { code: 'region', from: '/system/region', to: '/base/region' },
];
