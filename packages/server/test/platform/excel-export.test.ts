import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import {
  type CallDef,
  clientCalls,
  dictCalls,
  exportCall,
  grayCalls,
  paramCalls,
  postCalls,
  tenantCalls,
  userCalls,
} from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { dept } from '../../src/modules/system/dept/dept.table.ts';
import { menu } from '../../src/modules/system/menu/menu.table.ts';
import { paramTable } from '../../src/modules/system/param/param.table.ts';
import { roleScope } from '../../src/modules/system/role/role.table.ts';
import { scopeData } from '../../src/modules/system/scope/scope.table.ts';
import { user } from '../../src/modules/user/user/user.table.ts';
import type { ExportRow } from '../../src/platform/excel/sources.ts';
import { writeXlsx } from '../../src/platform/excel/writer.ts';
import { apiTest, pathOf, personWith, type Session, signedIn } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import type { TestServer } from '../helpers/server.ts';

/** POST blade-system/excel/export: a list as an xlsx, exactly what the list shows the caller. */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let admin: Session;
const strangerTenant = '200031';

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** The export as the browser downloads it: the file's bytes, which the kit's `send` (reading text) would spoil. */
async function exportOf(who: Session | undefined, body: unknown, lang = 'zh'): Promise<Download> {
  const headers: Record<string, string> = { 'accept-language': lang, 'content-type': 'application/json' };
  if (who?.token) headers['blade-auth'] = `bearer ${who.token}`;
  const res = await fetch(new URL(pathOf(exportCall), s.url), { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const envelopeOf = (d: Download) => JSON.parse(d.bytes.toString()) as { code: number; success: boolean; msg: string };

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** Every row as wide as the header, each cell as the text Excel shows ('' for an empty one). */
async function sheetOf(bytes: Buffer): Promise<string[][]> {
  const sheet = await workbookOf(bytes);
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).text));
  });
  return rows;
}

/** Every page of a list call with these filters, as the list sends them. */
async function listed(list: CallDef, who: Session, filters: Record<string, string>) {
  const records: Array<Record<string, unknown>> = [];
  for (let current = 1; ; current++) {
    const reply = await who.send(list, { query: { ...filters, current, size: 1000 } });
    expect(reply.status, reply.text).toBe(200);
    const page = reply.body.data as { records: Array<Record<string, unknown>>; pages: number };
    records.push(...page.records);
    if (current >= page.pages) return records;
  }
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const paramCells = (r: Record<string, unknown>) => [r.paramName, r.paramKey, r.paramValue, r.createTime].map(text);

async function addParam(who: Session, key: string, value = `v-${key}`) {
  const res = await who.send(paramCalls.submit, {
    body: { paramName: `名称 ${key}`, paramKey: key, paramValue: value },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id;
}

describe(`excel export of a declared resource on ${databaseKind}`, () => {
  test.beforeAll(async () => {
    for (const key of ['xe.alpha', 'xe.beta', 'xe.gamma', 'xe.delta']) await addParam(admin, key);
    // An older row, for the created-time filter.
    const old = await addParam(admin, 'xe.old');
    await s.db
      .update(paramTable)
      .set({ createTime: new Date('2020-05-01T00:00:00Z') })
      .where(eq(paramTable.id, old));
  });

  test('writes what the param list shows for the same filters, row by row and in its order', async () => {
    for (const filters of [{ paramKey: 'xe.' }, { paramKey: 'xe.', ascs: 'param_key' }] as Record<string, string>[]) {
      const res = await exportOf(admin, { source: 'param', filters });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('参数管理.xlsx')}`,
      );
      const rows = await sheetOf(res.bytes);
      expect(rows[0]).toEqual(['参数名称', '参数键名', '参数键值', '创建时间']);
      const records = await listed(paramCalls.list, admin, filters);
      expect(records).toHaveLength(5);
      expect(rows.slice(1)).toEqual(records.map(paramCells));
    }
    const sorted = await sheetOf(
      (await exportOf(admin, { source: 'param', filters: { paramKey: 'xe.', ascs: 'param_key' } })).bytes,
    );
    expect(sorted.slice(1).map((r) => r[1])).toEqual(['xe.alpha', 'xe.beta', 'xe.delta', 'xe.gamma', 'xe.old']);
  });

  test('freezes the header row and names the sheet after the list', async () => {
    const sheet = await workbookOf((await exportOf(admin, { source: 'param', filters: { paramKey: 'xe.' } })).bytes);
    expect(sheet.name).toBe('参数管理');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  test('writes English headers and file name for an English caller', async () => {
    const res = await exportOf(admin, { source: 'param', filters: { paramKey: 'xe.' } }, 'en');
    expect(res.headers.get('content-disposition')).toContain('filename="Parameters.xlsx"');
    const rows = await sheetOf(res.bytes);
    expect(rows[0]).toEqual(['Parameter name', 'Parameter key', 'Parameter value', 'Created at']);
    expect(rows).toHaveLength(6);
  });

  test('applies a created-time filter like the list, and refuses a bad one with an envelope, not a broken file', async () => {
    const filters = { paramKey: 'xe.', createTime_dategt: '2024-01-01 00:00:00' };
    const rows = await sheetOf((await exportOf(admin, { source: 'param', filters })).bytes);
    const records = await listed(paramCalls.list, admin, filters);
    expect(records).toHaveLength(4);
    expect(rows.slice(1)).toEqual(records.map(paramCells));
    expect(rows.map((r) => r[1])).not.toContain('xe.old');

    for (const [lang, msg] of [
      ['zh', '创建时间的时间格式应为 yyyy-MM-dd HH:mm:ss'],
      ['en', 'Created at must be a time as yyyy-MM-dd HH:mm:ss'],
    ] as const) {
      const bad = await exportOf(admin, { source: 'param', filters: { createTime_dategt: 'yesterday' } }, lang);
      expect(bad.status).toBe(400);
      expect(bad.headers.get('content-type')).toContain('application/json');
      expect(bad.headers.get('content-disposition')).toBeNull();
      expect(envelopeOf(bad)).toMatchObject({ code: 400, success: false, msg });
    }
  });

  test('exports every row past one batch (2500 rows), each once, in the list order', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => ({
      tenantId: '000000',
      paramName: `批量 ${i}`,
      paramKey: `bulk.${String(i).padStart(4, '0')}`,
      paramValue: String(i),
    }));
    for (let i = 0; i < many.length; i += 500) await s.db.insert(paramTable).values(many.slice(i, i + 500));
    const res = await exportOf(admin, { source: 'param', filters: { paramKey: 'bulk.' } });
    const rows = (await sheetOf(res.bytes)).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[1])).size).toBe(2500);
    const records = await listed(paramCalls.list, admin, { paramKey: 'bulk.' });
    expect(rows).toEqual(records.map(paramCells));
  });

  test('lets a client abandon a download midway, and keeps serving', async () => {
    const controller = new AbortController();
    const res = await fetch(new URL(pathOf(exportCall), s.url), {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'param', filters: { paramKey: 'bulk.' } }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    // Gone once the client's end of the download has closed (a read after the abort fails), not after a guess.
    await reader.read().catch(() => undefined);
    const again = await exportOf(admin, { source: 'param', filters: { paramKey: 'bulk.0001' } });
    expect(again.status).toBe(200);
    expect((await sheetOf(again.bytes)).slice(1).map((r) => r[1])).toEqual(['bulk.0001']);
  });

  test("gives a tenant's user only their tenant's rows", async () => {
    const stranger = await personWith(s, ['param', 'param_add'], { tenantId: strangerTenant, account: 'xe-boss' });
    await addParam(stranger, 'xe.theirs');
    const theirs = await sheetOf((await exportOf(stranger, { source: 'param', filters: {} })).bytes);
    expect(theirs.slice(1).map((r) => r[1])).toEqual(['xe.theirs']);
    const ours = await sheetOf((await exportOf(admin, { source: 'param', filters: { paramKey: 'xe.' } })).bytes);
    expect(ours.map((r) => r[1])).not.toContain('xe.theirs');
  });

  test("is narrowed by the caller's data scope like the list", async () => {
    const { roleId, userId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'xe-scoped',
      password: 'pw-s',
      codes: ['param', 'param_add'],
    });
    const [d] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '导出部' }).returning();
    await s.db.update(user).set({ deptId: d!.id }).where(eq(user.id, userId));
    // Signed in after the move, so the session carries the new department.
    const scoped = await signedIn(s, 'xe-scoped', 'pw-s');
    await addParam(scoped, 'xe.mine');
    const keys = async () =>
      (await sheetOf((await exportOf(scoped, { source: 'param', filters: { paramKey: 'xe.' } })).bytes))
        .slice(1)
        .map((r) => r[1]);
    expect(await keys()).toContain('xe.alpha');

    const [m] = await s.db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.code, 'param'), eq(menu.isDeleted, 0)));
    const [own] = await s.db
      .insert(scopeData)
      .values({
        menuId: m!.id,
        resourceCode: 'param',
        scopeName: '本人',
        scopeColumn: 'create_dept',
        scopeType: 2,
      })
      .returning();
    await s.db.insert(roleScope).values({ roleId, scopeId: own!.id, scopeCategory: 1 });
    expect(await keys()).toEqual(['xe.mine']);
    const records = await listed(paramCalls.list, scoped, { paramKey: 'xe.' });
    expect(records.map((r) => r.paramKey)).toEqual(['xe.mine']);
  });

  test('writes a dictionary field as its label, in the caller’s language', async () => {
    const made = await admin.send(postCalls.submit, {
      body: { category: 1, postCode: 'XE01', postName: '导出岗', sort: 1 },
    });
    expect(made.status, made.text).toBe(200);
    const zh = await sheetOf((await exportOf(admin, { source: 'post', filters: { postCode: 'XE01' } })).bytes);
    expect(zh[0]).toEqual(['岗位类型', '岗位编号', '岗位名称', '排序', '创建时间']);
    expect(zh[1]!.slice(0, 4)).toEqual(['高层', 'XE01', '导出岗', '1']);
    const en = await sheetOf((await exportOf(admin, { source: 'post', filters: { postCode: 'XE01' } }, 'en')).bytes);
    expect(en[0]).toEqual(['Post category', 'Post code', 'Post name', 'Order', 'Created at']);
    expect(en[1]![0]).toBe('Senior');
  });

  test('adds the status column of a resource that shows it, as its dictionary label', async () => {
    const made = await admin.send(grayCalls.submit, {
      body: { gray: 'xe-app', versions: '1.0.0', shopList: 'S01' },
    });
    expect(made.status, made.text).toBe(200);
    const rows = await sheetOf((await exportOf(admin, { source: 'gray', filters: { gray: 'xe-app' } })).bytes);
    expect(rows[0]).toEqual(['灰度应用', '灰度版本', '门店列表', '状态', '创建时间']);
    expect(rows[1]!.slice(0, 4)).toEqual(['xe-app', '1.0.0', 'S01', '已停用']);
    const en = await sheetOf((await exportOf(admin, { source: 'gray', filters: { gray: 'xe-app' } }, 'en')).bytes);
    expect(en[0]![3]).toBe('Status');
    expect(en[1]![3]).toBe('Disabled');
  });

  test('writes the several values of a multiple dictionary field as their labels joined', async () => {
    const client = await admin.send(clientCalls.list, { query: { clientId: 'saber' } });
    const stored = String(client.body.data.records[0]!.authorizedGrantTypes);
    const options = await admin.send(dictCalls.dict.dictionary, { query: { code: 'grant_type' } });
    const labels = new Map(options.body.data.map((o) => [o.dictKey, o.dictValue]));
    const expected = stored.split(',').map((key) => labels.get(key) ?? key);
    expect(expected.length).toBeGreaterThan(1);
    expect(
      expected.some((label, i) => label !== stored.split(',')[i]),
      'the dictionary names the grant types',
    ).toBe(true);
    const rows = await sheetOf((await exportOf(admin, { source: 'client', filters: { clientId: 'saber' } })).bytes);
    expect(rows[0]).toEqual(['客户端id', '权限范围', '授权类型', '令牌秒数', '刷新令牌秒数', '创建时间']);
    expect(rows[1]![2]).toBe(expected.join(', '));
  });
});

describe(`excel export refusals on ${databaseKind}`, () => {
  test('refuses an unknown or missing source with a message (400)', async () => {
    const unknown = await exportOf(admin, { source: 'nope', filters: {} });
    expect(unknown.status).toBe(400);
    expect(envelopeOf(unknown).msg).toBe('该列表不支持导出: nope');
    const en = await exportOf(admin, { source: 'nope' }, 'en');
    expect(envelopeOf(en).msg).toBe('This list cannot be exported: nope');
    const missing = await exportOf(admin, { filters: {} });
    expect(missing.status).toBe(400);
    expect(envelopeOf(missing).msg).toBe('请指定要导出的列表');
    const badFilters = await exportOf(admin, { source: 'param', filters: { paramKey: ['a'] } });
    expect(badFilters.status).toBe(400);
  });

  test("refuses without a token (401), and without the list's code (403)", async () => {
    expect((await exportOf(undefined, { source: 'param' })).status).toBe(401);
    const postOnly = await personWith(s, ['post'], { account: 'xe-post' });
    expect((await exportOf(postOnly, { source: 'param', filters: {} })).status).toBe(403);
    expect((await exportOf(postOnly, { source: 'user', filters: {} })).status).toBe(403);
    expect((await exportOf(postOnly, { source: 'post', filters: {} })).status).toBe(200);
    // A list that does not exist is not a permission matter: any signed-in caller is told so.
    const unknown = await exportOf(postOnly, { source: 'nope', filters: {} });
    expect(unknown.status).toBe(400);
    expect(envelopeOf(unknown).msg).toBe('该列表不支持导出: nope');
  });

  test('keeps platform-only lists to the platform administrator, whatever codes a tenant role holds', async () => {
    const tenantBoss = await personWith(s, ['tenant', 'tenant_package', 'client'], {
      tenantId: strangerTenant,
      account: 'xe-all',
    });
    for (const source of ['tenant', 'tenant_package', 'client']) {
      expect((await exportOf(tenantBoss, { source, filters: {} })).status, source).toBe(403);
    }
  });
});

describe(`excel export of hand-built lists on ${databaseKind}`, () => {
  test('user: the users list with its filters, for whoever may open it', async () => {
    for (const [account, realName] of [
      ['xe-u1', '导出用户甲'],
      ['xe-u2', '导出用户乙'],
    ]) {
      const res = await admin.send(userCalls.submit, { body: { account, realName, password: 'Xe#2026pw' } });
      expect(res.status, res.text).toBe(200);
    }
    const reader = await personWith(s, ['user'], { account: 'xe-user-reader' });
    const filters = { realName: '导出用户' };
    const res = await exportOf(reader, { source: 'user', filters });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('用户管理.xlsx')}`);
    const rows = await sheetOf(res.bytes);
    expect(rows[0]).toEqual([
      '登录账号',
      '用户姓名',
      '用户昵称',
      '手机号码',
      '电子邮箱',
      '所属角色',
      '所属部门',
      '账号状态',
      '创建时间',
    ]);
    const records = await listed(userCalls.page, admin, filters);
    expect(records.map((r) => r.account)).toEqual(['xe-u2', 'xe-u1']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[8]])).toEqual(
      records.map((r) => [r.account, r.realName, r.createTime].map(text)),
    );
    expect(res.bytes.toString('latin1')).not.toMatch(/argon2|password/i);
    const sorted = await sheetOf(
      (await exportOf(admin, { source: 'user', filters: { ...filters, ascs: 'account' } })).bytes,
    );
    expect(sorted.slice(1).map((r) => r[0])).toEqual(['xe-u1', 'xe-u2']);
  });

  test('tenant: the tenants list with its filters, for the platform administrator', async () => {
    for (const name of ['导出租户一', '导出租户二']) {
      const res = await admin.send(tenantCalls.submit, {
        body: { tenantName: name, linkman: '联系人', contactNumber: '13900000000' },
      });
      expect(res.status, res.text).toBe(200);
    }
    const filters = { tenantName: '导出租户' };
    const res = await exportOf(admin, { source: 'tenant', filters });
    expect(res.status).toBe(200);
    const rows = await sheetOf(res.bytes);
    expect(rows[0]).toEqual([
      '租户ID',
      '租户名称',
      '联系人',
      '联系电话',
      '账号额度',
      '过期时间',
      '产品包',
      '状态',
      '创建时间',
    ]);
    const records = await listed(tenantCalls.list, admin, filters);
    expect(records).toHaveLength(2);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[7], r[8]])).toEqual(
      records.map((r) => [r.tenantId, r.tenantName, r.linkman, r.contactNumber, r.statusName, r.createTime].map(text)),
    );
    expect(rows[1]![5]).toBe('不限');
    const en = await sheetOf((await exportOf(admin, { source: 'tenant', filters }, 'en')).bytes);
    expect(en[0]![1]).toBe('Tenant name');
  });
});

describe('the streamed writer', () => {
  it('reads the next batch only once the file has caught up with the rows written (memory stays flat)', async () => {
    const batchCount = 40;
    const receivedAtPull: number[] = [];
    let received = 0;
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done();
      },
    });
    async function* batches(): AsyncGenerator<ExportRow[]> {
      for (let b = 0; b < batchCount; b++) {
        receivedAtPull.push(received);
        // Random text compresses poorly, so the file grows with every batch.
        yield Array.from({ length: 1000 }, () => ({ n: randomBytes(24).toString('hex') }));
      }
    }
    const column = { header: { zh: '值', en: 'Value' }, value: (r: ExportRow) => r.n };
    const done = await writeXlsx(
      { lang: 'zh' },
      { title: { zh: '测试', en: 'Test' }, columns: [column], batches: batches() },
      out,
    );
    expect(done).toBe(true);
    // Were rows read ahead of the compression, the uncompressed XML would pile up in memory and the file would
    // arrive only at the end; instead, when batch k is read, all but about the last batch has reached the client.
    const perBatch = received / batchCount;
    receivedAtPull.forEach((bytes, k) => {
      expect(bytes, `bytes received when batch ${k} was read`).toBeGreaterThanOrEqual((k - 2) * perBatch);
    });
  });

  it('stops reading rows once the client has gone away', async () => {
    let read = 0;
    async function* batches(): AsyncGenerator<ExportRow[]> {
      for (let i = 0; i < 1000; i++) {
        read++;
        yield Array.from({ length: 200 }, (_, j) => ({ n: `${i}-${j}`.repeat(20) }));
      }
    }
    const out = new PassThrough();
    // Nobody reads: the buffer fills, the writer waits, then the client goes away.
    const writing = writeXlsx(
      { lang: 'zh' },
      {
        title: { zh: '测试', en: 'Test' },
        columns: [{ header: { zh: '值', en: 'Value' }, value: (r) => r.n }],
        batches: batches(),
      },
      out,
    );
    // The writer waits once the download's buffer is full: the client goes away then, not after a guessed pause.
    await vi.waitFor(
      () => {
        if (!out.writableNeedDrain) throw new Error('the download has not filled up yet');
      },
      { timeout: 10_000, interval: 10 },
    );
    out.destroy();
    expect(await writing).toBe(false);
    expect(read).toBeLessThan(1000);
  });
});
