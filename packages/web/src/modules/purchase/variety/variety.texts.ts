/** The words of 品种采购 beyond the shared ones (docs.texts.ts) and the declarations. */
export const varietyTexts = {
  goodsCount: { zh: '品规数', en: 'Products' },
  contractCount: { zh: '合同数', en: 'Contracts' },
  avgPrice: { zh: '平均价', en: 'Average price' },
  lowestPrice: { zh: '最低价', en: 'Lowest price' },
  lastPrice: { zh: '最近价', en: 'Last price' },
  lastSupplier: { zh: '最近供应商', en: 'Last supplier' },
  lastSignDate: { zh: '最近签订', en: 'Last signed' },
  contractStatus: { zh: '合同状态', en: 'Contract status' },
  drillTitle: { zh: '{name} 的合同明细', en: 'Contract lines of {name}' },
  lines: { zh: '明细', en: 'Lines' },
} as const;
