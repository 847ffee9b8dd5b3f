/** Texts of the error-log viewer and of the page error boundary, read with useText(). */
export const texts = {
  title: { zh: '错误日志', en: 'Error log' },
  upload: { zh: '上传服务器', en: 'Upload to the server' },
  clear: { zh: '清空本地日志', en: 'Clear the local log' },
  tip: { zh: '提示', en: 'Notice' },
  ok: { zh: '确定', en: 'OK' },
  cancel: { zh: '取消', en: 'Cancel' },
  uploadConfirm: { zh: '确定上传本地日志到服务器?', en: 'Upload the local log to the server?' },
  uploaded: { zh: '发送成功!', en: 'Sent!' },
  uploadFailed: { zh: '上传失败,请稍后重试', en: 'The upload failed; please try again later.' },
  clearConfirm: { zh: '确定清空本地日志记录?', en: 'Clear the local log?' },
  cleared: { zh: '清空成功!', en: 'Cleared!' },
  url: { zh: '地址', en: 'URL' },
  time: { zh: '时间', en: 'Time' },
  type: { zh: '类型', en: 'Type' },
  message: { zh: '内容', en: 'Message' },
  stack: { zh: '错误堆栈', en: 'Stack' },
  info: { zh: '信息', en: 'Info' },
  noStack: { zh: '无堆栈信息', en: 'No stack trace' },
  // The page error boundary.
  chunkFailed: { zh: '页面加载失败', en: 'The page failed to load' },
  chunkHint: {
    zh: '网络异常、加载超时或系统已更新,请重试。',
    en: 'The network failed, the load timed out or the console was updated. Please retry.',
  },
  renderFailed: { zh: '页面出错了', en: 'This page ran into an error' },
  renderHint: {
    zh: '错误已记录到错误日志,可以重试或重新加载。',
    en: 'The error was added to the error log. You can retry or reload.',
  },
  retry: { zh: '重试', en: 'Retry' },
  reload: { zh: '重新加载', en: 'Reload' },
};
