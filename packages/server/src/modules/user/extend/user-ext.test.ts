import { type CallDef, userCalls, userExtCalls, userExtendCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, openApiOf, pathOf, type Sent, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { dept } from '../../../schema.ts';
import { user } from '../user/user.table.ts';
import { userExtend } from './extend.table.ts';

/** The extension service's user calls: blade-user-ext/user/…. */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let anonymous: Session;
let admin: Session;
let reader: Session;
let stranger: Session;
let strangerUser: string;
let deptA: string;
let deptB: string;
const strangerTenant = '200041';

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  await createUser(s.db, { tenantId: '000000', account: 'ux-reader', password: 'pw-r', codes: ['user'] });
  reader = await signedIn(s, 'ux-reader', 'pw-r');
  strangerUser = (
    await createUser(s.db, {
      tenantId: strangerTenant,
      account: 'ux-boss',
      password: 'pw-b',
      codes: ['user', 'user_add', 'user_edit'],
    })
  ).userId;
  stranger = await signedIn(s, 'ux-boss', 'pw-b', strangerTenant);
  const [a] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '研发部', sort: 2 }).returning();
  const [b] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '生产部', sort: 1 }).returning();
  deptA = a!.id;
  deptB = b!.id;
  // A loaded machine can take a while to migrate and seed a fresh database.
}, 180_000);

const add = async (account: string, extra: Record<string, unknown> = {}) => {
  const res = await admin.send(userCalls.submit, {
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
  test('saveExtendUser adds, then updates, the extension of a user', async () => {
    const id = await add('ux-one');
    const first = await admin.send(userExtCalls.saveExtendUser, {
      body: { userId: id, employeeNo: 'N-1', extInfo: '{"badge":7}' },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ userId: id, employeeNo: 'N-1', extInfo: '{"badge":7}', status: 1 });
    const second = await admin.send(userExtCalls.saveExtendUser, { body: { userId: id, unityCode: 'P-1' } });
    expect(second.body.data).toMatchObject({ id: first.body.data.id, employeeNo: 'N-1', unityCode: 'P-1' });
    const missing = await admin.send(userExtCalls.saveExtendUser, { body: { employeeNo: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择用户');
    const long = await admin.send(userExtCalls.saveExtendUser, {
      lang: 'en',
      body: { userId: id, unityCode: 'u'.repeat(65) },
    });
    expect(long.body.msg).toBe('The unified code must be at most 64 characters');
  });

  test('submit saves a user with its extension; userList pages them', async () => {
    const made = await admin.send(userExtCalls.submit, {
      body: { account: 'ux-two', realName: '二号', password: 'x', deptId: deptA, employeeNo: 'N-2' },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.data).toMatchObject({ account: 'ux-two', employeeNo: 'N-2', extendStatus: 1 });
    const list = await admin.send(userExtCalls.userList, { query: { account: 'ux-', size: 10 } });
    // The platform administrator's list spans tenants: ux-boss of the stranger tenant is on it too.
    expect(list.body.data).toMatchObject({ total: 4, size: 10, current: 1 });
    const own = { account: 'ux-', tenantId: '000000' };
    expect((await admin.send(userExtCalls.userList, { query: own })).body.data.total).toBe(3);
    const byAccount = Object.fromEntries(list.body.data.records.map((r: any) => [r.account, r]));
    expect(byAccount['ux-two']).toMatchObject({ employeeNo: 'N-2', deptName: '研发部' });
    expect(byAccount['ux-one']).toMatchObject({ employeeNo: 'N-1', unityCode: 'P-1' });
    expect(list.text).not.toMatch(/argon2|"password"/);
  });

  test('userExtend/enable and disable switch the extension, not the account', async () => {
    const id = await add('ux-three');
    const disable = await admin.send(userExtCalls.disableExtend, { query: { userIds: id } });
    expect(disable.body).toMatchObject({ success: true, data: 1 });
    expect((await extOf(id))!.status).toBe(2);
    expect((await signedIn(s, 'ux-three', 'ux-three-pw')).token).toBeTruthy();
    await admin.send(userExtCalls.enableExtend, { query: { userIds: id } });
    expect((await extOf(id))!.status).toBe(1);
  });

  test('userDeptList lists the departments of a user', async () => {
    const id = await add('ux-depts', { deptId: `${deptA},${deptB}` });
    const res = await admin.send(userExtCalls.userDeptList, { query: { userId: id } });
    expect(res.body.data.map((d: any) => d.deptName)).toEqual(['生产部', '研发部']);
    expect((await stranger.send(userExtCalls.userDeptList, { query: { userId: id } })).status).toBe(404);
  });

  test('unityUserList: the administrator sees one identity across tenants, a tenant user only its own', async () => {
    const mine = await add('ux-unity');
    const tie = await admin.send(userExtCalls.updateUnityUser, {
      body: { userIds: [mine, strangerUser], unityCode: 'PERSON-9' },
    });
    expect(tie.status, tie.text).toBe(200);
    expect(tie.body.data).toBe(2);
    expect((await extOf(strangerUser))!).toMatchObject({ unityCode: 'PERSON-9', tenantId: strangerTenant });

    const all = await admin.send(userExtCalls.unityUserList, { query: { unityCode: 'PERSON-9' } });
    expect(all.body.data.records.map((r: any) => [r.tenantId, r.account])).toEqual([
      ['000000', 'ux-unity'],
      [strangerTenant, 'ux-boss'],
    ]);
    expect(all.body.data.records[1]!.tenantName).toBe(`租户${strangerTenant}`);
    const byUser = await admin.send(userExtCalls.unityUserList, { query: { userId: mine } });
    expect(byUser.body.data.total).toBe(2);
    expect(all.text).not.toMatch(/argon2|"password"/);

    const theirs = await stranger.send(userExtCalls.unityUserList, { query: { unityCode: 'PERSON-9' } });
    expect(theirs.body.data.records.map((r: any) => r.account)).toEqual(['ux-boss']);
    const everyone = await stranger.send(userExtCalls.unityUserList);
    expect(everyone.body.data.records.every((r: any) => r.tenantId === strangerTenant)).toBe(true);
    // A tenant's user cannot tie another tenant's account, nor reach it by its id.
    const cross = await stranger.send(userExtCalls.updateUnityUser, { body: { userIds: [mine], unityCode: 'STOLEN' } });
    expect(cross.status).toBe(404);
    expect((await extOf(mine))!.unityCode).toBe('PERSON-9');
    const peek = await stranger.send(userExtCalls.unityUserList, { query: { userId: mine } });
    expect(peek.body.data.records).toEqual([]);
    // Blank clears.
    await admin.send(userExtCalls.updateUnityUser, { body: { userIds: `${mine}`, unityCode: '' } });
    expect((await extOf(mine))!.unityCode).toBeNull();
  });

  test("refuses 401 and 403, and treats another tenant's user as not found with nothing changed", async () => {
    const id = await add('ux-guard');
    const writes: Array<[CallDef, Sent<CallDef>]> = [
      [userExtCalls.saveExtendUser, { body: { userId: id, employeeNo: 'HACK' } }],
      [userExtCalls.submit, { body: { id, realName: 'HACK', employeeNo: 'HACK' } }],
      [userExtCalls.updateUnityUser, { body: { userIds: [id], unityCode: 'HACK' } }],
      [userExtCalls.enableExtend, { query: { userIds: id } }],
      [userExtCalls.disableExtend, { query: { userIds: id } }],
    ];
    for (const [call, sent] of writes) {
      expect((await anonymous.send(call, sent)).status, call.path).toBe(401);
      expect((await reader.send(call, sent)).status, call.path).toBe(403);
      expect((await stranger.send(call, sent)).status, call.path).toBe(404);
    }
    expect(await extOf(id)).toBeUndefined();
    expect((await s.db.select().from(user).where(eq(user.id, id)))[0]!.realName).toBe('ux-guard');
    for (const call of [userExtCalls.userList, userExtCalls.unityUserList, userExtCalls.userDeptList]) {
      expect((await anonymous.send(call, { query: { userId: id } })).status, call.path).toBe(401);
    }
    const reads = await stranger.send(userExtCalls.userList, { query: { size: 100 } });
    expect(reads.body.data.records.map((r: any) => r.account)).toEqual(['ux-boss']);
  });

  test('is documented under its own OpenAPI tag', async () => {
    const { paths } = await openApiOf(s);
    expect(paths[pathOf(userExtCalls.unityUserList)]!.get!.tags).toEqual(['blade-user-ext']);
    expect(paths[pathOf(userExtendCalls.listV2)]!.get!.tags).toEqual(['blade-user']);
  });
});
