import { defaultTenantId, type ReportDefinition } from '@pharma/contract';
import { demoTenantIds } from '../../../demo.ts';
import type { Db } from '../../../platform/db/database.ts';
import { builtinDatasourceId } from '../../tenant/public.ts';
import { reportFileTable as file } from './report-file.table.ts';

const datasourceId = builtinDatasourceId;
const at = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

/** 采购金额(按供应商、月份): live orders of the last year, amount by supplier and month, as a cross-tab and a chart. */
const purchaseBySupplier: ReportDefinition = {
  title: { zh: '供应商月度采购金额', en: 'Purchase amount by supplier and month' },
  parameters: [
    { name: 'fromDate', label: { zh: '订单日期起', en: 'Orders from' }, type: 'date', default: null },
    { name: 'supplier', label: { zh: '供应商名称', en: 'Supplier name' }, type: 'string', default: null },
  ],
  datasets: [
    {
      kind: 'sql',
      name: 'amounts',
      datasourceId,
      sql: `select o.supplier_name as supplier, to_char(o.order_date, 'YYYY-MM') as month,
       count(*) as orders, sum(o.total_amount) as amount
  from sc_purchase_order o
 where o.is_deleted = 0
   and o.order_date >= coalesce(cast(:fromDate as date), current_date - 365)
   and (cast(:supplier as text) is null or o.supplier_name like '%' || cast(:supplier as text) || '%')
 group by o.supplier_name, to_char(o.order_date, 'YYYY-MM')
 order by month, supplier`,
    },
  ],
  blocks: [
    {
      type: 'text',
      content: {
        zh: '按供应商与月份汇总的采购订单金额(含税),不含已删除的订单。',
        en: 'Purchase order amounts (tax included) by supplier and month; removed orders left out.',
      },
      position: at(0, 0, 24, 1),
    },
    {
      type: 'crosstab',
      title: { zh: '金额透视', en: 'Amounts' },
      dataset: 'amounts',
      rows: ['supplier'],
      columns: ['month'],
      value: 'amount',
      aggregate: 'sum',
      position: at(0, 1, 24, 6),
    },
    {
      type: 'chart',
      title: { zh: '各月采购金额', en: 'Amount per month' },
      dataset: 'amounts',
      chart: 'bar',
      x: 'month',
      y: ['amount'],
      position: at(0, 7, 12, 8),
    },
    {
      type: 'table',
      title: { zh: '明细', en: 'Details' },
      dataset: 'amounts',
      columns: [
        { field: 'supplier', label: { zh: '供应商', en: 'Supplier' } },
        { field: 'month', label: { zh: '月份', en: 'Month' } },
        { field: 'orders', label: { zh: '订单数', en: 'Orders' } },
        { field: 'amount', label: { zh: '金额', en: 'Amount' } },
      ],
      position: at(12, 7, 12, 8),
    },
  ],
};

/** 30 天内到期的供应商证照与采购合同 (GSP asks that neither lapses unnoticed). */
const expiringPapers: ReportDefinition = {
  title: { zh: '30 天内到期的供应商证照与合同', en: 'Supplier licences and contracts expiring within 30 days' },
  parameters: [{ name: 'days', label: { zh: '天数', en: 'Days' }, type: 'number', default: 30 }],
  datasets: [
    {
      kind: 'sql',
      name: 'papers',
      datasourceId,
      sql: `select '许可证' as kind, s.supplier_name as supplier, s.license_no as paper, s.license_expiry as expires,
       s.license_expiry - current_date as days_left
  from pub_supplier s
 where s.is_deleted = 0 and s.license_expiry between current_date and current_date + cast(:days as integer)
union all
select '质量保证协议', s.supplier_name, null, s.quality_agreement_expiry, s.quality_agreement_expiry - current_date
  from pub_supplier s
 where s.is_deleted = 0
   and s.quality_agreement_expiry between current_date and current_date + cast(:days as integer)
union all
select '采购合同', c.supplier_name, c.contract_no, c.valid_to, c.valid_to - current_date
  from sc_purchase_contract c
 where c.is_deleted = 0 and c.valid_to between current_date and current_date + cast(:days as integer)
 order by expires, supplier`,
    },
  ],
  blocks: [
    {
      type: 'table',
      title: { zh: '即将到期', en: 'Expiring' },
      dataset: 'papers',
      columns: [
        { field: 'kind', label: { zh: '类别', en: 'Kind' } },
        { field: 'supplier', label: { zh: '供应商', en: 'Supplier' } },
        { field: 'paper', label: { zh: '证照/合同编号', en: 'Number' } },
        { field: 'expires', label: { zh: '到期日', en: 'Expires' } },
        { field: 'days_left', label: { zh: '剩余天数', en: 'Days left' } },
      ],
      position: at(0, 0, 24, 10),
    },
  ],
};

/** 通知公告 (BladeX's own seeded report reads `select * from blade_notice`). */
const notices: ReportDefinition = {
  title: { zh: '通知公告', en: 'Notices' },
  parameters: [],
  datasets: [
    {
      kind: 'sql',
      name: 'notices',
      datasourceId,
      sql: `select title, category, release_time, create_time
  from blade_notice where is_deleted = 0 order by release_time desc`,
    },
  ],
  blocks: [
    {
      type: 'table',
      title: { zh: '通知公告', en: 'Notices' },
      dataset: 'notices',
      columns: [
        { field: 'title', label: { zh: '通知标题', en: 'Title' } },
        { field: 'release_time', label: { zh: '通知时间', en: 'Released' } },
      ],
      position: at(0, 0, 24, 10),
    },
  ],
};

export const demoReports = [
  { name: 'purchase-by-supplier.report.json', definition: purchaseBySupplier },
  { name: 'expiring-papers.report.json', definition: expiringPapers },
  { name: 'notice.report.json', definition: notices },
];

/** The three reports a distributor reads first, in the platform's and every demo tenant's list. */
export async function loadDemoReports(db: Db): Promise<void> {
  const tenants = [defaultTenantId, ...Object.values(demoTenantIds)];
  await db
    .insert(file)
    .values(
      tenants.flatMap((tenantId) =>
        demoReports.map((r) => ({ tenantId, name: r.name, content: JSON.stringify(r.definition) })),
      ),
    );
}
