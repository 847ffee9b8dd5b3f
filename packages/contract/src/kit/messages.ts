import type { Text } from './text.ts';

/** Messages that the server and the screens both show, in every language. */
export const messages = {
  ok: { zh: '操作成功', en: 'Done' },
  okBang: { zh: '操作成功!', en: 'Done!' },
  added: { zh: '新增成功', en: 'Added successfully' },
  updated: { zh: '更新成功', en: 'Updated successfully' },
  removed: { zh: '删除成功', en: 'Deleted successfully' },
  cleared: { zh: '清除完毕', en: 'Cleared' },
  selectOne: { zh: '请选择至少一条数据', en: 'Please select at least one row' },
  unknownError: { zh: '未知错误', en: 'Unknown error' },
  noUserInfo: { zh: '未查询到用户信息', en: 'No user information was found' },
  failure: { zh: '操作失败', en: 'The operation failed' },
  // Server-side refusals.
  unauthorized: { zh: '请求未授权', en: 'The request is not authorised' },
  missingToken: { zh: '缺失令牌,鉴权失败', en: 'The access token is missing' },
  tokenInvalid: {
    zh: '令牌无效或已过期,请重新登录',
    en: 'The access token is invalid or has expired; please sign in again',
  },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  passwordChangeFirst: {
    zh: '请先修改初始密码',
    en: 'Please change the password you were given before going on',
  },
  clientSignInRequired: {
    zh: '请在应用中登录后再使用此功能',
    en: 'Please sign in through the app to use this',
  },
  notFound: { zh: '404 没找到请求', en: '404: no such request' },
  methodNotAllowed: { zh: '不支持当前请求方法', en: 'This request method is not supported' },
  badJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  badBody: { zh: '请求体格式不正确', en: 'The request body is malformed' },
  tooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  nulCharacter: { zh: '{field}含有不允许的空字符(NUL)', en: '{field} contains a NUL character, which is not allowed' },
  headersTooLarge: { zh: '请求地址或请求头过长', en: 'The request address or headers are too long' },
  badRequest: { zh: '请求格式不正确', en: 'The request is malformed' },
  serverError: {
    zh: '服务器异常,请联系管理员(错误编号 {id})',
    en: 'Server error; please contact the administrator (error id {id})',
  },
  databaseUnavailable: {
    zh: '数据库暂不可用，请稍后重试',
    en: 'The database is unavailable, please retry shortly',
  },
  invalidField: { zh: '{field}格式不正确', en: '{field} is not valid' },
  privateAddress: {
    zh: '{field}不能指向内网或本机地址: {host}',
    en: '{field} may not point at a private or local address: {host}',
  },
  requiredField: { zh: '请输入{field}', en: 'Please enter {field}' },
  tooLong: { zh: '{field}不能超过{max}个字符', en: '{field} must be at most {max} characters' },
  notANumber: { zh: '{field}必须是数字', en: '{field} must be a number' },
  outOfRange: { zh: '{field}超出允许的范围', en: '{field} is out of range' },
  tooManyDecimals: { zh: '{field}最多{scale}位小数', en: '{field} takes at most {scale} decimal places' },
  notInDictionary: { zh: '{field}的取值不在字典中', en: '{field} must be one of its dictionary’s values' },
  badDate: { zh: '{field}的时间格式应为 yyyy-MM-dd HH:mm:ss', en: '{field} must be a time as yyyy-MM-dd HH:mm:ss' },
  idsRequired: { zh: '请选择至少一条数据', en: 'Please select at least one row' },
  badIds: { zh: 'ids 必须是逗号分隔的编号', en: 'ids must be comma-separated ids' },
  refMissing: { zh: '所选{field}不存在或已被删除', en: 'The {field} chosen does not exist or has been removed' },
  saveCarriesId: {
    zh: '新增的数据不能带主键,修改请用更新',
    en: 'A new row cannot carry an id; use update to change a row',
  },
  recordNotFound: { zh: '数据不存在或已被删除', en: 'The record does not exist or has been deleted' },
  tenantMissing: { zh: '租户不存在或已被删除', en: 'The tenant does not exist or has been deleted' },
  rateLimited: { zh: '请求过于频繁,请稍后再试', en: 'Too many requests; please try again later' },
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof messages;
