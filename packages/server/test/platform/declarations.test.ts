import * as contract from '@pharma/contract';
import {
  type CallDef,
  dictResource,
  type FieldDef,
  maxLengthOf,
  pathsOf,
  resources,
  storedFields,
  textOfZodMessage,
} from '@pharma/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../src/platform/types.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Each thing declared once (issue 13): every route the server answers under /api is served from a call declared in
 * @pharma/contract (so the OpenAPI document, the security matrix and the bad-input sweep, which read the route table,
 * cover it), every declared call is served, and every declared resource's submit validation is its declaration:
 * the same fields required with the same messages, the same lengths. The browser's half (its forms read the same
 * declaration) is packages/web/test/declarations.test.ts.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ captchaEnabled: false });
});
afterAll(async () => s?.close());

const isCall = (value: unknown): value is CallDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CallDef).path === 'string' &&
  ((value as CallDef).method === 'GET' || (value as CallDef).method === 'POST');

/** Every call the contract exports, alone or in a table of calls (`deptCalls.list`). */
function declaredCalls(): CallDef[] {
  const found = new Set<CallDef>();
  for (const value of Object.values(contract)) {
    if (isCall(value)) found.add(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const inner of Object.values(value)) if (isCall(inner)) found.add(inner);
  }
  return [...found];
}

const key = (method: string, url: string) => `${method} ${url}`;
const apiRoutes = () => s.routes.filter((r: RouteInfo) => r.url.startsWith('/api/'));

describe('every call is declared once and served', () => {
  it('every /api route is served from a declaration, with its method and path', () => {
    const undeclared = apiRoutes()
      .filter((r) => !r.call)
      .map((r) => key(r.method, r.url));
    expect(undeclared).toEqual([]);
    for (const route of apiRoutes()) {
      // A call's alias (`alsoAt`) is its second route: served from the same declaration, marked as the alias.
      const path = route.aliasOf ? route.call?.alsoAt : route.call?.path;
      expect(key(route.method, route.url)).toBe(key(route.call?.method ?? '', `/api/${path}`));
      if (route.aliasOf) expect(route.aliasOf).toBe(route.call?.path);
    }
  });

  it('every call the contract declares is answered by the server', () => {
    const served = new Set(apiRoutes().map((r) => key(r.method, r.url)));
    const missing = declaredCalls()
      .flatMap((c) => pathsOf(c).map((path) => key(c.method, `/api/${path}`)))
      .filter((k) => !served.has(k));
    expect(missing).toEqual([]);
    expect(declaredCalls().length).toBeGreaterThan(50);
  });
});

/** A value of the field's type that is too long by one character. */
const tooLong = (field: FieldDef, max: number) =>
  field.type === 'integer' || field.type === 'decimal' ? undefined : 'x'.repeat(max + 1);

/**
 * Resources whose submit is checked in the service rather than by its schema, and why (their API tests assert each
 * message).
 */
const checkedByTheService: Record<string, string> = {
  region:
    'an addition (parentCode + subCode) and an edit (code) need different fields; region.rules.ts reads the ' +
    'declared lengths and messages, region.test.ts asserts each',
  sm_user_goods:
    "its submit is 提交生效 (pending rows put in force, body {ids | userId}), not BladeX's save: rows are saved by " +
    'batchSave (goods.calls.ts), whose checks user-goods.test.ts asserts',
};

/** Every declared resource; the dictionaries' menus are seeded as hand-built screens, so they are not in `resources`. */
const declared = [...resources, dictResource];

describe('a resource’s submit validation is its declaration', () => {
  // The submit's path as crudCalls names it, without building every resource's schemas for it (seconds on a loaded
  // machine); worked out once, since three tests read it.
  let found: Array<{ def: (typeof declared)[number]; body: NonNullable<CallDef['body']> }> | undefined;
  const submitRoutes = () =>
    (found ??= declared.flatMap((def) => {
      if (def.name in checkedByTheService) return [];
      const path = `/api/${def.api}/${def.verbs?.submit ?? 'submit'}`;
      const route = s.routes.find((r) => r.method === 'POST' && r.url === path);
      return route?.call?.body ? [{ def, body: route.call.body }] : [];
    }));

  it('most declared resources have a submit call to check', () => {
    expect(submitRoutes().length).toBeGreaterThanOrEqual(declared.length / 2);
  });

  it('an addition without its required fields is refused with each field’s own message', () => {
    for (const { def, body } of submitRoutes()) {
      const result = body.safeParse({});
      const said = new Map(
        (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), textOfZodMessage(issue.message)]),
      );
      for (const [name, field] of storedFields(def)) {
        const where = `${def.name}.${name}`;
        if (field.required && !field.optionalInApi) expect(said.get(name), where).toEqual(field.required);
        else expect(said.has(name), where).toBe(false);
      }
    }
  });

  it('a value longer than the declared length is refused, one of that length is not', () => {
    for (const { def, body } of submitRoutes()) {
      for (const [name, field] of storedFields(def)) {
        const max = maxLengthOf(field);
        const long = max ? tooLong(field, max) : undefined;
        if (!max || !long) continue;
        const where = `${def.name}.${name}`;
        const issuesAt = (value: string) =>
          (body.safeParse({ [name]: value }).error?.issues ?? []).filter((i) => i.path[0] === name);
        expect(issuesAt(long).length, where).toBeGreaterThan(0);
        expect(
          issuesAt('x'.repeat(max)).filter((i) => i.code === 'too_big'),
          where,
        ).toEqual([]);
      }
    }
  });
});
