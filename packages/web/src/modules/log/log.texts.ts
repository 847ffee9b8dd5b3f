import {
  type ApiLogRecord,
  type ErrorLogRecord,
  type Text,
  tenantResource,
  type UsualLogRecord,
} from '@pharma/contract';

type AnyField = keyof (ApiLogRecord & UsualLogRecord & ErrorLogRecord);

/** The labels of a log row's fields, as Saber's three log screens name them (columns, filters and the drawer). */
export const logFieldTexts = {
  id: { zh: '日志编号', en: 'Log id' },
  // The tenant list's own label for the same id.
  tenantId: tenantResource.fields.tenantId.label,
  serviceId: { zh: '服务id', en: 'Service' },
  serverHost: { zh: '服务host', en: 'Server host' },
  serverIp: { zh: '服务ip', en: 'Server IP' },
  env: { zh: '软件环境', en: 'Environment' },
  method: { zh: '请求方法', en: 'Method' },
  requestUri: { zh: '请求接口', en: 'Path' },
  userAgent: { zh: '用户代理', en: 'User agent' },
  remoteIp: { zh: '操作IP', en: 'Client IP' },
  methodClass: { zh: '方法类', en: 'Class' },
  methodName: { zh: '方法名', en: 'Method name' },
  params: { zh: '请求数据', en: 'Parameters' },
  createBy: { zh: '操作人', en: 'User' },
  createTime: { zh: '时间', en: 'Logged at' },
  type: { zh: '结果', en: 'Outcome' },
  title: { zh: '日志名', en: 'Title' },
  time: { zh: '耗时(ms)', en: 'Duration (ms)' },
  status: { zh: '状态码', en: 'Status' },
  logLevel: { zh: '日志级别', en: 'Level' },
  logId: { zh: '事件', en: 'Event' },
  logData: { zh: '日志数据', en: 'Details' },
  source: { zh: '来源', en: 'Source' },
  errorId: { zh: '错误编号', en: 'Error id' },
  stackTrace: { zh: '堆栈信息', en: 'Stack trace' },
  exceptionName: { zh: '异常名', en: 'Exception' },
  message: { zh: '异常信息', en: 'Message' },
  lineNumber: { zh: '行号', en: 'Line' },
  fileName: { zh: '文件名', en: 'File' },
} satisfies Record<AnyField, Text>;

/** The other words of the log screens (the events' and sources' names are in the contract's log.ts). */
export const logTexts = {
  timeRange: { zh: '时间范围', en: 'Time' },
  account: { zh: '请输入账号', en: 'Account' },
  path: { zh: '请输入请求接口', en: 'Path contains' },
  statusPlaceholder: { zh: '如 500', en: 'e.g. 500' },
  anyMethod: { zh: '请求方法', en: 'Any method' },
  anyLevel: { zh: '日志级别', en: 'Any level' },
  anyEvent: { zh: '请选择事件', en: 'Any event' },
  anySource: { zh: '请选择来源', en: 'Any source' },
  errorIdPlaceholder: { zh: '请输入错误编号', en: 'Error id' },
  detail: { zh: '日志详情', en: 'Log entry' },
  total: { zh: '共 {total} 条', en: '{total} rows' },
  capped: { zh: '超过 {limit} 条', en: '{limit}+ rows' },
  cappedTip: {
    zh: '页码最多翻到第 {limit} 条, 之后请用下一页, 或缩小时间范围',
    en: 'Page numbers reach row {limit}; beyond it use Next, or narrow the time range',
  },
  page: { zh: '第 {page} 页', en: 'Page {page}' },
  first: { zh: '首页', en: 'First page' },
  previous: { zh: '上一页', en: 'Previous' },
  next: { zh: '下一页', en: 'Next' },
  succeeded: { zh: '成功', en: 'Succeeded' },
  failed: { zh: '失败', en: 'Failed' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  levels: {
    info: { zh: '信息', en: 'Info' },
    warn: { zh: '警告', en: 'Warning' },
  },
} satisfies Record<string, Text | Record<string, Text>>;
