/** The words of 采购合同 beyond the shared ones (docs.texts.ts) and the declarations. */
export const contractTexts = {
  addTitle: { zh: '新增采购合同', en: 'New purchase contract' },
  editTitle: { zh: '编辑采购合同 {no}', en: 'Edit purchase contract {no}' },
  signTitle: { zh: '签订 {no}', en: 'Sign {no}' },
  signHint: {
    zh: '签订日期须在有效期内({from} 至 {to})',
    en: 'The signing date falls within the validity ({from} to {to})',
  },
  expiring: { zh: '{days} 天后到期', en: 'Expires in {days} days' },
  expired: { zh: '已过期', en: 'Expired' },
  expiringDays: { zh: '到期天数', en: 'Expiring within' },
  days: { zh: '天', en: 'days' },
  callOff: { zh: '下单(调用)', en: 'Call off' },
} as const;
