import type { SeedDictionary } from '../system/dict.ts';

type Entry = [key: string, zh: string, en: string];
const entries = (...list: Entry[]) => list.map(([key, zh, en]) => ({ key, value: { zh, en } }));

/** The sales-mobile dictionaries (docs/domain.md §3), seeded with the system's: selects, tags and exports read them. */
export const salesDictionaries: SeedDictionary[] = [
  {
    code: 'sm_enable',
    name: { zh: '启用状态', en: 'Enabled' },
    sort: 80,
    items: entries(['1', '启用', 'Enabled'], ['0', '停用', 'Disabled']),
  },
  {
    code: 'sm_post',
    name: { zh: '移动端岗位', en: 'App post' },
    sort: 81,
    items: entries(
      ['1', '业务员', 'Sales rep'],
      ['2', '区域经理', 'Area manager'],
      ['3', '内勤', 'Sales assistant'],
      ['4', '管理员', 'Administrator'],
    ),
  },
  {
    code: 'sm_subject_type',
    name: { zh: '授权对象类型', en: 'Subject type' },
    sort: 82,
    items: entries(['1', '角色', 'Role'], ['2', '用户', 'User']),
  },
  {
    code: 'sm_app_module',
    name: { zh: '移动端页面', en: 'App screen' },
    sort: 83,
    items: entries(
      ['GOODS_LIST', '商品列表', 'Goods list'],
      ['GOODS_DETAIL', '商品详情', 'Goods detail'],
      ['CUSTOMER_LIST', '客户列表', 'Customer list'],
      ['CUSTOMER_DETAIL', '客户详情', 'Customer detail'],
      ['ORDER_DETAIL', '订单详情', 'Order detail'],
    ),
  },
  {
    code: 'sm_app_field',
    name: { zh: '移动端敏感字段', en: 'App sensitive field' },
    sort: 84,
    items: entries(
      ['purchasePrice', '进价', 'Purchase price'],
      ['costPrice', '成本价', 'Cost price'],
      ['grossMargin', '毛利率', 'Gross margin'],
      ['stockQty', '库存', 'Stock'],
      ['supplierName', '供应商', 'Supplier'],
      ['creditLimit', '信用额度', 'Credit limit'],
      ['arrearsAmount', '欠款', 'Arrears'],
      ['customerPhone', '客户电话', 'Customer phone'],
    ),
  },
  {
    code: 'sm_auth_type',
    name: { zh: '字段权限', en: 'Field permission' },
    sort: 85,
    items: entries(
      ['0', '隐藏', 'Hidden'],
      ['1', '只读', 'Read only'],
      ['2', '脱敏', 'Masked'],
      ['3', '可编辑', 'Editable'],
    ),
  },
  {
    code: 'sm_mask_rule',
    name: { zh: '脱敏规则', en: 'Mask rule' },
    sort: 86,
    items: entries(
      ['PHONE_MIDDLE4', '手机号中间四位', 'Phone, middle four digits'],
      ['AMOUNT_RANGE', '金额区间', 'Amount band'],
      ['LAST4', '仅显示后四位', 'Last four only'],
    ),
  },
  {
    code: 'sm_login_type',
    name: { zh: '登录方式', en: 'Sign-in method' },
    sort: 87,
    items: entries(
      ['1', '密码', 'Password'],
      ['2', '短信验证码', 'SMS code'],
      ['3', '企业微信/钉钉免登', 'WeCom / DingTalk'],
    ),
  },
  {
    code: 'sm_client_type',
    name: { zh: '客户端类型', en: 'Client type' },
    sort: 88,
    items: entries(['1', 'Android', 'Android'], ['2', 'iOS', 'iOS'], ['3', 'H5', 'H5'], ['4', 'PC', 'PC']),
  },
  {
    code: 'sm_login_result',
    name: { zh: '登录结果', en: 'Sign-in result' },
    sort: 89,
    items: entries(['1', '成功', 'Succeeded'], ['0', '失败', 'Failed']),
  },
  {
    code: 'sm_rule_type',
    name: { zh: '商品规则', en: 'Goods rule' },
    sort: 90,
    items: entries(['1', '授权可见', 'Include'], ['2', '屏蔽', 'Exclude']),
  },
  {
    code: 'sm_user_goods_status',
    name: { zh: '用户商品状态', en: 'User goods status' },
    sort: 91,
    items: entries(['0', '待提交', 'Pending'], ['1', '已生效', 'In force'], ['2', '已失效', 'Lapsed']),
  },
  {
    code: 'sm_grade_status',
    name: { zh: '控销等级状态', en: 'Control grade status' },
    sort: 92,
    items: entries(['0', '草稿', 'Draft'], ['1', '生效', 'In force'], ['2', '停用', 'Disabled']),
  },
  {
    code: 'sm_scope_type',
    name: { zh: '控销范围', en: 'Control scope' },
    sort: 93,
    items: entries(
      ['1', '全部客户', 'All customers'],
      ['2', '仅本人名下客户', 'Own customers only'],
      ['3', '指定区域', 'Named regions'],
    ),
  },
  {
    code: 'sm_customer_type',
    name: { zh: '客户类型', en: 'Customer type' },
    sort: 94,
    items: entries(
      ['1', '公立医院', 'Public hospital'],
      ['2', '民营医院', 'Private hospital'],
      ['3', '基层医疗机构', 'Primary care'],
      ['4', '诊所', 'Clinic'],
      ['5', '单体药店', 'Single pharmacy'],
      ['6', '连锁药店门店', 'Chain pharmacy store'],
      ['7', '医药商业公司', 'Pharma distributor'],
    ),
  },
  {
    code: 'sm_gsp_status',
    name: { zh: '首营状态', en: 'First-business review' },
    sort: 95,
    items: entries(['0', '待审', 'Awaiting review'], ['1', '通过', 'Approved'], ['2', '驳回', 'Rejected']),
  },
  {
    code: 'sm_sale_status',
    name: { zh: '销售状态', en: 'Sales status' },
    sort: 96,
    items: entries(['1', '正常', 'Normal'], ['2', '暂停销售', 'Suspended']),
  },
  {
    code: 'sm_upload_status',
    name: { zh: '导入状态', en: 'Import status' },
    sort: 97,
    items: entries(
      ['0', '处理中', 'Processing'],
      ['1', '全部成功', 'All succeeded'],
      ['2', '部分成功', 'Partly succeeded'],
      ['3', '全部失败', 'All failed'],
      ['4', '文件无效', 'Invalid file'],
    ),
  },
  {
    code: 'sm_row_result',
    name: { zh: '行结果', en: 'Row result' },
    sort: 98,
    items: entries(['1', '成功', 'Succeeded'], ['0', '失败', 'Failed']),
  },
  {
    code: 'sm_module_no',
    name: { zh: '导入模板', en: 'Import template' },
    sort: 99,
    items: entries(
      ['101', '白名单', 'Whitelist'],
      ['102', '用户商品', 'User goods'],
      ['103', '控销等级', 'Control grades'],
      ['104', '客户业务员', 'Customer salesmen'],
      ['105', '字段权限', 'Field permissions'],
    ),
  },
];
