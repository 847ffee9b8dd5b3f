/** The words of 采购计划审批's pages (the plan's own words are docs.texts.ts and plan.texts.ts). */
export const planFlowTexts = {
  handleTitle: { zh: '采购计划审批', en: 'Purchase plan approval' },
  detailTitle: { zh: '采购计划审批详情', en: 'Purchase plan approval details' },
  formTitle: { zh: '采购计划审批', en: 'Purchase plan approval' },
  formHint: {
    zh: '采购计划审批由采购计划提交审核时自动发起 (货主的采购设置开启“计划审核走流程”), 无需在此发起。',
    en: 'A purchase plan approval starts by itself when a plan is submitted for audit (the shipper’s purchase settings have “Plan audit by workflow” on); there is nothing to start here.',
  },
  toPlans: { zh: '前往采购计划', en: 'Go to purchase plans' },
  opinion: { zh: '审批意见', en: 'Opinion' },
  opinionPlaceholder: { zh: '同意时可不填; 驳回时必填', en: 'Optional when approving; required when rejecting' },
  agree: { zh: '同意', en: 'Approve' },
  reject: { zh: '驳回', en: 'Reject' },
  back: { zh: '返回', en: 'Back' },
  handled: { zh: '办理成功', en: 'Done' },
  step: { zh: '当前环节', en: 'Current step' },
  notWaiting: {
    zh: '该计划已不在审批中 (已办理或流程已结束)',
    en: 'This plan is no longer waiting for approval (handled, or its process has ended)',
  },
  inFlow: { zh: '流程中', en: 'In approval' },
  inFlowHint: {
    zh: '计划审核走流程: 审核请在流程待办中办理',
    en: 'Audited by workflow: handle it from your workflow to-do list',
  },
  missingParams: { zh: '页面地址不完整', en: 'The page address is incomplete' },
} as const;
