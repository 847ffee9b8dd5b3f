import { type CallDef, profileCalls, userCalls, userExtendCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { Reply, TestServer } from '../../../../test/helpers/server.ts';
import { dept, postTable, role } from '../../../schema.ts';
import { user } from '../user/user.table.ts';
import { userExtend } from './extend.table.ts';

/** blade-user/userExtend: users with their extension, and batch operations on accounts. */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
let reader: Session;
let stranger: Session;
let strangerDept: string;
let strangerRole: string;
let deptA: string;
let deptB: string;
let roleA: string;
let postA: string;
const strangerTenant = '200031';

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  await createUser(s.db, { tenantId: '000000', account: 'ue-reader', password: 'pw-r', codes: ['user'] });
  reader = await signedIn(s, 'ue-reader', 'pw-r');
  const boss = await createUser(s.db, {
    tenantId: strangerTenant,
    account: 'ue-boss',
    password: 'pw-b',
    codes: ['user', 'user_add', 'user_edit', 'user_role', 'user_unlock'],
  });
  strangerRole = boss.roleId;
  stranger = await signedIn(s, 'ue-boss', 'pw-b', strangerTenant);
  const [sd] = await s.db.select().from(dept).where(eq(dept.tenantId, strangerTenant));
  strangerDept = sd!.id;
  const [a] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '一车间' }).returning();
  const [b] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '二车间' }).returning();
  deptA = a!.id;
  deptB = b!.id;
  const [r] = await s.db
    .insert(role)
    .values({ tenantId: '000000', roleName: '班组长', roleAlias: 'ue_lead' })
    .returning();
  roleA = r!.id;
  const [p] = await s.db
    .insert(postTable)
    .values({ tenantId: '000000', category: 3, postCode: 'UE01', postName: '操作工' })
    .returning();
  postA = String(p!.id);
  // A loaded machine can take a while to migrate and seed a fresh database.
}, 180_000);

const add = async (account: string, extra: Record<string, unknown> = {}) => {
  const res = await admin.send(userCalls.submit, {
    body: { account, realName: account, password: `${account}-pw`, ...extra },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const rowOf = async (id: string) => (await s.db.select().from(user).where(eq(user.id, id)))[0]!;

describe(`userExtend on ${databaseKind}`, () => {
  test('saveOrUpdate-v2 adds a user with its extension, updates both, and lists them in list_v2', async () => {
    const made = await admin.send(userExtendCalls.saveOrUpdate, {
      body: {
        account: 'ue-worker',
        realName: '工人',
        password: 'w-pw',
        deptId: deptA,
        employeeNo: 'E001',
        unityCode: 'U-ue-1',
        extInfo: { shift: 'night' },
      },
    });
    expect(made.status, made.text).toBe(200);
    expect(made.body.msg).toBe('新增成功');
    expect(made.body.data).toMatchObject({
      account: 'ue-worker',
      deptName: '一车间',
      employeeNo: 'E001',
      unityCode: 'U-ue-1',
      extInfo: '{"shift":"night"}',
      extendStatus: 1,
    });
    expect(made.text).not.toMatch(/argon2|"password"/);
    const id = made.body.data.id;
    const updated = await admin.send(userExtendCalls.saveOrUpdate, {
      body: { id, realName: '老工人', employeeNo: 'E002' },
    });
    expect(updated.body.msg).toBe('更新成功');
    expect(updated.body.data).toMatchObject({ realName: '老工人', employeeNo: 'E002', unityCode: 'U-ue-1' });
    const exts = await s.db.select().from(userExtend).where(eq(userExtend.userId, id));
    expect(exts).toHaveLength(1);

    const list = await admin.send(userExtendCalls.listV2, { query: { employeeNo: 'E00', size: 100 } });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({
      id,
      account: 'ue-worker',
      realName: '老工人',
      employeeNo: 'E002',
      unityCode: 'U-ue-1',
      extendStatus: 1,
    });
    expect(list.text).not.toMatch(/argon2|"password"/);
    // Users without an extension are listed too, their extension empty; the list's own filters apply.
    await add('ue-plain', { deptId: deptB });
    const plain = await admin.send(userExtendCalls.listV2, { query: { account: 'ue-plain' } });
    expect(plain.body.data.records).toHaveLength(1);
    expect(plain.body.data.records[0]).toMatchObject({ account: 'ue-plain', employeeNo: null, extendStatus: null });
  });

  test('saveOrUpdate-v2 saves neither the user nor the extension when one of them is refused', async () => {
    const tooLong = await admin.send(userExtendCalls.saveOrUpdate, {
      body: { account: 'ue-atomic', realName: 'a', password: 'x', employeeNo: 'E'.repeat(40) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe('工号不能超过32个字符');
    const taken = await admin.send(userExtendCalls.saveOrUpdate, {
      lang: 'en',
      body: { account: 'ue-worker', realName: 'dup', password: 'x', employeeNo: 'E999' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toBe('This account is already in use');
    expect(await s.db.select().from(user).where(eq(user.account, 'ue-atomic'))).toHaveLength(0);
    expect(await s.db.select().from(userExtend).where(eq(userExtend.employeeNo, 'E999'))).toHaveLength(0);
    const noPassword = await admin.send(userExtendCalls.saveOrUpdate, { body: { account: 'ue-nopw', realName: 'a' } });
    expect(noPassword.body.msg).toBe('请输入密码');
  });

  test('listByDeptIds lists the users of any of the departments', async () => {
    const inA = await add('ue-in-a', { deptId: deptA });
    const inBoth = await add('ue-in-ab', { deptId: `${deptB},${deptA}` });
    const res = await admin.send(userExtendCalls.listByDeptIds, { query: { deptIds: deptA } });
    const ids = res.body.data.map((u: any) => u.id);
    expect(ids).toEqual(expect.arrayContaining([inA, inBoth]));
    expect(res.body.data.map((u: any) => u.account)).not.toContain('ue-plain');
    const both = await admin.send(userExtendCalls.listByDeptIds, { query: { deptIds: `${deptA},${deptB}` } });
    expect(both.body.data.map((u: any) => u.account)).toContain('ue-plain');
    expect(res.text).not.toMatch(/argon2|"password"/);
    // Another tenant's department gives nothing, even to a user of that tenant asking through ours.
    const foreign = await stranger.send(userExtendCalls.listByDeptIds, { query: { deptIds: deptA } });
    expect(foreign.body.data).toEqual([]);
    expect((await admin.send(userExtendCalls.listByDeptIds, { query: { deptIds: 'x' } })).status).toBe(400);
  });

  test('accountOperation disables and enables an account at once', async () => {
    const id = await add('ue-switch');
    const t = await signedIn(s, 'ue-switch', 'ue-switch-pw');
    const op = (operation: string, who = admin, userIds = id) =>
      who.send(userExtendCalls.accountOperation, { query: { userIds, operation } });
    expect((await op('disable')).body.success).toBe(true);
    expect((await rowOf(id)).status).toBe(2);
    expect((await t.send(profileCalls.info)).status).toBe(401);
    await expect(s.login('ue-switch', 'ue-switch-pw')).rejects.toThrow();
    expect((await op('enable')).body.success).toBe(true);
    expect((await rowOf(id)).status).toBe(1);
    expect(await signedIn(s, 'ue-switch', 'ue-switch-pw')).toBeTruthy();
    const bad = await op('explode');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('操作只能是 enable(启用)、disable(停用)、lock(锁定)或 unlock(解锁)');
  });

  test('accountOperation locks and unlocks the sign-in like repeated failures do', async () => {
    const id = await add('ue-lock');
    const op = (operation: string) =>
      admin.send(userExtendCalls.accountOperation, { query: { userIds: id, operation } });
    expect((await op('lock')).body.success).toBe(true);
    await expect(s.login('ue-lock', 'ue-lock-pw')).rejects.toThrow(/登录失败次数过多/);
    expect((await op('unlock')).body.success).toBe(true);
    expect(await signedIn(s, 'ue-lock', 'ue-lock-pw')).toBeTruthy();
  });

  test('accountOperation refuses to disable or lock the caller, and guards each operation by its code', async () => {
    const me = (await admin.send(profileCalls.info)).body.data.userId;
    const self = await admin.send(userExtendCalls.accountOperation, {
      lang: 'en',
      query: { userIds: me, operation: 'disable' },
    });
    expect(self.status).toBe(400);
    expect(self.body.msg).toBe('You cannot disable or lock the account you are signed in with');
    const id = await add('ue-guarded');
    for (const operation of ['enable', 'disable', 'lock', 'unlock']) {
      const query = { userIds: id, operation };
      expect((await anonymous.send(userExtendCalls.accountOperation, { query })).status).toBe(401);
      expect((await reader.send(userExtendCalls.accountOperation, { query })).status).toBe(403);
      // Another tenant's user: not found, and nothing changes.
      expect((await stranger.send(userExtendCalls.accountOperation, { query })).status).toBe(404);
    }
    expect((await rowOf(id)).status).toBe(1);
    expect(await signedIn(s, 'ue-guarded', 'ue-guarded-pw')).toBeTruthy();
  });

  test('batch-updates departments, roles and posts, with live ids of the tenant only', async () => {
    const one = await add('ue-batch1', { deptId: deptA });
    const two = await add('ue-batch2');
    const call = (c: CallDef, body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
      who.send(c, { body, lang }) as Promise<Reply>;
    const depts = await call(userExtendCalls.batchUpdateDept, { userIds: [one, two], deptIds: [deptB] });
    expect(depts.body).toMatchObject({ success: true, data: 2 });
    expect((await rowOf(one)).deptId).toBe(deptB);
    expect((await rowOf(two)).deptId).toBe(deptB);
    // BladeX's comma-joined form works too.
    await call(userExtendCalls.batchUpdateRole, { userIds: `${one},${two}`, roleIds: roleA });
    expect((await rowOf(two)).roleId).toBe(roleA);
    await call(userExtendCalls.batchUpdatePost, { userIds: [one], postIds: [postA] });
    expect((await rowOf(one)).postId).toBe(postA);
    await call(userExtendCalls.batchUpdatePost, { userIds: [one], postIds: [] });
    expect((await rowOf(one)).postId).toBe('');

    expect((await call(userExtendCalls.batchUpdateDept, { userIds: [one], deptIds: [strangerDept] })).body.msg).toBe(
      '所选部门不存在或不属于本租户',
    );
    expect(
      (await call(userExtendCalls.batchUpdateRole, { userIds: [one], roleIds: [strangerRole] }, admin, 'en')).body.msg,
    ).toBe('A chosen role does not exist in this tenant');
    expect((await call(userExtendCalls.batchUpdatePost, { userIds: [one], postIds: ['999'] })).body.msg).toBe(
      '所选岗位不存在或不属于本租户',
    );
    expect((await call(userExtendCalls.batchUpdateDept, { userIds: [one], deptIds: [] })).body.msg).toBe(
      '请选择至少一个部门',
    );
    expect((await call(userExtendCalls.batchUpdateRole, { userIds: [one], roleIds: '' })).body.msg).toBe(
      '请选择至少一个角色',
    );
    expect((await call(userExtendCalls.batchUpdateDept, { userIds: [], deptIds: [deptA] })).body.msg).toBe(
      '请选择至少一条数据',
    );
    expect((await rowOf(one)).deptId).toBe(deptB);

    // Guards: 401, 403 (roles need user_role), another tenant's users are not found and stay as they were.
    expect(
      (await anonymous.send(userExtendCalls.batchUpdateDept, { body: { userIds: [one], deptIds: [deptA] } })).status,
    ).toBe(401);
    expect((await call(userExtendCalls.batchUpdateRole, { userIds: [one], roleIds: [roleA] }, reader)).status).toBe(
      403,
    );
    const cross = await call(userExtendCalls.batchUpdateDept, { userIds: [one], deptIds: [strangerDept] }, stranger);
    expect(cross.status).toBe(404);
    expect((await rowOf(one)).deptId).toBe(deptB);
  });

  test('keeps the lists and saves within the tenant, and needs the codes', async () => {
    const list = await stranger.send(userExtendCalls.listV2, { query: { size: 100 } });
    expect(list.body.data.records.map((r: any) => r.account)).toEqual(['ue-boss']);
    expect((await anonymous.send(userExtendCalls.listV2)).status).toBe(401);
    const worker = (await s.db.select().from(user).where(eq(user.account, 'ue-worker')))[0]!;
    const hijack = await stranger.send(userExtendCalls.saveOrUpdate, {
      body: { id: worker.id, realName: 'hijacked', employeeNo: 'X' },
    });
    expect(hijack.status).toBe(404);
    expect((await rowOf(worker.id)).realName).toBe('老工人');
    const [ext] = await s.db
      .select()
      .from(userExtend)
      .where(and(eq(userExtend.userId, worker.id), eq(userExtend.isDeleted, 0)));
    expect(ext!.employeeNo).toBe('E002');
    expect((await reader.send(userExtendCalls.saveOrUpdate, { body: { account: 'n', realName: 'n' } })).status).toBe(
      403,
    );
    expect((await reader.send(userExtendCalls.saveOrUpdate, { body: { id: worker.id } })).status).toBe(403);
  });
});
