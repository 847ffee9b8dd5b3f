import {
  administratorAlias,
  type CallDef,
  deptCalls,
  dictCalls,
  exportCall,
  type Lang,
  menuCalls,
  roleCalls,
} from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { menu } from '../../src/modules/system/menu/menu.table.ts';
import { roleScope } from '../../src/modules/system/role/role.table.ts';
import { scopeData } from '../../src/modules/system/scope/scope.table.ts';
import { user } from '../../src/modules/user/user/user.table.ts';
import type { Ctx } from '../../src/platform/context.ts';
import { AppError } from '../../src/platform/errors.ts';
import { apiTest, type Download, downloadOf, personWith, type Session } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import type { TestServer } from '../helpers/server.ts';

/**
 * 导出 of the tree screens (dept, role, menu): the list each screen shows, flattened in tree order with the parent's
 * name, for the same filters and the same visibility; coded values as their dictionary labels.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let admin: Session;
const otherTenant = '200041';

type Tree = Record<string, unknown> & { children?: Tree[] };

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
});

const exportOf = (who: Session, body: unknown, lang: Lang = 'zh'): Promise<Download> =>
  downloadOf(s, who, exportCall, { body: body as Record<string, unknown>, lang });

/** Every row of the file as wide as its header, each cell as the text Excel shows. */
async function sheetOf(d: Download): Promise<string[][]> {
  expect(d.status, d.bytes.toString()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(d.bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).text));
  });
  return rows;
}

const exported = async (who: Session, source: string, filters: Record<string, string> = {}, lang: Lang = 'zh') =>
  sheetOf(await exportOf(who, { source, filters }, lang));

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A list call's tree, opened fully: each row then its children, each with its parent's name. */
function flatten(nodes: Tree[], nameKey: string, parent = ''): Array<{ row: Tree; parentName: string }> {
  return nodes.flatMap((row) => [
    { row, parentName: parent },
    ...flatten(row.children ?? [], nameKey, String(row[nameKey])),
  ]);
}

async function listOf(call: CallDef, who: Session, query: Record<string, string> = {}, lang: Lang = 'zh') {
  const reply = await who.send(call, { query, lang });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data as Tree[];
}

/** key → label of a system dictionary, in a language, as the dictionary call gives it. */
async function labelsOf(code: string, lang: Lang = 'zh') {
  const reply = await admin.send(dictCalls.dict.dictionary, { query: { code }, lang });
  return new Map(
    (reply.body.data as Array<{ dictKey: string; dictValue: string }>).map((o) => [o.dictKey, o.dictValue]),
  );
}

const userWith = (account: string, codes: string[], tenantId = '000000') => personWith(s, codes, { tenantId, account });

/** A data scope on `resource` (of type `type`, on `column`), held by the role. */
async function holdScope(roleId: string, menuCode: string, resource: string, column: string, type: number) {
  const [m] = await s.db
    .select({ id: menu.id })
    .from(menu)
    .where(and(eq(menu.code, menuCode), eq(menu.isDeleted, 0)));
  const [scope] = await s.db
    .insert(scopeData)
    .values({ menuId: m!.id, resourceCode: resource, scopeName: '导出范围', scopeColumn: column, scopeType: type })
    .returning();
  await s.db.insert(roleScope).values({ roleId, scopeId: scope!.id, scopeCategory: 1 });
}

/** The caller of a source opened directly (the route's schema refuses most bad bodies before a source sees them). */
const adminCtx = (): Ctx => ({
  tenantId: '000000',
  userId: '1',
  account: 'admin',
  realName: 'admin',
  sessionId: 's',
  roleIds: [],
  roleAliases: [],
  deptIds: [],
  postIds: [],
  isAdministrator: true,
  mustChangePassword: false,
  permissions: new Set(),
  dataScopes: [],
  db: s.db,
  lang: 'zh',
  timeZone: 'Asia/Shanghai',
  registry: s.registry,
});

describe(`dept export on ${databaseKind}`, () => {
  const ids: Record<string, string> = {};
  const add = async (deptName: string, parentId: string, extra: Record<string, unknown> = {}) => {
    const res = await admin.send(deptCalls.submit, { body: { deptName, parentId, ...extra } });
    expect(res.status, res.text).toBe(200);
    ids[deptName] = res.body.data.id;
    return res.body.data.id as string;
  };
  const cells = async (who: Session, filters: Record<string, string>, lang: Lang = 'zh') => {
    const categories = await labelsOf('dept_category', lang);
    return flatten(await listOf(deptCalls.list, who, filters, lang), 'deptName').map(({ row, parentName }) => [
      text(row.deptName),
      parentName,
      text(row.fullName),
      row.deptCategory == null ? '' : (categories.get(String(row.deptCategory)) ?? text(row.deptCategory)),
      text(row.sort),
    ]);
  };

  test.beforeAll(async () => {
    const root = (await listOf(deptCalls.lazyList, admin))[0]!.id as string;
    ids.平台 = root;
    const east = await add('华东区', root, { fullName: '华东销售大区', sort: 1, deptCategory: 1 });
    // Siblings by sort, not by the order they were added: 苏州 (1) before 上海 (2).
    const shanghai = await add('上海', east, { sort: 2, deptCategory: 2 });
    await add('苏州', east, { sort: 1, deptCategory: 2 });
    await add('浦东', shanghai, { sort: 1, deptCategory: 3 });
    await add('华北区', root, { fullName: '华北销售大区', sort: 2, deptCategory: 1 });
  });

  test('writes dept/list flattened in tree order with the parent’s name, for the screen’s filters', async () => {
    const rows = await exported(admin, 'dept');
    expect(rows[0]).toEqual(['部门名称', '上级部门', '部门全称', '机构类型', '排序']);
    expect(rows.slice(1)).toEqual(await cells(admin, {}));
    expect(rows.slice(1, 7).map((r) => r[0])).toEqual(['平台', '华东区', '苏州', '上海', '浦东', '华北区']);
    expect(rows[2]).toEqual(['华东区', '平台', '华东销售大区', '公司', '1']);
    expect(rows[5]).toEqual(['浦东', '上海', '', '小组', '1']);

    for (const filters of [
      { deptName: '浦' },
      { fullName: '销售大区' },
      { deptName: '区', fullName: '华北' },
    ] as Record<string, string>[]) {
      const filtered = await exported(admin, 'dept', filters);
      expect(filtered.slice(1), JSON.stringify(filters)).toEqual(await cells(admin, filters));
    }
    // A match keeps its ancestors, as in the list.
    expect((await exported(admin, 'dept', { deptName: '浦' })).slice(1).map((r) => r[0])).toEqual([
      '平台',
      '华东区',
      '上海',
      '浦东',
    ]);
    expect((await exported(admin, 'dept', { deptName: '不存在的部门' })).slice(1)).toEqual([]);
  });

  test('writes English headers, labels and file name for an English caller', async () => {
    const res = await exportOf(admin, { source: 'dept', filters: { deptName: '浦' } }, 'en');
    expect(res.headers.get('content-disposition')).toContain('filename="Departments.xlsx"');
    const rows = await sheetOf(res);
    expect(rows[0]).toEqual(['Department name', 'Parent department', 'Full name', 'Type', 'Order']);
    expect(rows.slice(1)).toEqual(await cells(admin, { deptName: '浦' }, 'en'));
    expect(rows[2]).toEqual(['华东区', '平台', '华东销售大区', 'Company', '1']);
    expect(rows.at(-1)).toEqual(['浦东', '上海', '', 'Group', '1']);
  });

  test('gives a tenant’s user only their tenant’s departments', async () => {
    const person = await userWith('xt-dept-boss', ['dept'], otherTenant);
    const rows = (await exported(person, 'dept')).slice(1);
    expect(rows).toEqual(await cells(person, {}));
    expect(rows.map((r) => r[0])).toContain('部门-xt-dept-boss');
    expect(rows.map((r) => r[0])).not.toContain('华东区');
    expect(rows.map((r) => r[0])).not.toContain('平台');
  });

  test('is narrowed by the caller’s data scope like the list; a parent out of reach is not named', async () => {
    const person = await userWith('xt-dept-scoped', ['dept']);
    await s.db.update(user).set({ deptId: ids.上海! }).where(eq(user.id, person.userId));
    expect((await exported(person, 'dept')).map((r) => r[0])).toContain('华北区');
    // 本部门及以下 on the departments themselves: 上海 and 浦东 only.
    await holdScope(person.roleId, 'dept', 'dept', 'id', 4);
    const rows = (await exported(person, 'dept')).slice(1);
    expect(rows).toEqual([
      ['上海', '', '', '部门', '2'],
      ['浦东', '上海', '', '小组', '1'],
    ]);
    expect(rows).toEqual(await cells(person, {}));
  });
});

describe(`role export on ${databaseKind}`, () => {
  const add = async (roleName: string, roleAlias: string, sort: number, parentId?: string) => {
    const res = await admin.send(roleCalls.submit, {
      body: { roleName, roleAlias, sort, ...(parentId ? { parentId } : {}) },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data.id as string;
  };
  const cells = async (who: Session, filters: Record<string, string>) =>
    flatten(await listOf(roleCalls.list, who, filters), 'roleName').map(({ row, parentName }) => [
      text(row.roleName),
      parentName,
      text(row.tenantId),
      text(row.roleAlias),
      text(row.sort),
    ]);

  test.beforeAll(async () => {
    const head = await add('导出总监', 'xr_head', 90);
    await add('导出专员乙', 'xr_staff_b', 2, head);
    const first = await add('导出专员甲', 'xr_staff_a', 1, head);
    await add('导出助理', 'xr_assistant', 1, first);
  });

  test('writes role/list flattened in tree order with the parent’s name, for the screen’s filters', async () => {
    const rows = await exported(admin, 'role');
    expect(rows[0]).toEqual(['角色名称', '上级角色', '所属租户', '角色别名', '角色排序']);
    expect(rows.slice(1)).toEqual(await cells(admin, {}));
    const ours = (await exported(admin, 'role', { roleName: '导出' })).slice(1);
    expect(ours).toEqual([
      ['导出总监', '', '000000', 'xr_head', '90'],
      ['导出专员甲', '导出总监', '000000', 'xr_staff_a', '1'],
      ['导出助理', '导出专员甲', '000000', 'xr_assistant', '1'],
      ['导出专员乙', '导出总监', '000000', 'xr_staff_b', '2'],
    ]);
    for (const filters of [
      { roleName: '导出' },
      { roleAlias: 'assistant' },
      { roleName: '专员', roleAlias: 'xr_' },
    ] as Record<string, string>[]) {
      expect((await exported(admin, 'role', filters)).slice(1), JSON.stringify(filters)).toEqual(
        await cells(admin, filters),
      );
    }
    // A match keeps its ancestors, as in the list.
    expect((await exported(admin, 'role', { roleAlias: 'assistant' })).slice(1).map((r) => r[0])).toEqual([
      '导出总监',
      '导出专员甲',
      '导出助理',
    ]);
  });

  test('writes English headers for an English caller', async () => {
    const rows = await exported(admin, 'role', { roleAlias: 'xr_head' }, 'en');
    expect(rows).toEqual([
      ['Role name', 'Parent role', 'Tenant', 'Role alias', 'Sort order'],
      ['导出总监', '', '000000', 'xr_head', '90'],
    ]);
  });

  test('gives a tenant’s user only their tenant’s roles, and hides the administrator role from anyone else', async () => {
    const person = await userWith('xt-role-boss', ['role'], otherTenant);
    const theirs = (await exported(person, 'role')).slice(1);
    expect(theirs).toEqual(await cells(person, {}));
    expect(theirs.map((r) => r[0])).toContain('角色-xt-role-boss');
    expect(new Set(theirs.map((r) => r[2]))).toEqual(new Set([otherTenant]));

    const reader = await userWith('xt-role-reader', ['role']);
    const ours = (await exported(reader, 'role')).slice(1);
    expect(ours).toEqual(await cells(reader, {}));
    expect(ours.map((r) => r[3])).not.toContain(administratorAlias);
    expect(ours.map((r) => r[0])).toContain('导出总监');
    expect((await exported(admin, 'role')).map((r) => r[3])).toContain(administratorAlias);
  });
});

describe(`menu export on ${databaseKind}`, () => {
  const cellsOf = async (lang: Lang) => {
    const [categories, actions, yesNo] = await Promise.all(
      ['menu_category', 'button_func', 'yes_no'].map((code) => labelsOf(code, lang)),
    );
    return (row: Tree, parentName: string) => [
      text(row.name),
      parentName,
      text(row.source),
      text(row.code),
      text(row.alias),
      text(row.path),
      text(row.sort),
      categories!.get(text(row.category)) ?? text(row.category),
      actions!.get(text(row.action)) ?? text(row.action),
      yesNo!.get(text(row.isOpen)) ?? text(row.isOpen),
    ];
  };
  const headers = [
    '菜单名称',
    '上级菜单',
    '菜单图标',
    '菜单编号',
    '菜单别名',
    '路由地址',
    '菜单排序',
    '菜单类型',
    '按钮功能',
    '新窗口',
  ];

  test('writes every menu and button in tree order (menu/list opened fully), coded values as labels', async () => {
    const rows = await exported(admin, 'menu');
    expect(rows[0]).toEqual(headers);
    const cells = await cellsOf('zh');
    const tree = flatten(await listOf(menuCalls.list, admin), 'name');
    expect(rows.slice(1)).toEqual(tree.map(({ row, parentName }) => cells(row, parentName)));
    const byCode = new Map(rows.slice(1).map((r) => [r[3], r]));
    expect(byCode.get('dept')!.slice(7)).toEqual(['菜单', '无', '否']);
    const addButton = byCode.get('dept_add')!;
    expect([addButton[0], addButton[1], addButton[7], addButton[8]]).toEqual(['新增', '部门管理', '按钮', '工具栏']);
    // Parents before their children.
    const at = new Map(rows.map((r, i) => [r[3], i]));
    expect(at.get('dept')!).toBeLessThan(at.get('dept_add')!);
  });

  test('with a search, writes the matches the screen shows (menu/lazy-list), each with its parent’s name', async () => {
    const cells = await cellsOf('zh');
    const names = new Map(
      flatten(await listOf(menuCalls.list, admin), 'name').map(({ row }) => [row.id as string, String(row.name)]),
    );
    for (const filters of [{ code: 'dept' }, { name: '管理' }, { name: '新增', code: 'role' }] as Record<
      string,
      string
    >[]) {
      const rows = (await exported(admin, 'menu', filters)).slice(1);
      const matches = await listOf(menuCalls.lazyList, admin, filters);
      expect(matches.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(rows, JSON.stringify(filters)).toEqual(
        matches.map((m) => cells(m, names.get(m.parentId as string) ?? '')),
      );
    }
    const dept = (await exported(admin, 'menu', { code: 'dept_' })).slice(1);
    expect(dept.map((r) => r[1])).toEqual(dept.map(() => '部门管理'));
  });

  test('writes names, labels and headers in English for an English caller', async () => {
    const res = await exportOf(admin, { source: 'menu', filters: {} }, 'en');
    expect(res.headers.get('content-disposition')).toContain('filename="Menus.xlsx"');
    const rows = await sheetOf(res);
    expect(rows[0]).toEqual([
      'Name',
      'Parent menu',
      'Icon',
      'Code',
      'Alias',
      'Route path',
      'Sort order',
      'Type',
      'Button position',
      'New window',
    ]);
    const cells = await cellsOf('en');
    const tree = flatten(await listOf(menuCalls.list, admin, {}, 'en'), 'name');
    expect(rows.slice(1)).toEqual(tree.map(({ row, parentName }) => cells(row, parentName)));
    const dept = rows.find((r) => r[3] === 'dept')!;
    expect([dept[0], dept[7], dept[9]]).toEqual(['Departments', 'Menu', 'No']);
    expect(rows.find((r) => r[3] === 'dept_add')!.slice(0, 2)).toEqual(['Add', 'Departments']);
  });

  test('is the platform’s: a platform user holding menu may export it, a tenant’s user never', async () => {
    const reader = await userWith('xt-menu-reader', ['menu']);
    expect((await exported(reader, 'menu', { code: 'dept' })).slice(1)).toEqual(
      (await exported(admin, 'menu', { code: 'dept' })).slice(1),
    );
    const tenantBoss = await userWith('xt-menu-boss', ['menu', 'dept', 'role'], otherTenant);
    const refused = await exportOf(tenantBoss, { source: 'menu', filters: {} });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-disposition')).toBeNull();
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ code: 403, success: false });
    // The same caller may export their own tenant's departments and roles.
    expect((await exportOf(tenantBoss, { source: 'dept', filters: {} })).status).toBe(200);
    expect((await exportOf(tenantBoss, { source: 'role', filters: {} })).status).toBe(200);
  });
});

describe(`tree export refusals on ${databaseKind}`, () => {
  test('refuses each source without its code (403)', async () => {
    const postOnly = await userWith('xt-post-only', ['post']);
    for (const source of ['dept', 'role', 'menu']) {
      const res = await exportOf(postOnly, { source, filters: {} });
      expect(res.status, source).toBe(403);
      expect(res.headers.get('content-disposition')).toBeNull();
    }
    const deptOnly = await userWith('xt-dept-only', ['dept']);
    expect((await exportOf(deptOnly, { source: 'dept', filters: {} })).status).toBe(200);
    expect((await exportOf(deptOnly, { source: 'role', filters: {} })).status).toBe(403);
  });

  test('refuses a filter that is not text with a message, before any file starts (400)', async () => {
    for (const [source, filters] of [
      ['dept', { deptName: ['华东'] }],
      ['role', { roleName: { like: 'x' } }],
      ['menu', { code: [1] }],
    ] as const) {
      const res = await exportOf(admin, { source, filters });
      expect(res.status, source).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(JSON.parse(res.bytes.toString())).toMatchObject({ code: 400, success: false });
    }
    // A source opened without the route's schema words the refusal with the screen's label.
    for (const [source, key, label] of [
      ['dept', 'fullName', '部门全称'],
      ['role', 'roleAlias', '角色别名'],
      ['menu', 'name', '菜单名称'],
    ] as const) {
      const refusal = await s.registry
        .exportSource(source)!
        .open(adminCtx(), { [key]: { x: 1 } })
        .catch((e: unknown) => e);
      expect(refusal, source).toBeInstanceOf(AppError);
      expect((refusal as AppError).status).toBe(400);
      expect((refusal as AppError).values).toEqual({ field: expect.objectContaining({ zh: label }) });
    }
    // A number is read as its text, as a query string would carry it.
    expect((await exportOf(admin, { source: 'role', filters: { roleAlias: 90 } })).status).toBe(200);
  });
});
