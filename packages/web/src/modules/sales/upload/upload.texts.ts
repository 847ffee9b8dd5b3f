/** The words of 导入记录 and the import dialog beyond the declarations (upload.ts) and importMessages. */
export const uploadTexts = {
  importTitle: { zh: '导入', en: 'Import' },
  chooseTemplate: { zh: '请选择导入模板', en: 'Choose the import template' },
  downloadTemplate: { zh: '下载模板', en: 'Download the template' },
  templateHint: {
    zh: '请先下载模板,按模板填写后上传(表头不要改动,灰色示例行可删除)。',
    en: 'Download the template, fill it in and upload it (keep its header row; the grey example row may go).',
  },
  chooseFile: { zh: '选择文件', en: 'Choose a file' },
  targetTenant: { zh: '导入到租户', en: 'Import into the tenant' },
  tenantHint: {
    zh: '模板的示例行按所选租户生成(其货主编码与部门),数据导入该租户。',
    en: 'The template’s example row is made for the chosen tenant (its shipper codes and departments); the rows go to that tenant.',
  },
  fileRequired: { zh: '请选择要导入的 xlsx 文件', en: 'Please choose the xlsx file to import' },
  xlsxOnly: { zh: '只能导入 .xlsx 文件', en: 'Only .xlsx files can be imported' },
  start: { zh: '开始导入', en: 'Import' },
  close: { zh: '关闭', en: 'Close' },
  uploading: { zh: '正在上传…', en: 'Uploading…' },
  processing: {
    zh: '正在导入:已处理 {done} / {total} 行',
    en: 'Importing: {done} of {total} rows done',
  },
  background: {
    zh: '文件较大,已转入后台导入;可以关闭本窗口,稍后在导入记录中查看结果。',
    en: 'A large file: it is imported in the background. You may close this window and read the result in the upload history later.',
  },
  totals: {
    zh: '共 {total} 行:成功 {succeeded} 行,失败 {failed} 行',
    en: '{total} rows: {succeeded} succeeded, {failed} failed',
  },
  invalid: { zh: '文件无效,未导入任何数据', en: 'The file is invalid: nothing was imported' },
  failedRows: { zh: '失败的行', en: 'Rows that failed' },
  results: { zh: '下载结果文件', en: 'Download the results' },
  rowsTitle: { zh: '导入明细 {batchNo}', en: 'Rows of upload {batchNo}' },
  all: { zh: '全部', en: 'All' },
  keySearch: { zh: '按业务键查找', en: 'Find by key' },
  runningNoDelete: { zh: '处理中的导入不能删除', en: 'An upload still being processed cannot be removed' },
} as const;
