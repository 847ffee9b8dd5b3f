import { defineResource } from '../../kit/resource.ts';
import { salesPath, salesService } from './sales.ts';
import { salesImportButton } from './upload.ts';

/**
 * 用户商品 (pub_ex_user_goods, docs/domain.md §3.4): goods a sales rep is individually granted (授权可见, e.g. a controlled
 * item) or barred from (屏蔽). Saved pending (batchSave) and put in force by `submit`, which here means 提交生效,
 * not BladeX's save: only rows in force change what the app shows.
 */
export const userGoodsResource = defineResource({
  module: 'sales',
  name: 'sm_user_goods',
  title: { zh: '用户商品', en: 'User goods' },
  api: `${salesService}/pubExUserGoods`,
  table: 'pub_ex_user_goods',
  // Its calls are its own (goods.calls.ts): list, batchSave (添加商品, the add code), submit (提交生效), remove.
  menu: {
    icon: 'ShoppingOutlined',
    sort: 4,
    path: `${salesPath}/user-goods`,
    buttons: [
      'add',
      'delete',
      { key: 'submit', name: { zh: '提交生效', en: 'Put in force' }, action: 1, icon: 'check-circle' },
      salesImportButton,
    ],
  },
  crossTenant: true,
  status: { dict: 'sm_user_goods_status', label: { zh: '状态', en: 'Status' } },
  sort: [['goodsCode', 'asc']],
  fields: {
    shipperId: {
      type: 'id',
      search: 'equal',
      ref: { resource: 'sc_shipper', label: 'shipperName' },
      label: { zh: '货主', en: 'Shipper' },
      required: { zh: '请选择货主', en: 'Please choose the shipper' },
    },
    userId: {
      type: 'id',
      search: 'equal',
      list: false,
      label: { zh: '业务员', en: 'Sales rep' },
      required: { zh: '请选择业务员', en: 'Please choose the sales rep' },
    },
    userName: { type: 'string', max: 30, label: { zh: '业务员姓名', en: 'Sales rep name' } },
    goodsId: {
      type: 'id',
      list: false,
      label: { zh: '商品', en: 'Goods' },
      required: { zh: '请选择商品', en: 'Please choose the goods' },
    },
    goodsCode: { type: 'string', max: 32, search: 'like', label: { zh: '商品编码', en: 'Goods code' } },
    commonName: { type: 'string', max: 100, search: 'like', label: { zh: '通用名', en: 'Common name' } },
    spec: { type: 'string', max: 100, label: { zh: '规格', en: 'Specification' } },
    manufacturer: { type: 'string', max: 100, list: false, label: { zh: '生产厂家', en: 'Manufacturer' } },
    ruleType: {
      type: 'integer',
      dict: 'sm_rule_type',
      search: true,
      label: { zh: '规则', en: 'Rule' },
      required: { zh: '请选择规则', en: 'Please choose the rule' },
    },
    validFrom: { type: 'date', label: { zh: '有效期起', en: 'Valid from' } },
    validTo: { type: 'date', label: { zh: '有效期止', en: 'Valid to' } },
    submitTime: { type: 'datetime', form: false, label: { zh: '提交生效时间', en: 'Submitted' } },
    submitUser: { type: 'id', form: false, list: false, label: { zh: '提交人', en: 'Submitted by' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});

/** What the user goods' and the goods picker's rules say (docs/domain.md §3.4, §3.5). */
export const userGoodsMessages = {
  shipperRequired: { zh: '请选择货主', en: 'Please choose the shipper' },
  shipperMissing: { zh: '货主不存在', en: 'The shipper does not exist' },
  userRequired: { zh: '请选择业务员', en: 'Please choose the sales rep' },
  userMissing: {
    zh: '业务员不存在或不属于本租户',
    en: 'The sales rep does not exist or is not a user of this tenant',
  },
  goodsRequired: { zh: '请至少选择一个商品', en: 'Please choose at least one goods item' },
  goodsMissing: { zh: '商品不存在', en: 'The goods item does not exist' },
  goodsTwice: { zh: '商品“{code}”重复', en: 'The goods item "{code}" is listed twice' },
  ruleRequired: { zh: '请选择规则(授权/屏蔽)', en: 'Please choose the rule (include / exclude)' },
  datesReversed: { zh: '有效期止不能早于有效期起', en: 'The end of validity cannot be before its start' },
  badDay: { zh: '{field}应为yyyy-MM-dd格式的日期', en: '{field} must be a date as yyyy-MM-dd' },
  submitWhat: {
    zh: '请选择要提交的用户商品，或指定业务员',
    en: 'Please choose the user goods to put in force, or name the sales rep',
  },
  nothingPending: { zh: '没有待提交的用户商品', en: 'There are no pending user goods to put in force' },
  saved: { zh: '已保存{count}个商品，提交后生效', en: '{count} goods saved; they take effect once put in force' },
  submitted: { zh: '已提交生效{count}条', en: '{count} put in force' },
  phoneUnknown: { zh: '业务员手机号不存在', en: 'No user has this mobile number' },
  phoneAmbiguous: { zh: '手机号对应多个用户', en: 'Several users have this mobile number' },
  goodsCodeUnknown: { zh: '商品编码不存在', en: 'No goods item has this code' },
  shipperUnknown: { zh: '货主编码不存在', en: 'No shipper has this code' },
  ruleUnknown: { zh: '规则应为“授权”或“屏蔽”', en: 'The rule must be "授权" (include) or "屏蔽" (exclude)' },
  cellRequired: { zh: '请填写{field}', en: 'Please fill in {field}' },
  duplicateInFile: { zh: '与第{row}行重复', en: 'Repeats row {row}' },
  pendingSaved: { zh: '已保存，待提交', en: 'Saved, pending' },
  unchanged: { zh: '已存在，未变更', en: 'Already there, unchanged' },
  goodsShipperRequired: {
    zh: '请先选择货主再查询商品信息',
    en: 'Please choose the shipper before looking up goods information',
  },
} as const;
