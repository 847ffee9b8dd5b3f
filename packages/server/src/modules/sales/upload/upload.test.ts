import { type CallDef, ossFileCalls, salesExcelCalls, uploadHisCalls, uploadHisDtlCalls } from '@pharma/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { apiTestOn, pathOf, type Session, sendForm, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { modules } from '../../../../test/helpers/modules.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { whitelistTable } from '../whitelist/whitelist.table.ts';
import { modulesWithUploads, phoneOf, testColumns, testModuleNo, testRows, testWorkbook } from './upload.fixture.ts';
import { uploadHisTable } from './upload.table.ts';
import { uploadHisDtlTable } from './upload-dtl.table.ts';

/**
 * 导入 by module number and 导入记录 (sales-mobile excel/import, excel/exportTemplate, uploadHis, uploadHisDtl), over
 * HTTP, through the test target 901 (the whitelist's template columns, writing sm_whitelist): every row's result a
 * line of the record, the header checked against the template, large files through the download centre's job.
 */
const test = apiTestOn({ captchaEnabled: false }, modulesWithUploads(modules));
let s: TestServer;
let anonymous: Session;
let admin: Session;
let importer: Session;
let reader: Session;
let stranger: Session;
const tenant = '300020';
const strangerTenant = '300021';

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  const codes = ['sm_upload_his', 'sm_upload_his_import', 'sm_upload_his_delete', 'oss_file', 'oss_file_download'];
  await createUser(s.db, { tenantId: tenant, account: 'up-importer', password: 'pw-i', codes });
  importer = await signedIn(s, 'up-importer', 'pw-i', tenant);
  await createUser(s.db, { tenantId: tenant, account: 'up-reader', password: 'pw-r', codes: ['sm_upload_his'] });
  reader = await signedIn(s, 'up-reader', 'pw-r', tenant);
  await createUser(s.db, { tenantId: strangerTenant, account: 'up-other', password: 'pw-o', codes });
  stranger = await signedIn(s, 'up-other', 'pw-o', strangerTenant);
}, 180_000);

interface Upload {
  status: number;
  body: { code: number; success: boolean; msg: string; data: any };
}

async function upload(
  who: Session | undefined,
  file: Buffer,
  query: Record<string, string> = {},
  form: Record<string, string> = {},
  lang: 'zh' | 'en' = 'zh',
): Promise<Upload> {
  // A blank value is left out, as a form that does not name it.
  const sent = Object.fromEntries(
    Object.entries({ moduleNo: String(testModuleNo), ...query }).filter(([, value]) => value !== ''),
  );
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(file)]), 'whitelist.xlsx');
  const res = await sendForm(s, who ?? anonymous, salesExcelCalls.importFile, body, { query: sent, lang });
  return { status: res.status, body: JSON.parse(res.text) };
}

/** A declared file call's bytes (a template, a stored file): `send` reads replies as text. */
async function download(who: Session | undefined, call: CallDef, query: Record<string, string>, lang = 'zh') {
  const url = new URL(pathOf(call), s.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'accept-language': lang };
  if (who?.token) headers['blade-auth'] = `bearer ${who.token}`;
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const template = (
  who: Session | undefined,
  query: Record<string, string>,
  call: CallDef = salesExcelCalls.template,
  lang = 'zh',
) => download(who, call, query, lang);

async function sheets(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text));
    });
    return { name: sheet.name, rows, sheet };
  });
}

const detail = async (who: Session, id: string) => (await who.send(uploadHisCalls.detail, { query: { id } })).body;

/** The record once it left status 0, every state seen on the way. */
async function settled(who: Session, id: string, seen: any[] = []) {
  for (let i = 0; i < 1200; i++) {
    const record = (await detail(who, id)).data;
    seen.push(record);
    if (record.status !== 0) return record;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`upload ${id} did not finish`);
}

async function allLines(who: Session, hisId: string, query: Record<string, string> = {}) {
  const lines: any[] = [];
  for (let current = 1; ; current++) {
    const res = await who.send(uploadHisDtlCalls.list, { query: { hisId, current, size: 200, ...query } });
    expect(res.status, res.text).toBe(200);
    lines.push(...res.body.data.records);
    if (res.body.data.records.length < 200) return { lines, total: res.body.data.total as number };
  }
}

const whitelisted = async (tenantId: string, prefix: string) =>
  Number(
    (
      await s.db
        .select({ n: sql<number>`count(*)` })
        .from(whitelistTable)
        .where(
          and(
            eq(whitelistTable.tenantId, tenantId),
            like(whitelistTable.phone, `${prefix}%`),
            eq(whitelistTable.isDeleted, 0),
          ),
        )
    )[0]!.n,
  );

describe(`the import template by module number on ${databaseKind}`, () => {
  test('has the template’s header, a grey example row and a 说明 sheet in the caller’s language, under both services', async () => {
    for (const call of [salesExcelCalls.template, salesExcelCalls.extensionTemplate]) {
      const zh = await template(importer, { moduleNo: String(testModuleNo) }, call);
      expect(zh.status).toBe(200);
      expect(zh.headers.get('content-type')).toContain('spreadsheetml');
      expect(zh.headers.get('content-disposition')).toContain('template-901.xlsx');
      const [data, notes] = await sheets(zh.bytes);
      expect(data!.rows[0]).toEqual(testColumns.map((c) => `${c.label.zh}${c.required ? '*' : ''}`));
      expect(data!.rows[0]!.slice(0, 2)).toEqual(['手机号*', '姓名*']);
      expect(data!.rows[1]!.slice(0, 2)).toEqual(['13800001001', '张伟']);
      const fill = data!.sheet.getRow(2).getCell(1).fill as ExcelJS.FillPattern;
      expect(fill.fgColor?.argb).toBe('FFD9D9D9');
      expect(notes!.name).toBe('说明');
      expect(notes!.rows[0]).toEqual(['列名', '必填', '填写说明']);
      const post = notes!.rows.find((r) => r[0] === '岗位')!;
      expect(post[2]).toBe('可填:业务员、区域经理、内勤、管理员');
      expect(notes!.rows.find((r) => r[0] === '手机号*')![1]).toBe('是');
    }
    const en = await template(importer, { moduleNo: String(testModuleNo) }, undefined, 'en');
    const [data, notes] = await sheets(en.bytes);
    // The header stays the template's Chinese labels, so a file filled in by anyone imports; the notes are English.
    expect(data!.rows[0]!.slice(0, 2)).toEqual(['手机号*', '姓名*']);
    expect(notes!.name).toBe('Notes');
    expect(notes!.rows.find((r) => r[0] === '岗位')![2]).toBe(
      'One of: 业务员 (Sales rep), 区域经理 (Area manager), 内勤 (Sales assistant), 管理员 (Administrator)',
    );
  });

  test('refuses an unknown, a malformed or a missing module number with a clear message', async () => {
    const unknown = await template(importer, { moduleNo: '999' });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.bytes.toString()).msg).toBe('没有编号为999的导入模板');
    const en = await template(importer, { moduleNo: '999' }, undefined, 'en');
    expect(JSON.parse(en.bytes.toString()).msg).toBe('There is no import template numbered 999');
    const bad = await template(importer, { moduleNo: 'x1' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString()).msg).toBe('导入模板编号(moduleNo)应为数字');
    const missing = await template(importer, {});
    expect(JSON.parse(missing.bytes.toString()).msg).toBe('请选择导入模板(moduleNo)');
  });

  test('gives every registered module number its template, whose header is that target’s', async () => {
    for (const moduleNo of [101, 102, 103, 104, 105, testModuleNo]) {
      const target = s.registry.importTargetOf(moduleNo);
      const res = await template(admin, { moduleNo: String(moduleNo) });
      if (!target) {
        expect(res.status, `${moduleNo}`).toBe(400);
        continue;
      }
      expect(res.status, `${moduleNo}`).toBe(200);
      const [data] = await sheets(res.bytes);
      expect(data!.rows[0]).toEqual(target.columns.map((c) => `${c.label.zh}${c.required ? '*' : ''}`));
    }
  });

  test('needs the import code of the module’s screen (401 without a token, 403 without the code)', async () => {
    expect((await template(undefined, { moduleNo: String(testModuleNo) })).status).toBe(401);
    expect((await template(reader, { moduleNo: String(testModuleNo) })).status).toBe(403);
    expect((await template(reader, {})).status).toBe(403);
  });
});

describe(`uploads by module number on ${databaseKind}`, () => {
  test('imports 10,000 rows with 300 bad ones: exactly those 300 recorded with their reasons, the rest written; again, nothing doubles', async () => {
    const bad = new Set(Array.from({ length: 300 }, (_, i) => 17 + i * 33));
    const file = await testWorkbook(testRows(10_000, bad, 0));
    const first = await upload(importer, file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const queued = first.body.data;
    // Over the download centre's threshold (5,000 rows): a job; the record says processing and shows its progress.
    expect(queued).toMatchObject({ status: 0, moduleNo: testModuleNo, fileName: 'whitelist.xlsx' });
    expect(queued.batchNo).toMatch(/^DR\d{8}\d{4}$/);
    expect(queued.ossFileId).toBeTruthy();
    const seen: any[] = [];
    const done = await settled(importer, queued.id, seen);
    expect(done).toMatchObject({ status: 2, totalCount: 10_000, successCount: 9_700, failCount: 300 });
    expect(done.endTime).toBeTruthy();
    // Whatever the polls caught while it ran was consistent: never more rows done than the file holds.
    for (const r of seen.filter((x) => x.status === 0))
      expect(r.successCount + r.failCount).toBeLessThanOrEqual(10_000);

    const failed = await allLines(importer, queued.id, { result: '0' });
    expect(failed.total).toBe(300);
    const badRows = [...bad].map((i) => i + 2);
    expect(failed.lines.map((l) => l.rowNo)).toEqual(badRows);
    const reasons = ['手机号格式错误', '请输入姓名', '有效期起应为 yyyy-MM-dd'];
    failed.lines.forEach((line, k) => {
      expect(line.result).toBe(0);
      expect(line.errorMsg).toBe(k % 4 === 3 ? `与第${line.rowNo - 1}行重复` : reasons[k % 4]);
    });
    const ok = await importer.send(uploadHisDtlCalls.list, { query: { hisId: queued.id, result: '1', size: 5 } });
    expect(ok.body.data.total).toBe(9_700);
    expect(ok.body.data.records[0]).toMatchObject({ rowNo: 2, result: 1, errorMsg: '新增', businessKey: phoneOf(0) });
    expect(JSON.parse(String(ok.body.data.records[0]!.rowData))).toMatchObject({
      手机号: phoneOf(0),
      姓名: '导入0',
      岗位: '业务员',
    });
    expect(ok.body.data.records[0]!.targetId).toBeTruthy();
    expect(await whitelisted(tenant, '139')).toBe(9_700);
    // The download centre's record of the job: done, with the counts.
    const record = await importer.send(ossFileCalls.detail, { query: { id: queued.ossFileId } });
    expect(record.body.data).toMatchObject({
      kind: 'import',
      status: 'done',
      total: 10_000,
      done: 10_000,
      failed: 300,
    });

    const again = await upload(importer, file);
    const second = await settled(importer, again.body.data.id);
    expect(second).toMatchObject({ status: 2, totalCount: 10_000, successCount: 9_700, failCount: 300 });
    expect(second.batchNo).not.toBe(queued.batchNo);
    expect(await whitelisted(tenant, '139')).toBe(9_700);
    const updated = await allLines(importer, String(second.id), { result: '1' });
    expect(updated.total).toBe(9_700);
    expect(updated.lines.every((l) => l.errorMsg === '已更新')).toBe(true);
  }, 600_000);

  test('imports a small file at once, keeps its results workbook, which comes back fixed and imports again', async () => {
    const rows = testRows(1_200, new Set([5, 700]), 50_000);
    const res = await upload(importer, await testWorkbook(rows));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = res.body.data;
    expect(record).toMatchObject({ status: 2, totalCount: 1_200, successCount: 1_198, failCount: 2 });
    expect(record.operatorName).toBe('up-importer');
    const stored = await download(importer, ossFileCalls.download, { id: String(record.ossFileId) });
    expect(stored.status).toBe(200);
    const bytes = stored.bytes;
    const [results] = await sheets(bytes);
    expect(results!.rows[0]).toEqual([...testColumns.map((c) => `${c.label.zh}${c.required ? '*' : ''}`), '错误原因']);
    expect(results!.rows).toHaveLength(1_201);
    // Data row i is the sheet's row i + 2, the results' line i + 1.
    expect(results!.rows[6]![9]).toBe('手机号格式错误');
    expect(results!.rows[701]![1]).toBe('');
    expect(results!.rows[701]![9]).toBe('请输入姓名');
    expect(results!.rows[3]![9] ?? '').toBe('');

    // The two bad rows fixed in the results workbook itself (its 错误原因 column is not data): all in now.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(7).getCell(1).value = phoneOf(60_000);
    sheet.getRow(702).getCell(2).value = '补上姓名';
    const fixed = await upload(importer, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(fixed.body.data).toMatchObject({ status: 1, totalCount: 1_200, successCount: 1_200, failCount: 0 });
  }, 120_000);

  test('records a file that is not the template as invalid (status 4), with the reason and no lines', async () => {
    const header = testColumns.map((c) => c.label.zh);
    const cases: Array<[Buffer, string]> = [
      [await testWorkbook(testRows(3), [...header.slice(1), header[0]!]), '文件表头与导入模板不一致'],
      [await testWorkbook(testRows(3), ['Mobile', 'Name']), '文件表头与导入模板不一致'],
      [await testWorkbook(testRows(3), [...header, '多余的列']), '文件表头与导入模板不一致'],
      [await testWorkbook([]), '文件没有可导入的数据行'],
      [Buffer.from('手机号,姓名\n13800000000,张三\n'), '导入文件必须是 xlsx 格式的 Excel 文件'],
    ];
    for (const [file, reason] of cases) {
      const res = await upload(importer, file);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ status: 4, totalCount: 0, successCount: 0, failCount: 0 });
      expect(res.body.data.errorMsg).toContain(reason);
      const lines = await s.db.select().from(uploadHisDtlTable).where(eq(uploadHisDtlTable.hisId, res.body.data.id));
      expect(lines).toEqual([]);
    }
    const en = await upload(importer, await testWorkbook(testRows(1), ['Mobile']), {}, {}, 'en');
    expect(en.body.data.errorMsg).toBe(
      'The header row does not match the import template; it should be: 手机号*,姓名*,工号,部门,岗位,货主编码(多个用逗号),有效期起,有效期止,备注 (use the downloaded template)',
    );
  });

  test('skips the example row left as it is, and accepts the star-less header and the number in the form', async () => {
    const example = testColumns.map((c) => c.example ?? '');
    const file = await testWorkbook(
      [example, ...testRows(2, new Set(), 70_000)],
      testColumns.map((c) => c.label.zh),
    );
    const res = await upload(importer, file, { moduleNo: '' }, { moduleNo: String(testModuleNo) });
    expect(res.body.data).toMatchObject({ status: 1, totalCount: 2, successCount: 2 });
    const { lines } = await allLines(importer, res.body.data.id);
    expect(lines.map((l) => l.rowNo)).toEqual([3, 4]);
  });

  test('refuses bad requests with clear messages', async () => {
    const file = await testWorkbook(testRows(1));
    const unknown = await upload(importer, file, { moduleNo: '999' });
    expect(unknown.body).toMatchObject({ success: false, msg: '没有编号为999的导入模板' });
    const none = await upload(importer, file, { moduleNo: '' });
    expect(none.body).toMatchObject({ success: false, msg: '请选择导入模板(moduleNo)' });
    const shipper = await upload(importer, file, { shipperId: 'abc' });
    expect(shipper.body).toMatchObject({ success: false, msg: '货主编号不正确' });
    const json = await importer.send(salesExcelCalls.importFile, { query: { moduleNo: testModuleNo }, body: {} });
    expect(json.body).toMatchObject({ success: false, msg: '请选择要导入的 Excel 文件(字段 file)' });
    const form = new FormData();
    form.append('moduleNo', String(testModuleNo));
    const noFile = await sendForm(s, importer, salesExcelCalls.importFile, form, { query: { moduleNo: testModuleNo } });
    expect((noFile.body as { msg: string }).msg).toBe('请选择要导入的 Excel 文件(字段 file)');
  });

  test('refuses without a token (401) or without the module’s import code (403), whichever way the number comes', async () => {
    const file = await testWorkbook(testRows(1, new Set(), 80_000));
    expect((await upload(undefined, file)).status).toBe(401);
    expect((await upload(reader, file)).status).toBe(403);
    expect((await upload(reader, file, { moduleNo: '' }, { moduleNo: String(testModuleNo) })).status).toBe(403);
    expect(await whitelisted(tenant, phoneOf(80_000))).toBe(0);
  });
});

describe(`导入记录 on ${databaseKind}`, () => {
  test('lists uploads newest first with filters, shows one, and removes only finished ones', async () => {
    const a = (await upload(importer, await testWorkbook(testRows(2, new Set(), 90_000)))).body.data;
    const b = (await upload(importer, await testWorkbook([]))).body.data;
    const list = await reader.send(uploadHisCalls.list, { query: { size: 100 } });
    expect(list.status).toBe(200);
    const ids = list.body.data.records.map((r: any) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const byStatus = await reader.send(uploadHisCalls.list, { query: { status: 4, size: 100 } });
    expect(byStatus.body.data.records.every((r: any) => r.status === 4)).toBe(true);
    expect(byStatus.body.data.records.map((r: any) => r.id)).toContain(b.id);
    const byBatch = await reader.send(uploadHisCalls.list, { query: { batchNo: a.batchNo } });
    expect(byBatch.body.data.records.map((r: any) => r.id)).toEqual([a.id]);
    const byModule = await reader.send(uploadHisCalls.list, { query: { moduleNo: 101, size: 100 } });
    expect(byModule.body.data.records.map((r: any) => r.id)).not.toContain(a.id);
    const later = await reader.send(uploadHisCalls.list, { query: { createTime_dategt: '2099-01-01 00:00:00' } });
    expect(later.body.data.total).toBe(0);
    const badDate = await reader.send(uploadHisCalls.list, { query: { createTime_dategt: 'soon' } });
    expect(badDate.status).toBe(400);

    // The daily sequence of the tenant: consecutive numbers.
    expect(Number(b.batchNo.slice(-4))).toBe(Number(a.batchNo.slice(-4)) + 1);

    const [running] = await s.db
      .insert(uploadHisTable)
      .values({ tenantId: tenant, batchNo: 'DR000000009999', moduleNo: testModuleNo, status: 0, fileName: 'x.xlsx' })
      .returning({ id: uploadHisTable.id });
    const refused = await importer.send(uploadHisCalls.remove, { query: { ids: `${running!.id},${a.id}` } });
    expect(refused.body).toMatchObject({ success: false, msg: '处理中的导入不能删除,请等它结束' });
    expect((await detail(importer, a.id)).success).toBe(true);
    const removed = await importer.send(uploadHisCalls.remove, { query: { ids: a.id } });
    expect(removed.body).toMatchObject({ success: true, data: 1 });
    expect((await detail(importer, a.id)).success).toBe(false);
    const lines = await importer.send(uploadHisDtlCalls.list, { query: { hisId: a.id } });
    expect(lines.status).toBe(404);
    expect((await reader.send(uploadHisCalls.remove, { query: { ids: b.id } })).status).toBe(403);
  });

  test('lists an upload’s rows in row order, filtered by result and key; hisId is required', async () => {
    const rows = testRows(6, new Set([2]), 95_000);
    const his = (await upload(importer, await testWorkbook(rows))).body.data;
    const all = await allLines(reader, his.id);
    expect(all.lines.map((l) => l.rowNo)).toEqual([2, 3, 4, 5, 6, 7]);
    const failed = await allLines(reader, his.id, { result: '0' });
    expect(failed.lines.map((l) => [l.rowNo, l.errorMsg])).toEqual([[4, '手机号格式错误']]);
    const key = await allLines(reader, his.id, { businessKey: phoneOf(95_004) });
    expect(key.lines.map((l) => l.rowNo)).toEqual([6]);
    const none = await reader.send(uploadHisDtlCalls.list, { query: {} });
    expect(none.body).toMatchObject({ success: false, msg: '请指定导入记录(hisId)' });
    const bad = await reader.send(uploadHisDtlCalls.list, { query: { hisId: 'x' } });
    expect(bad.status).toBe(400);
  });

  test('keeps another tenant out: its list, detail, rows and remove see none of this tenant’s uploads', async () => {
    const his = (await upload(importer, await testWorkbook(testRows(1, new Set(), 97_000)))).body.data;
    const list = await stranger.send(uploadHisCalls.list, { query: { size: 200 } });
    expect(list.body.data.records.map((r: any) => r.id)).not.toContain(his.id);
    expect((await detail(stranger, his.id)).success).toBe(false);
    expect((await stranger.send(uploadHisDtlCalls.list, { query: { hisId: his.id } })).status).toBe(404);
    const removed = await stranger.send(uploadHisCalls.remove, { query: { ids: his.id } });
    expect(removed.body.success).toBe(false);
    expect((await detail(importer, his.id)).success).toBe(true);
    // Its own upload of the same phone is its own row: the first tenant's stays as it was.
    const own = await upload(stranger, await testWorkbook(testRows(1, new Set(), 97_000)));
    expect(own.body.data).toMatchObject({ status: 1, successCount: 1 });
    expect(await whitelisted(tenant, phoneOf(97_000))).toBe(1);
    expect(await whitelisted(strangerTenant, phoneOf(97_000))).toBe(1);
    // The platform administrator sees every tenant's uploads.
    const all = await admin.send(uploadHisCalls.list, { query: { size: 200 } });
    expect(all.body.data.records.map((r: any) => r.id)).toContain(his.id);
  });

  test('refuses without a token (401) or without the screen’s code (403)', async () => {
    await createUser(s.db, { tenantId: tenant, account: 'up-nobody', password: 'pw-n', codes: [] });
    const nobody = await signedIn(s, 'up-nobody', 'pw-n', tenant);
    for (const call of [uploadHisCalls.list, uploadHisDtlCalls.list]) {
      expect((await anonymous.send(call)).status).toBe(401);
      expect((await nobody.send(call, { query: { hisId: '1' } })).status).toBe(403);
    }
  });
});
