/** The users screen's words that are not in the i18n dictionaries (the older ones are there as `user.*`). */
export const userTexts = {
  // 导入
  import: { zh: '导入', en: 'Import' },
  importTitle: { zh: '用户数据导入', en: 'Import users' },
  template: { zh: '下载导入模板', en: 'Download the template' },
  templateHint: { zh: '请按模板填写后上传 .xlsx 文件', en: 'Fill in the template, then upload it as an .xlsx file' },
  chooseFile: { zh: '选择文件', en: 'Choose file' },
  xlsxOnly: { zh: '请上传 .xlsx 格式的文件', en: 'Please upload an .xlsx file' },
  fileRequired: { zh: '请选择要导入的文件', en: 'Please choose the file to import' },
  covered: { zh: '覆盖已有账号', en: 'Overwrite existing accounts' },
  coveredHint: {
    zh: '开启后文件中已存在的账号将被覆盖,关闭则跳过这些账号',
    en: 'When on, accounts that already exist are overwritten; when off, they are skipped',
  },
  upload: { zh: '开始导入', en: 'Import' },
  totals: {
    zh: '共 {total} 行:成功 {succeeded} 行,失败 {failed} 行',
    en: '{total} rows: {succeeded} imported, {failed} failed',
  },
  row: { zh: '行号', en: 'Row' },
  account: { zh: '账号', en: 'Account' },
  result: { zh: '结果', en: 'Result' },
  msg: { zh: '说明', en: 'Message' },
  succeeded: { zh: '成功', en: 'Imported' },
  toDownloads: { zh: '前往下载中心', en: 'Open the download centre' },
  resultsKept: {
    zh: '每行的结果已保存为文件, 可在下载中心下载',
    en: 'Every row’s result is kept as a file in the download centre',
  },
  failed: { zh: '失败', en: 'Failed' },
  close: { zh: '关闭', en: 'Close' },
  // 审核通过 (accounts registered by guests through a sign-in provider)
  approveConfirm: {
    zh: '确定审核通过选择的账号?审核通过后这些账号即可登录。',
    en: 'Approve the chosen accounts? They can sign in once approved.',
  },
  refuseConfirm: {
    zh: '确定拒绝选择的账号?拒绝后这些账号将被删除,账号名可重新注册。',
    en: 'Refuse the chosen accounts? They are removed, and their account names can be registered again.',
  },
  // 设置主管 / 取消主管 (BladeX 4's set-leader)
  setLeader: { zh: '设置主管', en: 'Set as leader' },
  unsetLeader: { zh: '取消主管', en: 'Remove as leader' },
  setLeaderConfirm: { zh: '确定设置该用户为主管?', en: 'Make this user a leader?' },
  unsetLeaderConfirm: { zh: '确定取消该用户的主管职务?', en: 'This user is no longer to be a leader?' },
  // 平台配置
  platform: { zh: '平台配置', en: 'Platform settings' },
  userTypeRequired: { zh: '请选择用户平台', en: 'Please choose the platform' },
  userExt: { zh: '用户拓展', en: 'User extension' },
  userExtHint: { zh: 'JSON 对象,例如 {"skin": "dark"}', en: 'A JSON object, e.g. {"skin": "dark"}' },
  badJson: { zh: '请输入正确的JSON', en: 'Please enter valid JSON (an object)' },
};
