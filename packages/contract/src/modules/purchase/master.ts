import { defineResource } from '../../kit/resource.ts';
import { smartPath, smartService } from './purchase.ts';

const status = { dict: 'status', label: { zh: '状态', en: 'Status' } } as const;
const remark = { type: 'string', max: 500, list: false, label: { zh: '备注', en: 'Remark' } } as const;
const contactName = { type: 'string', max: 30, list: false, label: { zh: '联系人', en: 'Contact' } } as const;
const contactPhone = { type: 'string', max: 20, list: false, label: { zh: '联系电话', en: 'Phone' } } as const;
const creditCode = {
  type: 'string',
  max: 18,
  list: false,
  label: { zh: '统一社会信用代码', en: 'Unified social credit code' },
} as const;

/**
 * 货主 (pub_shipper): the owner of goods held in the 3PL warehouse. Every purchasing document belongs to one; the
 * purchase settings and parameter values are kept per shipper.
 */
export const shipperResource = defineResource({
  module: 'purchase',
  name: 'sc_shipper',
  title: { zh: '货主', en: 'Shippers' },
  api: `${smartService}/shipper`,
  table: 'pub_shipper',
  page: `${smartPath}/shipper`,
  menu: { icon: 'BankOutlined', sort: 20 },
  crossTenant: true,
  status,
  sort: [['shipperCode', 'asc']],
  fields: {
    shipperCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '货主编码', en: 'Shipper code' },
      required: { zh: '请输入货主编码', en: 'Please enter the shipper code' },
      unique: { zh: '货主编码已存在', en: 'This shipper code already exists' },
    },
    shipperName: {
      type: 'string',
      max: 100,
      search: 'like',
      width: 220,
      label: { zh: '货主名称', en: 'Shipper name' },
      required: { zh: '请输入货主名称', en: 'Please enter the shipper name' },
    },
    shortName: { type: 'string', max: 50, label: { zh: '简称', en: 'Short name' } },
    shipperType: {
      type: 'integer',
      dict: 'sc_shipper_type',
      search: true,
      label: { zh: '货主类型', en: 'Shipper type' },
      required: { zh: '请选择货主类型', en: 'Please choose the shipper type' },
    },
    creditCode,
    drugLicenseNo: { type: 'string', max: 50, list: false, label: { zh: '药品经营许可证号', en: 'Drug licence no.' } },
    licenseExpiry: { type: 'date', label: { zh: '许可证有效期至', en: 'Licence valid until' } },
    contactName,
    contactPhone,
    address: { type: 'string', max: 200, list: false, label: { zh: '地址', en: 'Address' } },
    remark,
  },
});

/** 供应商 (pub_supplier): who sells to the shippers, with the licences and reviews GSP asks of them. */
export const supplierResource = defineResource({
  module: 'purchase',
  name: 'sc_supplier',
  title: { zh: '供应商', en: 'Suppliers' },
  api: `${smartService}/supplier`,
  table: 'pub_supplier',
  page: `${smartPath}/supplier`,
  menu: { icon: 'ShopOutlined', sort: 21 },
  crossTenant: true,
  status,
  sort: [['supplierCode', 'asc']],
  fields: {
    supplierCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '供应商编码', en: 'Supplier code' },
      required: { zh: '请输入供应商编码', en: 'Please enter the supplier code' },
      unique: { zh: '供应商编码已存在', en: 'This supplier code already exists' },
    },
    supplierName: {
      type: 'string',
      max: 100,
      search: 'like',
      width: 220,
      label: { zh: '供应商名称', en: 'Supplier name' },
      required: { zh: '请输入供应商名称', en: 'Please enter the supplier name' },
    },
    supplierType: {
      type: 'integer',
      dict: 'sc_supplier_type',
      search: true,
      label: { zh: '供应商类型', en: 'Supplier type' },
      required: { zh: '请选择供应商类型', en: 'Please choose the supplier type' },
    },
    creditCode,
    licenseNo: { type: 'string', max: 50, list: false, label: { zh: '许可证号', en: 'Licence no.' } },
    licenseExpiry: { type: 'date', label: { zh: '许可证有效期至', en: 'Licence valid until' } },
    firstBusinessStatus: {
      type: 'integer',
      dict: 'sc_first_business',
      search: true,
      label: { zh: '首营审核', en: 'First-business review' },
    },
    qualityAgreementExpiry: {
      type: 'date',
      list: false,
      label: { zh: '质量保证协议到期', en: 'Quality agreement until' },
    },
    salesRepName: { type: 'string', max: 30, list: false, label: { zh: '销售人员', en: 'Sales rep' } },
    salesRepAuthExpiry: { type: 'date', list: false, label: { zh: '授权委托书到期', en: 'Rep authorisation until' } },
    coldChain: { type: 'boolean', list: false, label: { zh: '冷链配送能力', en: 'Cold-chain capable' } },
    specialScope: {
      type: 'boolean',
      list: false,
      label: { zh: '特殊药品经营范围', en: 'Licensed for controlled goods' },
    },
    defaultSettleType: {
      type: 'integer',
      dict: 'sc_settle_type',
      list: false,
      label: { zh: '默认结算方式', en: 'Settlement' },
    },
    defaultPaymentTermDays: { type: 'integer', list: false, label: { zh: '默认账期(天)', en: 'Payment term (days)' } },
    contactName,
    contactPhone,
    remark,
  },
});

/** 仓库 (pub_warehouse): where a shipper's purchases are received. */
export const warehouseResource = defineResource({
  module: 'purchase',
  name: 'sc_warehouse',
  title: { zh: '仓库', en: 'Warehouses' },
  api: `${smartService}/warehouse`,
  table: 'pub_warehouse',
  page: `${smartPath}/warehouse`,
  menu: { icon: 'HomeOutlined', sort: 23 },
  crossTenant: true,
  status,
  sort: [['warehouseCode', 'asc']],
  fields: {
    warehouseCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '仓库编码', en: 'Warehouse code' },
      required: { zh: '请输入仓库编码', en: 'Please enter the warehouse code' },
      unique: { zh: '仓库编码已存在', en: 'This warehouse code already exists' },
    },
    warehouseName: {
      type: 'string',
      max: 100,
      search: 'like',
      label: { zh: '仓库名称', en: 'Warehouse name' },
      required: { zh: '请输入仓库名称', en: 'Please enter the warehouse name' },
    },
    shipperId: {
      type: 'id',
      ref: { resource: 'sc_shipper', label: 'shipperName' },
      search: true,
      label: { zh: '货主', en: 'Shipper' },
      required: { zh: '请选择货主', en: 'Please choose the shipper' },
    },
    tempZone: { type: 'integer', dict: 'sc_temp_zone', label: { zh: '温区', en: 'Temperature zone' } },
    address: { type: 'string', max: 200, list: false, label: { zh: '地址', en: 'Address' } },
    remark,
  },
});

/**
 * 品种 (sc_variety): goods that are "the same drug" for planning and price comparison (common name, dosage form and
 * strength, across pack sizes, brands and makers).
 */
export const varietyResource = defineResource({
  module: 'purchase',
  name: 'variety',
  title: { zh: '品种', en: 'Varieties' },
  api: `${smartService}/variety`,
  table: 'sc_variety',
  page: `${smartPath}/variety`,
  menu: { icon: 'ClusterOutlined', sort: 11 },
  crossTenant: true,
  status,
  sort: [['varietyCode', 'asc']],
  fields: {
    varietyCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '品种编码', en: 'Variety code' },
      required: { zh: '请输入品种编码', en: 'Please enter the variety code' },
      unique: { zh: '品种编码已存在', en: 'This variety code already exists' },
    },
    varietyName: {
      type: 'string',
      max: 100,
      search: 'like',
      width: 200,
      label: { zh: '品种名称', en: 'Variety name' },
      required: { zh: '请输入品种名称', en: 'Please enter the variety name' },
    },
    commonName: {
      type: 'string',
      max: 100,
      search: 'like',
      label: { zh: '通用名', en: 'Common name' },
      required: { zh: '请输入通用名', en: 'Please enter the common name' },
    },
    dosageForm: {
      type: 'string',
      max: 20,
      dict: 'sc_dosage_form',
      label: { zh: '剂型', en: 'Dosage form' },
      required: { zh: '请选择剂型', en: 'Please choose the dosage form' },
    },
    strength: { type: 'string', max: 50, label: { zh: '规格强度', en: 'Strength' } },
    drugType: { type: 'integer', dict: 'sc_drug_type', label: { zh: '药品类别', en: 'Drug type' } },
    categoryPath: { type: 'string', max: 200, list: false, label: { zh: '药理分类', en: 'Pharmacological class' } },
    centralProcurement: { type: 'boolean', label: { zh: '集采品种', en: 'Central procurement' } },
    remark,
  },
});

/** 商品 (pub_goods): one product as bought and sold (a 品规), with what GSP and the suggestion need of it. */
export const goodsResource = defineResource({
  module: 'purchase',
  name: 'sc_goods',
  title: { zh: '商品', en: 'Goods' },
  api: `${smartService}/goods`,
  table: 'pub_goods',
  page: `${smartPath}/goods`,
  menu: { icon: 'MedicineBoxOutlined', sort: 10 },
  crossTenant: true,
  status,
  sort: [['goodsCode', 'asc']],
  fields: {
    goodsCode: {
      type: 'string',
      max: 32,
      search: 'like',
      lockOnEdit: true,
      label: { zh: '商品编码', en: 'Goods code' },
      required: { zh: '请输入商品编码', en: 'Please enter the goods code' },
      unique: { zh: '商品编码已存在', en: 'This goods code already exists' },
    },
    commonName: {
      type: 'string',
      max: 100,
      search: 'like',
      width: 200,
      label: { zh: '通用名', en: 'Common name' },
      required: { zh: '请输入通用名', en: 'Please enter the common name' },
    },
    tradeName: { type: 'string', max: 100, label: { zh: '商品名', en: 'Trade name' } },
    spec: {
      type: 'string',
      max: 100,
      label: { zh: '规格', en: 'Specification' },
      required: { zh: '请输入规格', en: 'Please enter the specification' },
    },
    dosageForm: { type: 'string', max: 20, dict: 'sc_dosage_form', label: { zh: '剂型', en: 'Dosage form' } },
    unit: {
      type: 'string',
      max: 10,
      label: { zh: '单位', en: 'Unit' },
      required: { zh: '请输入单位', en: 'Please enter the unit' },
    },
    packQty: { type: 'integer', label: { zh: '件装量', en: 'Units per case' } },
    middlePackQty: { type: 'integer', list: false, label: { zh: '中包装', en: 'Units per inner pack' } },
    manufacturer: {
      type: 'string',
      max: 100,
      search: 'like',
      width: 220,
      label: { zh: '生产厂家', en: 'Manufacturer' },
      required: { zh: '请输入生产厂家', en: 'Please enter the manufacturer' },
    },
    mahName: {
      type: 'string',
      max: 100,
      list: false,
      label: { zh: '上市许可持有人', en: 'Marketing authorisation holder' },
    },
    approvalNo: {
      type: 'string',
      max: 50,
      search: 'like',
      width: 170,
      label: { zh: '批准文号', en: 'Approval no.' },
      required: { zh: '请输入批准文号', en: 'Please enter the approval number' },
    },
    approvalExpiry: { type: 'date', list: false, label: { zh: '批准文号有效期至', en: 'Approval valid until' } },
    varietyId: {
      type: 'id',
      ref: { resource: 'variety', label: 'varietyName' },
      search: true,
      label: { zh: '品种', en: 'Variety' },
    },
    drugType: { type: 'integer', dict: 'sc_drug_type', list: false, label: { zh: '药品类别', en: 'Drug type' } },
    rxType: { type: 'integer', dict: 'sc_rx_type', search: true, label: { zh: '处方分类', en: 'Prescription class' } },
    storageCondition: { type: 'integer', dict: 'sc_storage_condition', label: { zh: '储存条件', en: 'Storage' } },
    coldChain: { type: 'boolean', list: false, label: { zh: '冷链', en: 'Cold chain' } },
    specialControl: {
      type: 'integer',
      dict: 'sc_special_control',
      list: false,
      label: { zh: '特殊管理', en: 'Special control' },
    },
    shelfLifeMonths: { type: 'integer', list: false, label: { zh: '有效期(月)', en: 'Shelf life (months)' } },
    taxRate: { type: 'decimal', scale: 4, list: false, label: { zh: '税率', en: 'Tax rate' } },
    referencePrice: { type: 'decimal', scale: 4, label: { zh: '参考进价', en: 'Reference price' } },
    controlLevel: { type: 'integer', list: false, label: { zh: '控销级别', en: 'Sales control level' } },
    twoInvoice: { type: 'boolean', list: false, label: { zh: '两票制品种', en: 'Two-invoice goods' } },
    centralProcurement: { type: 'boolean', list: false, label: { zh: '集采中选', en: 'Central procurement' } },
    firstBusinessStatus: {
      type: 'integer',
      dict: 'sc_first_business',
      list: false,
      label: { zh: '首营审核', en: 'First-business review' },
    },
    remark,
  },
});
