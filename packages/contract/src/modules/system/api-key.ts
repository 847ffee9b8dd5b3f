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
