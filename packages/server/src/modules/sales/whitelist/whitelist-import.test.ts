import { whitelistCalls } from '@pharma/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { newDept } from '../../../../test/helpers/fixtures.ts';
import type { Ctx } from '../../../platform/context.ts';
import { readSheet, runImport } from '../../../platform/excel/import.ts';
import { templateWorkbook } from '../../../platform/excel/template.ts';
import { type ExtensionServer, startExtensionServer } from './extension-server.fixture.ts';
import { whitelistImportTarget } from './whitelist.import.ts';

/**
 * Template 101 白名单 through the one import path (runImport) on ${databaseKind}: the template's headers read, every
 * row checked (phone, name, department, post, shippers, dates, a phone repeated in the file), good rows upserted by
 * phone, and a second run of the same file adding nothing.
 */
let s: ExtensionServer;
let ctx: Ctx;
let hdky: string;
let xjzt: string;

beforeAll(async () => {
  s = await startExtensionServer();
  const { userId } = await s.userWith('100001', 'imp-manager', ['sm_whitelist']);
  hdky = await s.shipper('100001', 'HDKY');
  xjzt = await s.shipper('100001', 'XJZT');
  await s.shipper('200001', 'FRGN');
  await newDept(s.db, { tenantId: '100001', name: '华东一区' });
  await newDept(s.db, { tenantId: '100001', name: '重名部' });
  await newDept(s.db, { tenantId: '100001', name: '重名部' });
  ctx = {
    db: s.db,
    registry: s.registry,
    tenantId: '100001',
    userId,
    account: 'imp-manager',
    deptIds: [],
    roleIds: [],
    permissions: new Set(),
    dataScopes: [],
    isAdministrator: false,
    lang: 'zh',
    timeZone: 'Asia/Shanghai',
  } as unknown as Ctx;
}, 300_000);
afterAll(async () => s?.close());

const header = ['手机号*', '姓名*', '工号', '部门', '岗位', '货主编码(多个用逗号)', '有效期起', '有效期止', '备注'];

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('白名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A filled-in template, read as the sales upload reads it (its header must be the template's), then imported. */
const importFile = async (file: Buffer, asCtx: Ctx = ctx, header: 'template' | 'named' = 'template') =>
  runImport(asCtx, whitelistImportTarget, await readSheet(file, whitelistImportTarget.columns, 200_000, header), {});

describe(`the whitelist import (101) on ${databaseKind}`, () => {
  test('has the template of docs/domain.md §3.10: its headers, an example row that is skipped, dictionary notes', async () => {
    const bytes = await templateWorkbook(ctx, whitelistImportTarget, '白名单');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as never);
    const [sheet, notes] = book.worksheets;
    expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    expect(notes!.getRow(6).getCell(3).text).toContain('业务员、区域经理、内勤、管理员');
    // Filled in under the example row, which stays as it was.
    sheet!.addRow(['13800004301', '模板用户', '', '华东一区', '内勤', 'XJZT', '', '', '']);
    const outcome = await importFile(Buffer.from(await book.xlsx.writeBuffer()));
    expect(outcome.rows.map((r) => [r.row, r.success, r.msg])).toEqual([[3, true, '新增']]);
  });

  test('writes the good rows and answers each bad one with its reasons', async () => {
    const file = await workbook([
      ['13800004001', '导入一', 'HD4001', '华东一区', '业务员', 'HDKY,XJZT', '2025-01-01', '2099-12-31', '首批'],
      ['13800004002', '导入二', '', '', '区域经理', 'hdky', new Date(Date.UTC(2025, 2, 1)), '', ''],
      ['1380000400', '短号', '', '', '', '', '', '', ''],
      ['13800004001', '重复', '', '', '', '', '', '', ''],
      ['13800004003', '', '', '无此部门', '总监', 'HDKY,FRGN', '2025-13-01', '', ''],
      ['13800004004', '重名', '', '重名部', '', '', '2026-01-01', '2025-01-01', ''],
      ['13800004005', '英文岗位', '', '', 'Sales rep', '', '', '', ''],
    ]);
    const outcome = await importFile(file);
    expect(outcome).toMatchObject({ total: 7, succeeded: 3, failed: 4 });
    expect(outcome.rows.map((r) => [r.row, r.key, r.success, r.msg])).toEqual([
      [2, '13800004001', true, '新增'],
      [3, '13800004002', true, '新增'],
      [4, '1380000400', false, '手机号格式不正确,应为以1开头的11位数字'],
      [5, '13800004001', false, '与第2行重复'],
      [
        6,
        '13800004003',
        false,
        '请输入姓名;部门不存在: 无此部门;岗位不在字典中: 总监;货主不存在或不属于本租户: FRGN;有效期起格式应为 yyyy-MM-dd',
      ],
      [7, '13800004004', false, '部门名称不唯一: 重名部;有效期起不能晚于有效期止'],
      [8, '13800004005', true, '新增'],
    ]);
    const page = await s.admin.send(whitelistCalls.list, { query: { tenantId: '100001', phone: '1380000400' } });
    const byPhone = Object.fromEntries(page.body.data.records.map((r) => [r.phone, r]));
    expect(byPhone['13800004001']).toMatchObject({
      realName: '导入一',
      employeeNo: 'HD4001',
      deptName: '华东一区',
      post: 1,
      shipperIds: `${hdky},${xjzt}`,
      validFrom: '2025-01-01',
      validTo: '2099-12-31',
      deviceBindRequired: true,
      status: 1,
      remark: '首批',
    });
    expect(byPhone['13800004002']).toMatchObject({ post: 2, shipperIds: hdky, validFrom: '2025-03-01' });
    expect(byPhone['13800004005']).toMatchObject({ post: 1 });
  });

  test('is idempotent: the same file again updates the same rows and adds none; blank cells keep values', async () => {
    const file = await workbook([
      ['13800004101', '再导入', 'HD4101', '华东一区', '内勤', 'XJZT', '', '', ''],
      ['13800004102', '再导入二', '', '', '', '', '', '', ''],
    ]);
    const first = await importFile(file);
    expect(first.rows.map((r) => r.msg)).toEqual(['新增', '新增']);
    const again = await importFile(await workbook([['13800004101', '再导入改名', '', '', '', '', '', '', '']]));
    expect(again.rows.map((r) => r.msg)).toEqual(['更新']);
    const second = await importFile(file);
    expect(second.rows.map((r) => r.msg)).toEqual(['更新', '更新']);
    const page = await s.admin.send(whitelistCalls.list, { query: { tenantId: '100001', phone: '1380000410' } });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.records.find((r) => r.phone === '13800004101')).toMatchObject({
      realName: '再导入',
      employeeNo: 'HD4101',
      post: 3,
      shipperIds: xjzt,
    });
  });

  test('answers in English for an English caller, and reads English headers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Whitelist');
    sheet.addRow(['Mobile (required)', 'Name', 'Shipper codes (comma-separated)']);
    sheet.addRow(['13800004201', 'Anna', 'HDKY']);
    sheet.addRow(['13800004201', 'Anna again', 'NOPE']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const outcome = await importFile(file, { ...ctx, lang: 'en' }, 'named');
    expect(outcome.rows.map((r) => [r.success, r.msg])).toEqual([
      [true, 'Added'],
      [false, 'Repeats row 2; No such shipper in this tenant: NOPE'],
    ]);
  });

  test('checks and writes many rows in bulk: 3,000 rows, 100 of them bad', async () => {
    const rows: unknown[][] = [];
    for (let i = 0; i < 3000; i++) {
      const phone = `1390${String(i).padStart(7, '0')}`;
      rows.push(i % 30 === 7 ? [`2${phone.slice(1)}`, `批量${i}`] : [phone, `批量${i}`, '', '', '业务员', 'HDKY']);
    }
    const file = await workbook(rows);
    const started = Date.now();
    const outcome = await importFile(file);
    const took = Date.now() - started;
    expect(outcome).toMatchObject({ total: 3000, succeeded: 2900, failed: 100 });
    const again = await importFile(file);
    expect(again).toMatchObject({ total: 3000, succeeded: 2900, failed: 100 });
    expect(again.rows.filter((r) => r.success).every((r) => r.msg === '更新')).toBe(true);
    const page = await s.admin.send(whitelistCalls.list, { query: { tenantId: '100001', phone: '1390' } });
    expect(page.body.data.total).toBe(2900);
    // Bulk statements, not one per row: generous even for the embedded database on a slow machine.
    expect(took).toBeLessThan(60_000);
  }, 120_000);
});
