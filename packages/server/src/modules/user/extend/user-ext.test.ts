import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { startServer, type TestServer } from '../../../../test/helpers/server.ts';
import { dept } from '../../../schema.ts';
import { user } from '../user/user.table.ts';
import { userExtend } from './extend.table.ts';

/** The extension service's user calls: blade-user-ext/user/…. */
let s: TestServer;
let admin: string;
let reader: string;
let stranger: string;
let strangerUser: string;
let deptA: string;
let deptB: string;
const api = '/api/blade-user-ext/user';
const strangerTenant = '200041';

beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
  admin = (await s.login()).access_token;
  await createUser(s.db, { tenantId: '000000', account: 'ux-reader', password: 'pw-r', codes: ['user'] });
  reader = (await s.login('ux-reader', 'pw-r')).access_token;
  strangerUser = (
    await createUser(s.db, {
      tenantId: strangerTenant,
      account: 'ux-boss',
      password: 'pw-b',
      codes: ['user', 'user_add', 'user_edit'],
    })
  ).userId;
  stranger = (await s.login('ux-boss', 'pw-b', strangerTenant)).access_token;
  const [a] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '研发部', sort: 2 }).returning();
  const [b] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '生产部', sort: 1 }).returning();
  deptA = a!.id;
  deptB = b!.id;
  // A loaded machine can take a while to migrate and seed a fresh database.
}, 180_000);
afterAll(async () => s?.close());

const add = async (account: string, extra: Record<string, unknown> = {}) => {
  const res = await s.call('POST', '/api/blade-user/submit', {
    token: admin,
    body: { account, realName: account, password: `${account}-pw`, ...extra },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const extOf = async (userId: string) =>
  (
    await s.db
      .select()
      .from(userExtend)
      .where(and(eq(userExtend.userId, userId), eq(userExtend.isDeleted, 0)))
  )[0];

describe(`extension service users on ${databaseKind}`, () => {
  it('saveExtendUser adds, then updates, the extension of a user', async () => {
    const id = await add('ux-one');
    const first = await s.call('POST', `${api}/saveExtendUser`, {
      token: admin,
      body: { userId: id, employeeNo: 'N-1', extInfo: '{"badge":7}' },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ userId: id, employeeNo: 'N-1', extInfo: '{"badge":7}', status: 1 });
    const second = await s.call('POST', `${api}/saveExtendUser`, {
      token: admin,
      body: { userId: id, unityCode: 'P-1' },
    });
    expect(second.body.data).toMatchObject({ id: first.body.data.id, employeeNo: 'N-1', unityCode: 'P-1' });
    const missing = await s.call('POST', `${api}/saveExtendUser`, { token: admin, body: { employeeNo: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择用户');
    const long = await s.call('POST', `${api}/saveExtendUser`, {
      token: admin,
      lang: 'en',
      body: { userId: id, unityCode: 'u'.repeat(65) },
    });
    expect(long.body.msg).toBe('The unified code must be at most 64 characters');
  });

  it('submit saves a user with its extension; userList pages them', async () => {
    const made = await s.call('POST', `${api}/submit`, {
      token: admin,
      body: { account: 'ux-two', realName: '二号', password: 'x', deptId: deptA, employeeNo: 'N-2' },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({ account: 'ux-two', employeeNo: 'N-2', extendStatus: 1 });
    const list = await s.call('GET', `${api}/userList`, { token: admin, query: { account: 'ux-', size: 10 } });
    // The platform administrator's list spans tenants: ux-boss of the stranger tenant is on it too.
    expect(list.body.data).toMatchObject({ total: 4, size: 10, current: 1 });
    const own = { account: 'ux-', tenantId: '000000' };
    expect((await s.call('GET', `${api}/userList`, { token: admin, query: own })).body.data.total).toBe(3);
    const byAccount = Object.fromEntries(list.body.data.records.map((r: any) => [r.account, r]));
    expect(byAccount['ux-two']).toMatchObject({ employeeNo: 'N-2', deptName: '研发部' });
    expect(byAccount['ux-one']).toMatchObject({ employeeNo: 'N-1', unityCode: 'P-1' });
    expect(list.text).not.toMatch(/argon2|"password"/);
  });

  it('userExtend/enable and disable switch the extension, not the account', async () => {
    const id = await add('ux-three');
    const disable = await s.call('POST', `${api}/userExtend/disable`, { token: admin, query: { userIds: id } });
    expect(disable.body).toMatchObject({ success: true, data: 1 });
    expect((await extOf(id))!.status).toBe(2);
    expect((await s.login('ux-three', 'ux-three-pw')).access_token).toBeTruthy();
    await s.call('POST', `${api}/userExtend/enable`, { token: admin, query: { userIds: id } });
    expect((await extOf(id))!.status).toBe(1);
  });

  it('userDeptList lists the departments of a user', async () => {
    const id = await add('ux-depts', { deptId: `${deptA},${deptB}` });
    const res = await s.call('GET', `${api}/userDeptList`, { token: admin, query: { userId: id } });
    expect(res.body.data.map((d: any) => d.deptName)).toEqual(['生产部', '研发部']);
    expect((await s.call('GET', `${api}/userDeptList`, { token: stranger, query: { userId: id } })).status).toBe(404);
  });

  it('unityUserList: the administrator sees one identity across tenants, a tenant user only its own', async () => {
    const mine = await add('ux-unity');
    const tie = await s.call('POST', `${api}/updateUnityUser`, {
      token: admin,
      body: { userIds: [mine, strangerUser], unityCode: 'PERSON-9' },
    });
    expect(tie.status, tie.text).toBe(200);
    expect(tie.body.data).toBe(2);
    expect((await extOf(strangerUser))!).toMatchObject({ unityCode: 'PERSON-9', tenantId: strangerTenant });

    const all = await s.call('GET', `${api}/unityUserList`, { token: admin, query: { unityCode: 'PERSON-9' } });
    expect(all.body.data.records.map((r: any) => [r.tenantId, r.account])).toEqual([
      ['000000', 'ux-unity'],
      [strangerTenant, 'ux-boss'],
    ]);
    expect(all.body.data.records[1].tenantName).toBe(`租户${strangerTenant}`);
    const byUser = await s.call('GET', `${api}/unityUserList`, { token: admin, query: { userId: mine } });
    expect(byUser.body.data.total).toBe(2);
    expect(all.text).not.toMatch(/argon2|"password"/);

    const theirs = await s.call('GET', `${api}/unityUserList`, { token: stranger, query: { unityCode: 'PERSON-9' } });
    expect(theirs.body.data.records.map((r: any) => r.account)).toEqual(['ux-boss']);
    const everyone = await s.call('GET', `${api}/unityUserList`, { token: stranger });
    expect(everyone.body.data.records.every((r: any) => r.tenantId === strangerTenant)).toBe(true);
    // A tenant's user cannot tie another tenant's account, nor reach it by its id.
    const cross = await s.call('POST', `${api}/updateUnityUser`, {
      token: stranger,
      body: { userIds: [mine], unityCode: 'STOLEN' },
    });
    expect(cross.status).toBe(404);
    expect((await extOf(mine))!.unityCode).toBe('PERSON-9');
    const peek = await s.call('GET', `${api}/unityUserList`, { token: stranger, query: { userId: mine } });
    expect(peek.body.data.records).toEqual([]);
    // Blank clears.
    await s.call('POST', `${api}/updateUnityUser`, { token: admin, body: { userIds: `${mine}`, unityCode: '' } });
    expect((await extOf(mine))!.unityCode).toBeNull();
  });

  it("refuses 401 and 403, and treats another tenant's user as not found with nothing changed", async () => {
    const id = await add('ux-guard');
    const writes: Array<[string, { query?: Record<string, string>; body?: unknown }]> = [
      ['saveExtendUser', { body: { userId: id, employeeNo: 'HACK' } }],
      ['submit', { body: { id, realName: 'HACK', employeeNo: 'HACK' } }],
      ['updateUnityUser', { body: { userIds: [id], unityCode: 'HACK' } }],
      ['userExtend/enable', { query: { userIds: id } }],
      ['userExtend/disable', { query: { userIds: id } }],
    ];
    for (const [path, opts] of writes) {
      expect((await s.call('POST', `${api}/${path}`, opts)).status, path).toBe(401);
      expect((await s.call('POST', `${api}/${path}`, { ...opts, token: reader })).status, path).toBe(403);
      expect((await s.call('POST', `${api}/${path}`, { ...opts, token: stranger })).status, path).toBe(404);
    }
    expect(await extOf(id)).toBeUndefined();
    expect((await s.db.select().from(user).where(eq(user.id, id)))[0]!.realName).toBe('ux-guard');
    for (const path of ['userList', 'unityUserList', 'userDeptList']) {
      expect((await s.call('GET', `${api}/${path}`, { query: { userId: id } })).status, path).toBe(401);
    }
    const reads = await s.call('GET', `${api}/userList`, { token: stranger, query: { size: 100 } });
    expect(reads.body.data.records.map((r: any) => r.account)).toEqual(['ux-boss']);
  });

  it('is documented under its own OpenAPI tag', async () => {
    const doc = await s.call('GET', '/api/doc/json');
    const paths = doc.body.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/api/blade-user-ext/user/unityUserList']!.get!.tags).toEqual(['blade-user-ext']);
    expect(paths['/api/blade-user/userExtend/list_v2']!.get!.tags).toEqual(['blade-user']);
  });
});
