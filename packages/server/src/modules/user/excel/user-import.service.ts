import { randomBytes } from 'node:crypto';
import { messages, userMessages, userResource } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword, md5Hex } from '../../../platform/auth/passwords.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { CheckedRow, ImportRowResult, ImportRun, ImportTarget, SheetRow } from '../../../platform/excel/import.ts';
import { t, type Values } from '../../../platform/i18n.ts';
import { scoped } from '../../../platform/scope.ts';
import { tenantDeptNames, tenantPosts, tenantRoleNames } from '../../system/public.ts';
import { accountsLeft } from '../user/quota.ts';
import { user } from '../user/user.table.ts';
import { userTexts } from '../user/user.texts.ts';
import { type ImportColumn, importColumns } from './user-excel.service.ts';

/**
 * 用户导入 (POST import-user) through the one import path (platform/excel/import.ts): every row checked, new
 * accounts added (or, with isCovered=1, existing ones overwritten) 500 to a transaction, each row reported. One
 * bad row never stops the others; the account is the natural key, so a second run of the same file adds nothing.
 */

/** Rows one file may hold: an immediate import reads its sheet whole (about 1 kB of memory a row). */
export const maxImportRows = 20_000;
const accountPattern = /^[\p{L}\p{N}_.@-]{1,45}$/u;

type Key = ImportColumn['key'];
export interface UserImportOptions {
  isCovered: boolean;
}

/** What a good row writes: the account, its profile, and whether it already exists. */
interface UserPlan {
  account: string;
  profile: Partial<typeof user.$inferInsert> & { realName: string };
  existing: boolean;
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
 * Checks every row against the file and the tenant: the account's form, the required cells, lengths, a repeated
 * account, the roles, departments and posts named, an existing account when not overwriting.
 */
async function checkRows(
  ctx: Ctx,
  sheetRows: SheetRow[],
  { isCovered }: UserImportOptions,
  run: ImportRun,
): Promise<Array<CheckedRow<UserPlan>>> {
  const { roles, depts, postCodes, postNames } = await lookups(ctx);
  const accounts = [...new Set(sheetRows.map((r) => r.cells.account).filter((a): a is string => !!a))];
  const existing = await existingAccounts(ctx, accounts);
  const translated = (text: Problem[0], values?: Values) => t(ctx.lang, text, values);

  return (sheetRows as Array<SheetRow<Key>>).map(({ row, cells }) => {
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
      // The rows come a chunk at a time: the run remembers the accounts of the chunks before.
      const first = run.claim(account, row);
      if (first !== undefined) problems.push([userTexts.duplicateInFile, { row: first }]);
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
      return { row, key: account, problems: problems.map(([text, values]) => translated(text, values)) };
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
    return { row, key: account, problems: [], value: { account, profile, existing: existing.has(account) } };
  });
}

/**
 * Writes one batch in its transaction. New accounts get a password nobody knows (the hash of a random secret that
 * is thrown away at once) and must be given one by an administrator (密码重置) before their first sign-in; one hash
 * serves the batch (argon2 costs ~30 ms a hash). An account taken meanwhile (by another import or a person) is
 * left alone: the insert skips it on the unique account, and the row says so.
 */
async function writeRows(
  ctx: Ctx,
  rows: Array<CheckedRow<UserPlan> & { value: UserPlan }>,
): Promise<ImportRowResult[]> {
  const translated = (text: Problem[0]) => t(ctx.lang, text);
  const results: ImportRowResult[] = [];
  const fresh = rows.filter((r) => !r.value.existing);
  for (const { row, key, value } of rows.filter((r) => r.value.existing)) {
    // Only an account the caller may see can be overwritten; any other stays untouched.
    const done = await ctx.db
      .update(user)
      .set({ ...value.profile, updateUser: ctx.userId, updateTime: new Date() })
      .where(and(eq(user.account, value.account), scoped(ctx, user)))
      .returning({ id: user.id });
    results.push({
      row,
      key,
      success: done.length > 0,
      msg: translated(done.length ? userTexts.covered : userMessages.accountTaken),
    });
  }
  if (fresh.length === 0) return results;
  const room = await accountsLeft(ctx);
  const allowed = fresh.slice(0, Number.isFinite(room) ? room : fresh.length);
  for (const { row, key } of fresh.slice(allowed.length))
    results.push({ row, key, success: false, msg: translated(userTexts.accountQuota) });
  if (allowed.length === 0) return results;
  const unknownPassword = await hashPassword(md5Hex(randomBytes(32).toString('hex')));
  const inserted = await ctx.db
    .insert(user)
    .values(
      allowed.map(({ value }) => ({
        ...value.profile,
        tenantId: ctx.tenantId,
        account: value.account,
        password: unknownPassword,
        createUser: ctx.userId,
        createDept: ctx.deptIds[0] ?? null,
        updateUser: ctx.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ account: user.account });
  const added = new Set(inserted.map((r) => r.account));
  for (const { row, key, value } of allowed) {
    const ok = added.has(value.account);
    results.push({ row, key, success: ok, msg: translated(ok ? userTexts.imported : userMessages.accountTaken) });
  }
  return results;
}

/** 用户管理's import: the template's columns, the checks and the writes of the users screen. */
export const userImportTarget: ImportTarget<UserPlan, UserImportOptions> = {
  name: userResource.name,
  title: userTexts.importResults,
  columns: importColumns,
  check: checkRows,
  write: writeRows,
};
