/** The words of the two detail pages (tab titles registered with the pages). */
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
