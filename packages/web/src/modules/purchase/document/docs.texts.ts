import { templateInfoResource } from '@pharma/contract';

/** The words the document screens of 智能采购 share (plans, orders, contracts, the two detail pages). */
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
