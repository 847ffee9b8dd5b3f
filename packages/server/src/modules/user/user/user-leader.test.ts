import { type CallDef, pathsOf, userCalls, userStatus } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { menu, scopeApi } from '../../../schema.ts';
import { user } from './user.table.ts';

/**
 * BladeX 4's leader and approval calls (issue 35): set-leader, leader-list, audit-pass, audit-refuse and user-page,
 * each held to the caller's tenant and permission codes.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let boss: Session;
let clerk: Session;
let other: Session;
const home = '200041';
const away = '200042';
const ids: Record<string, string> = {};

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  const codes = ['user', 'user_leader', 'user_approve', 'user_refuse'];
  ids.boss = (await createUser(s.db, { tenantId: home, account: 'ld-boss', password: 'pw-b', codes })).userId;
  boss = await signedIn(s, 'ld-boss', 'pw-b', home);
  await createUser(s.db, { tenantId: home, account: 'ld-clerk', password: 'pw-c', codes: ['user'] });
  clerk = await signedIn(s, 'ld-clerk', 'pw-c', home);
  await createUser(s.db, { tenantId: away, account: 'ld-other', password: 'pw-o', codes });
  other = await signedIn(s, 'ld-other', 'pw-o', away);
  ids.staff = await plainUser(home, 'ld-staff', '钱多多');
  ids.awayStaff = await plainUser(away, 'ld-away', '钱远');
  for (const [tenantId, account] of [
    [home, 'ld-guest1'],
    [home, 'ld-guest2'],
    [away, 'ld-guest3'],
  ] as const) {
    ids[account] = await plainUser(tenantId, account, account);
    await s.db.update(user).set({ status: userStatus.pending }).where(eq(user.id, ids[account]!));
  }
}, 180_000);

/** A user with no role or department, of the given name. */
async function plainUser(tenantId: string, account: string, realName: string) {
  const id = await newUser(s.db, { tenantId, account, password: 'x', roleIds: [], deptIds: [] });
  await s.db.update(user).set({ realName }).where(eq(user.id, id));
  return id;
}

const post = <C extends CallDef>(call: C, who: Session, query: Record<string, string>, lang: 'zh' | 'en' = 'zh') =>
  who.send(call, { query, lang });
const get = <C extends CallDef>(call: C, who: Session, query: Record<string, string> = {}) => who.send(call, { query });

describe(`leaders and approvals on ${databaseKind}`, () => {
  test('set-leader flips a user of the tenant, says which way in zh and en, and leader-list follows', async () => {
    const made = await post(userCalls.setLeader, boss, { userId: ids.staff! });
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ msg: '设置主管成功', data: { id: ids.staff, isLeader: 1 } });
    const leaders = await get(userCalls.leaderList, boss, { realName: '钱' });
    expect(leaders.body.data.map((l: any) => l.id)).toEqual([ids.staff]);
    const undone = await post(userCalls.setLeader, boss, { userId: ids.staff! }, 'en');
    expect(undone.body).toMatchObject({ msg: 'The user is no longer a leader', data: { isLeader: 0 } });
    expect((await get(userCalls.leaderList, boss, { realName: '钱' })).body.data).toEqual([]);
  });

  test("keeps another tenant's users out: set-leader finds none, leader-list and user-page show none", async () => {
    expect((await post(userCalls.setLeader, boss, { userId: ids.awayStaff! })).status).toBe(404);
    await s.db.update(user).set({ isLeader: 1 }).where(eq(user.id, ids.awayStaff!));
    // A tenant's user naming another tenant still gets their own tenant's leaders.
    const leaders = await get(userCalls.leaderList, boss, { tenantId: away });
    expect(leaders.body.data.map((l: any) => l.id)).not.toContain(ids.awayStaff);
    // The platform administrator names the tenant (the form's 所属租户).
    const theirs = await get(userCalls.leaderList, admin, { tenantId: away });
    expect(theirs.body.data.map((l: any) => l.id)).toContain(ids.awayStaff);
    const page = await get(userCalls.userPage, boss, { current: '1', size: '50', name: '钱' });
    expect(page.body.data.records.map((r: any) => r.account)).toEqual(['ld-staff']);
    expect(page.body.data.records[0]).toEqual({ id: ids.staff, account: 'ld-staff', realName: '钱多多', name: '' });
  });

  test('refuses set-leader, audit-pass and audit-refuse without their codes (403)', async () => {
    expect((await post(userCalls.setLeader, clerk, { userId: ids.staff! })).status).toBe(403);
    expect((await post(userCalls.auditPass, clerk, { userIds: ids['ld-guest1']! })).status).toBe(403);
    expect((await post(userCalls.auditRefuse, clerk, { userIds: ids['ld-guest1']! })).status).toBe(403);
  });

  test('audit-pass enables, audit-refuse removes, only pending accounts of the caller’s tenant', async () => {
    const passed = await post(userCalls.auditPass, boss, { userIds: ids['ld-guest1']! });
    expect(passed.body).toMatchObject({ success: true, data: 1, msg: '审核通过' });
    const refused = await post(userCalls.auditRefuse, boss, { userIds: ids['ld-guest2']! });
    expect(refused.body).toMatchObject({ success: true, data: 1 });
    const [g1] = await s.db.select().from(user).where(eq(user.id, ids['ld-guest1']!));
    const [g2] = await s.db.select().from(user).where(eq(user.id, ids['ld-guest2']!));
    expect(g1).toMatchObject({ status: userStatus.enabled, isDeleted: 0 });
    expect(g2).toMatchObject({ isDeleted: 1 });
    // Another tenant's pending account is none of the caller's: nothing waits, and it stays as it was.
    const across = await post(userCalls.auditRefuse, boss, { userIds: ids['ld-guest3']! });
    expect(across.status).toBe(400);
    expect(across.body.msg).toBe('所选用户没有待审核的账号');
    const [g3] = await s.db
      .select()
      .from(user)
      .where(and(eq(user.id, ids['ld-guest3']!), eq(user.isDeleted, 0)));
    expect(g3?.status).toBe(userStatus.pending);
    // The refused account's name is free again.
    await plainUser(home, 'ld-guest2', '又来了');
    expect((await post(userCalls.auditRefuse, other, { userIds: ids['ld-guest3']! })).body.success).toBe(true);
  });

  test('lists the pending accounts under status=0, as BladeX 4 numbers them', async () => {
    await s.db.update(user).set({ status: userStatus.pending }).where(eq(user.id, ids.staff!));
    const pending = await get(userCalls.page, boss, { status: '0' });
    expect(pending.body.data.records.map((r: any) => r.account)).toEqual(['ld-staff']);
    await s.db.update(user).set({ status: userStatus.enabled }).where(eq(user.id, ids.staff!));
  });

  test('an API scope naming either address of a call shuts both for a role that does not hold it', async () => {
    const [anyMenu] = await s.db.select({ id: menu.id }).from(menu).where(eq(menu.code, 'user'));
    for (const scopePath of ['blade-system/user/user-page', 'blade-user/user-page']) {
      const [scope] = await s.db
        .insert(scopeApi)
        .values({ menuId: anyMenu!.id, scopeName: 'user picker', scopePath })
        .returning({ id: scopeApi.id });
      // The subject is the two addresses the call answers at (its path and its alias), not the call alone.
      const [primary, alias] = pathsOf(userCalls.userPage).map((path) => `/api/${path}`);
      for (const url of [primary!, alias!])
        expect((await s.call('GET', url, { token: boss.token })).status, `${scopePath} → ${url}`).toBe(403);
      await s.db.delete(scopeApi).where(eq(scopeApi.id, scope!.id));
      expect((await s.call('GET', alias!, { token: boss.token })).status).toBe(200);
    }
  });
});
