import { defineResource } from '../../kit/resource.ts';
import type { Text } from '../../kit/text.ts';
import { purchaseDictionaries } from '../purchase/dict.ts';
import { salesDictionaries } from '../sales/dict.ts';

/**
 * Dictionaries: coded values and their labels. A dictionary is a parent row (its `code`, its name in `dictValue`,
 * `dictKey` = '-1') with one child row per value (same `code`, the value in `dictKey`, its label in `dictValue`).
 * The system dictionary (`blade-system/dict`) is the platform's and is shared by every tenant; the business
 * dictionary (`blade-system/dict-biz`) belongs to each tenant. Every select and tag of the console that shows a coded
 * value reads its options from `dict/dictionary?code=` (or `dict-biz/dictionary?code=`).
 */

/** The two dictionaries: their API base and their screen's code (menu code and button prefix). */
export const dictKinds = {
  dict: { api: 'blade-system/dict', code: 'dict', title: { zh: '字典管理', en: 'Dictionaries' } },
  biz: { api: 'blade-system/dict-biz', code: 'dict_biz', title: { zh: '业务字典', en: 'Business dictionaries' } },
} as const;
export type DictKind = keyof typeof dictKinds;

/** A parent row's `dictKey`. */
export const parentDictKey = '-1';

/** The spec's form messages (§5) and the rules the server adds. */
export const dictMessages = {
  codeRequired: { zh: '请输入字典编号', en: 'Please enter the dictionary code' },
  dictValueRequired: { zh: '请输入字典名称', en: 'Please enter the dictionary name' },
  dictKeyRequired: { zh: '请输入字典键值', en: 'Please enter the dictionary key' },
  sortRequired: { zh: '请输入字典排序', en: 'Please enter the order' },
  isSealedRequired: { zh: '请选择封存', en: 'Please choose whether it is sealed' },
  codeTaken: { zh: '字典编号已存在', en: 'This dictionary code already exists' },
  keyTaken: { zh: '当前字典键值已存在!', en: 'This key already exists in the dictionary' },
  sealed: { zh: '已封存的字典不可修改或删除', en: 'A sealed dictionary entry cannot be changed or removed' },
  hasChildren: { zh: '请先删除子节点!', en: 'Remove its entries first' },
  parentMissing: { zh: '上级字典不存在', en: 'The parent dictionary does not exist' },
  codeMismatch: { zh: '字典编号须与上级一致', en: 'An entry keeps its dictionary’s code' },
  parentLocked: { zh: '上级字典不可修改', en: 'An entry cannot move to another dictionary' },
  badCode: {
    zh: '字典编号只能包含字母、数字和下划线',
    en: 'A dictionary code may contain only letters, digits and underscores',
  },
} as const;

/**
 * A row of either dictionary (a dictionary or one of its entries), declared once: the screens' forms, search and
 * view and the server's submit check read it. Which fields a submit needs depends on whether the row is a
 * dictionary or an entry, so the server checks them itself, in the form's order (`optionalInApi`); its calls are
 * in dict.calls.ts, one set per kind. Labels: the spec's; 备注 (not the screen's former 字典备注) as the server's
 * messages say it, English the screen's.
 */
export const dictResource = defineResource({
  module: 'system',
  name: 'dict',
  title: dictKinds.dict.title,
  api: dictKinds.dict.api,
  table: 'blade_dict',
  tenant: false,
  fields: {
    parentId: { type: 'id', list: false, view: false, label: { zh: '上级字典', en: 'Dictionary' } },
    parentName: { type: 'string', readOnly: true, list: false, label: { zh: '上级字典', en: 'Dictionary' } },
    code: {
      type: 'string',
      max: 255,
      search: 'like',
      label: { zh: '字典编号', en: 'Code' },
      required: dictMessages.codeRequired,
      optionalInApi: true,
    },
    dictKey: {
      type: 'string',
      max: 255,
      search: 'like',
      label: { zh: '字典键值', en: 'Key' },
      required: dictMessages.dictKeyRequired,
      optionalInApi: true,
    },
    dictValue: {
      type: 'string',
      max: 255,
      search: 'like',
      label: { zh: '字典名称', en: 'Name' },
      required: dictMessages.dictValueRequired,
      optionalInApi: true,
    },
    sort: {
      type: 'integer',
      label: { zh: '字典排序', en: 'Order' },
      required: dictMessages.sortRequired,
      optionalInApi: true,
    },
    isSealed: {
      type: 'integer',
      dict: 'is_sealed',
      label: { zh: '封存', en: 'Sealed' },
      required: dictMessages.isSealedRequired,
      optionalInApi: true,
    },
    remark: { type: 'text', max: 255, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/** The screen codes of a kind: the menu code opens it, `<code>_add` … act. */
export function dictCodes(kind: DictKind) {
  const code = dictKinds[kind].code;
  return {
    menu: code,
    add: `${code}_add`,
    edit: `${code}_edit`,
    delete: `${code}_delete`,
    view: `${code}_view`,
  } as const;
}

export interface SeedDictionary {
  code: string;
  name: Text;
  sort: number;
  items: ReadonlyArray<{ key: string; value: Text; remark?: string }>;
}

const items = (...pairs: Array<[string, string, string]>) => pairs.map(([key, zh, en]) => ({ key, value: { zh, en } }));

/**
 * The system dictionaries seeded on first start (BladeX's nine plus the codes this console needs). Their English
 * labels come from here: a seeded entry whose label was never changed reads in the caller's language.
 */
export const systemDictionaries: SeedDictionary[] = [
  { code: 'sex', name: { zh: '性别', en: 'Sex' }, sort: 1, items: items(['1', '男', 'Male'], ['2', '女', 'Female']) },
  {
    code: 'notice',
    name: { zh: '通知类型', en: 'Notice category' },
    sort: 2,
    items: items(
      ['1', '发布通知', 'Announcement'],
      ['2', '批转通知', 'Endorsed notice'],
      ['3', '转发通知', 'Forwarded notice'],
      ['4', '指示通知', 'Directive'],
      ['5', '任免通知', 'Appointment'],
      ['6', '事务通知', 'General affairs'],
    ),
  },
  {
    code: 'menu_category',
    name: { zh: '菜单类型', en: 'Menu type' },
    sort: 3,
    items: items(['1', '菜单', 'Menu'], ['2', '按钮', 'Button']),
  },
  {
    code: 'button_func',
    name: { zh: '按钮功能', en: 'Button function' },
    sort: 4,
    items: items(
      ['0', '无', 'None'],
      ['1', '工具栏', 'Toolbar'],
      ['2', '操作栏', 'Row'],
      ['3', '工具操作栏', 'Toolbar and row'],
    ),
  },
  {
    code: 'yes_no',
    name: { zh: '是否', en: 'Yes / no' },
    sort: 5,
    items: items(['1', '否', 'No'], ['2', '是', 'Yes']),
  },
  {
    code: 'status',
    name: { zh: '状态', en: 'Status' },
    sort: 6,
    items: items(['1', '正常', 'Enabled'], ['2', '停用', 'Disabled']),
  },
  {
    code: 'is_sealed',
    name: { zh: '是否封存', en: 'Sealed' },
    sort: 7,
    items: items(['0', '否', 'No'], ['1', '是', 'Yes']),
  },
  {
    code: 'data_scope_type',
    name: { zh: '数据权限', en: 'Data scope type' },
    sort: 8,
    items: items(
      ['1', '全部可见', 'All'],
      ['2', '本人可见', 'Own rows'],
      ['3', '所在机构可见', 'Own department'],
      ['4', '所在机构及子级可见', 'Own department and below'],
      ['5', '自定义', 'Custom'],
    ),
  },
  {
    code: 'api_scope_type',
    name: { zh: '接口权限', en: 'API scope type' },
    sort: 10,
    items: items(['1', '系统接口', 'System API'], ['2', '业务接口', 'Business API']),
  },
  {
    // 租户数据源's 数据类型 (BladeX 4): a JDBC connection, or a sharding configuration in YAML.
    code: 'datasource_category',
    name: { zh: '数据源类型', en: 'Datasource type' },
    sort: 11,
    items: items(['1', '普通数据源', 'JDBC'], ['2', '分库分表', 'Sharding (YAML)'], ['3', '内置数据库', 'Built-in']),
  },
  {
    // 代码生成's 模版类型 (BladeX 4): a single table, a tree, a master with its detail table.
    code: 'code_template_type',
    name: { zh: '模版类型', en: 'Template type' },
    sort: 11,
    items: items(['crud', '单表', 'Single table'], ['tree', '树表', 'Tree'], ['sub', '主子表', 'Master-detail']),
  },
  {
    code: 'post_category',
    name: { zh: '岗位类型', en: 'Post category' },
    sort: 12,
    items: items(['1', '高层', 'Senior'], ['2', '中层', 'Middle'], ['3', '基层', 'Junior'], ['4', '其他', 'Other']),
  },
  {
    code: 'region',
    name: { zh: '行政区划', en: 'Region level' },
    sort: 13,
    items: items(
      ['0', '国家', 'Country'],
      ['1', '省份/直辖市', 'Province'],
      ['2', '地市', 'City'],
      ['3', '区县', 'District'],
      ['4', '乡镇', 'Town'],
      ['5', '村委', 'Village'],
    ),
  },
  {
    code: 'dept_category',
    name: { zh: '机构类型', en: 'Department type' },
    sort: 14,
    items: items(['1', '公司', 'Company'], ['2', '部门', 'Department'], ['3', '小组', 'Group']),
  },
  {
    code: 'user_type',
    name: { zh: '用户平台', en: 'User platform' },
    sort: 15,
    items: items(['1', '网页', 'Web'], ['2', '移动端', 'Mobile'], ['3', '其他', 'Other']),
  },
  {
    code: 'user_status',
    name: { zh: '账号状态', en: 'Account status' },
    sort: 15,
    items: items(['1', '正常', 'Enabled'], ['2', '停用', 'Disabled'], ['3', '待审核', 'Pending approval']),
  },
  {
    code: 'social_category',
    name: { zh: '第三方登录类型', en: 'Sign-in provider kind' },
    sort: 16,
    items: items(
      ['1', 'OpenID Connect', 'OpenID Connect'],
      ['2', 'GitHub', 'GitHub'],
      ['3', 'Gitee', 'Gitee'],
      ['4', '企业微信', 'WeCom'],
    ),
  },
  {
    code: 'grant_type',
    name: { zh: '授权类型', en: 'Grant type' },
    sort: 16,
    items: items(
      ['password', '密码模式', 'Password'],
      ['captcha', '验证码模式', 'Captcha'],
      ['refresh_token', '刷新令牌', 'Refresh token'],
      ['authorization_code', '授权码模式', 'Authorization code'],
      ['social', '第三方登录', 'Social'],
      ['paas_wechat', '企业微信', 'Enterprise chat'],
      // The commercial Saber 4.x console's client (saber3) holds these two: its 手机号登录 and 用户注册.
      ['sms_code', '手机验证码', 'SMS code'],
      ['register', '用户注册', 'Registration'],
    ),
  },
  {
    code: 'gray_status',
    name: { zh: '灰度状态', en: 'Gray release status' },
    sort: 17,
    items: items(['1', '已启用', 'Enabled'], ['2', '已停用', 'Disabled']),
  },
  {
    code: 'oss',
    name: { zh: '对象存储', en: 'Object storage' },
    sort: 18,
    items: items(
      ['1', 'minio', 'MinIO'],
      ['2', '七牛云', 'Qiniu'],
      ['3', '阿里云', 'Alibaba Cloud'],
      ['4', '腾讯云', 'Tencent Cloud'],
      ['5', 'S3 兼容', 'S3-compatible'],
      ['7', '本地文件', 'Local folder'],
    ),
  },
  {
    code: 'sms',
    name: { zh: '短信服务', en: 'SMS provider' },
    sort: 19,
    items: items(
      ['1', '云片', 'Yunpian'],
      ['2', '七牛云', 'Qiniu'],
      ['3', '阿里云', 'Alibaba Cloud'],
      ['4', '腾讯云', 'Tencent Cloud'],
    ),
  },
  {
    code: 'msg_channel_type',
    name: { zh: '消息渠道类型', en: 'Message channel type' },
    sort: 40,
    items: items(
      ['SMS', '短信', 'SMS'],
      ['EMAIL', '邮件', 'Email'],
      ['INBOX', '站内信', 'In-app message'],
      ['WECOM_BOT', '企业微信群机器人', 'WeCom group robot'],
      ['DINGTALK_BOT', '钉钉群机器人', 'DingTalk group robot'],
      ['WEBHOOK', 'Webhook', 'Webhook'],
    ),
  },
  {
    code: 'msg_type',
    name: { zh: '消息类型', en: 'Message type' },
    sort: 41,
    items: items(
      ['10', '通知', 'Notice'],
      ['20', '营销', 'Marketing'],
      ['30', '验证码', 'Verification code'],
      ['40', '告警', 'Alert'],
    ),
  },
  {
    code: 'msg_content_format',
    name: { zh: '消息内容格式', en: 'Message content format' },
    sort: 42,
    items: items(['TEXT', '纯文本', 'Plain text'], ['MARKDOWN', 'Markdown', 'Markdown'], ['HTML', 'HTML', 'HTML']),
  },
  {
    code: 'msg_audit_status',
    name: { zh: '模板审核状态', en: 'Template review state' },
    sort: 43,
    items: items(
      ['0', '草稿', 'Draft'],
      ['1', '待审核', 'Awaiting review'],
      ['2', '已通过', 'Approved'],
      ['3', '驳回', 'Rejected'],
    ),
  },
  {
    code: 'msg_strategy_mode',
    name: { zh: '发送策略模式', en: 'Strategy mode' },
    sort: 44,
    items: items(
      ['1', '并行全部渠道', 'All channels at once'],
      ['2', '按序降级', 'In order, falling back'],
      ['3', '取第一个可用渠道', 'First available channel'],
    ),
  },
  {
    code: 'msg_quiet_action',
    name: { zh: '免打扰处理', en: 'During quiet hours' },
    sort: 45,
    items: items(['0', '照常发送', 'Send anyway'], ['1', '延迟到结束', 'Delay to the end'], ['2', '丢弃', 'Drop']),
  },
  {
    code: 'msg_record_status',
    name: { zh: '消息状态', en: 'Message state' },
    sort: 46,
    items: items(
      ['10', '待发送', 'Pending'],
      ['15', '延迟发送', 'Delayed'],
      ['20', '发送中', 'Sending'],
      ['25', '等待重试', 'Waiting to retry'],
      ['30', '发送成功', 'Sent'],
      ['40', '发送失败', 'Failed'],
      ['50', '已去重', 'Deduplicated'],
      ['60', '已丢弃', 'Discarded'],
      ['70', '已取消', 'Cancelled'],
    ),
  },
  {
    code: 'msg_receiver_type',
    name: { zh: '接收者类型', en: 'Receiver type' },
    sort: 47,
    items: items(
      ['1', '用户', 'User'],
      ['2', '手机号', 'Mobile'],
      ['3', '邮箱', 'Email'],
      ['4', '机器人群', 'Robot group'],
    ),
  },
  {
    code: 'msg_attempt_result',
    name: { zh: '发送结果', en: 'Attempt result' },
    sort: 48,
    items: items(
      ['1', '成功', 'Succeeded'],
      ['2', '失败', 'Failed'],
      ['3', '超时', 'Timed out'],
      ['4', '限流', 'Rate limited'],
      ['5', '渠道停用', 'Channel disabled'],
    ),
  },
  {
    code: 'msg_read_status',
    name: { zh: '阅读状态', en: 'Read state' },
    sort: 49,
    items: items(['0', '未读', 'Unread'], ['1', '已读', 'Read']),
  },
  {
    // A definition's category is flow_<key>; the remark is the route segment of its form, handle and detail pages.
    code: 'flow',
    name: { zh: '流程类型', en: 'Process category' },
    sort: 50,
    items: [
      { key: '1', value: { zh: '请假流程', en: 'Leave' }, remark: 'leave' },
      { key: '2', value: { zh: '报销流程', en: 'Expense' }, remark: 'expense' },
      // 采购计划审批 (purchasing's planAuditByFlow): its pages are the plan's, /work/process/purchase-plan/….
      { key: '3', value: { zh: '采购审批', en: 'Purchasing approval' }, remark: 'purchase-plan' },
    ],
  },
  ...purchaseDictionaries,
  ...salesDictionaries,
];

/** The English label of a seeded entry whose Chinese label is still the seeded one; undefined otherwise. */
export function seededEnglish(code: string, dictKey: string, storedZh: string): string | undefined {
  const dict = systemDictionaries.find((d) => d.code === code);
  if (!dict) return undefined;
  if (dictKey === parentDictKey) return dict.name.zh === storedZh ? dict.name.en : undefined;
  const item = dict.items.find((i) => i.key === dictKey);
  return item && item.value.zh === storedZh ? item.value.en : undefined;
}
