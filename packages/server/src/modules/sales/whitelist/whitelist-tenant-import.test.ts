import { salesExcelCalls, uploadHisDtlCalls, whitelistCalls } from '@pharma/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf, type Session, sendForm } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { newDept } from '../../../../test/helpers/fixtures.ts';
import { formatTime } from '../../../platform/time.ts';
import { type ExtensionServer, startExtensionServer } from './extension-server.fixture.ts';

/**
 * The whitelist's import (101) over HTTP on ${databaseKind}, as the platform administrator and a tenant's manager
 * use it: the administrator names the tenant the rows go to (and whose template they download), anyone else imports
 * into their own tenant whatever they send; the template's example row is valid where it was downloaded (that
 * tenant's shipper codes and a department, a validity from today), so a row filled in as it shows imports; a bad
 * row fails alone, with its reason.
 */
let s: ExtensionServer;
let manager: Session;

beforeAll(async () => {
  s = await startExtensionServer();
  await s.shipper('100001', 'HDKY');
  await s.shipper('100001', 'XJZT');
  await s.shipper('200001', 'FRGN');
  await newDept(s.db, { tenantId: '200001', name: '西南销售部' });
  manager = await s.userWith('200001', 'imp-200001', ['sm_whitelist', 'sm_whitelist_import']);
}, 300_000);
afterAll(async () => s?.close());

async function template(token: Session, query: Record<string, string>) {
  // The template is a file, read as the browser's download reads it.
  const url = new URL(pathOf(salesExcelCalls.template), s.url);
  for (const [k, v] of Object.entries({ moduleNo: '101', ...query })) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { 'blade-auth': `bearer ${token.token}`, 'accept-language': 'zh' } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await res.arrayBuffer()) as never);
  return book;
}

async function upload(token: Session, book: ExcelJS.Workbook, form: Record<string, string> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'whitelist.xlsx');
  // The module number in the query, as the console sends it: the guard checks its screen's import code from there.
  const res = await sendForm(s, token, salesExcelCalls.importFile, body, { query: { moduleNo: '101' } });
  return { status: res.status, body: res.body as any };
}

const example = (book: ExcelJS.Workbook) =>
  (book.worksheets[0]!.getRow(2).values as unknown[]).slice(1).map((v) => String(v ?? ''));

const phones = async (token: Session, tenantId?: string) =>
  (
    await token.send(whitelistCalls.list, { query: { size: '100', ...(tenantId ? { tenantId } : {}) } })
  ).body.data.records.map((r) => `${r.tenantId} ${r.phone}`);

describe(`the whitelist import into a chosen tenant on ${databaseKind}`, () => {
  test('gives each tenant a template whose example row holds its own codes and a validity from today', async () => {
    const today = formatTime(new Date(), 'Asia/Shanghai').slice(0, 10);
    const forChukang = example(await template(s.admin, { tenantId: '100001' }));
    expect(forChukang[5]).toBe('HDKY,XJZT');
    expect(forChukang[6]).toBe(today);
    expect(forChukang[7]! > today).toBe(true);
    const own = example(await template(manager, { tenantId: '100001' }));
    // The manager of 200001 asks for 100001's in vain: their own tenant's example.
    expect(['西南销售部', '部门-imp-200001']).toContain(own[3]);
    expect(own[5]).toBe('FRGN');
  });

  test('imports the platform administrator’s rows into the tenant they chose; a bad row fails alone', async () => {
    const book = await template(s.admin, { tenantId: '100001' });
    const sheet = book.worksheets[0]!;
    const [, , , , post, codes, from, to] = example(book);
    // Filled in as the example shows, under it; and one row naming a shipper the tenant does not have.
    sheet.addRow(['13800005101', '照例填写', 'CK5101', '', post, codes, from, to, '']);
    sheet.addRow(['13800005102', '错的货主', '', '', post, 'FRGN', from, to, '']);
    const res = await upload(s.admin, book, { tenantId: '100001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ tenantId: '100001', totalCount: 2, successCount: 1, failCount: 1 });
    const rows = await s.admin.send(uploadHisDtlCalls.list, { query: { hisId: res.body.data.id, tenantId: '100001' } });
    const failed = rows.body.data.records.find((r) => Number(r.result) === 0);
    expect(failed).toMatchObject({ rowNo: 4 });
    expect(failed?.errorMsg).toContain('FRGN');
    expect(await phones(s.admin, '100001')).toContain('100001 13800005101');
    expect(await phones(s.admin, '000000')).not.toContain('000000 13800005101');
  });

  test('imports anyone else’s rows into their own tenant, whatever tenant they name', async () => {
    const book = await template(manager, {});
    const [, , , dept, post, codes, from, to] = example(book);
    book.worksheets[0]!.addRow(['13800005201', '本租户', '', dept, post, codes, from, to, '']);
    const res = await upload(manager, book, { tenantId: '100001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ tenantId: '200001', successCount: 1, failCount: 0 });
    expect(await phones(manager)).toEqual(['200001 13800005201']);
  });

  test('refuses a tenant that does not exist', async () => {
    const res = await upload(s.admin, await template(s.admin, {}), { tenantId: '999999' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('租户不存在或已被删除');
  });
});
