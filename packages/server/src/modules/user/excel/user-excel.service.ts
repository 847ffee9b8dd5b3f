import { type Lang, pick, type Text, userListColumns, userResource } from '@pharma/contract';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../../platform/context.ts';
import { dictLabels } from '../../../platform/dict-reader.ts';
import { keysetBatches, offsetBatches } from '../../../platform/excel/batches.ts';
import type { ExportColumn, ExportRow } from '../../../platform/excel/sources.ts';
import { styleHeader } from '../../../platform/excel/writer.ts';
import { shapeAll, userListOrder } from '../user/user.service.ts';
import { user } from '../user/user.table.ts';
import { userTexts } from '../user/user.texts.ts';

/**
 * 用户导出 and the import template. Both use the list's labels in the caller's language, so a file exported in
 * one language can be imported back (the import matches a header in either language, see user-import.service.ts).
 */

const f = userResource.fields;

/** Column widths in characters, by the list's key (the rest take the default). */
const widths: Record<string, number> = { account: 20, tenantName: 20, email: 24, roleName: 24, deptName: 24 };

/**
 * The export's columns: the ones 用户管理's table shows the caller, in its order (userListColumns: 所属租户 for the
 * platform administrator, who sees every tenant's users; 账号状态 as its dictionary label), never the password.
 */
export async function userExportColumns(ctx: Ctx): Promise<ExportColumn[]> {
  const statuses = await dictLabels(ctx, userResource.status!.dict);
  return userListColumns(ctx.isAdministrator).map(({ key, label }) => ({
    header: label,
    width: widths[key] ?? 16,
    value: key === 'status' ? (r) => statuses.get(String(r.status)) ?? String(r.status ?? '') : (r) => r[key],
  }));
}

/** A column of the import file: the key the importer reads, its label and what to write in it. */
export interface ImportColumn {
  key: 'account' | 'realName' | 'name' | 'phone' | 'email' | 'roles' | 'depts' | 'posts';
  label: Text;
  required?: boolean;
  note?: Text;
  max?: number;
}

export const importColumns: ImportColumn[] = [
  { key: 'account', label: f.account.label, required: true, max: f.account.max },
  { key: 'realName', label: f.realName.label, required: true, max: f.realName.max },
  { key: 'name', label: f.name.label, max: f.name.max },
  { key: 'phone', label: f.phone.label, max: f.phone.max },
  { key: 'email', label: f.email.label, max: f.email.max },
  { key: 'roles', label: f.roleName.label, note: userTexts.rolesNote },
  { key: 'depts', label: f.deptName.label, note: userTexts.deptsNote },
  { key: 'posts', label: f.postName.label, note: userTexts.postsNote },
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

/**
 * The users matching the list's conditions as the list shapes them, 500 at a time. In the list's default order
 * (newest first) they are read by keyset on the id, so each query costs the same however deep the export is; a
 * list sorted by the caller (ascs / descs) is read in that order, page by page.
 */
export async function* userBatches(
  ctx: Ctx,
  conditions: SQL[],
  query: Record<string, unknown> = {},
): AsyncGenerator<ExportRow[]> {
  if (query.ascs || query.descs) {
    const order = userListOrder(query);
    const where = and(...conditions);
    yield* offsetBatches(
      async (limit, offset) =>
        shapeAll(
          ctx,
          await ctx.db
            .select()
            .from(user)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
      batchSize,
    );
    return;
  }
  yield* keysetBatches(async (below, limit) => {
    const rows = await ctx.db
      .select()
      .from(user)
      .where(and(...conditions, below ? lt(user.id, below) : undefined))
      .orderBy(desc(user.id))
      .limit(limit);
    return shapeAll(ctx, rows);
  }, batchSize);
}
