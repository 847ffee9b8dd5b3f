import {
  type ContractCallOff,
  type ContractDetail,
  type ContractLineRecord,
  type ContractRecord,
  crudCalls,
  dictCalls,
  type OrderDetail,
  type OrderDetailLine,
  type OrderRecord,
  type PlanDetail,
  type PlanLineRecord,
  type PlanRecord,
  type StatusLogRecord,
  shipperResource,
  supplierResource,
  warehouseResource,
} from '@pharma/contract';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { seededOptions } from '../../../test/dictStub.ts';
import { fakeBackend } from '../../../test/fakeBackend.ts';
import { lastDialog, rowOf } from '../../../test/listPageKit.tsx';
import { pickIn } from '../../../test/pick.ts';
import type { ModulePage } from '../../app/webModule.ts';
import { setLanguage } from '../../i18n/index.ts';
import { setHttpHooks } from '../../lib/http.ts';
import { registerNavigate } from '../../lib/navigate.ts';

/**
 * What the tests of 智能采购's screens share: fake servers from the call declarations (requests and fixtures are
 * checked against them) answering the seeded dictionaries and the master data the pickers read (the documents' and
 * the base screens'), rows shaped as the server sends them, antd select helpers, the page a menu path loads, and the
 * reset after each test.
 */
export function docsBackend() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang))
    .on(crudCalls(shipperResource).list, () =>
      pageOf([
        { id: '11', shipperCode: 'HZ01', shipperName: '华东康源医药' },
        { id: '12', shipperCode: 'HZ02', shipperName: '江南仁和药业' },
      ]),
    )
    .on(crudCalls(supplierResource).list, () =>
      pageOf([
        { id: '21', supplierCode: 'GYS01', supplierName: '国药控股华东' },
        { id: '22', supplierCode: 'GYS02', supplierName: '上海医药分销' },
      ]),
    )
    .on(crudCalls(warehouseResource).list, () =>
      pageOf([{ id: '31', warehouseCode: 'CK01', warehouseName: '嘉兴常温库', shipperId: '11' }]),
    );
}

export const pageOf = <T,>(records: T[], total = records.length) => ({
  records,
  total,
  size: 10,
  current: 1,
  pages: 1,
});

/** Where the screen navigated (lib/navigate), in order; `registerNavigate(null)` after the test. */
export function spyNavigation() {
  const to = vi.fn<(path: string) => void>();
  registerNavigate(to);
  return to;
}

const audit = {
  tenantId: '100001',
  createUser: '1',
  createTime: '2099-03-01 09:00:00',
  updateTime: '2099-03-01 09:00:00',
};
const goods = (n: number) => ({
  goodsId: `40${n}`,
  goodsCode: `SP00${n}`,
  commonName: ['阿莫西林胶囊', '布洛芬缓释胶囊', '头孢克肟片'][n % 3]!,
  tradeName: null,
  spec: '0.25g×24粒',
  dosageForm: '胶囊剂',
  unit: '盒',
  packQty: 200,
  manufacturer: '华北制药股份有限公司',
  approvalNo: `国药准字H2099000${n}`,
});

export const plan = (id: string, planNo: string, status: number, over: Partial<PlanRecord> = {}): PlanRecord => ({
  id,
  ...audit,
  planNo,
  shipperId: '11',
  shipperName: '华东康源医药',
  planType: 2,
  planDate: '2099-03-01',
  buyerId: '5',
  buyerName: '采购员小李',
  deptId: null,
  warehouseId: '31',
  warehouseName: '嘉兴常温库',
  expectedArrivalDate: '2099-03-08',
  lineCount: 2,
  totalQty: '300.000',
  totalAmount: '4560.00',
  status,
  submitTime: null,
  auditUserId: null,
  auditUserName: null,
  auditTime: null,
  auditOpinion: null,
  calcTime: null,
  closeReason: null,
  remark: null,
  processInstanceId: null,
  inFlow: false,
  ...over,
});

export const planLine = (n: number, over: Partial<PlanLineRecord> = {}): PlanLineRecord => ({
  id: `50${n}`,
  planId: '1',
  lineNo: n,
  ...goods(n),
  varietyId: null,
  supplierId: '21',
  supplierName: '国药控股华东',
  catalogueLineId: null,
  priceSource: 1,
  suggestQty: '120.000',
  planQty: '120.000',
  unitPrice: '15.2000',
  taxRate: '0.1300',
  amount: '1824.00',
  stockQty: '35.000',
  availableQty: '30.000',
  inTransitQty: '10.000',
  soldNotShippedQty: '5.000',
  last3MonthSalesQty: '270.000',
  avgDailySales: '3.000',
  upperLimitQty: '135.000',
  saleableDays: '15.00',
  lastPrice: '15.5000',
  lowestPrice: '14.8000',
  orderedQty: '0.000',
  lineStatus: 0,
  remark: null,
  ...over,
});

export const planDetailOf = (
  record: PlanRecord,
  lines: PlanLineRecord[],
  logs: StatusLogRecord[] = [],
): PlanDetail => ({
  ...record,
  lines,
  logs,
});

export const order = (id: string, orderNo: string, status: number, over: Partial<OrderRecord> = {}): OrderRecord => ({
  id,
  ...audit,
  orderNo,
  shipperId: '11',
  shipperName: '华东康源医药',
  supplierId: '21',
  supplierName: '国药控股华东',
  supplierContact: '王经理',
  supplierPhone: '13800000021',
  buyerId: '5',
  buyerName: '采购员小李',
  deptId: null,
  warehouseId: '31',
  warehouseName: '嘉兴常温库',
  orderDate: '2099-03-02',
  expectedArrivalDate: '2099-03-09',
  planId: '1',
  frameContractId: null,
  frameContractNo: null,
  contractId: null,
  contractNo: null,
  settleType: 2,
  paymentTermDays: 60,
  deliveryMethod: 1,
  lineCount: 2,
  totalQty: '300.000',
  totalAmount: '4560.00',
  totalTaxAmount: '524.60',
  receivedAmount: '0.00',
  status,
  auditUserId: null,
  auditUserName: null,
  auditTime: null,
  auditOpinion: null,
  sentTime: null,
  closeReason: null,
  remark: null,
  ...over,
});

export const orderLine = (n: number, over: Partial<OrderDetailLine> = {}): OrderDetailLine => ({
  id: `60${n}`,
  orderId: '1',
  lineNo: n,
  planLineId: `50${n}`,
  contractDetailId: null,
  ...goods(n),
  qty: '150.000',
  packCount: '0.750',
  unitPrice: '15.2000',
  taxRate: '0.1300',
  noTaxPrice: '13.4513',
  amount: '2280.00',
  taxAmount: '262.30',
  lastPrice: '15.5000',
  lowestPrice: '14.8000',
  supplierLastPrice: '15.3000',
  minRemainingShelfLifeMonths: 12,
  receivedQty: '0.000',
  returnedQty: '0.000',
  lineStatus: 0,
  remark: null,
  planNo: 'CGJH209903010001',
  planQty: '150.000',
  suggestQty: '140.000',
  stockQty: '35.000',
  availableQty: '30.000',
  inTransitQty: '10.000',
  soldNotShippedQty: '5.000',
  avgDailySales: '3.000',
  saleableDays: '15.00',
  upperLimitQty: '135.000',
  ...over,
});

export const orderDetailOf = (
  record: OrderRecord,
  lines: OrderDetailLine[],
  logs: StatusLogRecord[] = [],
): OrderDetail => ({
  ...record,
  lines,
  logs,
});

export const contract = (
  id: string,
  contractNo: string,
  status: number,
  over: Partial<ContractRecord> = {},
): ContractRecord => ({
  id,
  ...audit,
  contractNo,
  paperNo: null,
  contractType: 1,
  shipperId: '11',
  shipperName: '华东康源医药',
  supplierId: '21',
  supplierName: '国药控股华东',
  sourceOrderId: null,
  sourceOrderNo: null,
  signDate: null,
  signAddress: null,
  ourSignerId: null,
  ourSignerName: null,
  supplierSignerName: null,
  validFrom: '2099-01-01',
  validTo: '2099-12-31',
  settleType: 2,
  paymentTermDays: 60,
  prepayAmount: null,
  deliveryMethod: 1,
  deliveryAddress: null,
  qualityTerms: null,
  totalAmount: '12000.00',
  executedAmount: '0.00',
  lineCount: 1,
  status,
  auditStatus: 0,
  auditUserId: null,
  auditUserName: null,
  auditTime: null,
  auditOpinion: null,
  suspendReason: null,
  finishDate: null,
  remark: null,
  daysToExpiry: 200,
  ...over,
});

export const contractLine = (n: number, over: Partial<ContractLineRecord> = {}): ContractLineRecord => ({
  id: `70${n}`,
  contractId: '1',
  lineNo: n,
  orderGoodsId: null,
  planLineId: null,
  frameDetailId: null,
  ...goods(n),
  varietyId: '81',
  qty: '1000.000',
  unitPrice: '12.0000',
  taxRate: '0.1300',
  amount: '12000.00',
  orderedQty: '400.000',
  accInQty: '250.000',
  accReturnQty: '0.000',
  batchCount: 2,
  expectedArrivalDate: null,
  lineStatus: 3,
  suspendReason: null,
  finishDate: null,
  remark: null,
  ...over,
});

/** An order executing a contract, as the contract detail lists it. */
export const callOff = (
  orderId: string,
  orderNo: string,
  status: number,
  over: Partial<ContractCallOff> = {},
): ContractCallOff => ({
  orderId,
  orderNo,
  orderDate: '2099-03-10',
  status,
  statusName: String(status),
  totalQty: '100.000',
  totalAmount: '1200.00',
  receivedAmount: '0.00',
  ...over,
});

export const contractDetailOf = (
  record: ContractRecord,
  lines: ContractLineRecord[],
  logs: StatusLogRecord[] = [],
  callOffs: ContractCallOff[] = [],
  callOffCount = callOffs.length,
): ContractDetail => ({ ...record, lines, logs, callOffs, callOffCount });

export const log = (
  n: number,
  entity: StatusLogRecord['entity'],
  action: string,
  fromStatus: number | null,
  toStatus: number,
  over: Partial<StatusLogRecord> = {},
): StatusLogRecord => ({
  id: `90${n}`,
  entity,
  entityId: '1',
  fromStatus,
  toStatus,
  action,
  reason: null,
  operatorId: '5',
  operatorName: '采购员小李',
  time: `2099-03-0${n} 10:00:00`,
  ...over,
});

/** The input labelled `label` inside `scope` (a select's aria-label may also name its wrapper). */
export function inputOf(scope: HTMLElement, label: string): HTMLElement {
  const found = within(scope).getAllByLabelText(label);
  return found.find((e) => e.tagName === 'INPUT') ?? found[0]!;
}

/** Opens the antd Select `input` and clicks the option `option`. */
export const pick = pickIn;

/** Opens the antd Select labelled `label` inside `scope` and clicks the option `option`. */
export const choose = (scope: HTMLElement, label: string, option: string) => pick(inputOf(scope, label), option);

/** The text of each cell of each body row of the table inside `scope`. */
export function cellsOf(scope: HTMLElement): string[][] {
  return [...scope.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''),
  );
}

/**
 * Every purchase screen test leaves no rendered screen, no navigation spy and the default language behind (test/setup.ts
 * resets storage and the shell's stores).
 */
export function resetScreensAfterEach() {
  afterEach(() => {
    cleanup();
    registerNavigate(null);
    act(() => setLanguage('zh'));
  });
}

/**
 * A row's move that asks for a reason (关闭, 中止, 作废): 确定 with none says 请填写原因 (`meanwhile` checks what must
 * hold then, such as nothing sent yet), then the reason typed is sent with 确定.
 */
export async function moveWithReason(row: string, action: string, reason: string, meanwhile?: () => void) {
  fireEvent.click(within(rowOf(row)).getByRole('button', { name: action }));
  const dialog = await lastDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
  meanwhile?.();
  fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

/** The base screens' master data (采购设置, 参数, 采购目录): the tenant's shippers, suppliers and warehouses. */
export const shippers = [
  { id: '9101', shipperCode: 'HDKY', shipperName: '华东康源医药', status: 1 },
  { id: '9102', shipperCode: 'XNJK', shipperName: '西南健康药业', status: 1 },
];
export const suppliers = [
  { id: '9201', supplierCode: 'GZBY', supplierName: '广州白云山医药', status: 1 },
  { id: '9202', supplierCode: 'HRSZ', supplierName: '华润三九', status: 1 },
];
export const warehouses = [{ id: '9301', warehouseCode: 'WH01', warehouseName: '上海阴凉库', status: 1 }];

/** The base screens' fake server: the seeded dictionaries and their master data. */
export function purchaseBackend() {
  setHttpHooks({ navigate: vi.fn() });
  return fakeBackend()
    .on(dictCalls.dict.dictionary, ({ query, lang }) => seededOptions(query.code ?? '', lang))
    .on(crudCalls(shipperResource).list, () => pageOf(shippers))
    .on(crudCalls(supplierResource).list, () => pageOf(suppliers))
    .on(crudCalls(warehouseResource).list, () => pageOf(warehouses));
}

/** The screen a module's page entry loads (what the page registry renders at that menu path). */
export async function loadPage(pages: Record<string, ModulePage>, path: string) {
  const page = pages[path];
  if (!page) throw new Error(`no page at ${path}`);
  return (typeof page === 'function' ? page : page.load)();
}
