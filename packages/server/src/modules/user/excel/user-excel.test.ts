import { type CallDef, userCalls, userExcelCalls, userListColumns } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { md5, type TestServer } from '../../../../test/helpers/server.ts';
import { dept, postTable, role, tenant } from '../../../schema.ts';
import { user } from '../user/user.table.ts';

/** blade-user export-user, export-template and import-user. */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let reader: Session;
let stranger: Session;
let salesDept: string;
let qaDept: string;
let buyerRole: string;
const strangerTenant = '200021';

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  await createUser(s.db, { tenantId: '000000', account: 'xl-reader', password: 'pw-r', codes: ['user'] });
  reader = await signedIn(s, 'xl-reader', 'pw-r');
  await createUser(s.db, {
    tenantId: strangerTenant,
    account: 'xl-boss',
    password: 'pw-b',
    codes: ['user', 'user_export', 'user_import', 'user_add', 'user_edit'],
  });
  stranger = await signedIn(s, 'xl-boss', 'pw-b', strangerTenant);
  const [sales] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '销售部' }).returning();
  const [qa] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '质检部' }).returning();
  salesDept = sales!.id;
  qaDept = qa!.id;
  const [buyer] = await s.db
    .insert(role)
    .values({ tenantId: '000000', roleName: '采购员', roleAlias: 'xl_buyer' })
    .returning();
  buyerRole = buyer!.id;
  // Two roles share a name: an import naming it cannot tell which is meant.
  await s.db.insert(role).values([
    { tenantId: '000000', roleName: '重名角色', roleAlias: 'xl_twin_a' },
    { tenantId: '000000', roleName: '重名角色', roleAlias: 'xl_twin_b' },
  ]);
  await s.db.insert(postTable).values({ tenantId: '000000', category: 1, postCode: 'QA01', postName: '质检岗' });
  // Another tenant's department with the same name must never be picked by the platform tenant's import.
  await s.db.insert(dept).values({ tenantId: strangerTenant, deptName: '外租户部门' });
  // A loaded machine can take a while to migrate and seed a fresh database.
}, 180_000);

const add = async (body: Record<string, unknown>) => {
  const res = await admin.send(userCalls.submit, { body: { password: 'x-pw', ...body } });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};

/** A download as the browser makes it: a plain link with the token in `blade-auth`. */
async function download(call: CallDef, who: Session | undefined, query: Record<string, string> = {}, lang = 'zh') {
  const url = new URL(pathOf(call), s.url);
  for (const [k, v] of Object.entries({ ...query, ...(who?.token ? { 'blade-auth': `bearer ${who.token}` } : {}) }))
    url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { 'accept-language': lang } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes };
}

async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  // Every row as wide as the header: an empty cell reads as '' (exceljs leaves holes for them).
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).text));
  });
  return rows;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(
  who: Session | undefined,
  file: Buffer | string,
  query: Record<string, string> = {},
  lang = 'zh',
  field = 'file',
) {
  const url = new URL(pathOf(userExcelCalls.importUsers), s.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const form = new FormData();
  form.append(field, new Blob([file]), 'users.xlsx');
  const headers: Record<string, string> = { 'accept-language': lang };
  if (who?.token) headers['blade-auth'] = `bearer ${who.token}`;
  const res = await fetch(url, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), text };
}

// The platform administrator's list: 所属租户 second, 账号状态 before 创建时间 (issue 35: the export lost both).
const zhHeader = [
  '登录账号',
  '所属租户',
  '用户姓名',
  '用户昵称',
  '手机号码',
  '电子邮箱',
  '所属角色',
  '所属部门',
  '账号状态',
  '创建时间',
];

describe(`user export on ${databaseKind}`, () => {
  test('streams the users the list shows, with the same filters, row by row, never a password', async () => {
    await add({ account: 'xl-exp1', realName: '导出甲', phone: '13800000001', deptId: salesDept, roleId: buyerRole });
    await add({ account: 'xl-exp2', realName: '导出乙', email: 'b@x.cn', deptId: `${salesDept},${qaDept}` });
    await add({ account: 'xl-other', realName: '不导出', deptId: qaDept });
    const query = { realName: '导出', deptId: salesDept };
    const res = await download(userExcelCalls.exportUsers, admin, query);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('用户数据.xlsx')}`);
    const rows = await sheetOf(res.bytes);
    expect(rows[0]).toEqual(zhHeader);
    const list = await admin.send(userCalls.page, { query: { ...query, size: 100 } });
    const records = list.body.data.records as Array<Record<string, string>>;
    expect(rows.slice(1)).toHaveLength(records.length);
    expect(records.map((r) => r.account)).toEqual(['xl-exp2', 'xl-exp1']);
    rows.slice(1).forEach((row, i) => {
      const r = records[i]!;
      expect(row).toEqual([
        r.account,
        r.tenantName,
        r.realName,
        r.name ?? '',
        r.phone ?? '',
        r.email ?? '',
        r.roleName,
        r.deptName,
        '正常',
        r.createTime,
      ]);
    });
    expect(rows[2]).toEqual(expect.arrayContaining(['xl-exp1', '导出甲', '13800000001', '采购员', '销售部']));
    expect(rows[1]![7]).toBe('销售部,质检部');
    expect(res.bytes.toString('latin1')).not.toMatch(/argon2|password/i);
  });

  test('writes English headers for an English caller, and exports every row past one batch', async () => {
    const many = Array.from({ length: 620 }, (_, i) => ({
      tenantId: strangerTenant,
      account: `bulk${String(i).padStart(4, '0')}`,
      password: 'x',
      realName: `批量${i}`,
    }));
    await s.db.insert(user).values(many);
    const res = await download(userExcelCalls.exportUsers, stranger, { account: 'bulk' }, 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="users.xlsx"');
    const rows = await sheetOf(res.bytes);
    // A tenant's own user sees no 所属租户 column in the list, nor in the export.
    expect(rows[0]).toEqual([
      'Account',
      'Real name',
      'Nickname',
      'Mobile phone',
      'Email',
      'Roles',
      'Departments',
      'Account status',
      'Created',
    ]);
    expect(rows).toHaveLength(621);
    // Newest first like the list, each account exactly once, none of another tenant.
    const accounts = rows.slice(1).map((r) => r[0]);
    expect(new Set(accounts).size).toBe(620);
    expect(accounts[0]).toBe('bulk0619');
    expect(accounts.at(-1)).toBe('bulk0000');
  });

  test('tells tenants and account states apart for the platform administrator, as the list does', async () => {
    // A tenant of its own name, so 所属租户 reads as the list shows it.
    await s.db.insert(tenant).values({ tenantId: strangerTenant, tenantName: '远方药业' }).onConflictDoNothing();
    await s.db
      .update(user)
      .set({ status: 3 })
      .where(and(eq(user.tenantId, strangerTenant), eq(user.account, 'xl-boss')));
    const res = await download(userExcelCalls.exportUsers, admin, { account: 'xl-boss' });
    const rows = await sheetOf(res.bytes);
    const list = await admin.send(userCalls.page, { query: { account: 'xl-boss' } });
    const [record] = list.body.data.records as Array<Record<string, string>>;
    // The list's columns, in its order, are the export's; each cell is what the list shows in that column.
    expect(rows[0]).toEqual(userListColumns(true).map((c) => c.label.zh));
    expect(rows[1]![1]).toBe(record!.tenantName);
    expect(rows[1]![1]).not.toBe('');
    expect(rows[1]![8]).toBe('待审核');
    await s.db
      .update(user)
      .set({ status: 1 })
      .where(and(eq(user.tenantId, strangerTenant), eq(user.account, 'xl-boss')));
  });

  test("keeps another tenant's users out of the export", async () => {
    const rows = await sheetOf((await download(userExcelCalls.exportUsers, stranger, { account: 'xl-' })).bytes);
    expect(rows.map((r) => r[0])).toEqual(['登录账号', 'xl-boss']);
  });

  test('refuses without a token (401), without user_export (403), and a bad filter with a message (400)', async () => {
    const anonymous = await download(userExcelCalls.exportUsers, undefined);
    expect(anonymous.status).toBe(401);
    expect((await download(userExcelCalls.exportUsers, reader)).status).toBe(403);
    const bad = await download(userExcelCalls.exportUsers, admin, { createTime_dategt: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString()).msg).toBe('创建时间的时间格式应为 yyyy-MM-dd HH:mm:ss');
  });
});

describe(`user import template on ${databaseKind}`, () => {
  test('has the import columns, documented in the header row, in the caller’s language', async () => {
    const zh = await download(userExcelCalls.template, admin);
    expect(zh.status).toBe(200);
    expect((await sheetOf(zh.bytes))[0]).toEqual([
      '登录账号(必填)',
      '用户姓名(必填)',
      '用户昵称',
      '手机号码',
      '电子邮箱',
      '所属角色(角色名称,多个用逗号分隔)',
      '所属部门(部门名称,多个用逗号分隔)',
      '所属岗位(岗位编号或名称,多个用逗号分隔)',
    ]);
    const rows = await sheetOf((await download(userExcelCalls.template, admin, {}, 'en')).bytes);
    expect(rows).toEqual([
      [
        'Account (required)',
        'Real name (required)',
        'Nickname',
        'Mobile phone',
        'Email',
        'Roles (role names, comma-separated)',
        'Departments (department names, comma-separated)',
        'Posts (post codes or names, comma-separated)',
      ],
    ]);
    expect((await download(userExcelCalls.template, undefined)).status).toBe(401);
    expect((await download(userExcelCalls.template, reader)).status).toBe(403);
  });
});

describe(`user import on ${databaseKind}`, () => {
  test('imports the good rows of a filled-in template and reports each bad one, in the caller’s language', async () => {
    await add({ account: 'xl-exists', realName: '已存在' });
    const template = await sheetOf((await download(userExcelCalls.template, admin)).bytes);
    const file = await xlsx([
      template[0]!,
      ['imp-a', '导入甲', '小甲', 13800138001, 'a@x.cn', '采购员', '销售部', 'QA01'],
      ['imp-b', '导入乙', '', '', '', '', '销售部,质检部', '质检岗'],
      ['', '没有账号'],
      ['bad account!', '格式错'],
      ['imp-c', ''],
      ['imp-a', '重复的'],
      ['xl-exists', '已存在'],
      ['imp-d', '未知', '', '', '', '不存在的角色', '不存在的部门', 'NOPE'],
      ['imp-e', '重名', '', '', '', '重名角色'],
      ['imp-f', '外租户', '', '', '', '', '外租户部门'],
      [],
      ['imp-g', '名字太长了'.repeat(5)],
    ]);
    const res = await upload(admin, file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.msg).toBe('操作成功');
    const { total, succeeded, failed, rows } = res.body.data;
    expect({ total, succeeded, failed }).toEqual({ total: 11, succeeded: 2, failed: 9 });
    const byRow = Object.fromEntries(rows.map((r: any) => [r.row, r]));
    expect(byRow[2]).toEqual({ row: 2, account: 'imp-a', success: true, msg: '导入成功' });
    expect(byRow[3]).toEqual({ row: 3, account: 'imp-b', success: true, msg: '导入成功' });
    expect(byRow[4]).toMatchObject({ account: '', success: false, msg: '请输入登录账号' });
    expect(byRow[5].msg).toBe('登录账号只能包含字母、数字、下划线、点、@ 和 -,且不超过45个字符');
    expect(byRow[6].msg).toBe('请输入用户姓名');
    expect(byRow[7].msg).toBe('账号与第2行重复');
    expect(byRow[8]).toMatchObject({ account: 'xl-exists', success: false, msg: '账号已存在,已跳过' });
    expect(byRow[9].msg).toBe('角色不存在:不存在的角色;部门不存在:不存在的部门;岗位不存在:NOPE');
    expect(byRow[10].msg).toBe('角色名称不唯一:重名角色');
    expect(byRow[11].msg).toBe('部门不存在:外租户部门');
    expect(byRow[12]).toBeUndefined();
    expect(byRow[13].msg).toBe('用户姓名不能超过20个字符');
    expect(res.text).not.toMatch(/password|argon2/i);

    // The good rows exist with their links; the bad ones do not.
    const list = await admin.send(userCalls.page, { query: { account: 'imp-', size: 100 } });
    const accounts = Object.fromEntries(list.body.data.records.map((r: any) => [r.account, r]));
    expect(Object.keys(accounts).sort()).toEqual(['imp-a', 'imp-b']);
    expect(accounts['imp-a']).toMatchObject({
      realName: '导入甲',
      name: '小甲',
      phone: '13800138001',
      email: 'a@x.cn',
      roleName: '采购员',
      deptName: '销售部',
      postName: '质检岗',
    });
    expect(accounts['imp-b'].deptId).toBe(`${salesDept},${qaDept}`);
    // No password anybody knows: the administrator must reset it first.
    await expect(s.login('imp-a', '123456')).rejects.toThrow();
    const reset = await admin.send(userCalls.resetPassword, {
      query: { userIds: accounts['imp-a'].id },
      body: { password: md5('Imp#2026') },
    });
    expect(reset.body.success).toBe(true);
    expect(await signedIn(s, 'imp-a', 'Imp#2026')).toBeTruthy();
  });

  test('answers in English for an English caller', async () => {
    const res = await upload(
      admin,
      await xlsx([
        ['Account', 'Real name'],
        ['imp-en', ''],
        ['xl-exists', 'x'],
      ]),
      {},
      'en',
    );
    expect(res.body.data.rows).toEqual([
      { row: 2, account: 'imp-en', success: false, msg: "Please enter the user's name" },
      { row: 3, account: 'xl-exists', success: false, msg: 'The account already exists; skipped' },
    ]);
  });

  test('overwrites existing accounts with isCovered=1, leaving blank cells and the password as they were', async () => {
    const id = await add({ account: 'xl-cover', realName: '旧名', phone: '13900000000', deptId: qaDept });
    const file = await xlsx([
      ['登录账号', '用户姓名', '手机号码', '所属部门'],
      ['xl-cover', '新名', '', '销售部'],
    ]);
    const skipped = await upload(admin, file, { isCovered: '0' });
    expect(skipped.body.data).toMatchObject({ succeeded: 0, failed: 1 });
    const res = await upload(admin, file, { isCovered: '1' });
    expect(res.body.data.rows).toEqual([{ row: 2, account: 'xl-cover', success: true, msg: '已覆盖原有账号' }]);
    const detail = await admin.send(userCalls.detail, { query: { id } });
    expect(detail.body.data).toMatchObject({ realName: '新名', phone: '13900000000', deptId: salesDept });
    expect(await signedIn(s, 'xl-cover', 'x-pw')).toBeTruthy();
    expect((await upload(admin, file, { isCovered: '2' })).status).toBe(400);
  });

  test('refuses a file that is not an xlsx, a missing file or missing columns, with clear messages', async () => {
    const csv = await upload(admin, 'account,realName\nx,y\n');
    expect(csv.status).toBe(400);
    expect(csv.body.msg).toBe('导入文件必须是 xlsx 格式的 Excel 文件');
    expect((await upload(admin, 'account,realName\n', {}, 'en')).body.msg).toBe(
      'The file to import must be an Excel workbook in xlsx format',
    );
    // A zip that is no workbook.
    const zip = Buffer.from(`504b0304${'00'.repeat(60)}`, 'hex');
    expect((await upload(admin, zip)).body.msg).toBe('导入文件必须是 xlsx 格式的 Excel 文件');
    const noField = await upload(admin, await xlsx([['登录账号', '用户姓名']]), {}, 'zh', 'upload');
    expect(noField.status).toBe(400);
    expect(noField.body.msg).toBe('请选择要导入的 Excel 文件(字段 file)');
    const json = await admin.send(userExcelCalls.importUsers, { body: {} });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe('请选择要导入的 Excel 文件(字段 file)');
    const columns = await upload(admin, await xlsx([['手机号码'], ['13800000000']]));
    expect(columns.status).toBe(400);
    expect(columns.body.msg).toBe('文件缺少必需的列:登录账号、用户姓名(请使用导入模板)');
  });

  // Building a 20,001-row workbook here and streaming it through the server's reader is CPU work that a loaded
  // machine (load 15 on two cores) stretches past the default 30 s; a test that times out leaves its requests running
  // into the next test (the quota one), so it gets the time its work takes.
  test('refuses more than 20,000 rows, and a file over 5 MB', { timeout: 120_000 }, async () => {
    const rows = [['登录账号', '用户姓名'], ...Array.from({ length: 20_001 }, (_, i) => [`many${i}`, `多${i}`])];
    const res = await upload(admin, await xlsx(rows));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('一次最多导入20000行,请拆分文件后再导入');
    expect((await s.db.select().from(user).where(eq(user.account, 'many0'))).length).toBe(0);
    const big = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload(admin, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.msg).toBe('请求体过大');
  });

  test('stops at the tenant’s account quota, row by row', async () => {
    const held = await s.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.tenantId, strangerTenant), eq(user.isDeleted, 0)));
    await s.db
      .update(tenant)
      .set({ accountNumber: held.length + 1 })
      .where(eq(tenant.tenantId, strangerTenant));
    const res = await upload(
      stranger,
      await xlsx([
        ['登录账号', '用户姓名'],
        ['quota-1', '一'],
        ['quota-2', '二'],
      ]),
    );
    expect(res.body.data?.rows, res.text).toEqual([
      { row: 2, account: 'quota-1', success: true, msg: '导入成功' },
      { row: 3, account: 'quota-2', success: false, msg: '当前租户已到最大账号额度' },
    ]);
    await s.db.update(tenant).set({ accountNumber: -1 }).where(eq(tenant.tenantId, strangerTenant));
  });

  test('refuses without a token (401) or without user_import (403), and never reaches another tenant', async () => {
    const file = await xlsx([
      ['登录账号', '用户姓名'],
      ['xl-exists', '被覆盖'],
    ]);
    expect((await upload(undefined, file)).status).toBe(401);
    expect((await upload(reader, file)).status).toBe(403);
    // The same account name in another tenant is a new account there; the platform tenant's stays untouched.
    const res = await upload(stranger, file, { isCovered: '1' });
    expect(res.body.data.rows[0]).toMatchObject({ success: true, msg: '导入成功' });
    const [mine] = await s.db
      .select()
      .from(user)
      .where(and(eq(user.account, 'xl-exists'), eq(user.tenantId, '000000')));
    expect(mine!.realName).toBe('已存在');
  });
});
