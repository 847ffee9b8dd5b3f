import { type CallDef, deptCalls, menuCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { user } from '../../../schema.ts';
import { dept } from './dept.table.ts';

const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let anonymous: Session;
let root: string;
test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  root = (await admin.send(deptCalls.lazyList)).body.data[0]!.id;
});

const allCodes = ['dept', 'dept_add', 'dept_edit', 'dept_delete', 'dept_view'];
const submit = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(deptCalls.submit, { body, lang });
const get = <C extends CallDef>(call: C, query: Record<string, string> = {}, who = admin) => who.send(call, { query });
const remove = (ids: string, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(deptCalls.remove, { query: { ids }, lang });
const add = async (deptName: string, parentId = root, extra: Record<string, unknown> = {}) =>
  (await submit({ deptName, parentId, ...extra })).body.data.id as string;
const ancestorsOf = async (id: string) => (await get(deptCalls.detail, { id })).body.data.ancestors;
const namesOf = (nodes: any[], key = 'deptName'): string[] =>
  nodes.flatMap((n) => [n[key], ...namesOf(n.children ?? [], key)]);

describe(`departments on ${databaseKind}`, () => {
  let east: string;
  let shanghai: string;
  let pudong: string;
  test.beforeAll(async () => {
    east = await add('华东区', root, { fullName: '华东销售大区', sort: 1 });
    shanghai = await add('上海', east, { sort: 1 });
    pudong = await add('浦东', shanghai);
    await add('华北区', root, { fullName: '华北销售大区', sort: 2 });
  });

  test('seeds the 部门管理 menu with its four buttons', async () => {
    const buttons = await admin.send(menuCalls.buttons);
    const node = buttons.body.data.find((n: any) => n.code === 'dept');
    expect(node).toMatchObject({ name: '部门管理', path: '/system/dept' });
    expect(node!.children!.map((c: any) => c.code)).toEqual(allCodes.slice(1));
  });

  test('adds with ancestors and reads the tree, the lazy levels, the select list and a detail', async () => {
    expect(await ancestorsOf(pudong)).toBe(`0,${root},${east},${shanghai}`);
    const added = await submit({ deptName: '苏州', parentId: east, fullName: '苏州办事处', sort: 2 });
    expect(added.body).toMatchObject({ success: true, msg: '新增成功' });
    expect(added.body.data).toMatchObject({ tenantId: '000000', parentId: east, ancestors: `0,${root},${east}` });

    const list = await get(deptCalls.list);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]!.children!.map((c: any) => c.deptName)).toEqual(['华东区', '华北区']);
    expect(list.body.data[0]!.children![0]!.children!.map((c: any) => c.deptName)).toEqual(['上海', '苏州']);

    const tree = await get(deptCalls.tree);
    const eastNode = tree.body.data[0]!.children![0]!;
    expect(eastNode).toMatchObject({ id: east, parentId: root, title: '华东区', key: east, value: east });
    expect(namesOf(tree.body.data, 'title')).toEqual(['平台', '华东区', '上海', '浦东', '苏州', '华北区']);
    expect((await get(deptCalls.roleManagerDeptTree)).body.data).toEqual(tree.body.data);

    const lazy = await get(deptCalls.lazyList, { parentId: east });
    expect(lazy.body.data.map((d: any) => [d.deptName, d.hasChildren])).toEqual([
      ['上海', true],
      ['苏州', false],
    ]);
    const lazyTree = await get(deptCalls.lazyTree, { parentId: root });
    expect(lazyTree.body.data.map((n: any) => [n.title, n.hasChildren])).toEqual([
      ['华东区', true],
      ['华北区', false],
    ]);
    expect((await get(deptCalls.lazyTree)).body.data.map((n: any) => n.title)).toEqual(['平台']);

    const select = await get(deptCalls.select);
    expect(select.body.data).toContainEqual({ id: pudong, parentId: shanghai, deptName: '浦东' });
    const detail = await get(deptCalls.detail, { id: shanghai });
    expect(detail.body.data).toMatchObject({ deptName: '上海', parentName: '华东区' });
  });

  test('filters the list by deptName or fullName, keeping the ancestors of a match', async () => {
    const byName = await get(deptCalls.list, { deptName: '浦' });
    expect(namesOf(byName.body.data)).toEqual(['平台', '华东区', '上海', '浦东']);
    const byFull = await get(deptCalls.list, { fullName: '华北销售' });
    expect(namesOf(byFull.body.data)).toEqual(['平台', '华北区']);
    expect((await get(deptCalls.list, { deptName: 'nothing' })).body.data).toEqual([]);
  });

  test('moves a department and rewrites the ancestors below it', async () => {
    const north = (await get(deptCalls.list, { deptName: '华北区' })).body.data[0]!.children![0]!.id;
    const moved = await submit({ id: shanghai, parentId: north });
    expect(moved.body.msg).toBe('更新成功');
    expect(moved.body.data.ancestors).toBe(`0,${root},${north}`);
    expect(await ancestorsOf(pudong)).toBe(`0,${root},${north},${shanghai}`);
    // Back to the root level, then home again.
    await submit({ id: shanghai, parentId: '0' });
    expect(await ancestorsOf(pudong)).toBe(`0,${shanghai}`);
    await submit({ id: shanghai, parentId: east, deptName: '上海分部' });
    expect(await ancestorsOf(pudong)).toBe(`0,${root},${east},${shanghai}`);
    expect((await get(deptCalls.detail, { id: shanghai })).body.data.deptName).toBe('上海分部');
  });

  test('refuses its own parent, a parent below itself and an unknown parent, in zh and en', async () => {
    const self = await submit({ id: east, parentId: east });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('父节点不可选择自身');
    expect((await submit({ id: east, parentId: east }, admin, 'en')).body.msg).toBe(
      'A department cannot be its own parent',
    );
    const below = await submit({ id: east, parentId: pudong });
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe('不能选择自身的下级部门作为上级');
    expect((await submit({ id: east, parentId: shanghai }, admin, 'en')).body.msg).toBe(
      'A department cannot be moved under one of its own sub-departments',
    );
    expect((await submit({ deptName: 'x', parentId: '123' })).body.msg).toBe('上级部门不存在或已被删除');
    expect(await ancestorsOf(east)).toBe(`0,${root}`);
  });

  test('names the missing or too long name in zh and en', async () => {
    expect((await submit({ parentId: root })).body.msg).toBe('请输入部门名称');
    expect((await submit({ parentId: root }, admin, 'en')).body.msg).toBe('Please enter the department name');
    expect((await submit({ deptName: 'x'.repeat(46) })).body.msg).toBe('部门名称不能超过45个字符');
    expect((await submit({ deptName: 'x', parentId: 'abc' })).body.msg).toBe('上级部门格式不正确');
  });

  test('refuses removing a department with live children or live users, then removes it', async () => {
    const parent = await add('待删上级');
    const child = await add('待删下级', parent);
    const withChild = await remove(parent);
    expect(withChild.status).toBe(400);
    expect(withChild.body.msg).toBe('请先删除子部门');
    expect((await remove(parent, admin, 'en')).body.msg).toBe('Delete its sub-departments first');

    const { userId } = await createUser(s.db, { tenantId: '000000', account: 'member', password: 'pw-m', codes: [] });
    const [own] = await s.db.select({ deptId: user.deptId }).from(user).where(eq(user.id, userId));
    await s.db
      .update(user)
      .set({ deptId: `${own!.deptId},${child}` })
      .where(eq(user.id, userId));
    const withUser = await remove(child);
    expect(withUser.status).toBe(400);
    expect(withUser.body.msg).toBe('该部门下还有用户,无法删除');
    expect((await remove(child, admin, 'en')).body.msg).toBe(
      'Users still belong to this department; it cannot be deleted',
    );
    // A removed user no longer holds the department.
    await s.db.update(user).set({ isDeleted: 1 }).where(eq(user.id, userId));
    expect((await remove(child)).body.msg).toBe('删除成功');
    expect((await remove(parent)).body).toMatchObject({ success: true });
    expect((await get(deptCalls.detail, { id: parent })).status).toBe(404);
    // Parent and child together: the child is no obstacle.
    const p2 = await add('成对上级');
    const c2 = await add('成对下级', p2);
    expect((await remove(`${p2},${c2}`)).status).toBe(200);
  });
});

describe(`department tenancy and permissions on ${databaseKind}`, () => {
  let other: Session;
  let none: Session;
  let secret: string;
  let theirRoot: string;
  test.beforeAll(async () => {
    secret = await add('机密部门');
    await createUser(s.db, { tenantId: '200001', account: 'boss', password: 'pw-boss', codes: allCodes });
    other = await signedIn(s, 'boss', 'pw-boss', '200001');
    await createUser(s.db, { tenantId: '000000', account: 'none', password: 'pw-n', codes: [] });
    none = await signedIn(s, 'none', 'pw-n');
    const [theirs] = await s.db.select({ id: dept.id }).from(dept).where(eq(dept.tenantId, '200001'));
    theirRoot = theirs!.id;
  });

  test('keeps another tenant out of tenant 000000 departments', async () => {
    for (const call of [
      deptCalls.list,
      deptCalls.lazyList,
      deptCalls.tree,
      deptCalls.lazyTree,
      deptCalls.select,
      deptCalls.roleManagerDeptTree,
    ]) {
      const res = await get(call, {}, other);
      expect(res.status, call.path).toBe(200);
      expect(res.text, call.path).not.toContain('机密部门');
      expect(res.text, call.path).not.toContain('平台');
    }
    // tenantId is the administrator's alone.
    expect((await get(deptCalls.tree, { tenantId: '000000' }, other)).text).not.toContain('机密部门');
    expect((await get(deptCalls.lazyTree, { tenantId: '000000' }, other)).text).not.toContain('平台');
    expect(namesOf((await get(deptCalls.tree, { tenantId: '200001' })).body.data, 'title')).toEqual(['部门-boss']);
    expect((await get(deptCalls.detail, { id: secret }, other)).status).toBe(404);
    expect((await submit({ id: secret, deptName: 'hacked' }, other)).status).toBe(404);
    expect((await remove(secret, other)).status).toBe(404);
    const below = await submit({ deptName: '挂靠', parentId: secret }, other);
    expect(below.status).toBe(400);
    expect(below.body.msg).toBe('上级部门不存在或已被删除');
    expect((await submit({ id: theirRoot, parentId: secret }, other)).body.msg).toBe('上级部门不存在或已被删除');
    expect((await get(deptCalls.detail, { id: secret })).body.data).toMatchObject({
      deptName: '机密部门',
      isDeleted: 0,
    });
    // Their own tree works, in their tenant.
    const mine = await submit({ deptName: '自有', parentId: theirRoot }, other);
    expect(mine.body.data.tenantId).toBe('200001');
  });

  test('keeps the category and the extension fields (saveExtendDept, updateExtendDept)', async () => {
    const bad = await submit({ parentId: root, deptName: '类型错', deptCategory: 7 }, admin, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The category must be company, department or group');
    const made = await admin.send(deptCalls.saveExtendDept, {
      body: { parentId: root, deptName: '冷链仓', deptCategory: 3, extInfo: { costCentre: 'CC-01', gsp: true } },
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ deptCategory: 3, extInfo: { costCentre: 'CC-01', gsp: true } });
    const id = made.body.data.id;
    const noId = await admin.send(deptCalls.updateExtendDept, { body: { deptName: 'x' } });
    expect(noId.status).toBe(400);
    const updated = await admin.send(deptCalls.updateExtendDept, {
      body: { id, deptName: '冷链仓', extInfo: { costCentre: 'CC-02' } },
    });
    expect(updated.body.data.extInfo).toEqual({ costCentre: 'CC-02' });
    expect((await get(deptCalls.detail, { id })).body.data).toMatchObject({
      deptCategory: 3,
      extInfo: { costCentre: 'CC-02' },
    });
  });

  test('refuses a user without the codes with 403 (pickers only need a sign-in)', async () => {
    for (const call of [deptCalls.list, deptCalls.lazyList, deptCalls.roleManagerDeptTree])
      expect((await get(call, {}, none)).status).toBe(403);
    expect((await get(deptCalls.detail, { id: secret }, none)).status).toBe(403);
    expect((await submit({ deptName: 'x' }, none)).status).toBe(403);
    expect((await submit({ id: secret, deptName: 'x' }, none)).status).toBe(403);
    expect((await remove(secret, none)).status).toBe(403);
    for (const call of [deptCalls.tree, deptCalls.lazyTree, deptCalls.select])
      expect((await get(call, {}, none)).status).toBe(200);
  });

  test('refuses every department call without a token with 401', async () => {
    for (const [call, sent] of [
      [deptCalls.list, {}],
      [deptCalls.lazyList, {}],
      [deptCalls.tree, {}],
      [deptCalls.lazyTree, {}],
      [deptCalls.select, {}],
      [deptCalls.roleManagerDeptTree, {}],
      [deptCalls.detail, { query: { id: '1' } }],
      [deptCalls.submit, { body: {} }],
      [deptCalls.saveExtendDept, { body: {} }],
      [deptCalls.updateExtendDept, { body: {} }],
      [deptCalls.remove, { query: { ids: '1' }, body: {} }],
    ] as const) {
      const res = await anonymous.send(call, sent);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });
});
