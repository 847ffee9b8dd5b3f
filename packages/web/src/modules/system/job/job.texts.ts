/** The words of 任务队列 (the states' names are in the contract's job.ts). */
export const jobTexts = {
  queue: { zh: '队列', en: 'Queue' },
  state: { zh: '状态', en: 'State' },
  tenant: { zh: '租户', en: 'Tenant' },
  account: { zh: '发起人', en: 'Sent by' },
  retries: { zh: '重试次数', en: 'Retries' },
  createTime: { zh: '创建时间', en: 'Created' },
  startTime: { zh: '开始时间', en: 'Started' },
  completeTime: { zh: '结束时间', en: 'Finished' },
  startAfter: { zh: '计划时间', en: 'Runs after' },
  error: { zh: '错误信息', en: 'Error' },
  data: { zh: '任务数据', en: 'Data' },
  output: { zh: '结果', en: 'Output' },
  detail: { zh: '任务详情', en: 'Job details' },
  retryConfirm: { zh: '确定重新执行该失败的任务?', en: 'Run this failed job again?' },
  queuePlaceholder: { zh: '请输入队列名称', en: 'Queue name' },
  statePlaceholder: { zh: '请选择状态', en: 'Any state' },
};
