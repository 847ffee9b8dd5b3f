import { describe, expect, it } from 'vitest';
import type { Identity } from '../context.ts';
import { type ChangeFeed, type ChangeHandlers, embeddedFeed } from '../db/change-feed.ts';
import { ApiScopeCatalogue } from './api-scopes.ts';
import { IdentityCache } from './identity-cache.ts';

/** A feed the test drives: what it tells and whether it is heard. */
function feed() {
  const subscribers: ChangeHandlers[] = [];
  let listening = true;
  const f: ChangeFeed & { tell(p: string): void; set(l: boolean): void } = {
    get listening() {
      return listening;
    },
    subscribe(h) {
      subscribers.push(h);
      return () => undefined;
    },
    deliver: (p) => f.tell(p),
    tell: (p) => {
      for (const h of subscribers) h.message(p);
    },
    set(l) {
      listening = l;
      for (const h of subscribers) h.state(l);
    },
    close: async () => undefined,
  };
  return f;
}

const identity = (userId: string): Identity => ({
  tenantId: '000000',
  userId,
  account: `a${userId}`,
  realName: '',
  sessionId: '1',
  roleIds: [],
  roleAliases: [],
  deptIds: [],
  postIds: [],
  mustChangePassword: false,
  isAdministrator: false,
  permissions: new Set(),
  dataScopes: [],
});

describe('the identity cache', () => {
  it('forgets a session, a user or everything as the feed tells', () => {
    const f = feed();
    const c = new IdentityCache(f);
    c.put('1', c.ticket(), identity('10'), [], null);
    c.put('2', c.ticket(), identity('20'), [], null);
    c.put('k:20', c.ticket(), identity('20'), [], null);
    c.put('3', c.ticket(), identity('30'), [], null);
    f.tell('s:1');
    expect(c.get('1')).toBeUndefined();
    expect(c.get('2')).toBeDefined();
    f.tell('u:20,99');
    expect(c.get('2')).toBeUndefined();
    expect(c.get('k:20')).toBeUndefined();
    expect(c.get('3')).toBeDefined();
    f.tell('*');
    expect(c.get('3')).toBeUndefined();
  });

  it('does not keep what was read before a change it heard while reading', () => {
    const f = feed();
    const c = new IdentityCache(f);
    const ticket = c.ticket();
    f.tell('s:999');
    c.put('1', ticket, identity('10'), [], null);
    expect(c.get('1')).toBeUndefined();
  });

  it('takes the copies of one change that every listening connection delivers as one change', () => {
    const f = embeddedFeed();
    f.hear();
    const c = new IdentityCache(f);
    f.deliver('7001|s:999');
    // A read that began after the first copy is kept though the other connections' copies arrive during it.
    const ticket = c.ticket();
    f.deliver('7001|s:999');
    f.deliver('7001|s:999');
    c.put('1', ticket, identity('10'), [], null);
    expect(c.get('1')).toBeDefined();
    // The same change in another transaction is a change.
    f.deliver('7002|s:1');
    expect(c.get('1')).toBeUndefined();
  });

  it('serves nothing while the feed is lost, and forgets all once it is heard again', () => {
    const f = feed();
    const c = new IdentityCache(f);
    c.put('1', c.ticket(), identity('10'), [], null);
    const during = c.ticket();
    f.set(false);
    expect(c.get('1')).toBeUndefined();
    c.put('2', c.ticket(), identity('20'), [], null);
    f.set(true);
    expect(c.get('1')).toBeUndefined();
    expect(c.get('2')).toBeUndefined();
    // Read before the feed came back: not kept either.
    c.put('3', during, identity('30'), [], null);
    expect(c.get('3')).toBeUndefined();
  });

  it('keeps an entry no longer than its bound or its lifetime', async () => {
    const f = feed();
    const c = new IdentityCache(f, 50);
    c.put('1', c.ticket(), identity('10'), [], 0);
    expect(c.get('1')).toBeUndefined();
    c.put('2', c.ticket(), identity('20'), [], 10_000);
    expect(c.get('2')).toBeDefined();
    const started = performance.now();
    while (c.get('2')) await new Promise((resolve) => setImmediate(resolve));
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('hands out a frozen identity', () => {
    const f = feed();
    const c = new IdentityCache(f);
    c.put('1', c.ticket(), identity('10'), [], null);
    expect(() => (c.get('1')!.identity.roleIds as string[]).push('x')).toThrow();
  });
});

describe('the API-scope verdicts', () => {
  const catalogue = new ApiScopeCatalogue([
    { id: '1', path: '/api/blade-system/param', code: null },
    { id: '2', path: '', code: 'role_add' },
    { id: '3', path: null, code: '' },
  ]);
  it('shut a call a scope covers unless one of those covering it is held', () => {
    const list = { url: '/api/blade-system/param/list', code: 'param' };
    expect(catalogue.denies(list, new Set())).toBe(true);
    expect(catalogue.denies(list, new Set(['1']))).toBe(false);
    expect(catalogue.denies({ url: '/api/blade-system/role/submit', code: 'role_add' }, new Set(['1']))).toBe(true);
    expect(catalogue.denies({ url: '/api/blade-system/role/list', code: 'role' }, new Set())).toBe(false);
    // A scope naming the empty code covers the signed-in-only calls, as the query's `=` does.
    expect(catalogue.denies({ url: '/api/blade-user/info', code: '' }, new Set())).toBe(true);
  });
});
