import { deptCalls, menuCalls, paramCalls, userCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { user } from '../../../schema.ts';
import { dept } from '../dept/dept.table.ts';
import { menu } from '../menu/menu.table.ts';
import { paramTable } from '../param/param.table.ts';
import { roleScope } from '../role/role.table.ts';
import { scopeApi, scopeData } from './scope.table.ts';

/**
 * What API scopes and data scopes mean, enforced by the server on every request: an API scope shuts the calls it
 * covers (and hides the button it names) for roles that do not hold it; a data scope narrows the rows of its
 * resource in lists, details, updates and removes.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let menuIdOf: (code: string) => Promise<string>;

test.beforeAll(async ({ server }) => {
  s = server;
  menuIdOf = async (code) => {
    const [m] = await s.db
      .select({ id: menu.id })
      .from(menu)
      .where(and(eq(menu.code, code), eq(menu.isDeleted, 0)));
    return m!.id;
  };
});

async function signIn(account: string) {
  return await signedIn(s, account, 'Scope#2026', '000000');
}

describe('API scopes', () => {
  let who: Session;
  let roleId: string;
  let scopeId: string;

  test.beforeAll(async () => {
    ({ roleId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'api_user',
      password: 'Scope#2026',
      codes: ['param', 'param_add', 'param_edit', 'param_delete', 'param_view'],
    }));
    who = await signIn('api_user');
  });

  const add = (key: string) =>
    who.send(paramCalls.submit, { body: { paramName: key, paramKey: key, paramValue: '1' } });
  const buttonCodes = async () => {
    const reply = await who.send(menuCalls.buttons);
    const codes: string[] = [];
    const walk = (nodes: Array<{ code: string; children?: unknown[] }>) => {
      for (const n of nodes) {
        codes.push(n.code);
        walk((n.children ?? []) as typeof nodes);
      }
    };
    walk(reply.body.data);
    return codes;
  };

  test('lets a role with the button code call, while no API scope names the call', async () => {
    expect((await add('api.before')).status).toBe(200);
    expect(await buttonCodes()).toContain('param_add');
  });

  test('refuses a call named by an API scope the role does not hold, and hides its button', async () => {
    const [scope] = await s.db
      .insert(scopeApi)
      .values({ menuId: await menuIdOf('param_add'), resourceCode: 'param_add', scopeName: '新增参数' })
      .returning();
    scopeId = scope!.id;
    expect((await add('api.shut')).status).toBe(403);
    expect(await buttonCodes()).not.toContain('param_add');
    // Calls the scope does not name are untouched.
    expect((await who.send(paramCalls.list)).status).toBe(200);
  });

  test('opens the call and shows the button again on the next request once the role holds the scope', async () => {
    await s.db.insert(roleScope).values({ roleId, scopeId, scopeCategory: 2 });
    expect((await add('api.open')).status).toBe(200);
    expect(await buttonCodes()).toContain('param_add');
  });

  test('covers every route whose path contains the scope path', async () => {
    await s.db.insert(scopeApi).values({
      menuId: await menuIdOf('param'),
      scopeName: '参数查询',
      scopePath: '/api/blade-system/param/list',
    });
    expect((await who.send(paramCalls.list)).status).toBe(403);
    expect((await who.send(paramCalls.detail, { query: { id: '1' } })).status).not.toBe(403);
    // The platform administrator is never shut out.
    const admin = await signedIn(s, 'admin', 'admin', '000000');
    expect((await admin.send(paramCalls.list)).status).toBe(200);
  });

  test('ignores a disabled or removed scope', async () => {
    await s.db.update(scopeApi).set({ status: 2 }).where(eq(scopeApi.scopePath, '/api/blade-system/param/list'));
    expect((await who.send(paramCalls.list)).status).toBe(200);
  });
});

describe('data scopes', () => {
  /** Departments 总部 > 华东 > 上海, and one user in each, each owning one parameter. */
  const depts: Record<string, string> = {};
  const users: Record<string, { who: Session; roleId: string; userId: string }> = {};
  let scopeMenu: string;

  async function scope(values: { type: number; column?: string; value?: string; resource?: string }) {
    const [row] = await s.db
      .insert(scopeData)
      .values({
        menuId: scopeMenu,
        resourceCode: values.resource ?? 'param',
        scopeName: `范围${values.type}`,
        scopeColumn: values.column ?? 'create_dept',
        scopeType: values.type,
        scopeValue: values.value,
      })
      .returning();
    return row!.id;
  }

  /** Gives the user's role exactly these data scopes (replacing what it held). */
  async function hold(account: string, ...scopeIds: string[]) {
    const { roleId } = users[account]!;
    await s.db.delete(roleScope).where(and(eq(roleScope.roleId, roleId), eq(roleScope.scopeCategory, 1)));
    for (const scopeId of scopeIds) await s.db.insert(roleScope).values({ roleId, scopeId, scopeCategory: 1 });
  }

  const keysSeenBy = async (account: string) => {
    const reply = await users[account]!.who.send(paramCalls.list, { query: { size: 100, paramKey_like: 'ds.' } });
    expect(reply.status).toBe(200);
    return (reply.body.data.records as Array<{ paramKey: string }>).map((r) => r.paramKey).sort();
  };

  test.beforeAll(async () => {
    // The API scopes of the suite above would shut param_add for these users.
    await s.db.delete(scopeApi);
    scopeMenu = await menuIdOf('param');
    const [hq] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '总部' }).returning();
    const [east] = await s.db
      .insert(dept)
      .values({ tenantId: '000000', deptName: '华东', parentId: hq!.id, ancestors: `0,${hq!.id}` })
      .returning();
    const [sh] = await s.db
      .insert(dept)
      .values({ tenantId: '000000', deptName: '上海', parentId: east!.id, ancestors: `0,${hq!.id},${east!.id}` })
      .returning();
    Object.assign(depts, { hq: hq!.id, east: east!.id, sh: sh!.id });
    for (const name of ['hq', 'east', 'sh']) {
      const account = `ds_${name}`;
      const { roleId, userId } = await createUser(s.db, {
        tenantId: '000000',
        account,
        password: 'Scope#2026',
        codes: ['param', 'param_add', 'param_edit', 'param_delete', 'param_view', 'dept'],
      });
      await s.db.update(user).set({ deptId: depts[name] }).where(eq(user.id, userId));
      const who = await signIn(account);
      users[account] = { who, roleId, userId };
      const made = await who.send(paramCalls.submit, {
        body: { paramName: name, paramKey: `ds.${name}`, paramValue: name },
      });
      expect(made.status).toBe(200);
    }
  });

  test('leaves rows unfiltered while the role holds no data scope for the resource', async () => {
    expect(await keysSeenBy('ds_east')).toEqual(['ds.east', 'ds.hq', 'ds.sh']);
  });

  test('own department: only rows created in the caller’s department', async () => {
    await hold('ds_east', await scope({ type: 3 }));
    expect(await keysSeenBy('ds_east')).toEqual(['ds.east']);
  });

  test('own department and below: the department and every one under it', async () => {
    await hold('ds_east', await scope({ type: 4 }));
    expect(await keysSeenBy('ds_east')).toEqual(['ds.east', 'ds.sh']);
    await hold('ds_hq', await scope({ type: 4 }));
    expect(await keysSeenBy('ds_hq')).toEqual(['ds.east', 'ds.hq', 'ds.sh']);
  });

  test('own rows: only what the caller created', async () => {
    await hold('ds_hq', await scope({ type: 2 }));
    expect(await keysSeenBy('ds_hq')).toEqual(['ds.hq']);
  });

  test('custom departments: only rows of the listed departments', async () => {
    await hold('ds_hq', await scope({ type: 5, value: `${depts.sh}` }));
    expect(await keysSeenBy('ds_hq')).toEqual(['ds.sh']);
  });

  test('adds up several scopes, and "all" lifts the filter', async () => {
    await hold('ds_hq', await scope({ type: 2 }), await scope({ type: 5, value: `${depts.sh}` }));
    expect(await keysSeenBy('ds_hq')).toEqual(['ds.hq', 'ds.sh']);
    await hold('ds_hq', await scope({ type: 3 }), await scope({ type: 1 }));
    expect(await keysSeenBy('ds_hq')).toEqual(['ds.east', 'ds.hq', 'ds.sh']);
  });

  test('bounds detail, update and remove: a row outside the scope is not found and stays as it was', async () => {
    await hold('ds_east', await scope({ type: 3 }));
    const who = users.ds_east!.who;
    const [outside] = await s.db.select().from(paramTable).where(eq(paramTable.paramKey, 'ds.sh'));
    const id = outside!.id as string;
    expect((await who.send(paramCalls.detail, { query: { id } })).status).toBe(404);
    const update = await who.send(paramCalls.submit, {
      body: { id, paramName: 'changed', paramKey: 'ds.sh', paramValue: 'changed' },
    });
    expect(update.status).toBe(404);
    const remove = await who.send(paramCalls.remove, { query: { ids: id } });
    expect(remove.body.success).toBe(false);
    const [after] = await s.db.select().from(paramTable).where(eq(paramTable.id, id));
    expect(after).toMatchObject({ paramValue: 'sh', isDeleted: 0 });
  });

  test('keeps each caller to their own filter when their requests interleave', async () => {
    await hold('ds_east', await scope({ type: 3 }));
    await hold('ds_sh', await scope({ type: 2 }));
    await hold('ds_hq', await scope({ type: 1 }));
    const expected: Record<string, string[]> = {
      ds_east: ['ds.east'],
      ds_sh: ['ds.sh'],
      ds_hq: ['ds.east', 'ds.hq', 'ds.sh'],
    };
    const accounts = Object.keys(expected);
    const seen = await Promise.all(
      Array.from({ length: 60 }, (_, i) => accounts[i % 3]!).map(async (a) => [a, await keysSeenBy(a)] as const),
    );
    for (const [account, keys] of seen) expect(keys).toEqual(expected[account]);
  });

  test('takes effect on the next request when the grant changes', async () => {
    await hold('ds_sh', await scope({ type: 2 }));
    expect(await keysSeenBy('ds_sh')).toEqual(['ds.sh']);
    await hold('ds_sh');
    expect(await keysSeenBy('ds_sh')).toEqual(['ds.east', 'ds.hq', 'ds.sh']);
  });

  test('filters departments by a scope on departments', async () => {
    await hold('ds_east', await scope({ resource: 'dept', column: 'id', type: 4 }));
    const who = users.ds_east!.who;
    const tree = await who.send(deptCalls.tree);
    expect(tree.body.data.map((n: { title: string }) => n.title)).toEqual(['华东']);
    expect(tree.body.data[0]!.children!.map((n: { title: string }) => n.title)).toEqual(['上海']);
    const lazy = await who.send(deptCalls.lazyList, { query: { parentId: '0' } });
    expect(lazy.body.data.map((n: { deptName: string }) => n.deptName)).toEqual(['华东']);
    const outside = await who.send(deptCalls.detail, { query: { id: depts.hq! } });
    expect(outside.status).toBe(404);
  });

  test('filters users by a scope on users: list, detail, export and changes', async () => {
    // The 华东 user may read users; with "own department" on users it reaches only 华东's accounts.
    const { roleId, userId } = await createUser(s.db, {
      tenantId: '000000',
      account: 'ds_viewer',
      password: 'Scope#2026',
      codes: ['user', 'user_edit', 'user_export'],
    });
    await s.db.update(user).set({ deptId: depts.east! }).where(eq(user.id, userId));
    users.ds_viewer = { who: await signIn('ds_viewer'), roleId, userId };
    await hold('ds_viewer', await scope({ resource: 'user', column: 'dept_id', type: 3 }));
    const who = users.ds_viewer!.who;
    const page = await who.send(userCalls.page, { query: { size: 100 } });
    const accounts = page.body.data.records.map((u: { account: string }) => u.account).sort();
    expect(accounts).toEqual(['ds_east', 'ds_viewer']);
    const other = users.ds_sh!.userId;
    expect((await who.send(userCalls.detail, { query: { id: other } })).status).toBe(404);
    const update = await who.send(userCalls.update, { body: { id: other, account: 'ds_sh', realName: '改名' } });
    expect(update.status).toBe(404);
    const [still] = await s.db.select().from(user).where(eq(user.id, other));
    expect(still!.realName).toBe('ds_sh');
  });
});
