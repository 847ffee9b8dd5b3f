/** 客户资料's words beyond its declaration (zh / en). */
export const customerTexts = {
  keyword: { zh: '关键字', en: 'Keyword' },
  keywordHint: { zh: '编码/名称/简称/拼音', en: 'Code, name, short name or pinyin' },
  tenant: { zh: '所属租户', en: 'Tenant' },
} as const;
