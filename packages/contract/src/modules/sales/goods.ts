import { defineResource } from '../../kit/resource.ts';
import { salesPath, salesService } from './sales.ts';

/**
 * 用户商品 (pub_ex_user_goods, domain.md §3.4): goods a sales rep is individually granted (授权可见, e.g. a controlled
 * item) or barred from (屏蔽). Saved pending (batchSave) and put in force by `submit`, which here means 提交生效,
 * not BladeX's save: only rows in force change what the app shows.
 */
export const userGoodsResource = defineResource({
  module: 'sales',
  name: 'sm_user_goods',
  title: { zh: '用户商品', en: 'User goods' },
  api: `${salesService}/pubExUserGoods`,
  table: 'pub_ex_user_goods',
  menu: { icon: 'ShoppingOutlined', sort: 4, path: `${salesPath}/user-goods` },
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
    submitTime: { type: 'datetime', form: false, label: { zh: '提交时间', en: 'Submitted' } },
    submitUser: { type: 'id', form: false, list: false, label: { zh: '提交人', en: 'Submitted by' } },
    remark: { type: 'string', max: 200, list: false, label: { zh: '备注', en: 'Remark' } },
  },
});
