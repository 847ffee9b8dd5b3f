import { gradeDocCalls, gradeDtlCalls, salesPickerCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { personWith, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { runImport } from '../../../platform/excel/import.ts';
import { demoCtx } from './demo-ctx.ts';
import { gradeImportTarget } from './grade.import.ts';
import { gradeLevelOf } from './grade.query.ts';
import { gradeDtlTable } from './grade-dtl.table.ts';
import { dataOf, modulesWithGrades, refusal, type SalesFixture, salesFixture, staffDetails } from './grades.fixture.ts';

/**
 * 控销等级 (zxEmpControlGradeDoc / zxEmpControlGradeDtl) over HTTP: numbering, the grade's rules, the employees'
 * lines filled from the tenant's users, the one-grade-per-shipper rule on save and on 生效, the moves, the pickers,
 * another tenant and a missing grant refused; the import of template 103 and gradeLevelOf for the app.
 */
// The suite runs on the app's modules with this screen's parts wired in (`modulesWithGrades`), which the kit's
// `apiTest` does not take, so it starts its own server; its people sign in through the kit.
let s: TestServer;
let admin: Session;
let manager: Session;
let reader: Session;
let stranger: Session;
let f: SalesFixture;
const tenant = '300401';
const strangerTenant = '300402';
const staff: Record<string, string> = {};
const codes = [
  'sm_control_grade',
  'sm_control_grade_add',
  'sm_control_grade_edit',
  'sm_control_grade_delete',
  'sm_control_grade_view',
  'sm_control_grade_enable',
  'sm_control_grade_disable',
];

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false }, modulesWithGrades());
  admin = await signedIn(s);
  f = await salesFixture(s, admin, tenant, { shippers: ['SA', 'SB'], goods: [] });
  manager = await personWith(s, codes, { tenantId: tenant, account: 'kx-manager' });
  reader = await personWith(s, ['sm_control_grade'], { tenantId: tenant });
  for (const [account, name, no] of [
    ['kx-wang', '王强', 'E1001'],
    ['kx-liu', '刘洋', 'E1002'],
    ['kx-chen', '陈静', 'E1003'],
  ] as const) {
    const made = await createUser(s.db, { tenantId: tenant, account, password: 'pw', codes: [] });
    await staffDetails(s, made.userId, { code: no, realName: name, phone: `1380000${no.slice(1)}` });
    staff[account] = made.userId;
  }
  stranger = await personWith(s, codes, { tenantId: strangerTenant });
}, 180_000);
afterAll(async () => s?.close());

const grade = (body: Record<string, unknown>, token = manager) => token.send(gradeDocCalls.submit, { body });
const line = (body: Record<string, unknown>, token = manager) => token.send(gradeDtlCalls.submit, { body });
const move = (what: 'enable' | 'disable', ids: string, token = manager) =>
  token.send(gradeDocCalls[what], { query: { ids } });
const base = (code: string, shipper = 'SA', extra: Record<string, unknown> = {}) => ({
  shipperId: f.shippers[shipper],
  gradeCode: code,
  gradeName: `${code}级控销`,
  gradeLevel: 1,
  scopeType: 1,
  effectiveFrom: '2026-01-01',
  effectiveTo: '2098-12-31',
  ...extra,
});

describe('control grades', () => {
  let kxA: string;

  test('numbers a new grade KXDJ + day + sequence, as a draft, and keeps its days', async () => {
    const first = dataOf(await grade(base('KX-A', 'SA', { gradeLevel: 2, gradeName: 'A级控销' })));
    expect(first.docNo).toMatch(/^KXDJ\d{8}0001$/);
    expect(first.status).toBe(0);
    expect(first.effectiveFrom).toBe('2026-01-01');
    expect(first.effectiveTo).toBe('2098-12-31');
    expect(first.shipperName).toBe('SA医药有限公司');
    const second = dataOf(await grade(base('KX-B')));
    expect(second.docNo).toBe(`${first.docNo.slice(0, 12)}0002`);
    // The number is the server's: one sent is ignored.
    const third = dataOf(await grade({ ...base('KX-Z'), docNo: 'MINE' }));
    expect(third.docNo).toMatch(/^KXDJ\d{8}0003$/);
    kxA = first.id;
  });

  test('keeps the grade code unique per shipper, the level 0–9, the dates forward and the shipper fixed', async () => {
    const twice = refusal(await grade(base('KX-A')));
    expect(twice.status).toBe(400);
    expect(twice.msg).toContain('KX-A');
    dataOf(await grade(base('KX-A', 'SB')));
    expect(refusal(await grade(base('KX-L', 'SA', { gradeLevel: 10 }))).msg).toContain('0到9');
    expect(refusal(await grade(base('KX-L', 'SA', { gradeLevel: -1 }))).status).toBe(400);
    expect(refusal(await grade(base('KX-L', 'SA', { effectiveTo: '2025-12-31' }))).msg).toBe(
      '失效日期不能早于生效日期',
    );
    const moved = refusal(await grade({ id: kxA, shipperId: f.shippers.SB }));
    expect(moved.msg).toBe('控销等级的货主不能修改');
    // Another tenant's shipper is not this tenant's.
    expect(refusal(await grade(base('KX-X', 'SA', { shipperId: '1' }))).status).toBe(400);
    const renamed = dataOf(await grade({ id: kxA, gradeName: 'A级控销(华东)' }));
    expect(renamed.gradeName).toBe('A级控销(华东)');
    expect(renamed.docNo).toMatch(/0001$/);
  });

  test('fills a line from the tenant’s user and refuses unknown employees, repeats and dates outside the grade', async () => {
    const made = dataOf(await line({ docId: kxA, employeeId: staff['kx-wang'], employeeName: '冒名' }));
    expect(made).toMatchObject({ employeeName: '王强', employeeNo: 'E1001' });
    expect(made.deptName).toBe('部门-kx-wang');
    expect(refusal(await line({ docId: kxA, employeeId: staff['kx-wang'] })).msg).toBe('业务员“王强”已在该控销等级中');
    const foreign = await createUser(s.db, {
      tenantId: strangerTenant,
      account: 'kx-foreign',
      password: 'pw',
      codes: [],
    });
    expect(refusal(await line({ docId: kxA, employeeId: foreign.userId })).msg).toBe('业务员不存在或不属于本租户');
    expect(refusal(await line({ docId: '1', employeeId: staff['kx-liu'] })).msg).toBe('控销等级不存在');
    const outside = refusal(await line({ docId: kxA, employeeId: staff['kx-liu'], effectiveFrom: '2025-06-01' }));
    expect(outside.msg).toContain('2026-01-01 ~ 2098-12-31');
    const listed = dataOf(await manager.send(gradeDocCalls.list, { query: { gradeCode: 'KX-A' } }));
    expect(listed.records.find((r: any) => r.id === kxA).employeeCount).toBe(1);
    const lines = dataOf(await manager.send(gradeDtlCalls.list, { query: { docId: kxA } }));
    expect(lines.records.map((r: any) => r.employeeName)).toEqual(['王强']);
  });

  test('gives an employee one grade in force per shipper, on save and on 生效', async () => {
    expect(dataOf(await move('enable', kxA))).toBe(1);
    expect(refusal(await move('enable', kxA)).msg).toContain('已生效');
    const kxB = dataOf(await manager.send(gradeDocCalls.list, { query: { gradeCode: 'KX-B' } })).records[0].id;
    const collides = refusal(await line({ docId: kxB, employeeId: staff['kx-wang'] }));
    expect(collides.status).toBe(400);
    expect(collides.msg).toBe('业务员“王强”已持有该货主的生效控销等级“A级控销(华东)”(KX-A)，有效期重叠');
    // Another shipper's grade, and days the grade in force does not cover, are no collision.
    const other = dataOf(await grade(base('KX-C', 'SB', { gradeCode: 'KX-C' })));
    dataOf(await line({ docId: other.id, employeeId: staff['kx-wang'] }));
    const later = dataOf(await grade(base('KX-D', 'SA', { effectiveFrom: '2099-01-01', effectiveTo: '2099-12-31' })));
    dataOf(await line({ docId: later.id, employeeId: staff['kx-wang'] }));
    dataOf(await move('enable', later.id));
    // Two drafts holding one employee: the first put in force makes the second collide.
    const e = dataOf(await grade(base('KX-E', 'SA', { gradeName: 'E级控销' })));
    dataOf(await line({ docId: e.id, employeeId: staff['kx-liu'] }));
    dataOf(await line({ docId: kxB, employeeId: staff['kx-liu'] }));
    dataOf(await move('enable', e.id));
    expect(refusal(await move('enable', kxB)).msg).toContain('“E级控销”(KX-E)');
    // Dates of a grade in force moved onto another's are refused as well.
    expect(refusal(await grade({ id: later.id, effectiveFrom: '2098-06-01' })).msg).toContain('KX-A');
  });

  test('disables, removes only what is not in force (with its lines), and refuses an expired grade', async () => {
    const old = dataOf(await grade(base('KX-O', 'SA', { effectiveFrom: '2024-01-01', effectiveTo: '2024-12-31' })));
    expect(refusal(await move('enable', old.id)).msg).toContain('已过失效日期');
    const e = dataOf(await manager.send(gradeDocCalls.list, { query: { gradeCode: 'KX-E' } })).records[0];
    expect(refusal(await manager.send(gradeDocCalls.remove, { query: { ids: e.id } })).msg).toContain('请先停用');
    expect(dataOf(await move('disable', e.id))).toBe(1);
    expect(refusal(await move('disable', e.id)).msg).toContain('已停用');
    expect(dataOf(await manager.send(gradeDocCalls.remove, { query: { ids: e.id } }))).toBe(1);
    const lines = await s.db
      .select()
      .from(gradeDtlTable)
      .where(and(eq(gradeDtlTable.docId, e.id)));
    expect(lines.map((l) => l.isDeleted)).toEqual([1]);
  });

  test('answers gradeLevelOf with the grade in force on the day', async () => {
    const ctx = await demoCtx(s.db, tenant, 'kx-manager');
    expect(await gradeLevelOf(ctx, f.shippers.SA!, staff['kx-wang']!, '2030-01-01')).toMatchObject({
      gradeCode: 'KX-A',
      gradeLevel: 2,
      scopeType: 1,
    });
    expect((await gradeLevelOf(ctx, f.shippers.SA!, staff['kx-wang']!, '2099-03-01'))?.gradeCode).toBe('KX-D');
    // KX-E was disabled: 刘洋 holds nothing in force; 陈静 never held a grade; SB's KX-C is a draft.
    expect(await gradeLevelOf(ctx, f.shippers.SA!, staff['kx-liu']!, '2030-01-01')).toBeNull();
    expect(await gradeLevelOf(ctx, f.shippers.SA!, staff['kx-chen']!, '2030-01-01')).toBeNull();
    expect(await gradeLevelOf(ctx, f.shippers.SB!, staff['kx-wang']!, '2030-01-01')).toBeNull();
  });

  test('offers the tenant’s shippers and employees to pickers, and nothing of another tenant', async () => {
    const shippers = dataOf(await reader.send(salesPickerCalls.shippers));
    expect(shippers.map((x: any) => x.shipperCode)).toEqual(['SA', 'SB']);
    const people = dataOf(await reader.send(salesPickerCalls.employees, { query: { keyword: 'E100' } }));
    expect(people.map((p: any) => [p.realName, p.employeeNo])).toEqual([
      ['陈静', 'E1003'],
      ['刘洋', 'E1002'],
      ['王强', 'E1001'],
    ]);
    expect(people[0]).not.toHaveProperty('phone');
    const theirs = dataOf(
      await stranger.send(salesPickerCalls.employees, { query: { keyword: 'E100', tenantId: tenant } }),
    );
    expect(theirs).toEqual([]);
    expect(dataOf(await stranger.send(salesPickerCalls.shippers))).toEqual([]);
    const forAdmin = dataOf(await admin.send(salesPickerCalls.shippers, { query: { tenantId: tenant } }));
    expect(forAdmin.map((x: any) => x.shipperCode)).toEqual(['SA', 'SB']);
  });

  test('keeps another tenant out of the grades and their lines', async () => {
    const listed = dataOf(await stranger.send(gradeDocCalls.list, { query: { size: '100' } }));
    expect(listed.records).toEqual([]);
    expect(refusal(await stranger.send(gradeDocCalls.detail, { query: { id: kxA } })).status).toBe(404);
    expect(refusal(await move('disable', kxA, stranger)).status).toBe(404);
    expect(refusal(await grade({ id: kxA, gradeName: 'x' }, stranger)).status).toBe(404);
    expect(refusal(await line({ docId: kxA, employeeId: staff['kx-chen'] }, stranger)).msg).toBe('控销等级不存在');
    expect(dataOf(await stranger.send(gradeDtlCalls.list, { query: { docId: kxA } })).records).toEqual([]);
    // The platform administrator reaches every tenant's.
    const all = dataOf(await admin.send(gradeDocCalls.list, { query: { tenantId: tenant, size: '100' } }));
    expect(all.records.length).toBeGreaterThan(3);
  });

  test('refuses a caller without the grant', async () => {
    expect((await grade(base('KX-N'), reader)).status).toBe(403);
    expect((await move('disable', kxA, reader)).status).toBe(403);
    expect((await line({ docId: kxA, employeeId: staff['kx-chen'] }, reader)).status).toBe(403);
    expect((await reader.send(gradeDocCalls.remove, { query: { ids: kxA } })).status).toBe(403);
    expect((await reader.send(gradeDocCalls.list)).status).toBe(200);
  });
});

describe('import of template 103', () => {
  const sheet = (rows: string[][]) =>
    rows.map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(
        ['shipperCode', 'gradeCode', 'employeeNo', 'employeeName', 'effectiveFrom', 'effectiveTo']
          .map((k, j) => [k, cells[j] ?? ''])
          .filter(([, v]) => v),
      ),
    }));

  test('adds employees to grades by code, reports every bad row, and adds nothing on a second run', async () => {
    const ctx = await demoCtx(s.db, tenant, 'kx-manager');
    const g = dataOf(await grade(base('KX-I', 'SB', { gradeName: '导入级' })));
    const rows = sheet([
      ['SB', 'KX-I', 'E1002', '刘洋', '2026-03-01', '2026-12-31'],
      ['SB', 'KX-I', 'E1003', '', '', ''],
      ['XX', 'KX-I', 'E1003'],
      ['SB', 'KX-?', 'E1003'],
      ['SB', 'KX-I', 'E9999'],
      ['SB', 'KX-I', 'E1001', '张三'],
      ['SB', 'KX-I', 'E1003'],
      ['SB', 'KX-I', 'E1001', '', '2026-13-01'],
      ['SB', '', 'E1001'],
    ]);
    const first = await runImport(ctx, gradeImportTarget, rows, undefined);
    expect(first.rows.map((r) => [r.row, r.success, r.msg])).toEqual([
      [2, true, '已加入'],
      [3, true, '已加入'],
      [4, false, '货主编码不存在'],
      [5, false, '等级编码不存在'],
      [6, false, '工号不存在'],
      [7, false, '姓名与工号不符'],
      [8, false, '与第3行重复'],
      [9, false, '有效期起应为yyyy-MM-dd格式的日期'],
      [10, false, '请填写等级编码'],
    ]);
    const lines = dataOf(await manager.send(gradeDtlCalls.list, { query: { docId: g.id } }));
    expect(lines.records.map((r: any) => [r.employeeNo, r.effectiveFrom])).toEqual([
      ['E1002', '2026-03-01'],
      ['E1003', null],
    ]);
    const again = await runImport(ctx, gradeImportTarget, rows.slice(0, 2), undefined);
    expect(again.rows.map((r) => r.msg)).toEqual(['已存在，未变更', '已存在，未变更']);
    const after = dataOf(await manager.send(gradeDtlCalls.list, { query: { docId: g.id } }));
    expect(after.total).toBe(2);
  });

  test('refuses a row that gives an employee a second grade in force, naming it', async () => {
    const ctx = await demoCtx(s.db, tenant, 'kx-manager');
    // 王强 holds KX-A of SA in force.
    const g = dataOf(await grade(base('KX-J', 'SA', { gradeName: 'J级' })));
    const result = await runImport(ctx, gradeImportTarget, sheet([['SA', 'KX-J', 'E1001']]), undefined);
    expect(result.rows[0]).toMatchObject({ success: false });
    expect(result.rows[0]!.msg).toContain('KX-A');
    const lines = dataOf(await manager.send(gradeDtlCalls.list, { query: { docId: g.id } }));
    expect(lines.total).toBe(0);
  });
});
