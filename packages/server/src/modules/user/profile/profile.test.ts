import { ossCalls, profileCalls, wecomCalls } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, pathOf, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser } from '../../../../test/helpers/fixtures.ts';
import { md5, type TestServer } from '../../../../test/helpers/server.ts';
import { dept, userOauth } from '../../../schema.ts';
import { user } from '../user/user.table.ts';

/**
 * The signed-in user's own profile (/info/index): blade-user/info, update-info (phone, email and avatar rules),
 * update-password, qywx/login/unbind, and the dashboard's figures.
 */
const test = apiTest({ captchaEnabled: false });
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let admin: Session;
let me: Session;
let meId: string;
let stranger: Session;
const otherTenant = '200072';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

/** put-file without the avatar check: the link update-info is then asked to accept. */
async function uploaded(who: Session, data: Buffer, filename: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const res = await fetch(new URL(pathOf(ossCalls.putFile), s.url), {
    method: 'POST',
    body: form,
    headers: { 'blade-auth': `bearer ${who.token}` },
  });
  const body = (await res.json()) as { data: { link: string } };
  return body.data.link;
}

const info = (body: Record<string, unknown>, lang: 'zh' | 'en' = 'zh', who = me) =>
  who.send(profileCalls.updateInfo, { body, lang });
const valid = { realName: '李药师', name: 'li', phone: '13912345678', email: 'li@example.com' };

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  meId = (await createUser(s.db, { tenantId: '000000', account: 'pr-me', password: 'first-pw', codes: [] })).userId;
  me = await signedIn(s, 'pr-me', 'first-pw');
  await createUser(s.db, { tenantId: otherTenant, account: 'pr-other', password: 'pw-o', codes: [] });
  stranger = await signedIn(s, 'pr-other', 'pw-o', otherTenant);
}, 180_000);

describe(`profile on ${databaseKind}`, () => {
  test('shows the caller their own profile, never a password', async () => {
    const res = await me.send(profileCalls.info);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: meId, account: 'pr-me', tenantId: '000000', avatar: '' });
    expect(res.text).not.toMatch(/password|argon2/i);
  });

  test('checks the phone in the spec’s order, in zh and en', async () => {
    const cases: Array<[string, string, string]> = [
      ['', '手机号码不能为空', 'The mobile phone number cannot be empty'],
      ['   ', '手机号码不能为空', 'The mobile phone number cannot be empty'],
      ['1391234567', '手机号码长度不为11位', 'The mobile phone number must have 11 digits'],
      ['139123456789', '手机号码长度不为11位', 'The mobile phone number must have 11 digits'],
      ['12912345678', '手机号码格式不正确', 'The mobile phone number is not valid'],
      ['1391234567a', '手机号码格式不正确', 'The mobile phone number is not valid'],
    ];
    for (const [phone, zh, en] of cases) {
      const res = await info({ ...valid, phone });
      expect(res.status, phone).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false, msg: zh });
      expect((await info({ ...valid, phone }, 'en')).body.msg).toBe(en);
    }
    const [row] = await s.db.select().from(user).where(eq(user.id, meId));
    expect(row!.phone).toBeNull();
  });

  test('checks the email and the name, then saves the profile', async () => {
    expect((await info({ ...valid, email: 'li@' })).body.msg).toBe('邮箱格式不正确');
    expect((await info({ ...valid, email: 'li at example.com' }, 'en')).body.msg).toBe(
      'The email address is not valid',
    );
    expect((await info({ ...valid, realName: ' ' })).body.msg).toBe('请输入用户姓名');

    const saved = await info(valid);
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('更新成功');
    expect(saved.body.data).toMatchObject({ ...valid, account: 'pr-me' });
    expect((await me.send(profileCalls.info)).body.data).toMatchObject(valid);
    // An empty email clears it.
    expect((await info({ ...valid, email: '' })).body.data.email).toBe('');
  });

  test('takes an avatar this server stored for the caller’s tenant as a jpg/png of at most 500kb', async () => {
    const link = await uploaded(me, png, 'me.png');
    const res = await info({ ...valid, avatar: link });
    expect(res.status).toBe(200);
    expect((await me.send(profileCalls.info)).body.data.avatar).toBe(link);
    // The next sign-in carries it, so the header shows it.
    expect((await s.login('pr-me', 'first-pw')).avatar).toBe(link);
    // Sending the profile back with the same avatar is fine; a blank one clears it.
    expect((await info({ ...valid, avatar: link })).status).toBe(200);
    expect((await info({ ...valid, avatar: '' })).body.data.avatar).toBeNull();
  });

  test('refuses any other avatar, with the spec’s messages', async () => {
    const gifLink = await uploaded(me, gif, 'me.gif');
    const refusedGif = await info({ ...valid, avatar: gifLink });
    expect(refusedGif.status).toBe(400);
    expect(refusedGif.body.msg).toBe('上传头像图片只能是 JPG/PNG 格式!');
    expect((await info({ ...valid, avatar: gifLink }, 'en')).body.msg).toBe('The avatar must be a JPG or PNG image');

    const bigLink = await uploaded(me, padded(png, 501 * 1024), 'big.png');
    expect((await info({ ...valid, avatar: bigLink })).body.msg).toBe('上传头像图片大小不能超过 500kb!');
    expect((await info({ ...valid, avatar: bigLink }, 'en')).body.msg).toBe('The avatar must be at most 500 kb');

    const theirs = await uploaded(stranger, png, 'x.png');
    for (const avatar of [
      'https://example.com/me.png',
      theirs,
      gifLink.replace(/[0-9a-f]{32}/, 'ffffffffffffffffffffffffffffffff'),
      // An address climbing out of the file store: the link itself is the subject, no call names it.
      '/api/blade-resource/oss/file/000000/../../token-secret',
    ]) {
      const res = await info({ ...valid, avatar });
      expect(res.status, avatar).toBe(400);
      expect(res.body.msg, avatar).toBe('头像必须是在本系统上传的图片');
    }
    const [row] = await s.db.select().from(user).where(eq(user.id, meId));
    expect(row!.avatar).toBeNull();
  });

  test('changes the password: old one checked, the new ones must match, then only the new one signs in', async () => {
    const change = (o: string, n: string, n1: string, lang: 'zh' | 'en' = 'zh') =>
      me.send(profileCalls.updatePassword, {
        lang,
        query: { oldPassword: md5(o), newPassword: md5(n), newPassword1: md5(n1) },
      });
    expect((await change('first-pw', 'new-pw-1', 'new-pw-2')).body.msg).toBe('两次密码输入不一致');
    expect((await change('first-pw', 'new-pw-1', 'new-pw-2', 'en')).body.msg).toBe('The two new passwords differ');
    const wrong = await change('not-it', 'new-pw-1', 'new-pw-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('原密码不正确');
    await expect(s.login('pr-me', 'new-pw-1')).rejects.toThrow();

    const done = await change('first-pw', 'new-pw-1', 'new-pw-1');
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);
    const [row] = await s.db.select().from(user).where(eq(user.id, meId));
    expect(row!.password).not.toContain(md5('new-pw-1'));
    expect(await signedIn(s, 'pr-me', 'new-pw-1')).toBeTruthy();
    await expect(s.login('pr-me', 'first-pw')).rejects.toThrow();
    // The session that changed it goes on (as BladeX does).
    expect((await me.send(profileCalls.info)).status).toBe(200);
  });

  test('unbinds the enterprise WeChat account, and says so when none is bound', async () => {
    const unbind = (lang: 'zh' | 'en' = 'zh') => me.send(profileCalls.qywxUnbind, { lang });
    const none = await unbind();
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('未绑定企业微信');
    expect((await unbind('en')).body.msg).toBe('No enterprise WeChat account is bound');

    // Bound as scan-to-bind leaves it (auth/wecom/wecom.test.ts walks the scan itself).
    await s.db.insert(userOauth).values({ tenantId: '000000', source: 'wecom', uuid: 'LiYaoShi', userId: meId });
    const binding = () => me.send(wecomCalls.binding);
    expect((await binding()).body.data).toMatchObject({ bound: true, wecomUserId: 'LiYaoShi' });
    // Another user's unbind does not touch it.
    expect((await stranger.send(profileCalls.qywxUnbind)).body.msg).toBe('未绑定企业微信');

    const done = await unbind();
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('解绑成功');
    expect((await binding()).body.data).toMatchObject({ bound: false, wecomUserId: '' });
    expect(await s.db.select().from(userOauth).where(eq(userOauth.userId, meId))).toEqual([]);
    expect((await unbind()).body.msg).toBe('未绑定企业微信');
  });

  test('gives the dashboard its tenant’s figures only', async () => {
    const [d] = await s.db.insert(dept).values({ tenantId: '000000', deptName: '质检部' }).returning();
    await s.db.update(user).set({ deptId: d!.id }).where(eq(user.id, meId));
    const res = await admin.send(profileCalls.dashboardStats);
    expect(res.status).toBe(200);
    const stats = res.body.data;
    const live = await s.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.tenantId, '000000'), eq(user.isDeleted, 0)));
    const n = live.length;
    expect(stats.total).toBe(n);
    expect(stats.depts).toContainEqual({ name: '质检部', count: 1 });
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)!.count).toBe(n);
    expect(stats.months.reduce((sum: number, m: { count: number }) => sum + m.count, 0)).toBe(n);

    const theirs = (await stranger.send(profileCalls.dashboardStats, { lang: 'en' })).body.data;
    expect(theirs.total).toBe(1);
    expect(JSON.stringify(theirs)).not.toContain('质检部');
    expect(theirs.roles).toEqual([{ name: '角色-pr-other', count: 1 }]);
  });
});
