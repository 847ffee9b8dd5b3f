/** The words of 下载中心 (the statuses, kinds and 下载/取消 are in the contract's oss-file.ts). */
export const ossFileTexts = {
  name: { zh: '文件名称', en: 'File name' },
  kind: { zh: '类型', en: 'Kind' },
  status: { zh: '状态', en: 'Status' },
  progress: { zh: '进度', en: 'Progress' },
  /** The rows done when the total is not known yet. */
  rowsDone: { zh: '已处理 {done} 行', en: '{done} rows done' },
  fileSize: { zh: '文件大小', en: 'Size' },
  createTime: { zh: '创建时间', en: 'Created' },
  finishTime: { zh: '完成时间', en: 'Finished' },
  expireTime: { zh: '失效时间', en: 'Expires' },
  error: { zh: '错误信息', en: 'Error' },
  namePlaceholder: { zh: '请输入文件名称', en: 'File name' },
  statusPlaceholder: { zh: '请选择状态', en: 'Any status' },
  kindPlaceholder: { zh: '请选择类型', en: 'Any kind' },
  cancelConfirm: { zh: '确定取消该任务?已生成的部分将被丢弃', en: 'Cancel this task? What it wrote so far is dropped' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
};
