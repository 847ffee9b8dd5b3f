import { whitelistResource } from '@pharma/contract';
import type { Ctx } from '../../../platform/context.ts';
import type { ImportColumn, ImportTarget, SheetRow } from '../../../platform/excel/import.ts';
import { formatTime } from '../../../platform/time.ts';
import { shipperOptions } from '../../purchase/public.ts';
import { tenantDeptNames } from '../../system/public.ts';
import { checkWhitelistRows, upsertWhitelist, type WhitelistPlan } from './whitelist-plan.ts';

const f = whitelistResource.fields;

/**
 * Template 101 白名单 (docs/domain.md §3.10): 手机号*, 姓名*, 工号, 部门, 岗位, 货主编码(多个用逗号), 有效期起, 有效期止, 备注.
 * Headers are read in either language, with or without the `*` and the note in brackets.
 */
export const whitelistImportColumns: ImportColumn[] = [
  {
    key: 'phone',
    label: f.phone.label,
    required: true,
    max: 11,
    example: '13800001001',
    note: { zh: '11位手机号,同一租户内唯一', en: '11-digit mobile number, unique in the tenant' },
  },
  { key: 'realName', label: f.realName.label, required: true, max: 30, example: '张伟' },
  { key: 'employeeNo', label: f.employeeNo.label, max: 30, example: 'HD0101' },
  {
    key: 'deptName',
    label: f.deptId.label,
    tenantExample: true,
    note: { zh: '部门名称', en: 'the department’s name' },
  },
  { key: 'post', label: f.post.label, dict: 'sm_post', example: '业务员' },
  {
    key: 'shipperCodes',
    // The note is part of the template's header (docs/domain.md §3.10); a header is compared without it.
    label: { zh: '货主编码(多个用逗号)', en: 'Shipper codes' },
    note: { zh: '货主编码,多个用逗号分隔', en: 'shipper codes, comma-separated' },
    tenantExample: true,
  },
  { key: 'validFrom', label: f.validFrom.label, note: { zh: 'yyyy-MM-dd', en: 'yyyy-MM-dd' }, tenantExample: true },
  { key: 'validTo', label: f.validTo.label, note: { zh: 'yyyy-MM-dd', en: 'yyyy-MM-dd' }, tenantExample: true },
  { key: 'remark', label: whitelistResource.fields.remark.label, max: 200 },
];

type Cells = Partial<Record<(typeof whitelistImportColumns)[number]['key'], string>>;

/**
 * The template's example row as the tenant it is downloaded for would fill it, so that a row copied from it imports:
 * up to two of the tenant's shipper codes, a department name the tenant has once (a name held twice is refused as
 * ambiguous), a validity from today for a year. A tenant without shippers or departments gets those cells blank.
 */
export async function whitelistExamples(ctx: Ctx): Promise<Cells> {
  const shippers = await shipperOptions(ctx, ctx.tenantId);
  const names = (await tenantDeptNames(ctx)).map((d) => String(d.name ?? '')).filter(Boolean);
  const once = names.filter((name) => names.indexOf(name) === names.lastIndexOf(name));
  const today = formatTime(new Date(), ctx.timeZone).slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // A year on, the day before (29 February's year on is 28 February).
  const end = new Date(Date.UTC(y + 1, m - 1, d) - 24 * 3600 * 1000);
  return {
    deptName: once.at(-1) ?? '',
    shipperCodes: shippers
      .slice(0, 2)
      .map((s) => s.shipperCode)
      .join(','),
    validFrom: today,
    validTo: end.toISOString().slice(0, 10),
  };
}

/**
 * 白名单's import (module 101): each row checked as batchSave checks it (the phone's form, name, department by name,
 * post by its label, shippers by code, dates), a phone repeated in the file refused on its later rows ("与第N行重复"),
 * good rows upserted by phone in the importing tenant, many to a statement. Idempotent: the phone is the key, so a
 * second run of the same file updates the same rows and adds none; a blank cell keeps what the row holds.
 */
export const whitelistImportTarget: ImportTarget<WhitelistPlan, unknown> = {
  name: whitelistResource.name,
  moduleNo: 101,
  title: { zh: '白名单导入结果', en: 'Whitelist import results' },
  columns: whitelistImportColumns,
  examples: whitelistExamples,
  check(ctx, rows: SheetRow[], _options, run) {
    const inputs = rows.map(({ row, cells }) => {
      const c = cells as Cells;
      return {
        row,
        phone: c.phone ?? '',
        realName: c.realName,
        employeeNo: c.employeeNo,
        deptName: c.deptName,
        post: c.post,
        shipperCodes: c.shipperCodes,
        validFrom: c.validFrom,
        validTo: c.validTo,
        remark: c.remark,
      };
    });
    return checkWhitelistRows(ctx, inputs, (key, row) => run.claim(key, row), { requireEditRight: false });
  },
  write: (ctx, rows) => upsertWhitelist(ctx, rows),
};
