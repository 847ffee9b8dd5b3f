import type { ExtraButton, ScreenDef } from '../../kit/screens.ts';

/**
 * API 密钥 (BladeX 4's blade-system/api-key): keys that another system sends instead of a signed-in user's token, in
 * `Blade-Auth` as BladeX does (`Blade-Auth: <key>`, no bearer). A key acts as the user it is bound to (that user's
 * tenant, roles, data scopes), narrowed to its `apiPath` patterns, until its expiry; disabling or removing it stops
 * it on the next call in every process (it is read from the database per call, as sessions are). Its secret is shown
 * once, in the reply of `save`; the database keeps only its SHA-256.
 */
export const apiKeyPrefix = 'bk_';

/** A key as a caller sends it: the prefix and 43 base64url characters (32 random bytes). */
export const apiKeyPattern = /^bk_[A-Za-z0-9_-]{43}$/;

/** api_key status: 1 enabled, -1 disabled (BladeX's screen shows 启用 for -1 and 禁用 for 1). */
export const apiKeyStatus = { enabled: 1, disabled: -1 } as const;

export const apiKeyEnableButton = {
  key: 'enable',
  name: { zh: '启用', en: 'Enable' },
  action: 2,
  icon: 'check',
} as const satisfies ExtraButton;
export const apiKeyDisableButton = {
  key: 'disable',
  name: { zh: '禁用', en: 'Disable' },
  action: 2,
  icon: 'stop',
} as const satisfies ExtraButton;
export const apiKeyLogButton = {
  key: 'log',
  name: { zh: '日志', en: 'Call log' },
  action: 2,
  icon: 'profile',
} as const satisfies ExtraButton;

/** 权限管理 › API 密钥, at BladeX's path (views/authority/apikey.vue). */
export const apiKeyScreen = {
  module: 'authority',
  code: 'api_key',
  name: { zh: 'API 密钥', en: 'API keys' },
  path: '/authority/apikey',
  icon: 'KeyOutlined',
  sort: 8,
  api: 'blade-system/api-key',
  buttons: ['add', 'edit', 'delete', 'view', apiKeyEnableButton, apiKeyDisableButton, apiKeyLogButton],
} as const satisfies ScreenDef;

/** The codes the calls check: the menu's for reading, a button's for each change. */
export const apiKeyCodes = {
  menu: 'api_key',
  add: 'api_key_add',
  edit: 'api_key_edit',
  delete: 'api_key_delete',
  view: 'api_key_view',
  enable: 'api_key_enable',
  disable: 'api_key_disable',
  log: 'api_key_log',
} as const;

/** How many path patterns a key may carry, and how long each may be. */
export const apiKeyLimits = { paths: 50, pathLength: 200, extParams: 2000 } as const;

export const apiKeyMessages = {
  nameRequired: { zh: '请输入密钥名称', en: 'Please enter the key name' },
  nameTooLong: { zh: '密钥名称不能超过 64 个字符', en: 'The key name may have at most 64 characters' },
  userRequired: { zh: '请选择用户', en: 'Please choose the user' },
  badUser: { zh: '绑定用户不存在或已停用', en: 'The bound user does not exist or is disabled' },
  badExpire: { zh: '过期时间格式应为 yyyy-MM-dd HH:mm:ss', en: 'The expiry is written yyyy-MM-dd HH:mm:ss' },
  expirePast: { zh: '过期时间必须晚于当前时间', en: 'The expiry must be in the future' },
  badPath: {
    zh: '访问路径应以 / 开头, 只含字母、数字和 /-_.*{}: {path}',
    en: 'A path must start with / and hold only letters, digits and /-_.*{}: {path}',
  },
  tooManyPaths: { zh: '访问路径最多 {max} 条', en: 'At most {max} paths' },
  badExtParams: { zh: '扩展参数应为 JSON 对象', en: 'The extra parameters must be a JSON object' },
  notFound: { zh: 'API 密钥不存在', en: 'No such API key' },
  /** Said to the caller of a key that is unknown, disabled, removed or expired (the 401's text). */
  keyRefused: { zh: 'API 密钥无效、已禁用或已过期', en: 'The API key is unknown, disabled or expired' },
  /** A key's call outside its paths. */
  pathRefused: { zh: '该 API 密钥无权访问此接口', en: 'This API key may not call this path' },
  statuses: {
    enabled: { zh: '启用', en: 'Enabled' },
    disabled: { zh: '禁用', en: 'Disabled' },
  },
  forever: { zh: '永久有效', en: 'Never expires' },
  expired: { zh: '已过期', en: 'Expired' },
} as const;

/** The words of its console screen (labels the screen shows beside the fields above; one place for both consoles). */
export const apiKeyLabels = {
  name: { zh: '密钥名称', en: 'Name' },
  namePlaceholder: { zh: '请输入密钥名称', en: 'Key name' },
  apiKey: { zh: 'API Key', en: 'API key' },
  user: { zh: '绑定用户', en: 'Acts as' },
  userPlaceholder: { zh: '请选择用户(按账号搜索)', en: 'Choose a user (search by account)' },
  expireTime: { zh: '过期时间', en: 'Expires' },
  expirePlaceholder: { zh: '不填则永久有效', en: 'Leave empty: never expires' },
  status: { zh: '状态', en: 'Status' },
  statusPlaceholder: { zh: '请选择状态', en: 'Any status' },
  apiPath: { zh: '访问权限', en: 'Allowed paths' },
  apiPathHelp: {
    zh: '每行一个路径, 支持 Ant 风格匹配: /** 匹配所有、/blade-system/* 匹配单层、/blade-system/** 匹配多层。留空则不限制路径(仍以绑定用户的权限为限)。',
    en: 'One path a line, Ant style: /** everything, /blade-system/* one level, /blade-system/** any depth. Empty: any path (still no more than the bound user may call).',
  },
  extParams: { zh: '扩展参数', en: 'Extra parameters' },
  extParamsHelp: { zh: 'JSON 对象, 例如 {"system":"ERP"}', en: 'A JSON object, e.g. {"system":"ERP"}' },
  lastUsedTime: { zh: '最近调用', en: 'Last used' },
  createTime: { zh: '创建时间', en: 'Created' },
  add: { zh: '新增密钥', en: 'New key' },
  edit: { zh: '编辑密钥', en: 'Edit key' },
  view: { zh: '密钥详情', en: 'Key details' },
  created: { zh: 'API Key 创建成功', en: 'API key created' },
  createdWarning: {
    zh: '请立即复制保存, 关闭后将无法再次查看。调用时在请求头 Blade-Auth 中携带此密钥。',
    en: 'Copy it now: it cannot be shown again. Send it in the Blade-Auth header when calling.',
  },
  copy: { zh: '复制 API Key', en: 'Copy the key' },
  usage: { zh: '调用示例', en: 'Example' },
  enableConfirm: { zh: '确定启用该 API Key?', en: 'Enable this API key?' },
  disableConfirm: {
    zh: '确定禁用该 API Key? 使用它的调用将立即被拒绝。',
    en: 'Disable this API key? Calls with it are refused at once.',
  },
  enabled: { zh: '启用成功', en: 'Enabled' },
  disabled: { zh: '禁用成功', en: 'Disabled' },
  logTitle: { zh: '[{name}] 调用日志', en: 'Calls of [{name}]' },
  requestUri: { zh: '请求接口', en: 'Path' },
  method: { zh: '请求方法', en: 'Method' },
  remoteIp: { zh: '调用IP', en: 'Address' },
  httpStatus: { zh: '响应状态', en: 'Status' },
  time: { zh: '耗时(ms)', en: 'Time (ms)' },
  logTime: { zh: '日志时间', en: 'Time' },
  userAgent: { zh: '用户代理', en: 'User agent' },
  tenant: { zh: '所属租户', en: 'Tenant' },
} as const;
