import { type CallDef, deptCalls, menuCalls, roleCalls } from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import { newDept, newRole } from '../helpers/fixtures.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/*
 * The names Saber's screens show beside the ids, as BladeX's VOs carry them: a department's parent and type, a
 * role's parent, and `hasChildren` on every node of every tree (Saber's tree tables and pickers read it).
 */
let s: TestServer;
let admin: string;
let group: string;
let quality: string;
let lab: string;
let auditor: string;

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
  group = await newDept(s.db, { tenantId: '000000', name: '医药集团' });
  quality = await newDept(s.db, { tenantId: '000000', name: '质量部', parentId: group });
  lab = await newDept(s.db, { tenantId: '000000', name: '检验室', parentId: quality });
  const manager = await newRole(s.db, { tenantId: '000000', name: '质量经理', alias: 'qm' });
  auditor = await newRole(s.db, { tenantId: '000000', name: '质量审核员', alias: 'qa-audit' });
  await s.call('POST', pathOf(roleCalls.submit), { token: admin, body: { id: auditor, parentId: manager } });
  await s.call('POST', pathOf(deptCalls.submit), { token: admin, body: { id: quality, deptCategory: 2 } });
});
afterAll(async () => s?.close());

const get = (call: CallDef, query: Record<string, string> = {}) => s.call('GET', pathOf(call), { token: admin, query });
const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe(`list records name what they point at, on ${databaseKind}`, () => {
  it('departments carry their parent’s name and their type’s label, in the tree and one level at a time', async () => {
    const tree = flat((await get(deptCalls.list)).body.data);
    expect(tree.find((d) => d.id === quality)).toMatchObject({ parentName: '医药集团', deptCategoryName: '部门' });
    expect(tree.find((d) => d.id === group)).toMatchObject({ parentName: '' });
    const level = (await get(deptCalls.lazyList, { parentId: quality })).body.data;
    expect(level).toEqual([expect.objectContaining({ id: lab, parentName: '质量部', hasChildren: false })]);
  });

  it('roles carry their parent’s name', async () => {
    const roles = flat((await get(roleCalls.list)).body.data);
    expect(roles.find((r) => r.id === auditor)).toMatchObject({ parentName: '质量经理' });
  });

  it('every node of every tree says whether it has children', async () => {
    for (const call of [deptCalls.tree, roleCalls.tree, menuCalls.tree]) {
      const path = call.path;
      const nodes = flat((await get(call)).body.data);
      expect(nodes.length, path).toBeGreaterThan(0);
      for (const n of nodes) expect(n.hasChildren, `${path} ${n.title}`).toBe(Boolean(n.children?.length));
    }
    const depts = flat((await get(deptCalls.tree)).body.data);
    expect(depts.find((d) => d.id === quality)?.hasChildren).toBe(true);
  });
});
