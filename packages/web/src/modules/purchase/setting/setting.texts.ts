/** The words of 采购设置 beyond the settings' own labels (declared in @pharma/contract, purchase/setting.ts). */
export const settingTexts = {
  replenish: { zh: '补货', en: 'Replenishment' },
  audit: { zh: '审核', en: 'Audit' },
  priceAndShelfLife: { zh: '价格与效期', en: 'Prices and shelf life' },
  defaults: { zh: '默认值', en: 'Defaults' },
  notSaved: {
    zh: '该货主尚未保存采购设置, 以下为系统默认值, 保存后生效',
    en: 'Nothing is saved for this shipper yet: these are the defaults, in force once saved',
  },
  lastSaved: { zh: '最近保存于 {time}', en: 'Last saved {time}' },
  save: { zh: '保存设置', en: 'Save settings' },
  reset: { zh: '还原', en: 'Undo changes' },
  saved: { zh: '采购设置已保存', en: 'The purchase settings are saved' },
  round0: { zh: '不取整', en: 'Do not round' },
  round1: { zh: '按中包装', en: 'To middle packs' },
  round2: { zh: '按件', en: 'To whole cases' },
  check0: { zh: '关闭', en: 'Off' },
  check1: { zh: '提示', en: 'Warn' },
  check2: { zh: '拦截', en: 'Block' },
  days: { zh: '天', en: 'days' },
  months: { zh: '月', en: 'months' },
};
