import { userCalls, userPlatformCalls } from '@pharma/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import type { TestServer } from '../../../../test/helpers/server.ts';
import { postTable } from '../../../schema.ts';
import { userPlatform } from '../platform/platform.table.ts';

/** blade-user update, update-platform and platform-detail. */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
let reader: Session;
let stranger: Session;
let otherTenantUser: string;

test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
  await createUser(s.db, { tenantId: '000000', account: 'upd-reader', password: 'pw-r', codes: ['user'] });
  reader = await signedIn(s, 'upd-reader', 'pw-r');
  const other = await createUser(s.db, {
    tenantId: '200011',
    account: 'upd-boss',
    password: 'pw-b',
    codes: ['user', 'user_edit', 'user_add'],
  });
  otherTenantUser = other.userId;
  stranger = await signedIn(s, 'upd-boss', 'pw-b', '200011');
  // A loaded machine can take a while to migrate and seed a fresh database.
}, 180_000);

const add = async (account: string, extra: Record<string, unknown> = {}) => {
  const res = await admin.send(userCalls.submit, {
    body: { account, realName: account, password: `${account}-pw`, ...extra },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id as string;
};
const update = (body: Record<string, unknown>, who = admin, lang: 'zh' | 'en' = 'zh') =>
  who.send(userCalls.update, { body, lang });
const detail = (id: string) => admin.send(userCalls.detail, { query: { id } });

describe(`user update on ${databaseKind}`, () => {
  test('requires the id, in the caller’s language', async () => {
    const zh = await update({ realName: 'x' });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('请选择要修改的用户');
    expect((await update({ realName: 'x' }, admin, 'en')).body.msg).toBe('Please choose the user to update');
  });

  test('validates like submit: a blanked required field, roles, departments and posts of nowhere', async () => {
    const id = await add('upd-valid');
    expect((await update({ id, realName: '' })).body.msg).toBe('请输入用户姓名');
    expect((await update({ id, realName: '' }, admin, 'en')).body.msg).toBe("Please enter the user's name");
    expect((await update({ id, roleId: '123' })).body.msg).toBe('所选角色不存在或不属于本租户');
    expect((await update({ id, deptId: '123' })).body.msg).toBe('所选部门不存在或不属于本租户');
    expect((await update({ id, postId: '123' })).body.msg).toBe('所选岗位不存在或不属于本租户');
    expect((await update({ id, postId: '123' }, admin, 'en')).body.msg).toBe(
      'A chosen post does not exist in this tenant',
    );
    expect((await update({ id, realName: 'x'.repeat(21) })).status).toBe(400);
    // A post of this tenant is accepted and shown by name.
    const [post] = await s.db
      .insert(postTable)
      .values({ tenantId: '000000', category: 1, postCode: 'upd-p', postName: '质检岗' })
      .returning();
    const ok = await update({ id, postId: String(post!.id), realName: '新名字' });
    expect(ok.body.msg).toBe('更新成功');
    expect(ok.body.data).toMatchObject({ realName: '新名字', postId: String(post!.id), postName: '质检岗' });
    // A post of another tenant is not.
    const [foreign] = await s.db
      .insert(postTable)
      .values({ tenantId: '200011', category: 1, postCode: 'upd-f', postName: 'x' })
      .returning();
    expect((await update({ id, postId: String(foreign!.id) })).status).toBe(400);
  });

  test('never changes the password nor the account, so two accounts can never end up the same', async () => {
    const id = await add('upd-keep');
    await add('upd-taken');
    const res = await update({ id, realName: '改名', account: 'upd-taken', password: 'hijacked' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ account: 'upd-keep', realName: '改名' });
    expect(res.text).not.toMatch(/argon2|"password"/);
    expect(await signedIn(s, 'upd-keep', 'upd-keep-pw')).toBeTruthy();
    await expect(s.login('upd-keep', 'hijacked')).rejects.toThrow();
    const page = await admin.send(userCalls.page, { query: { account_equal: 'upd-taken' } });
    expect(page.body.data.total).toBe(1);
  });

  test('keeps a birthday as sent, in the configured zone, and refuses one that is not a time', async () => {
    const id = await add('upd-birthday');
    expect((await update({ id, birthday: '1990-01-01 00:00:00' })).status).toBe(200);
    expect((await detail(id)).body.data.birthday).toBe('1990-01-01 00:00:00');
    const bad = await update({ id, birthday: '1990-13-45' });
    expect(bad.body).toMatchObject({ success: false, msg: '用户生日的时间格式应为 yyyy-MM-dd HH:mm:ss' });
  });

  test('refuses without a token (401) or without user_edit (403)', async () => {
    const id = await add('upd-guard');
    expect((await anonymous.send(userCalls.update, { body: { id, realName: 'x' } })).status).toBe(401);
    expect((await update({ id, realName: 'x' }, reader)).status).toBe(403);
    expect((await detail(id)).body.data.realName).toBe('upd-guard');
  });

  test("treats another tenant's user as not found and leaves it unchanged", async () => {
    const id = await add('upd-mine');
    const res = await update({ id, realName: 'hacked' }, stranger);
    expect(res.status).toBe(404);
    expect((await detail(id)).body.data.realName).toBe('upd-mine');
    // The platform administrator, though, manages every tenant's users; the user stays in its tenant.
    const across = await update({ id: otherTenantUser, realName: '外租户用户' });
    expect(across.body.data).toMatchObject({ realName: '外租户用户' });
    expect(across.body.data.tenantId).not.toBe('000000');
  });
});

describe(`user platform settings on ${databaseKind}`, () => {
  const setPlatform = (query: Record<string, string>, who = admin, lang: 'zh' | 'en' = 'zh') =>
    who.send(userPlatformCalls.update, { query, lang });
  const platformDetail = (query: Record<string, string>, who = admin, lang: 'zh' | 'en' = 'zh') =>
    who.send(userPlatformCalls.detail, { query, lang });

  test('stores a JSON object per platform and shows it with the platform name in the caller’s language', async () => {
    const id = await add('plat-user');
    const saved = await setPlatform({ userId: id, userType: '2', userExt: '{"theme":"dark","size":2}' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ userId: id, userType: 2, userTypeName: '移动端' });
    // Saving again replaces the row instead of adding another.
    await setPlatform({ userId: id, userType: '2', userExt: '{"theme":"light"}' });
    const rows = await s.db.select().from(userPlatform).where(eq(userPlatform.userId, id));
    expect(rows).toHaveLength(1);
    const app = await platformDetail({ id, userType: '2' }, admin, 'en');
    expect(app.body.data).toEqual({
      id,
      userId: id,
      account: 'plat-user',
      realName: 'plat-user',
      userType: 2,
      userTypeName: 'App',
      userExt: '{"theme":"light"}',
    });
    // Without userType: the user's own platform (web), which has no settings yet.
    const web = await platformDetail({ id });
    expect(web.body.data).toMatchObject({ userType: 1, userTypeName: '网页', userExt: null });
    await setPlatform({ userId: id, userType: '3', userExt: '{}' });
    expect((await platformDetail({ id, userType: '3' })).body.data.userTypeName).toBe('其他');
  });

  test('refuses userExt that is not a JSON object, and an unknown platform, with clear messages', async () => {
    const id = await add('plat-bad');
    for (const userExt of ['not json', '[1,2]', '"text"', '42', 'null']) {
      const res = await setPlatform({ userId: id, userType: '1', userExt });
      expect(res.status, userExt).toBe(400);
      expect(res.body.msg).toBe('用户拓展信息必须是 JSON 对象,例如 {"theme":"dark"}');
    }
    expect((await setPlatform({ userId: id, userType: '1', userExt: '[]' }, admin, 'en')).body.msg).toBe(
      'The platform settings (userExt) must be a JSON object, e.g. {"theme":"dark"}',
    );
    const type = await setPlatform({ userId: id, userType: '4', userExt: '{}' });
    expect(type.status).toBe(400);
    expect(type.body.msg).toBe('用户平台只能是 1(网页)、2(移动端)或 3(其他)');
    expect((await s.db.select().from(userPlatform).where(eq(userPlatform.userId, id))).length).toBe(0);
  });

  test("refuses 401, 403, and another tenant's user as not found", async () => {
    const id = await add('plat-guard');
    const query = { userId: id, userType: '1', userExt: '{"a":1}' };
    expect((await anonymous.send(userPlatformCalls.update, { query })).status).toBe(401);
    expect((await setPlatform(query, reader)).status).toBe(403);
    expect((await platformDetail({ id }, reader)).status).toBe(200);
    expect((await setPlatform(query, stranger)).status).toBe(404);
    expect((await platformDetail({ id }, stranger)).status).toBe(404);
    expect((await s.db.select().from(userPlatform).where(eq(userPlatform.userId, id))).length).toBe(0);
  });
});
