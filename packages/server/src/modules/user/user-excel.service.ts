import type { Writable } from 'node:stream';
import { type Lang, pick, type Text, userDef } from '@pharma/contract';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.ts';
import { userTexts } from './messages.ts';
import { user } from './tables.ts';
import { shapeAll } from './user.service.ts';

/**
 * 用户导出 and the import template. Both use the list's labels in the caller's language, so a file exported in
 * one language can be imported back (the import matches a header in either language, see user-import.service.ts).
 */

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A user as shapeAll shapes it (toRecord's output: a plain record). */
type Shaped = Record<string, unknown>;

interface ExportColumn {
  label: Text;
  width: number;
  value: (record: Shaped) => unknown;
}

const f = userDef.fields;

/** What the users list shows (plus the posts), never the password. */
const exportColumns: ExportColumn[] = [
  { label: f.account.label, width: 20, value: (r) => r.account },
  { label: f.realName.label, width: 16, value: (r) => r.realName },
  { label: f.name.label, width: 16, value: (r) => r.name },
  { label: f.phone.label, width: 16, value: (r) => r.phone },
  { label: f.email.label, width: 24, value: (r) => r.email },
  { label: f.roleId.label, width: 24, value: (r) => r.roleName },
  { label: f.deptId.label, width: 24, value: (r) => r.deptName },
  { label: f.postId.label, width: 24, value: (r) => r.postName },
  { label: userTexts.createTime, width: 20, value: (r) => r.createTime },
];

/** A column of the import file: the key the importer reads, its label and what to write in it. */
export interface ImportColumn {
  key: 'account' | 'realName' | 'name' | 'phone' | 'email' | 'roles' | 'depts' | 'posts';
  label: Text;
  required?: boolean;
  note?: Text;
  max?: number;
}

export const importColumns: ImportColumn[] = [
  { key: 'account', label: f.account.label, required: true, max: 45 },
  { key: 'realName', label: f.realName.label, required: true, max: 20 },
  { key: 'name', label: f.name.label, max: 20 },
  { key: 'phone', label: f.phone.label, max: 45 },
  { key: 'email', label: f.email.label, max: 45 },
  { key: 'roles', label: f.roleId.label, note: userTexts.rolesNote },
  { key: 'depts', label: f.deptId.label, note: userTexts.deptsNote },
  { key: 'posts', label: f.postId.label, note: userTexts.postsNote },
];

/** "登录账号(必填)", "所属角色(角色名称,多个用逗号分隔)": the header row documents what each column takes. */
export function templateHeader(column: ImportColumn, lang: Lang): string {
  const notes = [column.required ? pick(userTexts.requiredNote, lang) : '', column.note ? pick(column.note, lang) : '']
    .filter(Boolean)
    .join(lang === 'zh' ? ',' : '; ');
  const label = pick(column.label, lang);
  if (!notes) return label;
  return lang === 'zh' ? `${label}(${notes})` : `${label} (${notes})`;
}

/** `attachment` with the name in UTF-8 (RFC 5987) and an ASCII fallback for old clients. */
export function attachment(name: Text, lang: Lang): string {
  const file = `${pick(name, lang)}.xlsx`;
  return `attachment; filename="${pick(name, 'en')}.xlsx"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
}

/** GET export-template: the header row only (no sample row that could be imported by mistake). */
export async function templateWorkbook(ctx: Ctx): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(pick(userTexts.sheetUsers, ctx.lang), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = importColumns.map((c) => ({
    header: templateHeader(c, ctx.lang),
    width: Math.max(16, templateHeader(c, ctx.lang).length * (ctx.lang === 'zh' ? 2 : 1.1)),
    style: { numFmt: '@' }, // text cells, so a phone number is not turned into 1.38E+10
  }));
  styleHeader(sheet.getRow(1));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const batchSize = 500;

/** Resolves once the client has taken what is buffered; rejects if it went away meanwhile. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the download was closed before it was complete'));
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * GET export-user: writes the users matching the list's conditions to `out` as an xlsx, 500 rows at a time (keyset
 * by id, newest first as the list), each batch committed to the zip stream before the next is read; waits while
 * the client is slower than the database, so memory stays flat whatever the number of users.
 */
export async function writeUsersXlsx(ctx: Ctx, conditions: SQL[], out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(pick(userTexts.sheetUsers, ctx.lang), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = exportColumns.map((c) => ({ header: pick(c.label, ctx.lang), width: c.width }));
  styleHeader(sheet.getRow(1));
  sheet.getRow(1).commit();
  let after: string | undefined;
  for (;;) {
    const rows = await ctx.db
      .select()
      .from(user)
      .where(and(...conditions, after ? lt(user.id, after) : undefined))
      .orderBy(desc(user.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    for (const record of await shapeAll(ctx, rows)) {
      sheet.addRow(exportColumns.map((c) => c.value(record) ?? '')).commit();
    }
    after = rows[rows.length - 1]!.id;
    if (out.destroyed) return;
    if (out.writableNeedDrain) await drained(out);
    if (rows.length < batchSize) break;
  }
  sheet.commit();
  await workbook.commit();
}
