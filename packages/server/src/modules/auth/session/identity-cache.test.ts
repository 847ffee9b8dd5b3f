import { authCalls, paramCalls, profileCalls, roleCalls } from '@pharma/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest, personWith, type Session, signedIn } from '../../../../test/helpers/api-kit.ts';
import { newTenant } from '../../../../test/helpers/fixtures.ts';
import { md5, type TestServer } from '../../../../test/helpers/server.ts';
import { identityCacheOf } from '../../../platform/identity-cache/identity-cache.ts';
import { role, roleScope, scopeApi, scopeData, tenant, user } from '../../../schema.ts';
import { authLock } from '../auth-lock/auth-lock.table.ts';
import { identityResolver } from './identity.ts';

/**
 * A session's identity is kept a few seconds (platform/identity-cache), and every change it depends on, made in this
 * process, takes effect on the very next call: each test first makes the call twice (the second is answered from
 * memory), changes one thing, and expects the next call refused, with no wait between.
 */
const test = apiTest({ captchaEnabled: false });
let s: TestServer;
let admin: Session;
const codes = ['param', 'param_add', 'param_edit', 'param_delete', 'param_view'];

test.beforeAll(async ({ server, admin: a }) => {
  s = server;
  admin = a;
});

const list = (who: Session) => who.send(paramCalls.list);

/** Two calls that pass, the second from the cache. */
async function warm(who: Session) {
  const cache = identityCacheOf(s.db)!;
  expect((await list(who)).status).toBe(200);
  const hits = cache.counts.hits;
  expect((await list(who)).status).toBe(200);
  expect(cache.counts.hits).toBe(hits + 1);
}

const sidOf = (who: Session) => JSON.parse(Buffer.from(who.token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('a cached identity is forgotten on the next call of the process that changed', () => {
  test('a grant removed through the role grant call', async () => {
    const who = await personWith(s, codes);
    await warm(who);
    const granted = await admin.send(roleCalls.grant, { body: { roleIds: [who.roleId], menuIds: [] } });
    expect(granted.status, granted.text).toBe(200);
    expect((await list(who)).status).toBe(403);
  });

  test('a role removed', async () => {
    const who = await personWith(s, codes);
    await warm(who);
    await s.db.update(role).set({ isDeleted: 1 }).where(eq(role.id, who.roleId));
    expect((await list(who)).status).toBe(403);
  });

  test("a user's roles changed", async () => {
    const who = await personWith(s, codes);
    await warm(who);
    await s.db.update(user).set({ roleId: '' }).where(eq(user.id, who.userId));
    expect((await list(who)).status).toBe(403);
  });

  test('an API scope added that covers the call, then held by the role, then disabled', async () => {
    const who = await personWith(s, codes);
    await warm(who);
    const path = `/api/blade-system/param/list`;
    const [scope] = await s.db
      .insert(scopeApi)
      .values({ menuId: '0', scopeName: 'cache test', scopePath: path, resourceCode: `cache-${who.account}` })
      .returning();
    expect((await list(who)).status).toBe(403);
    expect((await list(who)).status).toBe(403);
    await s.db.insert(roleScope).values({ roleId: who.roleId, scopeId: scope!.id, scopeCategory: 2 });
    await warm(who);
    await s.db.delete(roleScope).where(eq(roleScope.scopeId, scope!.id));
    expect((await list(who)).status).toBe(403);
    await s.db.update(scopeApi).set({ status: 2 }).where(eq(scopeApi.id, scope!.id));
    expect((await list(who)).status).toBe(200);
  });

  test('a sign-out', async () => {
    const who = await personWith(s, codes);
    await warm(who);
    expect((await who.send(authCalls.logout)).status).toBe(200);
    expect((await list(who)).status).toBe(401);
  });

  test("a password changed: the account's other sessions end", async () => {
    const who = await personWith(s, codes);
    const other = await signedIn(s, who.account, 'Kit-pass-1', '000000');
    await warm(other);
    const changed = await who.send(profileCalls.updatePassword, {
      query: { oldPassword: md5('Kit-pass-1'), newPassword: md5('Kit-pass-2#x'), newPassword1: md5('Kit-pass-2#x') },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await list(other)).status).toBe(401);
  });

  test('an account disabled', async () => {
    const who = await personWith(s, codes);
    await warm(who);
    await s.db.update(user).set({ status: 2 }).where(eq(user.id, who.userId));
    expect((await list(who)).status).toBe(401);
  });

  test('an account locked (账号锁定), and a lock set to begin a moment later when it begins', async () => {
    const who = await personWith(s, codes);
    await warm(who);
    await s.db.insert(authLock).values({
      tenantId: '000000',
      lockTarget: who.account,
      lockType: 'ADMIN',
      locked: 1,
      lockBeginTime: sql`now()`,
    } as never);
    expect((await list(who)).status).toBe(401);

    const later = await personWith(s, codes);
    await s.db.insert(authLock).values({
      tenantId: '000000',
      lockTarget: later.account,
      lockType: 'ADMIN',
      locked: 1,
      lockBeginTime: sql`now() + interval '1.5 seconds'`,
    } as never);
    await warm(later);
    // Nothing tells of the clock reaching it: the cached identity holds only until then, not its 5 s.
    const started = performance.now();
    while ((await list(later)).status === 200) expect(performance.now() - started).toBeLessThan(4000);
    expect((await list(later)).status).toBe(401);
  });

  test("a tenant disabled, and a tenant's expiry reached", async () => {
    await newTenant(s.db, '100971');
    await newTenant(s.db, '100972');
    const who = await personWith(s, codes, { tenantId: '100971' });
    await warm(who);
    await s.db.update(tenant).set({ status: 2 }).where(eq(tenant.tenantId, '100971'));
    expect((await list(who)).status).toBe(401);

    const expiring = await personWith(s, codes, { tenantId: '100972' });
    await s.db
      .update(tenant)
      .set({ expireTime: sql`now() + interval '1.5 seconds'` })
      .where(eq(tenant.tenantId, '100972'));
    await warm(expiring);
    const started = performance.now();
    while ((await list(expiring)).status === 200) expect(performance.now() - started).toBeLessThan(4000);
    expect((await list(expiring)).status).toBe(401);
  });

  test("a data scope granted and a user's departments changed reach the next identity", async () => {
    const who = await personWith(s, codes);
    const resolve = identityResolver(s.db, s.config);
    const claims = { sid: sidOf(who), sub: who.userId } as never;
    const target = { url: '/api/blade-system/param/list', code: 'param' };
    await resolve(claims, target);
    expect((await resolve(claims, target))?.dataScopes).toEqual([]);
    const [scope] = await s.db
      .insert(scopeData)
      .values({
        menuId: '0',
        resourceCode: 'param',
        scopeName: 'own rows',
        scopeColumn: 'create_user',
        scopeType: 2,
      } as never)
      .returning();
    await s.db.insert(roleScope).values({ roleId: who.roleId, scopeId: scope!.id, scopeCategory: 1 });
    expect((await resolve(claims, target))?.dataScopes).toMatchObject([{ resourceCode: 'param', type: 2 }]);
    await s.db.update(user).set({ deptId: '123' }).where(eq(user.id, who.userId));
    expect((await resolve(claims, target))?.deptIds).toEqual(['123']);
    await s.db.delete(roleScope).where(eq(roleScope.scopeId, scope!.id));
    expect((await resolve(claims, target))?.dataScopes).toEqual([]);
  });
});

describe('API-scope verdicts of a cached identity', () => {
  test('are the identity query’s for every route and code the server has', async () => {
    const who = await personWith(s, codes);
    // Scopes of every shape: by path (part of a path, a whole path), by code, disabled, removed, held and not.
    const made = await s.db
      .insert(scopeApi)
      .values([
        { menuId: '0', scopeName: 'v1', scopePath: '/api/blade-system/param' },
        { menuId: '0', scopeName: 'v2', scopePath: 'dict', resourceCode: 'role_add' },
        { menuId: '0', scopeName: 'v3', resourceCode: 'param_add' },
        { menuId: '0', scopeName: 'v4', scopePath: '/api/blade-user', status: 2 },
        { menuId: '0', scopeName: 'v5', scopePath: 'list', isDeleted: 1 },
        { menuId: '0', scopeName: 'v6', scopePath: '', resourceCode: '' },
        { menuId: '0', scopeName: 'v7', scopePath: '/submit', resourceCode: 'menu_view' },
      ] as never)
      .returning();
    await s.db.insert(roleScope).values([
      { roleId: who.roleId, scopeId: made[0]!.id, scopeCategory: 2 },
      { roleId: who.roleId, scopeId: made[6]!.id, scopeCategory: 2 },
    ]);
    const resolve = identityResolver(s.db, s.config);
    const cache = identityCacheOf(s.db)!;
    const claims = { sid: sidOf(who), sub: who.userId } as never;
    // Each route with its own code and none; every seventh also with the codes the scopes name.
    const targets = new Map<string, { url: string; code: string }>();
    s.routes.forEach((r, i) => {
      const own = typeof r.permission === 'string' ? [r.permission] : [];
      const named = i % 7 === 0 ? ['param_add', 'role_add', 'menu_view', 'param'] : [];
      for (const code of ['', ...own, ...named]) targets.set(`${r.url} ${code}`, { url: r.url, code });
    });
    let denied = 0;
    for (const target of targets.values()) {
      cache.forgetAll();
      const byQuery = await resolve(claims, target);
      // Answered from memory: a late copy of the scopes' own notification (each pooled connection delivers one) may
      // forget the entry once more on a loaded machine, so a miss is asked again.
      let byCache: Awaited<ReturnType<typeof resolve>> | undefined;
      let hit = false;
      for (let tries = 0; tries < 5 && !hit; tries++) {
        const hits = cache.counts.hits;
        byCache = await resolve(claims, target);
        hit = cache.counts.hits === hits + 1;
      }
      expect(hit, `${target.url} ${target.code} answered from memory`).toBe(true);
      expect(byCache?.apiDenied, `${target.url} ${target.code}`).toBe(byQuery?.apiDenied);
      if (byQuery?.apiDenied) denied++;
    }
    // Both verdicts were given, many times each.
    expect(denied).toBeGreaterThan(10);
    expect(targets.size - denied).toBeGreaterThan(10);
    // The scope with an empty code shuts every signed-in-only call: gone again for the rest of the file.
    for (const scope of made) await s.db.delete(scopeApi).where(eq(scopeApi.id, scope.id));
  }, 180_000);
});
