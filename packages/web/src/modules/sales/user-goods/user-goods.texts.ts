/** 用户商品's words beyond its declaration (zh / en). */
export const userGoodsTexts = {
  pickFirst: { zh: '请先选择货主和业务员', en: 'Please choose the shipper and the sales rep first' },
  submitConfirm: {
    zh: '确定将{who}的待提交商品提交生效? 生效后移动端按新规则显示商品。',
    en: 'Put the pending goods of {who} in force? The app then shows goods by the new rules.',
  },
  submitSelectedConfirm: {
    zh: '确定将选中的{count}条用户商品提交生效?',
    en: 'Put the {count} chosen user goods in force?',
  },
  validity: { zh: '有效期', en: 'Validity' },
  tenant: { zh: '所属租户', en: 'Tenant' },
} as const;
