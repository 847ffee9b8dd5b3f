import { handBuiltScreens, type Lang, maxPageSize, pick, type Text } from '@pharma/contract';
import { forbidden } from '../../../platform/errors.ts';
import { offsetBatches } from '../../../platform/excel/batches.ts';
import type { ExportColumn, ExportSource } from '../../../platform/excel/sources.ts';
import { listTenants } from './tenant.service.ts';

const screen = handBuiltScreens.find((s) => s.code === 'tenant')!;
const unlimited: Text = { zh: '不限', en: 'Unlimited' };

/** The columns of the tenants screen (web tenantDef's list fields, then 创建时间), as the screen reads them. */
function columnsOf(lang: Lang): ExportColumn[] {
  const none = pick(unlimited, lang);
  return [
    { header: { zh: '租户ID', en: 'Tenant ID' }, width: 12, value: (r) => r.tenantId },
    { header: { zh: '租户名称', en: 'Tenant name' }, width: 24, value: (r) => r.tenantName },
    { header: { zh: '联系人', en: 'Contact' }, width: 14, value: (r) => r.linkman },
    { header: { zh: '联系电话', en: 'Phone' }, width: 16, value: (r) => r.contactNumber },
    // -1 (or nothing stored) is BladeX's "no limit"; no expiry means the tenant never expires.
    {
      header: { zh: '账号额度', en: 'Account quota' },
      value: (r) => (r.accountNumber === -1 || r.accountNumber === null ? none : r.accountNumber),
    },
    { header: { zh: '过期时间', en: 'Expires' }, width: 20, value: (r) => r.expireTime || none },
    { header: { zh: '产品包', en: 'Package' }, width: 20, value: (r) => r.packageName },
    { header: { zh: '状态', en: 'Status' }, value: (r) => r.statusName },
    { header: { zh: '创建时间', en: 'Created at' }, width: 20, value: (r) => r.createTime },
  ];
}

/**
 * `tenant` for POST blade-system/excel/export: the tenants list (租户管理), the platform administrator's alone
 * like the list; the list's own filters, order and rows, read through it a page at a time.
 */
export const tenantExportSource: ExportSource = {
  name: 'tenant',
  title: screen.name,
  permission: 'tenant',
  async open(ctx, filters) {
    if (!ctx.isAdministrator) throw forbidden();
    const batches = offsetBatches(async (limit, offset) => {
      const page = await listTenants(ctx, { ...filters, current: String(offset / limit + 1), size: String(limit) });
      return page.records;
    }, maxPageSize);
    return { columns: columnsOf(ctx.lang), batches };
  },
};
