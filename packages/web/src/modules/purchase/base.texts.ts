/**
 * The words of 智能采购's base screens (base.pages.ts) beyond the declarations, one dictionary in sections: 采购设置
 * (the settings' own labels are declared in @pharma/contract, purchase/setting.ts), 参数页面, 参数设置 and 扩展属性
 * (purchase/params.ts), 采购目录 (货主, 供应商, 品种 and 商品 take their names from the master data's declarations).
 */

/** The list columns every base screen names alike. */
const sharedTexts = {
  status: { zh: '状态', en: 'Status' },
  remark: { zh: '备注', en: 'Remark' },
  updateTime: { zh: '更新时间', en: 'Updated' },
};

/** 采购设置 */
export const settingTexts = {
  reset: { zh: '还原', en: 'Undo changes' },
  replenish: { zh: '补货', en: 'Replenishment' },
  audit: { zh: '审核', en: 'Audit' },
  priceAndShelfLife: { zh: '价格与效期', en: 'Prices and shelf life' },
  defaults: { zh: '默认值', en: 'Defaults' },
  notSaved: {
    zh: '该货主尚未保存采购设置, 以下为系统默认值, 保存后生效',
    en: 'Nothing is saved for this shipper yet: these are the defaults, in force once saved',
  },
  lastSaved: { zh: '最近保存于 {time}', en: 'Last saved {time}' },
  save: { zh: '保存设置', en: 'Save settings' },
  saved: { zh: '采购设置已保存', en: 'The purchase settings are saved' },
  round0: { zh: '不取整', en: 'Do not round' },
  round1: { zh: '按中包装', en: 'To middle packs' },
  round2: { zh: '按件', en: 'To whole cases' },
  check0: { zh: '关闭', en: 'Off' },
  check1: { zh: '提示', en: 'Warn' },
  check2: { zh: '拦截', en: 'Block' },
  days: { zh: '天', en: 'days' },
  months: { zh: '月', en: 'months' },
};

/** 参数页面, 参数设置 and 扩展属性 */
export const paramsTexts = {
  ...sharedTexts,
  reset: settingTexts.reset,
  // 参数设置
  shipper: { zh: '货主', en: 'Shipper' },
  page: { zh: '参数页面', en: 'Parameter page' },
  chooseShipperAndPage: {
    zh: '请选择货主与参数页面',
    en: 'Please choose a shipper and a parameter page',
  },
  noPublished: {
    zh: '暂无已发布的参数页面, 请先在「参数页面」中发布',
    en: 'No parameter page is published yet: publish one under Parameter pages first',
  },
  noParams: { zh: '该页面暂无参数', en: 'This page has no parameters yet' },
  saveSection: { zh: '保存本组', en: 'Save this group' },
  saveAll: { zh: '全部保存', en: 'Save all' },
  sectionSaved: { zh: '「{name}」已保存', en: '"{name}" is saved' },
  allSaved: { zh: '参数已保存', en: 'The parameters are saved' },
  defaulted: { zh: '默认值', en: 'default' },
  // 参数页面
  pageCode: { zh: '页面编码', en: 'Page code' },
  pageName: { zh: '页面名称', en: 'Page name' },
  category: { zh: '页面分类', en: 'Category' },
  categoryPurchase: { zh: '采购', en: 'Purchasing' },
  categorySales: { zh: '销售', en: 'Sales' },
  categoryMessage: { zh: '消息', en: 'Messages' },
  draft: { zh: '草稿', en: 'Draft' },
  published: { zh: '发布', en: 'Published' },
  sort: { zh: '排序', en: 'Sort' },
  paramCount: { zh: '参数个数', en: 'Parameters' },
  definitions: { zh: '参数定义', en: 'Definitions' },
  definitionsOf: { zh: '{name} 的参数定义', en: 'Definitions of {name}' },
  addPage: { zh: '新增参数页面', en: 'New parameter page' },
  editPage: { zh: '修改参数页面', en: 'Edit the parameter page' },
  viewPage: { zh: '查看参数页面', en: 'The parameter page' },
  addDefinition: { zh: '新增参数定义', en: 'New definition' },
  editDefinition: { zh: '修改参数定义', en: 'Edit the definition' },
  removeDefinition: {
    zh: '确定删除参数「{name}」? 货主已保存的值将一并删除',
    en: 'Delete the parameter "{name}"? The values shippers saved go with it',
  },
  removePage: {
    zh: '确定删除参数页面「{name}」及其参数定义?',
    en: 'Delete the parameter page "{name}" with its definitions?',
  },
  typename: { zh: '分组名称', en: 'Group' },
  paramKey: { zh: '参数键', en: 'Key' },
  paramName: { zh: '参数名', en: 'Name' },
  valueType: { zh: '值类型', en: 'Value type' },
  componentType: { zh: '控件类型', en: 'Component' },
  dictType: { zh: '字典编码', en: 'Dictionary code' },
  defaultValue: { zh: '默认值', en: 'Default value' },
  required: { zh: '必填', en: 'Required' },
  minValue: { zh: '最小值', en: 'Minimum' },
  maxValue: { zh: '最大值', en: 'Maximum' },
  unit: { zh: '单位', en: 'Unit' },
  helpText: { zh: '说明', en: 'Help text' },
  saved: { zh: '保存成功', en: 'Saved' },
  // 扩展属性
  attrCode: { zh: '属性编码', en: 'Code' },
  attrName: { zh: '属性名称', en: 'Name' },
  targetEntity: { zh: '适用对象', en: 'Applies to' },
  targetGoods: { zh: '商品', en: 'Goods' },
  targetPlanLine: { zh: '计划明细', en: 'Plan lines' },
  targetContract: { zh: '合同', en: 'Contracts' },
  visibleInList: { zh: '列表显示', en: 'In lists' },
  enabled: { zh: '启用', en: 'Enabled' },
  addRow: { zh: '添加属性', en: 'Add an attribute' },
  removeRow: { zh: '移除', en: 'Remove' },
  saveAttributes: { zh: '保存属性', en: 'Save the attributes' },
  attributesSaved: { zh: '扩展属性已保存', en: 'The extended attributes are saved' },
  noAttributes: { zh: '该货主暂无扩展属性', en: 'This shipper has no extended attributes yet' },
  unsaved: { zh: '有未保存的修改', en: 'There are unsaved changes' },
};

/** The value types' names (the codes are the contract's `paramValueTypes`). */
export const valueTypeNames = {
  STRING: { zh: '文本', en: 'Text' },
  INT: { zh: '整数', en: 'Whole number' },
  DECIMAL: { zh: '小数', en: 'Decimal' },
  BOOL: { zh: '是否', en: 'Yes / no' },
  DATE: { zh: '日期', en: 'Date' },
  TIME: { zh: '时间', en: 'Time' },
  ENUM: { zh: '单选(字典)', en: 'One of a dictionary' },
  MULTI_ENUM: { zh: '多选(字典)', en: 'Several of a dictionary' },
};

/** The components' names (the codes are the contract's `paramComponentTypes`). */
export const componentNames = {
  input: { zh: '输入框', en: 'Text box' },
  number: { zh: '数字框', en: 'Number box' },
  switch: { zh: '开关', en: 'Switch' },
  select: { zh: '下拉选择', en: 'Select' },
  checkbox: { zh: '复选框', en: 'Checkboxes' },
  date: { zh: '日期', en: 'Date' },
  time: { zh: '时间', en: 'Time' },
};

/** 采购目录: the list's columns and the editor's. */
export const catalogueTexts = {
  ...sharedTexts,
  catalogueNo: { zh: '目录编号', en: 'Catalogue no.' },
  catalogueName: { zh: '目录名称', en: 'Catalogue name' },
  wholeSupplier: { zh: '目录供应商', en: 'Catalogue supplier' },
  effective: { zh: '有效期', en: 'Valid' },
  effectiveFrom: { zh: '有效期起', en: 'Valid from' },
  effectiveTo: { zh: '有效期止', en: 'Valid to' },
  effectiveOn: { zh: '生效日期', en: 'In force on' },
  lineCount: { zh: '明细数', en: 'Lines' },
  auditUser: { zh: '生效人', en: 'Put in force by' },
  auditTime: { zh: '生效时间', en: 'In force since' },
  tenant: { zh: '租户', en: 'Tenant' },
  // The editor
  addTitle: { zh: '新增采购目录', en: 'New catalogue' },
  editTitle: { zh: '修改采购目录 {no}', en: 'Edit the catalogue {no}' },
  viewTitle: { zh: '采购目录 {no}', en: 'Catalogue {no}' },
  header: { zh: '目录信息', en: 'Catalogue' },
  lines: { zh: '目录明细', en: 'Lines' },
  addLine: { zh: '添加明细', en: 'Add a line' },
  removeLine: { zh: '移除', en: 'Remove' },
  lineNo: { zh: '行号', en: 'No.' },
  anyGoods: { zh: '品种下任意商品', en: 'Any goods of the variety' },
  unitPrice: { zh: '协议进价', en: 'Agreed price' },
  settleType: { zh: '结算方式', en: 'Settlement' },
  paymentTermDays: { zh: '账期(天)', en: 'Term (days)' },
  onlySupplier: { zh: '唯一供货', en: 'Sole supplier' },
  priority: { zh: '供货优先级', en: 'Priority' },
  minOrderQty: { zh: '起订量', en: 'Min. order qty' },
  bidSerialNo: { zh: '中标流水号', en: 'Tender serial no.' },
  lineEnabled: { zh: '启用', en: 'Enabled' },
  save: { zh: '保存', en: 'Save' },
  cancel: { zh: '取消', en: 'Cancel' },
  close: { zh: '关闭', en: 'Close' },
  saved: { zh: '采购目录已保存', en: 'The catalogue is saved' },
  enableConfirm: { zh: '确定将采购目录 {no} 生效?', en: 'Put the catalogue {no} in force?' },
  disableConfirm: {
    zh: '确定停用采购目录 {no}? 停用后其价格不再用于计划与订单',
    en: 'Disable the catalogue {no}? Its prices are no longer used by plans and orders',
  },
  removeConfirm: { zh: '确定删除采购目录 {no}?', en: 'Delete the catalogue {no}?' },
  enabled: { zh: '已生效', en: 'In force' },
  disabled: { zh: '已停用', en: 'Disabled' },
  lineErrors: { zh: '明细有误, 请检查标红的单元格', en: 'Some lines are not right: see the cells marked in red' },
};
