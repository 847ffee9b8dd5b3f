import { type Text, uploadMessages } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { CheckedRow, ImportColumn, ImportTarget } from '../../../platform/excel/import.ts';
import { t } from '../../../platform/i18n.ts';
import type { ModuleManifest } from '../../../platform/module.ts';
import { whitelistTable } from '../whitelist/whitelist.table.ts';

/**
 * Test-only parts of the upload suites and the bench (never registered by a manifest): a minimal target of the
 * whitelist's template columns (docs/domain.md §3.10, 101) under its own module number, 901, writing sm_whitelist, so
 * the import path is tested and measured whatever the screens' own targets do.
 */

/** The test target's module number: one no screen uses. */
export const testModuleNo = 901;

const col = (key: string, zh: string, en: string, extra: Partial<ImportColumn> = {}): ImportColumn => ({
  key,
  label: { zh, en },
  ...extra,
});

export const testColumns: ImportColumn[] = [
  col('phone', '手机号', 'Mobile', { required: true, max: 11, example: '13800001001' }),
  col('realName', '姓名', 'Name', { required: true, max: 30, example: '张伟' }),
  col('employeeNo', '工号', 'Employee no.', { max: 30, example: 'E1001' }),
  col('deptName', '部门', 'Department', { example: '销售一部' }),
  col('post', '岗位', 'Post', { dict: 'sm_post', example: '业务员' }),
  col('shipperCodes', '货主编码(多个用逗号)', 'Shipper codes', { example: 'HDKY' }),
  col('validFrom', '有效期起', 'Valid from', { note: { zh: '日期 yyyy-MM-dd', en: 'a date, yyyy-MM-dd' } }),
  col('validTo', '有效期止', 'Valid to', { note: { zh: '日期 yyyy-MM-dd', en: 'a date, yyyy-MM-dd' } }),
  col('remark', '备注', 'Remark', { max: 200 }),
];

const says = {
  phone: { zh: '手机号格式错误', en: 'The mobile number is not valid' },
  name: { zh: '请输入姓名', en: 'Please enter the name' },
  repeated: { zh: '与第{row}行重复', en: 'Repeats row {row}' },
  post: { zh: '岗位不存在:{post}', en: 'No such post: {post}' },
  date: { zh: '{field}应为 yyyy-MM-dd', en: '{field} must be yyyy-MM-dd' },
} satisfies Record<string, Text>;

const posts: Record<string, number> = { 业务员: 1, 区域经理: 2, 内勤: 3, 管理员: 4 };
const day = /^\d{4}-\d{2}-\d{2}$/;

interface Plan {
  phone: string;
  realName: string;
  employeeNo?: string | undefined;
  post?: number | undefined;
  validFrom?: string | undefined;
  validTo?: string | undefined;
  remark?: string | undefined;
}

/** 901: the whitelist's columns, checked and upserted by phone (the natural key) in the importing tenant. */
export const testImportTarget: ImportTarget<Plan, unknown> = {
  name: 'sm_upload_test',
  moduleNo: testModuleNo,
  permission: 'sm_upload_his_import',
  title: { zh: '测试白名单导入结果', en: 'Test whitelist import results' },
  columns: testColumns,
  async check(ctx, rows, _options, run) {
    return rows.map(({ row, cells }): CheckedRow<Plan> => {
      const c = cells as Record<string, string | undefined>;
      const phone = c.phone ?? '';
      const problems: string[] = [];
      if (!/^1[3-9]\d{9}$/.test(phone)) problems.push(t(ctx.lang, says.phone));
      if (!c.realName) problems.push(t(ctx.lang, says.name));
      if (c.post && !(c.post in posts)) problems.push(t(ctx.lang, says.post, { post: c.post }));
      for (const key of ['validFrom', 'validTo'] as const)
        if (c[key] && !day.test(c[key]!))
          problems.push(t(ctx.lang, says.date, { field: testColumns.find((x) => x.key === key)!.label }));
      const first = phone ? run.claim(phone, row) : undefined;
      if (first !== undefined) problems.push(t(ctx.lang, says.repeated, { row: first }));
      if (problems.length) return { row, key: phone, problems };
      const value: Plan = {
        phone,
        realName: c.realName!,
        employeeNo: c.employeeNo,
        post: c.post ? posts[c.post] : undefined,
        validFrom: c.validFrom,
        validTo: c.validTo,
        remark: c.remark,
      };
      return { row, key: phone, problems: [], value };
    });
  },
  async write(ctx, rows) {
    // One upsert over column arrays (unnest), as a target of large files should write: six parameters a chunk.
    const column = <T>(pick: (p: Plan) => T) => sql.param(rows.map(({ value }) => pick(value)));
    const result = await ctx.db.execute(sql`
      insert into ${whitelistTable} (tenant_id, phone, real_name, employee_no, post, valid_from, valid_to, remark,
        device_bind_required, create_user, update_user)
      select ${ctx.tenantId}, r.phone, r.real_name, r.employee_no, r.post, r.valid_from, r.valid_to, r.remark, true,
        ${ctx.userId}, ${ctx.userId}
      from unnest(${column((p) => p.phone)}::varchar[], ${column((p) => p.realName)}::varchar[],
        ${column((p) => p.employeeNo ?? null)}::varchar[], ${column((p) => p.post ?? null)}::integer[],
        ${column((p) => p.validFrom ?? null)}::date[], ${column((p) => p.validTo ?? null)}::date[],
        ${column((p) => p.remark ?? null)}::varchar[])
        as r(phone, real_name, employee_no, post, valid_from, valid_to, remark)
      on conflict (tenant_id, phone) where is_deleted = 0 do update set
        real_name = excluded.real_name,
        employee_no = coalesce(excluded.employee_no, ${whitelistTable}.employee_no),
        post = coalesce(excluded.post, ${whitelistTable}.post),
        valid_from = coalesce(excluded.valid_from, ${whitelistTable}.valid_from),
        valid_to = coalesce(excluded.valid_to, ${whitelistTable}.valid_to),
        remark = coalesce(excluded.remark, ${whitelistTable}.remark),
        update_user = ${ctx.userId}, update_time = now()
      returning id::text as id, phone, (xmax = 0) as added`);
    const written = rowsOf<{ id: string; phone: string; added: boolean }>(result);
    const byPhone = new Map(written.map((r) => [r.phone, r]));
    return rows.map(({ row, key, value }) => {
      const done = byPhone.get(value.phone);
      return {
        row,
        key,
        success: !!done,
        msg: t(ctx.lang, done?.added ? uploadMessages.added : uploadMessages.updated),
        ...(done ? { targetId: String(done.id) } : {}),
      };
    });
  },
};

/** The rows of `execute` on either driver (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The given modules (the app's, from test/helpers/modules.ts or the bench: module code may not import the list)
 * plus a module registering the test target.
 */
export function modulesWithUploads(modules: readonly ModuleManifest[]): ModuleManifest[] {
  return [...modules, { name: 'sales-upload-test', importTargets: [testImportTarget] }];
}

/** A filled-in template of the test target: the header row, then `rows` (cells in the columns' order). */
export async function testWorkbook(
  rows: string[][],
  header = testColumns.map((c) => `${c.label.zh}${c.required ? '*' : ''}`),
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('白名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The phone of row `i` of a generated file. */
export const phoneOf = (i: number) => `139${String(i).padStart(8, '0')}`;

/** `n` rows of the test template, rows listed in `bad` broken in turn (bad phone, no name, bad date, repeat). */
export function testRows(n: number, bad: ReadonlySet<number> = new Set(), offset = 0): string[][] {
  const rows: string[][] = [];
  let kind = 0;
  for (let i = 0; i < n; i++) {
    const row = [
      phoneOf(offset + i),
      `导入${offset + i}`,
      `E${offset + i}`,
      '销售一部',
      '业务员',
      'HDKY',
      '2025-01-01',
      '2026-12-31',
      '',
    ];
    if (bad.has(i)) {
      switch (kind++ % 4) {
        case 0:
          row[0] = `12${String(i).padStart(9, '0')}`;
          break;
        case 1:
          row[1] = '';
          break;
        case 2:
          row[6] = '2025/01/01';
          break;
        default:
          // The phone of the row before it: a repeat within the file.
          row[0] = phoneOf(offset + i - 1);
      }
    }
    rows.push(row);
  }
  return rows;
}
