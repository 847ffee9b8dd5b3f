import type { SeedDictionary } from '../system/dict.ts';

type Entry = [key: string, zh: string, en: string, tag?: 'success' | 'warning' | 'danger' | 'info' | 'primary'];
/** Entries in order; a status's tag colour (reqDict's listClass) rides in the entry's remark. */
const entries = (...list: Entry[]) =>
  list.map(([key, zh, en, tag]) => ({ key, value: { zh, en }, ...(tag ? { remark: tag } : {}) }));

/**
 * The purchasing dictionaries (docs/domain.md §2.1), seeded with the system's so that `reqDict/findByDictType`, the
 * screens' selects and the exports read one source. Keys are the status codes the documents store.
 */
export const purchaseDictionaries: SeedDictionary[] = [
  {
    code: 'sc_plan_status',
    name: { zh: '采购计划状态', en: 'Plan status' },
    sort: 60,
    items: entries(
      ['0', '草稿', 'Draft', 'info'],
      ['1', '待审核', 'Awaiting audit', 'warning'],
      ['2', '已审核', 'Approved', 'success'],
      ['3', '已驳回', 'Rejected', 'danger'],
      ['4', '部分下单', 'Partly ordered', 'primary'],
      ['5', '已下单', 'Ordered', 'success'],
      ['6', '已关闭', 'Closed', 'info'],
    ),
  },
  {
    code: 'sc_plan_type',
    name: { zh: '采购计划类型', en: 'Plan type' },
    sort: 61,
    items: entries(
      ['1', '智能补货', 'Auto replenishment'],
      ['2', '手工', 'Manual'],
      ['3', '导入', 'Imported'],
      ['4', '缺货登记', 'Shortage'],
    ),
  },
  {
    code: 'sc_order_status',
    name: { zh: '采购订单状态', en: 'Order status' },
    sort: 62,
    items: entries(
      ['0', '待提交', 'To submit', 'info'],
      ['1', '待审核', 'Awaiting audit', 'warning'],
      ['2', '已驳回', 'Rejected', 'danger'],
      ['3', '待收货', 'Awaiting receipt', 'primary'],
      ['4', '部分收货', 'Partly received', 'primary'],
      ['5', '已完成', 'Completed', 'success'],
      ['6', '已关闭', 'Closed', 'info'],
      ['7', '已作废', 'Void', 'danger'],
    ),
  },
  {
    code: 'sc_order_line_status',
    name: { zh: '订单明细状态', en: 'Order line status' },
    sort: 63,
    items: entries(
      ['0', '未收', 'Not received'],
      ['1', '部分收', 'Partly received'],
      ['2', '收齐', 'Received'],
      ['3', '关闭', 'Closed'],
    ),
  },
  {
    code: 'sc_plan_line_status',
    name: { zh: '计划明细状态', en: 'Plan line status' },
    sort: 64,
    items: entries(
      ['0', '待下单', 'To order'],
      ['1', '部分下单', 'Partly ordered'],
      ['2', '已下单', 'Ordered'],
      ['3', '已关闭', 'Closed'],
    ),
  },
  {
    code: 'sc_contract_status',
    name: { zh: '采购合同状态', en: 'Contract status' },
    sort: 65,
    items: entries(
      ['0', '作废', 'Void', 'danger'],
      ['1', '未签', 'Unsigned', 'info'],
      ['2', '已签', 'Signed', 'success'],
      ['3', '执行中', 'In progress', 'primary'],
      ['4', '中止', 'Suspended', 'warning'],
      ['5', '完成', 'Completed', 'success'],
    ),
  },
  {
    code: 'sc_audit_status',
    name: { zh: '审核状态', en: 'Audit status' },
    sort: 66,
    items: entries(
      ['0', '未提交', 'Not submitted', 'info'],
      ['1', '审核中', 'In audit', 'warning'],
      ['2', '通过', 'Passed', 'success'],
      ['3', '驳回', 'Rejected', 'danger'],
    ),
  },
  {
    code: 'sc_contract_type',
    name: { zh: '采购合同类型', en: 'Contract type' },
    sort: 67,
    items: entries(
      ['1', '单次采购合同', 'Spot contract'],
      ['2', '年度/框架协议', 'Frame agreement'],
      ['3', '委托配送协议', 'Delivery agreement'],
    ),
  },
  {
    code: 'sc_catalogue_status',
    name: { zh: '采购目录状态', en: 'Catalogue status' },
    sort: 68,
    items: entries(
      ['0', '草稿', 'Draft', 'info'],
      ['1', '生效', 'In force', 'success'],
      ['2', '停用', 'Disabled', 'danger'],
    ),
  },
  {
    code: 'sc_settle_type',
    name: { zh: '结算方式', en: 'Settlement' },
    sort: 69,
    items: entries(
      ['1', '现款现货', 'Cash on order'],
      ['2', '账期(月结)', 'Credit (monthly)'],
      ['3', '预付款', 'Prepayment'],
      ['4', '货到付款', 'Cash on delivery'],
      ['5', '承兑汇票', 'Bank acceptance'],
    ),
  },
  {
    code: 'sc_delivery_method',
    name: { zh: '配送方式', en: 'Delivery method' },
    sort: 70,
    items: entries(
      ['1', '供方送货', 'Supplier delivers'],
      ['2', '我方自提', 'We collect'],
      ['3', '委托第三方运输', 'Third-party carrier'],
      ['4', '冷链专车', 'Cold-chain vehicle'],
    ),
  },
  {
    code: 'sc_storage_condition',
    name: { zh: '储存条件', en: 'Storage' },
    sort: 71,
    items: entries(
      ['1', '常温 10–30℃', 'Room 10–30 °C'],
      ['2', '阴凉 ≤20℃', 'Cool ≤20 °C'],
      ['3', '冷藏 2–8℃', 'Chilled 2–8 °C'],
      ['4', '冷冻', 'Frozen'],
    ),
  },
  {
    code: 'sc_rx_type',
    name: { zh: '处方分类', en: 'Prescription class' },
    sort: 72,
    items: entries(
      ['0', '非药品', 'Not a drug'],
      ['1', '处方药', 'Prescription (Rx)'],
      ['2', '甲类OTC', 'OTC class A'],
      ['3', '乙类OTC', 'OTC class B'],
    ),
  },
  {
    code: 'sc_drug_type',
    name: { zh: '药品类别', en: 'Drug type' },
    sort: 73,
    items: entries(
      ['1', '化学药', 'Chemical drug'],
      ['2', '中成药', 'Chinese patent medicine'],
      ['3', '生物制品', 'Biological'],
      ['4', '中药饮片', 'Herbal pieces'],
      ['5', '医疗器械', 'Medical device'],
      ['6', '保健食品/其他', 'Health food / other'],
    ),
  },
  {
    code: 'sc_dosage_form',
    name: { zh: '剂型', en: 'Dosage form' },
    sort: 74,
    items: entries(
      ['片剂', '片剂', 'Tablet'],
      ['胶囊剂', '胶囊剂', 'Capsule'],
      ['颗粒剂', '颗粒剂', 'Granules'],
      ['注射剂', '注射剂', 'Injection'],
      ['丸剂', '丸剂', 'Pill'],
      ['滴丸剂', '滴丸剂', 'Dripping pill'],
      ['口服溶液剂', '口服溶液剂', 'Oral solution'],
      ['散剂', '散剂', 'Powder'],
      ['软膏剂', '软膏剂', 'Ointment'],
      ['气雾剂', '气雾剂', 'Aerosol'],
      ['贴剂', '贴剂', 'Patch'],
      ['糖浆剂', '糖浆剂', 'Syrup'],
      ['酊剂', '酊剂', 'Tincture'],
    ),
  },
  {
    code: 'sc_special_control',
    name: { zh: '特殊管理', en: 'Special control' },
    sort: 75,
    items: entries(
      ['0', '无', 'None'],
      ['1', '含特殊药品复方制剂', 'Compound with controlled ingredient'],
      ['2', '第二类精神药品', 'Class II psychotropic'],
      ['3', '麻醉/第一类精神药品', 'Narcotic / class I psychotropic'],
      ['4', '蛋白同化/肽类激素', 'Anabolic / peptide hormone'],
      ['5', '易制毒', 'Precursor chemical'],
    ),
  },
  {
    code: 'sc_first_business',
    name: { zh: '首营状态', en: 'First-business review' },
    sort: 76,
    items: entries(
      ['0', '待审', 'Pending', 'warning'],
      ['1', '通过', 'Passed', 'success'],
      ['2', '驳回', 'Rejected', 'danger'],
    ),
  },
  {
    code: 'sc_shipper_type',
    name: { zh: '货主类型', en: 'Shipper type' },
    sort: 77,
    items: entries(
      ['1', '生产企业/上市许可持有人', 'Manufacturer / MAH'],
      ['2', '批发企业', 'Wholesaler'],
      ['3', '零售连锁', 'Retail chain'],
    ),
  },
  {
    code: 'sc_supplier_type',
    name: { zh: '供应商类型', en: 'Supplier type' },
    sort: 78,
    items: entries(['1', '生产企业', 'Manufacturer'], ['2', '上市许可持有人', 'MAH'], ['3', '批发企业', 'Wholesaler']),
  },
  {
    code: 'sc_temp_zone',
    name: { zh: '温区', en: 'Temperature zone' },
    sort: 79,
    items: entries(['1', '常温库', 'Room temperature'], ['2', '阴凉库', 'Cool'], ['3', '冷库', 'Cold store']),
  },
];
