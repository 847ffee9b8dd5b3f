import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { exportCall, ossConfigCalls, ossFileCalls, userExcelCalls } from '@pharma/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect } from 'vitest';
import { apiTest, pathOf, personWith, rowsOf, type Session, sendForm } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { s3Credentials, startS3, type TestS3 } from '../../../../test/helpers/s3.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import type { ExportRow } from '../../../platform/excel/sources.ts';
import { ossFileTable } from './oss-file.table.ts';
import { expireQueue } from './stored-file.ts';

/**
 * 下载中心 and background exports: a large export (above 参数 export.backgroundRows) or one asked for runs as a job,
 * reports its progress, lands in the tenant's storage (the server's folder or S3), downloads for its owner only,
 * can be cancelled, and expires.
 */
let s: TestServer;
let s3: TestS3;
const test = apiTest({ captchaEnabled: false });
let admin: Session;
let other: Session;
const bulkParams = 1500;

interface Download {
  status: number;
  type: string;
  bytes: Buffer;
}

/** A call whose reply may be a file: its bytes and type, as the browser's download reads them. */
async function post(token: Session, path: string, body: unknown, lang = 'zh'): Promise<Download> {
  const res = await fetch(new URL(path, s.url), {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${token.token}`, 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

const exportOf = (token: Session, body: unknown, lang?: string) => post(token, pathOf(exportCall), body, lang);
const json = (d: Download) =>
  JSON.parse(d.bytes.toString()) as { code: number; success: boolean; msg: string; data: any };

async function download(token: Session, id: string) {
  const res = await fetch(new URL(`${pathOf(ossFileCalls.download)}?id=${id}`, s.url), {
    headers: { 'blade-auth': `bearer ${token.token}` },
  });
  return {
    status: res.status,
    disposition: res.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function sheetRowCount(bytes: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!.actualRowCount;
}

const detail = async (token: Session, id: string) => (await token.send(ossFileCalls.detail, { query: { id } })).body;

/** Waits until the record leaves queued and running (a job of this server's queue finishes it). */
async function settled(token: Session, id: string, seen: Array<{ done: number; total: number }> = []) {
  for (let i = 0; i < 600; i++) {
    const record = (await detail(token, id)).data;
    seen.push({ done: record.done, total: record.total });
    if (record.status !== 'queued' && record.status !== 'running') return record;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not finish`);
}

/** Rows of another module's table, read by SQL (a module's tests reach another module only through the API). */
const countOf = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: unknown }>(s.db, query))[0]!.n);
const paramCount = () => countOf(sql`select count(*) as n from blade_param where is_deleted = 0`);

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  s3 = await startS3('downloads');
  admin = platformAdmin;
  other = await personWith(server, ['param']);
  await s.db.execute(sql`insert into blade_param (tenant_id, param_name, param_key, param_value)
    select '000000', '批量参数 ' || g, 'bulk.param' || g, g::text from generate_series(1, ${bulkParams}::int) g`);
  await s.db.execute(sql`insert into blade_param (tenant_id, param_name, param_key, param_value)
    values ('000000', '后台导出行数', 'export.backgroundRows', '1000')`);
  // A list that yields a batch every 50 ms for as long as it is read: an export that is still running when cancelled.
  s.registry.addExportSource({
    name: 'slow-test',
    title: { zh: '慢列表', en: 'Slow list' },
    permission: 'param',
    async open() {
      async function* batches(): AsyncGenerator<ExportRow[]> {
        for (let i = 0; i < 2000; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          yield Array.from({ length: 10 }, (_, j) => ({ n: i * 10 + j }));
        }
      }
      return { columns: [{ header: { zh: '序号', en: 'No.' }, value: (row) => row.n }], batches: batches() };
    },
    async count() {
      return 20_000;
    },
  });
});
afterAll(async () => {
  await s3?.close();
});

describe(`the download centre on ${databaseKind}`, () => {
  test('keeps a small export immediate: the file is the reply', async () => {
    const res = await exportOf(admin, { source: 'tenant' });
    expect(res.status).toBe(200);
    expect(res.type).toContain('spreadsheetml');
  });

  test('runs a list above the threshold in the background: progress, the file, its rows, for its owner', async () => {
    const res = await exportOf(admin, { source: 'param' });
    expect(res.type).toContain('application/json');
    const reply = json(res);
    expect(reply).toMatchObject({ code: 200, success: true, data: { background: true } });
    expect(reply.msg).toBe('数据较多, 已转入后台导出, 完成后可在下载中心下载');
    const id = reply.data.ossFileId as string;

    const record = await settled(admin, id);
    const rows = await paramCount();
    expect(record).toMatchObject({
      kind: 'export',
      source: 'param',
      status: 'done',
      total: rows,
      done: rows,
      error: '',
    });
    expect(record.name).toMatch(/^参数管理-\d{14}\.xlsx$/);
    expect(record.expireTime).not.toBe('');
    expect(record.downloadTime).toBe('');

    const fresh = async () =>
      (await admin.send(ossFileCalls.list, { query: { fresh: '1' } })).body.data.records.map(
        (r: { id: string }) => r.id,
      );
    expect(await fresh()).toContain(id);
    const file = await download(admin, id);
    expect(file.status).toBe(200);
    expect(await fresh()).not.toContain(id);
    expect(file.disposition).toContain(encodeURIComponent(record.name));
    expect(file.bytes.length).toBe(record.fileSize);
    expect(await sheetRowCount(file.bytes)).toBe(rows + 1);
    expect((await detail(admin, id)).data.downloadTime).not.toBe('');

    const listed = (await admin.send(ossFileCalls.list, { query: { status: 'done' } })).body.data;
    expect(listed.records.map((r: { id: string }) => r.id)).toContain(id);

    // Another user of the same tenant, even one who may export the same list, sees none of it.
    expect((await other.send(ossFileCalls.list)).body.data.total).toBe(0);
    const theirs = await other.send(ossFileCalls.detail, { query: { id } });
    expect(theirs.body).toMatchObject({ success: false, msg: '下载记录不存在' });
    expect((await download(other, id)).status).toBe(404);
    expect((await other.send(ossFileCalls.cancel, { query: { id } })).status).toBe(404);
    expect((await other.send(ossFileCalls.remove, { query: { ids: id } })).status).toBe(404);
    expect((await download(admin, id)).status).toBe(200);
  });

  test('exports in the background on request, whatever the size', async () => {
    const reply = json(await exportOf(admin, { source: 'tenant', background: true }, 'en'));
    expect(reply.msg).toMatch(/runs in the background/);
    const record = await settled(admin, reply.data.ossFileId);
    expect(record.status).toBe('done');
    expect(record.name).toMatch(/^Tenants-\d{14}\.xlsx$/);
    expect(await sheetRowCount((await download(admin, record.id)).bytes)).toBe(record.total + 1);
  });

  test('stops a running export when its owner cancels it: no file, the record says cancelled', async () => {
    const id = json(await exportOf(admin, { source: 'slow-test', background: true })).data.ossFileId as string;
    const seen: Array<{ done: number; total: number }> = [];
    for (let i = 0; i < 100; i++) {
      const record = (await detail(admin, id)).data;
      seen.push(record);
      if (record.status === 'running' && record.done > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const running = seen.at(-1)!;
    expect(running).toMatchObject({ status: 'running', total: 20_000 });
    expect(running.done).toBeGreaterThan(0);
    expect(running.done).toBeLessThan(20_000);

    const cancelled = await admin.send(ossFileCalls.cancel, { query: { id } });
    expect(cancelled.body).toMatchObject({ success: true });
    const again = await admin.send(ossFileCalls.cancel, { query: { id } });
    expect(again.body).toMatchObject({ success: false, msg: '只能取消排队中或进行中的任务' });
    // The job stops at its next progress write and leaves the record as it is.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const [row] = await s.db.select().from(ossFileTable).where(eq(ossFileTable.id, id));
    expect(row).toMatchObject({ state: 'cancelled', objectKey: null });
    expect((await download(admin, id)).status).toBe(400);
  });

  test('expires: past its expiry the file reads as expired, is refused, and the expiry job removes it', async () => {
    const id = json(await exportOf(admin, { source: 'tenant', background: true })).data.ossFileId as string;
    const record = await settled(admin, id);
    expect(record.status).toBe('done');
    await s.db
      .update(ossFileTable)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(ossFileTable.id, id));
    expect((await detail(admin, id)).data.status).toBe('expired');
    const refused = await download(admin, id);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.bytes.toString()).msg).toBe('文件已过期, 请重新导出');
    const expiredList = (await admin.send(ossFileCalls.list, { query: { status: 'expired' } })).body.data;
    expect(expiredList.records.map((r: { id: string }) => r.id)).toContain(id);

    const [before] = await s.db.select().from(ossFileTable).where(eq(ossFileTable.id, id));
    const me = { tenantId: '000000', userId: before!.userId, account: 'admin' };
    await s.jobs.send(me, expireQueue, { fileId: id });
    for (let i = 0; i < 100; i++) {
      const [row] = await s.db.select().from(ossFileTable).where(eq(ossFileTable.id, id));
      if (row?.state === 'expired') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [after] = await s.db.select().from(ossFileTable).where(eq(ossFileTable.id, id));
    expect(after).toMatchObject({ state: 'expired', objectKey: null });
  });

  test('puts the file in the tenant’s enabled S3 store and removes it from there with the record', async () => {
    const saved = await admin.send(ossConfigCalls.submit, {
      body: {
        category: 5,
        ossCode: 'downloads-s3',
        endpoint: s3.endpoint,
        bucketName: s3.bucket,
        accessKey: s3Credentials.accessKey,
        secretKey: s3Credentials.secretKey,
      },
    });
    expect(saved.body.success).toBe(true);
    await admin.send(ossConfigCalls.enable, { query: { id: saved.body.data.id } });
    try {
      const id = json(await exportOf(admin, { source: 'tenant', background: true })).data.ossFileId as string;
      const record = await settled(admin, id);
      expect(record.status).toBe('done');
      const [row] = await s.db.select().from(ossFileTable).where(eq(ossFileTable.id, id));
      expect(row!.ossCode).toBe('downloads-s3');
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: s3Credentials.accessKey, secretAccessKey: s3Credentials.secretKey },
      });
      const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row!.objectKey! }));
      const bytes = Buffer.from(await stored.Body!.transformToByteArray());
      expect((await download(admin, id)).bytes.equals(bytes)).toBe(true);

      expect((await admin.send(ossFileCalls.remove, { query: { ids: id } })).body.success).toBe(true);
      await expect(client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row!.objectKey! }))).rejects.toThrow();
      expect((await detail(admin, id)).success).toBe(false);
      client.destroy();
    } finally {
      await admin.send(ossConfigCalls.remove, { query: { ids: saved.body.data.id } });
    }
  });

  test('refuses bad input with a clear message', async () => {
    const status = await admin.send(ossFileCalls.list, { query: { status: 'lost' } });
    expect(status.body).toMatchObject({ success: false, msg: '文件状态不正确' });
    const id = await admin.send(ossFileCalls.detail, { query: { id: 'abc' } });
    expect(id.body).toMatchObject({ success: false, msg: '文件编号不正确' });
    const background = json(await exportOf(admin, { source: 'param', background: 'yes' }));
    expect(background).toMatchObject({ success: false, msg: 'background 只能是 true 或 false' });
  });
});

/** A users file: the template's two required columns, then the rows. */
async function usersFile(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow(['登录账号', '用户姓名']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importUsers(token: Session, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
  const res = await sendForm(s, token, userExcelCalls.importUsers, form);
  return res.body as { success: boolean; msg: string; data: any };
}

async function resultsOf(token: Session, id: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await download(token, id)).bytes as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push([1, 2, 3, 4].map((i) => row.getCell(i).text));
  });
  return rows;
}

const usersLike = (prefix: string) =>
  countOf(sql`select count(*) as n from blade_user where account like ${`${prefix}%`} and is_deleted = 0`);

describe(`imports through the download centre on ${databaseKind}`, () => {
  test('reports exactly the bad rows, keeps every row’s result as a file, and adds nothing on a second run', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => [`imp3-${i}`, `导入${i}`]);
    rows[2] = ['bad account!', '坏账号'];
    rows[5] = ['imp3-5', ''];
    rows[8] = ['imp3-1', '重复'];
    const file = await usersFile(rows);
    const first = await importUsers(admin, file);
    expect(first.data).toMatchObject({ total: 10, succeeded: 7, failed: 3 });
    const failed = first.data.rows.filter((r: { success: boolean }) => !r.success);
    expect(failed.map((r: { row: number }) => r.row)).toEqual([4, 7, 10]);
    expect(failed[2].msg).toBe('账号与第3行重复');
    expect(await usersLike('imp3-')).toBe(7);

    const record = (await detail(admin, first.data.ossFileId)).data;
    expect(record).toMatchObject({ kind: 'import', source: 'user', status: 'done', total: 10, done: 10, failed: 3 });
    const sheet = await resultsOf(admin, record.id);
    expect(sheet[0]).toEqual(['行号', '标识', '结果', '说明']);
    expect(sheet.filter((r) => r[2] === '失败').map((r) => r[0])).toEqual(['4', '7', '10']);
    expect(sheet).toHaveLength(11);

    const again = await importUsers(admin, file);
    expect(again.data).toMatchObject({ total: 10, succeeded: 0, failed: 10 });
    expect(again.data.rows[0].msg).toBe('账号已存在,已跳过');
    expect(await usersLike('imp3-')).toBe(7);
  });

  test('imports a file above the threshold in the background, with progress and a results file', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [`bgimp-${i}`, `后台${i}`]);
    rows[100] = ['', '无账号'];
    rows[700] = ['bgimp-7', '重复'];
    const reply = await importUsers(admin, await usersFile(rows));
    expect(reply).toMatchObject({ success: true, data: { background: true, total: 1200, rows: [] } });
    expect(reply.msg).toBe('数据较多, 已转入后台导入, 可在下载中心查看进度和每行结果');
    const seen: Array<{ done: number; total: number }> = [];
    const record = await settled(admin, reply.data.ossFileId, seen);
    expect(record).toMatchObject({ kind: 'import', status: 'done', total: 1200, done: 1200, failed: 2 });
    expect(seen[0]!.total).toBe(1200);
    expect(await usersLike('bgimp-')).toBe(1198);
    const sheet = await resultsOf(admin, record.id);
    expect(sheet).toHaveLength(1201);
    expect(sheet.filter((r) => r[2] === '失败').map((r) => r[0])).toEqual(['102', '702']);
    // The uploaded file itself is not kept once its rows are in.
    const [row] = await s.db.select().from(ossFileTable).where(eq(ossFileTable.id, record.id));
    expect((row!.request as { upload: { key: string } }).upload.key).not.toBe(row!.objectKey);
  });
});
