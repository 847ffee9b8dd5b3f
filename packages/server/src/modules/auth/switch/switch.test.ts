import { authCalls, type CallDef, paramCalls, postCalls } from '@pharma/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, refusalOf, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer } from '../../../../test/helpers/server.ts';
import { dept, menu, paramTable, role, roleMenu, user } from '../../../schema.ts';

/**
 * Switch mode: a user with two departments and two roles signs in (or refreshes) as one of each with the Dept-Id /
 * Role-Id headers, and then holds only that role's grants. Off unless the tenant's account.switchMode is 'true'.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
const tenantId = '500101';
let roleA: string;
let roleB: string;
let deptA: string;
let deptB: string;
let foreignRole: string;

test.beforeAll(async ({ server, anonymous: signedOut }) => {
  s = server;
  anonymous = signedOut;
  const a = await createUser(s.db, { tenantId, account: 'two-hats', password: 'pw-2', codes: ['param'] });
  roleA = a.roleId;
  const [b] = await s.db.insert(role).values({ tenantId, roleName: '仓库角色', roleAlias: 'warehouse' }).returning();
  roleB = b!.id;
  const post = await s.db
    .select({ id: menu.id })
    .from(menu)
    .where(inArray(menu.code, ['post']));
  await s.db.insert(roleMenu).values(post.map((m) => ({ roleId: roleB, menuId: m.id })));
  const [holder] = await s.db.select().from(user).where(eq(user.id, a.userId));
  deptA = holder!.deptId!;
  const [d] = await s.db.insert(dept).values({ tenantId, deptName: '仓库部' }).returning();
  deptB = d!.id;
  await s.db
    .update(user)
    .set({ roleId: `${roleA},${roleB}`, deptId: `${deptA},${deptB}` })
    .where(eq(user.id, a.userId));
  const other = await createUser(s.db, { tenantId, account: 'someone-else', password: 'pw-3', codes: [] });
  foreignRole = other.roleId;
});

const signIn = (headers: Record<string, string> = {}) =>
  anonymous.send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': tenantId, ...headers },
    query: { tenantId, username: 'two-hats', password: md5('pw-2'), grant_type: 'password', scope: 'all' },
  });
const refresh = (token: string, headers: Record<string, string> = {}, lang: 'zh' | 'en' = 'zh') =>
  anonymous.send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': tenantId, ...headers },
    query: { tenantId, grant_type: 'refresh_token', refresh_token: token, scope: 'all' },
    lang,
  });
const can = async (token: string, call: CallDef) => (await sessionOf(s, token).send(call)).status;

async function setSwitchMode(value: string | null) {
  await s.db
    .delete(paramTable)
    .where(and(eq(paramTable.tenantId, tenantId), eq(paramTable.paramKey, 'account.switchMode')));
  if (value !== null) {
    await s.db
      .insert(paramTable)
      .values({ tenantId, paramName: '部门角色切换', paramKey: 'account.switchMode', paramValue: value });
  }
}

describe(`switch mode on ${databaseKind}`, () => {
  test('is off by default: the headers are ignored at sign-in and a switch is refused', async () => {
    await setSwitchMode(null);
    const res = await signIn({ 'dept-id': deptB, 'role-id': roleB });
    expect(res.body.switch_mode).toBe(false);
    expect(res.body.role_id).toBe(`${roleA},${roleB}`);
    expect(res.body.dept_id).toBe(`${deptA},${deptB}`);
    const refused = await refresh(res.body.refresh_token, { 'role-id': roleB });
    expect(refused.status).toBe(400);
    expect(refusalOf(refused).error_description).toBe('未开启部门/角色切换');
  });

  test('signs in as the chosen department and role, which then decides what the user may do', async () => {
    await setSwitchMode('true');
    const both = await signIn();
    expect(both.body.switch_mode).toBe(true);
    expect(await can(both.body.access_token, paramCalls.list)).toBe(200);
    expect(await can(both.body.access_token, postCalls.list)).toBe(200);

    const asB = await signIn({ 'dept-id': deptB, 'role-id': roleB });
    expect(asB.body).toMatchObject({ role_id: roleB, dept_id: deptB, role_name: 'warehouse' });
    expect(await can(asB.body.access_token, paramCalls.list)).toBe(403);
    expect(await can(asB.body.access_token, postCalls.list)).toBe(200);

    const options = await sessionOf(s, asB.body.access_token).send(authCalls.switchOptions);
    expect(options.body.data).toMatchObject({ switchMode: true, deptId: deptB, roleId: roleB });
    expect(options.body.data.roles.map((r: { id: string }) => r.id)).toEqual([roleA, roleB]);
    expect(options.body.data.depts.map((d: { deptName: string }) => d.deptName)).toEqual(['部门-two-hats', '仓库部']);
  });

  test('switches on refresh, keeps the choice on later refreshes, and refuses what the user does not hold', async () => {
    await setSwitchMode('true');
    const asB = await signIn({ 'dept-id': deptB, 'role-id': roleB });
    const asA = await refresh(asB.body.refresh_token, { 'dept-id': deptA, 'role-id': roleA });
    expect(asA.body).toMatchObject({ role_id: roleA, dept_id: deptA });
    expect(await can(asA.body.access_token, paramCalls.list)).toBe(200);
    expect(await can(asA.body.access_token, postCalls.list)).toBe(403);

    const later = await refresh(asA.body.refresh_token);
    expect(later.body).toMatchObject({ role_id: roleA, dept_id: deptA });

    const foreign = await refresh(later.body.refresh_token, { 'role-id': foreignRole });
    expect(foreign.status).toBe(400);
    expect(refusalOf(foreign).error_description).toBe('您未被授予所选角色');
    const again = await signIn();
    const foreignEn = await refresh(again.body.refresh_token, { 'dept-id': '123456789' }, 'en');
    expect(refusalOf(foreignEn).error_description).toBe('You do not belong to the chosen department');
  });

  test('a sign-in naming a role the user does not hold (remembered from another account) falls back to all', async () => {
    await setSwitchMode('true');
    const res = await signIn({ 'role-id': foreignRole });
    expect(res.status).toBe(200);
    expect(res.body.role_id).toBe(`${roleA},${roleB}`);
  });

  test('a role taken away after the switch takes its grants with it at once', async () => {
    await setSwitchMode('true');
    const asA = await signIn({ 'role-id': roleA });
    expect(await can(asA.body.access_token, paramCalls.list)).toBe(200);
    await s.db.update(user).set({ roleId: roleB }).where(eq(user.account, 'two-hats'));
    expect(await can(asA.body.access_token, paramCalls.list)).toBe(403);
    expect(await can(asA.body.access_token, postCalls.list)).toBe(403);
    // The next refresh notices and works as the roles the user still holds.
    const next = await refresh(asA.body.refresh_token);
    expect(next.body.role_id).toBe(roleB);
    expect(await can(next.body.access_token, postCalls.list)).toBe(200);
    await s.db
      .update(user)
      .set({ roleId: `${roleA},${roleB}` })
      .where(eq(user.account, 'two-hats'));
  });
});
