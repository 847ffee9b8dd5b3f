import { templateInfoResource } from '@pharma/contract';

/**
 * The words of 智能采购's document screens, one dictionary in sections: first the words they all share (plans, orders,
 * contracts, the detail pages, purchases by variety, plan approval), then each screen's own. The fields' names are
 * docsLabels (@pharma/contract).
 */
export const docsTexts = {
  // Headers and lines: the fields' names are docsLabels (@pharma/contract); an audit's opinion is the template's.
  auditOpinion: templateInfoResource.fields.auditOpinion.label,
  dateRange: { zh: '日期', en: 'Dates' },
  from: { zh: '开始日期', en: 'From' },
  to: { zh: '结束日期', en: 'To' },
  goodsKeywordHint: { zh: '商品编码或名称', en: 'Goods code or name' },
  goodsSearch: { zh: '输入通用名搜索', en: 'Type a name to search' },
  total: { zh: '合计', en: 'Total' },
  addLine: { zh: '添加明细', en: 'Add a line' },
  removeLine: { zh: '移除', en: 'Remove' },
  lines: { zh: '明细', en: 'Lines' },
  // Status log
  logs: { zh: '操作记录', en: 'Status history' },
  noLogs: { zh: '暂无操作记录', en: 'No status move yet' },
  logLine: { zh: '{who} {action}：{from} → {to}', en: '{who} {action}: {from} → {to}' },
  someone: { zh: '系统', en: 'System' },
  created: { zh: '新建', en: 'New' },
  // Dialogs and moves
  decision: { zh: '审核结果', en: 'Decision' },
  pass: { zh: '通过', en: 'Pass' },
  reject: { zh: '驳回', en: 'Reject' },
  reason: { zh: '原因', en: 'Reason' },
  auditTitle: { zh: '审核 {no}', en: 'Audit {no}' },
  reasonTitle: { zh: '{action} {no}', en: '{action} {no}' },
  moveConfirm: { zh: '确定{action} {no}?', en: '{action} {no}?' },
  done: { zh: '{action}成功', en: '{action}: done' },
  // An audit's toast names the outcome ("{action}成功" would read 通过成功).
  auditPassed: { zh: '审核通过', en: 'Approved' },
  auditRejected: { zh: '已驳回', en: 'Rejected' },
  saved: { zh: '保存成功', en: 'Saved' },
  detail: { zh: '详情', en: 'Details' },
  missingId: { zh: '缺少单据编号(id)', en: 'The address names no document (id)' },
  notFound: { zh: '单据不存在或无权查看', en: 'The document does not exist or is not yours to see' },
  expiringWithin: { zh: '到期天数内', en: 'Expiring within (days)' },
  yes: { zh: '是', en: 'Yes' },
} as const;

/** 采购计划 */
export const planTexts = {
  addTitle: { zh: '新增采购计划', en: 'New purchase plan' },
  editTitle: { zh: '编辑采购计划 {no}', en: 'Edit purchase plan {no}' },
  viewTitle: { zh: '采购计划 {no}', en: 'Purchase plan {no}' },
  autoTitle: { zh: '智能补货', en: 'Auto replenishment' },
  calculate: { zh: '计算建议', en: 'Work out the suggestion' },
  showAll: { zh: '显示全部商品', en: 'Show every goods item' },
  saveDraft: { zh: '保存为草稿', en: 'Save as a draft' },
  suggestedAt: {
    zh: '取数时间 {time}; 销量窗口 {window} 天, 安全库存 {safety} 天, 到货周期 {lead} 天, 上限 {upper} 天',
    en: 'Figures of {time}; sales window {window} days, safety stock {safety} days, lead time {lead} days, upper limit {upper} days',
  },
  notSuggested: { zh: '高于订货点, 不生成计划行', en: 'Above the reorder point: no plan line' },
  noSuggestion: { zh: '没有需要补货的商品', en: 'No goods need replenishing' },
  autoSaved: { zh: '已生成智能补货计划(草稿)', en: 'The replenishment plan is saved as a draft' },
  chooseShipper: { zh: '请先选择货主并计算建议', en: 'Choose the shipper and work out the suggestion first' },
  toOrderTitle: { zh: '生成订单 {no}', en: 'Make orders from {no}' },
  toOrderHint: {
    zh: '已审核且未下单的明细按供应商分组, 每个供应商生成一张采购订单',
    en: 'The approved lines not yet ordered, one purchase order per supplier',
  },
  toOrderRun: { zh: '生成订单', en: 'Make the orders' },
  ordersMade: { zh: '已生成 {count} 张订单', en: '{count} orders made' },
  orderLines: { zh: '{count} 行', en: '{count} lines' },
  noSupplier: { zh: '(未指定供应商)', en: '(no supplier)' },
  nothingToOrder: { zh: '没有可下单的已审核明细', en: 'No approved line is left to order' },
  warehouseHint: { zh: '不选则用计划的收货仓', en: 'Leave it empty for the plan’s warehouse' },
  close: { zh: '关闭', en: 'Close' },
} as const;

/** 采购订单 */
export const orderTexts = {
  addTitle: { zh: '新增采购订单', en: 'New purchase order' },
  editTitle: { zh: '编辑采购订单 {no}', en: 'Edit purchase order {no}' },
  tabCount: { zh: '{name} ({num})', en: '{name} ({num})' },
  statusTabs: { zh: '订单状态', en: 'Order status' },
  receiveTitle: { zh: '收货 {no}', en: 'Receive {no}' },
  receiveHint: {
    zh: '仓储系统入库的替代录入: 填写本次实收数量, 不填或为 0 的行不收货',
    en: 'Stands in for the warehouse’s receipt: enter what arrived now; lines left empty or 0 are not received',
  },
  thisReceipt: { zh: '本次实收', en: 'Received now' },
  received: { zh: '收货成功', en: 'Received' },
  keywordHint: { zh: '订单号', en: 'Order number' },
  callOffTitle: { zh: '调用框架合同 {no}', en: 'Call off frame contract {no}' },
  nothingLeft: {
    zh: '该合同各行均已调用完毕, 没有剩余可订数量',
    en: 'Every line of this contract has been called off in full: nothing is left to order',
  },
} as const;

/** 采购合同 */
export const contractTexts = {
  addTitle: { zh: '新增采购合同', en: 'New purchase contract' },
  editTitle: { zh: '编辑采购合同 {no}', en: 'Edit purchase contract {no}' },
  signTitle: { zh: '签订 {no}', en: 'Sign {no}' },
  signHint: {
    zh: '签订日期须在有效期内({from} 至 {to})',
    en: 'The signing date falls within the validity ({from} to {to})',
  },
  expiring: { zh: '{days} 天后到期', en: 'Expires in {days} days' },
  expired: { zh: '已过期', en: 'Expired' },
  expiringDays: { zh: '到期天数', en: 'Expiring within' },
  days: { zh: '天', en: 'days' },
  callOff: { zh: '下单(调用)', en: 'Call off' },
} as const;

/** the two detail pages (tab titles registered with the pages) */
export const detailTexts = {
  orderTitle: { zh: '请购明细', en: 'Purchase request details' },
  contractTitle: { zh: '合同明细', en: 'Purchase contract details' },
  header: { zh: '单据信息', en: 'Document' },
  openContract: { zh: '查看合同', en: 'Open the contract' },
  openOrder: { zh: '查看订单', en: 'Open the order' },
  planColumns: { zh: '计划/建议', en: 'Plan and suggestion' },
  executed: { zh: '执行情况', en: 'Execution' },
  callOffs: { zh: '调用订单', en: 'Call-off orders' },
  sourceOrders: { zh: '来源订单', en: 'Source order' },
  callOffsCapped: { zh: '显示最近 {shown} 张，共 {count} 张', en: 'The newest {shown} of {count}' },
  noCallOffs: { zh: '暂无调用订单', en: 'No call-off yet' },
} as const;

/** 品种采购 */
export const varietyTexts = {
  goodsCount: { zh: '品规数', en: 'Products' },
  contractCount: { zh: '合同数', en: 'Contracts' },
  avgPrice: { zh: '平均价', en: 'Average price' },
  lowestPrice: { zh: '最低价', en: 'Lowest price' },
  lastPrice: { zh: '最近价', en: 'Last price' },
  lastSupplier: { zh: '最近供应商', en: 'Last supplier' },
  lastSignDate: { zh: '最近签订', en: 'Last signed' },
  contractStatus: { zh: '合同状态', en: 'Contract status' },
  drillTitle: { zh: '{name} 的合同明细', en: 'Contract lines of {name}' },
} as const;

/** 采购计划审批's pages */
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
