import { type Lang, maxPageSize, pick, tenantMessages, tenantResource } from '@pharma/contract';
import { forbidden } from '../../../platform/errors.ts';
import { offsetBatches } from '../../../platform/excel/batches.ts';
import type { ExportColumn, ExportSource } from '../../../platform/excel/sources.ts';
import { listTenants } from './tenant.service.ts';

const { fields } = tenantResource;

/** The columns of the tenants screen (the declaration's list fields, then 创建时间), as the screen reads them. */
function columnsOf(lang: Lang): ExportColumn[] {
  const none = pick(tenantMessages.unlimited, lang);
  return [
    { header: fields.tenantId.label, width: 12, value: (r) => r.tenantId },
    { header: fields.tenantName.label, width: 24, value: (r) => r.tenantName },
    { header: fields.linkman.label, width: 14, value: (r) => r.linkman },
    { header: fields.contactNumber.label, width: 16, value: (r) => r.contactNumber },
    // -1 (or nothing stored) is BladeX's "no limit"; no expiry means the tenant never expires.
    {
      header: fields.accountNumber.label,
      value: (r) => (r.accountNumber === -1 || r.accountNumber === null ? none : r.accountNumber),
    },
    { header: fields.expireTime.label, width: 20, value: (r) => r.expireTime || none },
    { header: fields.packageName.label, width: 20, value: (r) => r.packageName },
    { header: fields.statusName.label, value: (r) => r.statusName },
    { header: { zh: '创建时间', en: 'Created at' }, width: 20, value: (r) => r.createTime },
  ];
}

/**
 * `tenant` for POST blade-system/excel/export: the tenants list (租户管理), the platform administrator's alone
 * like the list; the list's own filters, order and rows, read through it a page at a time.
 */
export const tenantExportSource: ExportSource = {
  name: 'tenant',
  title: tenantResource.title,
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
