/** The words of 研发工具's screens beyond their declarations. */
export const developTexts = {
  datasourcesTitle: { zh: '数据源管理', en: 'Datasources' },
  testConnection: { zh: '测试连接', en: 'Test connection' },
  connected: {
    zh: '连接成功:{version}({ms} 毫秒)',
    en: 'Connected: {version} ({ms} ms)',
  },
  modelColumns: { zh: '模型配置', en: 'Columns' },
  modelColumnsTitle: { zh: '数据库模型配置 · {name}', en: 'Model columns · {name}' },
  submitColumns: { zh: '提交', en: 'Submit' },
  submitConfirm: { zh: '确定提交模型配置?', en: 'Submit the model’s columns?' },
  submitted: { zh: '模型配置已保存', en: 'The columns are saved' },
  close: { zh: '关闭', en: 'Close' },
  sync: { zh: '从数据库同步', en: 'Sync from the database' },
  syncTitle: { zh: '从数据库同步:将要发生的变化', en: 'Sync from the database: what will change' },
  syncNothing: { zh: '表结构与模型一致,无需同步', en: 'The table and the model agree: nothing to sync' },
  syncApply: { zh: '同步', en: 'Sync' },
  syncDone: { zh: '已同步,各字段的配置已保留', en: 'Synced; every column kept its settings' },
  added: { zh: '新增列', en: 'Added' },
  dropped: { zh: '删除列', en: 'Dropped' },
  changed: { zh: '变更列', en: 'Changed' },
  unsaved: {
    zh: '这些字段还没有保存:提交后才会成为模型配置',
    en: 'These columns are not saved yet: they become the model’s once submitted',
  },
  pickDatasourceFirst: { zh: '请先选择数据源', en: 'Choose the datasource first' },
} as const;
