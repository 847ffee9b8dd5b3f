/** The words of 采购订单 beyond the shared ones (docs.texts.ts) and the declarations. */
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
