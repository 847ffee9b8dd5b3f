/** 商品信息's words beyond the goods' declaration (zh / en). */
export const goodsInfoTexts = {
  pickTitle: { zh: '添加商品', en: 'Add goods' },
  keyword: { zh: '关键字', en: 'Keyword' },
  keywordHint: { zh: '编码/名称/批准文号', en: 'Code, name or approval no.' },
  retailPrice: { zh: '参考价', en: 'Price' },
  availableQty: { zh: '可销库存', en: 'Available' },
  nearestExpiry: { zh: '近效期', en: 'Nearest expiry' },
  chosen: { zh: '已选 {count} 个商品', en: '{count} goods chosen' },
  chooseGoods: { zh: '请至少选择一个商品', en: 'Please choose at least one goods item' },
} as const;
