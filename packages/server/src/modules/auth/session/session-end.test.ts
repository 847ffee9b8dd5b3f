import { authCalls, profileCalls, tenantCalls, userCalls, userExtendCalls } from '@pharma/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, type Session, sessionOf } from '../../../../test/helpers/api-kit.ts';
import { databaseKind } from '../../../../test/helpers/database.ts';
import { createUser, newTenant } from '../../../../test/helpers/fixtures.ts';
import { basic, md5, type TestServer, type Token } from '../../../../test/helpers/server.ts';
import { loadConfig } from '../../../platform/config.ts';
import { tenant } from '../../../schema.ts';
import { session } from './session.table.ts';

/**
 * ASVS V3.3, on ${databaseKind}: a password changed or reset, an account disabled, locked (by the lockout or by an
 * administrator) or removed, a tenant removed: every other session of the account is refused at once, on its next
 * request and on its refresh. Sessions also end when idle or old (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS).
 */
const test = apiTest();
/** The file's server and sessions, for the helpers below. */
let s: TestServer;
let anonymous: Session;
let admin: Session;
test.beforeAll(async ({ server, admin: platformAdmin, anonymous: signedOut }) => {
  s = server;
  admin = platformAdmin;
  anonymous = signedOut;
}, 120_000);

const info = (t: Token) => sessionOf(s, t.access_token).send(profileCalls.info);
const refresh = (t: Token, tenantId: string) =>
  anonymous.send(authCalls.token, {
    headers: { authorization: basic(), 'tenant-id': tenantId },
    query: { tenantId, grant_type: 'refresh_token', refresh_token: t.refresh_token, scope: 'all' },
  });

/** The session a token was issued under. */
const sidOf = (t: Token) =>
  JSON.parse(Buffer.from(t.access_token.split('.')[1]!, 'base64url').toString()).sid as string;

let serial = 0;
/** An account signed in twice (sessions A and B), both working. */
async function twoSessions(tenantId = '000000') {
  const account = `ended-${++serial}`;
  const password = 'First#pass1';
  const { userId } = await createUser(s.db, { tenantId, account, password, codes: [] });
  const a = await s.login(account, password, tenantId);
  const b = await s.login(account, password, tenantId);
  expect((await info(b)).status).toBe(200);
  return { userId, account, password, tenantId, a, b };
}

/** Session B is refused at once: its access token on blade-user/info, and its refresh token. */
async function expectEnded(t: Token, tenantId: string) {
  const asked = await info(t);
  expect(asked.status, asked.text).toBe(401);
  expect(asked.body).toMatchObject({ success: false, msg: '令牌无效或已过期,请重新登录' });
  const refreshed = await refresh(t, tenantId);
  expect(refreshed.status, refreshed.text).toBe(401);
  expect(refreshed.body.access_token).toBeUndefined();
}

describe(`sessions end with their account on ${databaseKind}`, () => {
  test('a password changed by its owner ends every other session; the one that changed it stays', async () => {
    const { a, b, password, tenantId } = await twoSessions();
    const changed = await sessionOf(s, a.access_token).send(profileCalls.updatePassword, {
      query: { oldPassword: md5(password), newPassword: md5('Second#pass2'), newPassword1: md5('Second#pass2') },
    });
    expect(changed.body.success, changed.text).toBe(true);
    await expectEnded(b, tenantId);
    expect((await info(a)).status).toBe(200);
    expect((await refresh(a, tenantId)).status).toBe(200);
  });

  test("an administrator's password reset ends the account's sessions", async () => {
    const { userId, b, tenantId } = await twoSessions();
    const reset = await admin.send(userCalls.resetPassword, {
      query: { userIds: userId },
      body: { password: md5('Given#pass3') },
    });
    expect(reset.body.success, reset.text).toBe(true);
    await expectEnded(b, tenantId);
    // The administrator's own session is untouched.
    expect((await admin.send(profileCalls.info)).status).toBe(200);
  });

  test('disabling the account ends its sessions, and enabling it again does not bring them back', async () => {
    const { userId, b, tenantId } = await twoSessions();
    const operate = (operation: string) =>
      admin.send(userExtendCalls.accountOperation, { query: { userIds: userId, operation } });
    expect((await operate('disable')).body.success).toBe(true);
    await expectEnded(b, tenantId);
    expect((await operate('enable')).body.success).toBe(true);
    await expectEnded(b, tenantId);
  });

  test("an administrator's lock ends the account's sessions, and unlocking does not bring them back", async () => {
    const { userId, b, tenantId } = await twoSessions();
    const operate = (operation: string) =>
      admin.send(userExtendCalls.accountOperation, { query: { userIds: userId, operation } });
    expect((await operate('lock')).body.success).toBe(true);
    await expectEnded(b, tenantId);
    expect((await operate('unlock')).body.success).toBe(true);
    await expectEnded(b, tenantId);
  });

  test('the lockout after five failed sign-ins ends the account’s sessions', async () => {
    const { account, b, tenantId } = await twoSessions();
    for (let i = 0; i < 5; i++) {
      const c = await s.captcha();
      const wrong = await anonymous.send(authCalls.token, {
        headers: { authorization: basic(), 'tenant-id': tenantId, 'captcha-key': c.key, 'captcha-code': c.code },
        query: { tenantId, username: account, password: md5('wrong'), grant_type: 'captcha', scope: 'all' },
      });
      expect(wrong.status).toBe(400);
    }
    await expectEnded(b, tenantId);
  });

  test('removing the account ends its sessions', async () => {
    const { userId, b, tenantId } = await twoSessions();
    const removed = await admin.send(userCalls.remove, { query: { ids: userId } });
    expect(removed.body.success, removed.text).toBe(true);
    await expectEnded(b, tenantId);
  });

  test("removing a tenant ends its accounts' sessions", async () => {
    await newTenant(s.db, '734001');
    const { b, tenantId } = await twoSessions('734001');
    const [row] = await s.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.tenantId, '734001'));
    const removed = await admin.send(tenantCalls.remove, { query: { ids: row!.id } });
    expect(removed.body.success, removed.text).toBe(true);
    await expectEnded(b, tenantId);
  });

  test("ends nobody else's sessions", async () => {
    const first = await twoSessions();
    const other = await twoSessions();
    await admin.send(userCalls.remove, { query: { ids: first.userId } });
    expect((await info(other.b)).status).toBe(200);
    expect((await refresh(other.b, other.tenantId)).status).toBe(200);
  });
});

describe(`idle and absolute session lifetimes on ${databaseKind}`, () => {
  /** Moves a session's sign-in and last request back in time, as if that long had passed. */
  const age = (t: Token, { signedInMinutesAgo = 0, lastSeenMinutesAgo }: Record<string, number | undefined>) =>
    s.db
      .update(session)
      .set({
        createTime: sql`now() - make_interval(mins => ${signedInMinutesAgo})`,
        lastSeenAt: lastSeenMinutesAgo === undefined ? null : sql`now() - make_interval(mins => ${lastSeenMinutesAgo})`,
      })
      .where(eq(session.id, sidOf(t)));

  test('reads the lifetimes from the environment, 120 minutes idle and 24 hours at most by default', () => {
    expect(s.config).toMatchObject({ sessionIdleMinutes: 120, sessionMaxHours: 24 });
    const env = { SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' };
    expect(loadConfig(env, { dataDir: 'memory://' })).toMatchObject({ sessionIdleMinutes: 15, sessionMaxHours: 8 });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' }, { dataDir: 'memory://' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  test('ends a session left idle past its idle lifetime, on its next request and on its refresh', async () => {
    const { a, b, tenantId } = await twoSessions();
    await age(b, { signedInMinutesAgo: 121 });
    await expectEnded(b, tenantId);
    // Used a while ago but within the lifetime, the other one goes on.
    await age(a, { signedInMinutesAgo: 200, lastSeenMinutesAgo: 100 });
    expect((await info(a)).status).toBe(200);
  });

  test('counts idleness from the last request, which each request moves on', async () => {
    const { b, tenantId } = await twoSessions();
    await age(b, { signedInMinutesAgo: 100, lastSeenMinutesAgo: 100 });
    expect((await info(b)).status).toBe(200);
    // That request was written down: thirty minutes later the session is 30 minutes idle, not 130.
    await s.db
      .update(session)
      .set({ lastSeenAt: sql`${session.lastSeenAt} - interval '30 minutes'` })
      .where(eq(session.id, sidOf(b)));
    expect((await info(b)).status).toBe(200);
    expect((await refresh(b, tenantId)).status).toBe(200);
  });

  test('ends a busy session once its absolute lifetime is over, and a refresh does not extend it', async () => {
    const { b, tenantId } = await twoSessions();
    await age(b, { signedInMinutesAgo: 24 * 60 - 5, lastSeenMinutesAgo: 1 });
    const refreshed = await refresh(b, tenantId);
    expect(refreshed.status).toBe(200);
    await age(refreshed.body as Token, { signedInMinutesAgo: 24 * 60 + 1, lastSeenMinutesAgo: 0 });
    await expectEnded(refreshed.body as Token, tenantId);
  });
});
