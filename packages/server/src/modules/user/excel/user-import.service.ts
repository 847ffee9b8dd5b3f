import { randomBytes } from 'node:crypto';
import { messages, userMessages, userResource } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { hashPassword, md5Hex } from '../../../platform/auth/passwords.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, badRequest, uniqueViolation } from '../../../platform/errors.ts';
import { t, type Values } from '../../../platform/i18n.ts';
import { scoped } from '../../../platform/scope.ts';
import { tenantDeptNames, tenantPosts, tenantRoleNames } from '../../system/index.ts';
import { assertAccountQuota } from '../../tenant/index.ts';
import { userTexts } from '../user/user.messages.ts';
import { user } from '../user/user.table.ts';
import { type ImportColumn, importColumns } from './user-excel.service.ts';

/**
 * 用户导入 (POST import-user): reads the first sheet of an xlsx, checks every row, adds the new accounts (or, with
 * isCovered=1, overwrites existing ones) and reports each row. One bad row never stops the others.
 */

export const maxImportRows = 5000;
const accountPattern = /^[\p{L}\p{N}_.@-]{1,45}$/u;

export interface ImportRowResult {
  row: number;
  account: string;
  success: boolean;
  msg: string;
}

type Key = ImportColumn['key'];
interface SheetRow {
  row: number;
  cells: Partial<Record<Key, string>>;
}

/** A cell as the text a person sees in it: rich text joined, hyperlinks and formulas by their shown value. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}

/** "登录账号(必填)" / "Account (required)" / "account" → account: the label before any note, either language. */
function columnOfHeader(header: string): Key | undefined {
  const bare = header
    .replace(/[(（].*$/s, '')
    .replace(/[*＊]/g, '')
    .trim()
    .toLowerCase();
  if (!bare) return undefined;
  return importColumns.find(
    (c) => c.key.toLowerCase() === bare || c.label.zh.toLowerCase() === bare || c.label.en.toLowerCase() === bare,
  )?.key;
}

/** The file's rows by column, empty rows left out; refuses a file that is not an xlsx or has too many rows. */
export async function readSheet(buffer: Buffer): Promise<SheetRow[]> {
  // Every xlsx is a zip: anything else (csv, the old binary xls, a renamed picture) is refused before parsing.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw badRequest(userTexts.notXlsx);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest(userTexts.notXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(userTexts.notXlsx);
  if (sheet.actualRowCount - 1 > maxImportRows) throw badRequest(userTexts.tooManyRows, { max: maxImportRows });

  const columns = new Map<number, Key>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = columnOfHeader(cellText(cell.value));
    if (key && ![...columns.values()].includes(key)) columns.set(col, key);
  });
  const missing = importColumns.filter((c) => c.required && ![...columns.values()].includes(c.key));
  if (missing.length) {
    throw badRequest(userTexts.missingColumns, {
      columns: { zh: missing.map((c) => c.label.zh).join('、'), en: missing.map((c) => c.label.en).join(', ') },
    });
  }

  const rows: SheetRow[] = [];
  sheet.eachRow((excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: SheetRow['cells'] = {};
    for (const [col, key] of columns) {
      const text = cellText(excelRow.getCell(col).value);
      if (text) cells[key] = text;
    }
    if (Object.keys(cells).length) rows.push({ row: rowNumber, cells });
  });
  if (rows.length > maxImportRows) throw badRequest(userTexts.tooManyRows, { max: maxImportRows });
  return rows;
}

const splitNames = (value: string | undefined) =>
  [
    ...new Set(
      (value ?? '')
        .split(/[,，、]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ] as string[];

/** Names → ids among the tenant's live rows; a name held by several rows is ambiguous, not guessed. */
class Lookup {
  private readonly byName = new Map<string, string[]>();
  constructor(entries: Array<{ id: string; names: Array<string | null> }>) {
    for (const { id, names } of entries) {
      for (const name of new Set(names.filter((n): n is string => !!n))) {
        const key = name.trim().toLowerCase();
        this.byName.set(key, [...(this.byName.get(key) ?? []), id]);
      }
    }
  }
  resolve(names: string[]): { ids: string[]; unknown: string[]; ambiguous: string[] } {
    const out = { ids: [] as string[], unknown: [] as string[], ambiguous: [] as string[] };
    for (const name of names) {
      const ids = this.byName.get(name.toLowerCase()) ?? [];
      if (ids.length === 0) out.unknown.push(name);
      else if (ids.length > 1) out.ambiguous.push(name);
      else out.ids.push(ids[0]!);
    }
    return out;
  }
}

/** Every live role, department and post of the tenant, whatever the caller's data scopes on them. */
async function lookups(ctx: Ctx) {
  const [roles, depts, postRows] = await Promise.all([tenantRoleNames(ctx), tenantDeptNames(ctx), tenantPosts(ctx)]);
  return {
    roles: new Lookup(roles.map((r) => ({ id: r.id, names: [r.name] }))),
    depts: new Lookup(depts.map((d) => ({ id: d.id, names: [d.name] }))),
    // A post is named by its code (unique in the tenant) or, as the export writes it, by its name.
    postCodes: new Lookup(postRows.map((p) => ({ id: String(p.id), names: [p.code] }))),
    postNames: new Lookup(postRows.map((p) => ({ id: String(p.id), names: [p.name] }))),
  };
}

/**
 * The tenant's live accounts among those of the file (compared case-sensitively, as sign-in does), whatever the
 * caller may see: an account outside their scope is taken all the same.
 */
async function existingAccounts(ctx: Ctx, accounts: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < accounts.length; i += 1000) {
    const rows = await ctx.db
      .select({ account: user.account })
      .from(user)
      .where(and(scoped(ctx, user, { dataScope: false }), inArray(user.account, accounts.slice(i, i + 1000))));
    for (const r of rows) found.add(r.account);
  }
  return found;
}

type Problem = [Parameters<typeof t>[1], Values?];

/**
 * POST import-user. New accounts get a password nobody knows (the hash of a random secret that is thrown away at
 * once) and must be given one by an administrator (密码重置) before their first sign-in; no password is ever
 * returned or fixed by default. One hash serves the whole file: argon2 costs ~30 ms, and 5000 of them would
 * keep the request open for minutes.
 */
export async function importUsers(ctx: Ctx, buffer: Buffer, isCovered: boolean) {
  const sheetRows = await readSheet(buffer);
  const { roles, depts, postCodes, postNames } = await lookups(ctx);
  const accounts = [...new Set(sheetRows.map((r) => r.cells.account).filter((a): a is string => !!a))];
  const existing = await existingAccounts(ctx, accounts);
  const firstRowOf = new Map<string, number>();
  let unknownPassword: string | undefined;
  const say = (text: Problem[0], values?: Values) => t(ctx.lang, text, values);

  const results: ImportRowResult[] = [];
  for (const { row, cells } of sheetRows) {
    const account = cells.account ?? '';
    const problems: Problem[] = [];
    if (!account) problems.push([userResource.fields.account.required]);
    else if (!accountPattern.test(account)) problems.push([userTexts.accountFormat]);
    if (!cells.realName) problems.push([userResource.fields.realName.required]);
    for (const column of importColumns) {
      const value = cells[column.key];
      if (column.max && column.key !== 'account' && value && value.length > column.max)
        problems.push([messages.tooLong, { field: column.label, max: column.max }]);
    }
    if (account) {
      const first = firstRowOf.get(account);
      if (first !== undefined) problems.push([userTexts.duplicateInFile, { row: first }]);
      else firstRowOf.set(account, row);
    }
    const roleIds = roles.resolve(splitNames(cells.roles));
    const deptIds = depts.resolve(splitNames(cells.depts));
    const postIds = { ids: [] as string[], unknown: [] as string[] };
    for (const name of splitNames(cells.posts)) {
      const byCode = postCodes.resolve([name]);
      const found = byCode.ids[0] ?? postNames.resolve([name]).ids[0];
      if (found) postIds.ids.push(found);
      else postIds.unknown.push(name);
    }
    if (roleIds.unknown.length) problems.push([userTexts.unknownRoleNames, { names: roleIds.unknown.join(',') }]);
    if (roleIds.ambiguous.length) problems.push([userTexts.ambiguousRoleNames, { names: roleIds.ambiguous.join(',') }]);
    if (deptIds.unknown.length) problems.push([userTexts.unknownDeptNames, { names: deptIds.unknown.join(',') }]);
    if (deptIds.ambiguous.length) problems.push([userTexts.ambiguousDeptNames, { names: deptIds.ambiguous.join(',') }]);
    if (postIds.unknown.length) problems.push([userTexts.unknownPostCodes, { names: postIds.unknown.join(',') }]);
    if (!problems.length && existing.has(account) && !isCovered) problems.push([userTexts.accountExists]);

    if (problems.length) {
      const msg = problems.map(([text, values]) => say(text, values)).join(ctx.lang === 'zh' ? ';' : '; ');
      results.push({ row, account, success: false, msg });
      continue;
    }

    // Blank cells leave an overwritten account's value as it was; links are replaced only when given.
    const profile = {
      realName: cells.realName!,
      ...(cells.name ? { name: cells.name } : {}),
      ...(cells.phone ? { phone: cells.phone } : {}),
      ...(cells.email ? { email: cells.email } : {}),
      ...(cells.roles ? { roleId: roleIds.ids.join(',') } : {}),
      ...(cells.depts ? { deptId: deptIds.ids.join(',') } : {}),
      ...(cells.posts ? { postId: postIds.ids.join(',') } : {}),
    };
    try {
      if (existing.has(account)) {
        // Only an account the caller may see can be overwritten; any other stays untouched.
        const done = await ctx.db
          .update(user)
          .set({ ...profile, updateUser: ctx.userId, updateTime: new Date() })
          .where(and(eq(user.account, account), scoped(ctx, user)))
          .returning({ id: user.id });
        if (done.length === 0) throw badRequest(userMessages.accountTaken);
        results.push({ row, account, success: true, msg: say(userTexts.covered) });
        continue;
      }
      await assertAccountQuota(ctx);
      unknownPassword ??= await hashPassword(md5Hex(randomBytes(32).toString('hex')));
      await ctx.db.insert(user).values({
        ...profile,
        tenantId: ctx.tenantId,
        account,
        password: unknownPassword,
        createUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
        updateUser: ctx.userId,
      });
      existing.add(account);
      results.push({ row, account, success: true, msg: say(userTexts.imported) });
    } catch (error) {
      if (error instanceof AppError) {
        results.push({ row, account, success: false, msg: say(error.text, error.values) });
      } else if (uniqueViolation(error)) {
        results.push({ row, account, success: false, msg: say(userMessages.accountTaken) });
      } else throw error;
    }
  }
  const succeeded = results.filter((r) => r.success).length;
  return { total: results.length, succeeded, failed: results.length - succeeded, rows: results };
}
