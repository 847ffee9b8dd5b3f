/** The words of 流程跟踪 (running instances) beyond its declaration. */
export const followTexts = {
  processInstanceId: { zh: '流程实例ID', en: 'Instance id' },
  processDefinitionKey: { zh: '流程标识', en: 'Process key' },
  name: { zh: '流程名称', en: 'Process' },
  startUser: { zh: '发起人', en: 'Started by' },
  startTime: { zh: '开始时间', en: 'Started at' },
  currentStep: { zh: '当前步骤', en: 'Current step' },
  state: { zh: '状态', en: 'State' },
  deleteTitle: { zh: '删除流程实例', en: 'Delete the instance' },
  deleteReason: { zh: '删除理由', en: 'Reason' },
  deleteReasonRequired: { zh: '请输入删除理由', en: 'Please give the reason for deleting it' },
  deleted: { zh: '删除成功', en: 'Deleted' },
};
