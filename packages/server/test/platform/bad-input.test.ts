import { authCalls, paramCalls, resources, storedFields } from '@pharma/contract';
import { describe, expect } from 'vitest';
import type { RouteInfo } from '../../src/platform/types.ts';
import { apiTest, type Session } from '../helpers/api-kit.ts';
import { keepsTraces, leftOut, problem } from '../helpers/bad-input.ts';
import { databaseKind } from '../helpers/database.ts';
import type { Reply, TestServer } from '../helpers/server.ts';

/**
 * Bad input on every route, generated from the server's own route table like the security matrix: the platform
 * administrator (who passes every guard, so the input reaches validation and the services) sends malformed JSON,
 * bodies of the wrong shape, fields of the wrong type, ids that are not numbers or overflow a bigint, paging that
 * makes no sense, injection-looking text and very long strings. Every reply must be the envelope with a message a
 * person can read: never a 500, never a stack trace or a password hash.
 */
const test = apiTest({ captchaEnabled: false, demoData: true });
let s: TestServer;
let admin: Session;
let routes: RouteInfo[];

/** One past the largest value of a bigint column (2^63 - 1), yet 19 digits like any id. */
const beyondBigint = '9223372036854775808';

/** Every field every resource declares, as [key, field]. */
const declaredFields = resources.flatMap((def) => [...storedFields(def)]);

const queries: Record<string, string>[] = [
  {
    current: 'abc',
    size: '-5',
    id: 'not-a-number',
    ids: '1,abc',
    parentId: "1' or '1'='1",
    tenantId: '<script>alert(1)</script>',
    createTime_dategt: 'yesterday',
    createTime_datelt: '2026-13-45',
    descs: 'password; drop table blade_user',
    ascs: '1=1',
    topMenuId: 'x',
    roleIds: 'a,b',
  },
  {
    current: '999999999999999999999',
    size: '1e9',
    id: '99999999999999999999999',
    ids: ',,,',
    parentId: '-1',
    deptId: '0x10',
    code: '%00',
  },
  // 19 digits, one past what a bigint holds: every id and id list of every call, as one value and in a list.
  Object.fromEntries(
    ['id', 'ids', 'parentId', 'topMenuId', 'topMenuIds', 'roleId', 'roleIds', 'deptId', 'deptIds', 'menuId']
      .concat(['userId', 'userIds', 'postId', 'tenantId', 'packageId', 'clientId', 'dataScopeIds', 'apiScopeIds'])
      .map((key, i) => [key, i % 2 ? `1,${beyondBigint}` : beyondBigint]),
  ),
  // Every declared field as a list filter, with a value that is no number, date, id or yes/no: one query per type
  // of field, so a field refused first does not hide another of its type (a yes/no field was once compared with
  // LIKE, which PostgreSQL refuses for a boolean).
  ...[...new Set(declaredFields.map(([, field]) => field.type))].map((type) =>
    Object.fromEntries(declaredFields.filter(([, f]) => f.type === type).map(([key]) => [key, 'maybe'])),
  ),
  // Whole numbers an integer column cannot hold, and a fraction, as list filters (PostgreSQL refused them, a 500).
  Object.fromEntries(declaredFields.filter(([, f]) => f.type === 'integer').map(([key]) => [key, '999999999998'])),
  Object.fromEntries(declaredFields.filter(([, f]) => f.type === 'integer').map(([key]) => [`${key}_ge`, '1.5'])),
  // Long, but within the 16 kB an address may take (beyond it, see the last test).
  { name: 'x'.repeat(3000), paramName: 'é'.repeat(500), account: '\u0000admin', realName: '😀'.repeat(200) },
];

const wrongTypes = {
  id: { nested: 1 },
  parentId: [1, 2],
  ids: { a: 1 },
  name: 123,
  status: 'yes',
  sort: 'first',
  tenantId: 42,
  account: ['admin'],
  password: { md5: true },
  roleId: true,
  deptId: 3.5,
  menuIds: 'not-a-list',
  paramKey: null,
  current: [],
  size: {},
};

interface BadBody {
  what: string;
  body?: unknown;
  rawBody?: string;
}

const bodies: BadBody[] = [
  { what: 'malformed JSON', rawBody: '{"paramName":' },
  { what: 'an array', body: [1, 2, 3] },
  { what: 'a string', rawBody: '"text"' },
  { what: 'null', rawBody: 'null' },
  { what: 'fields of the wrong type', body: wrongTypes },
  { what: 'prototype keys', rawBody: '{"__proto__":{"isAdministrator":true},"constructor":{"prototype":{"x":1}}}' },
  { what: 'ids beyond a bigint', rawBody: '{"id": 123456789012345678901234567890, "parentId": "-1"}' },
  {
    what: 'ids one past a bigint',
    body: {
      id: beyondBigint,
      parentId: beyondBigint,
      roleIds: [beyondBigint],
      menuIds: ['1', beyondBigint],
      dataScopeIds: [beyondBigint],
      apiScopeIds: [beyondBigint],
      topMenuIds: [beyondBigint],
      userIds: beyondBigint,
      roleId: `1,${beyondBigint}`,
      deptId: beyondBigint,
      postId: beyondBigint,
      tenantIds: [beyondBigint],
    },
  },
  {
    what: 'integers past 32 bits',
    body: Object.fromEntries(declaredFields.filter(([, f]) => f.type === 'integer').map(([key]) => [key, 2 ** 40])),
  },
  { what: 'very long strings', body: { id: '', name: 'x'.repeat(300_000), remark: '长'.repeat(100_000) } },
];

/** The route's address from the route table, every `:name` segment a value no call takes: the sweep walks routes. */
const addressOf = (route: RouteInfo) => route.url.replace(/:(\w+)/g, 'bad-value');

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  routes = s.routes.filter((r) => !leftOut[`${r.method} ${r.url}`]);
});

describe(`bad input on every route, on ${databaseKind}`, () => {
  test('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  test('answers every bad query and body with a message, never a 500 or an internal', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST';
      const tries: Array<{ what: string; query?: Record<string, string>; body?: unknown; rawBody?: string }> = [
        ...queries.map((query, i) => ({ what: `query ${i + 1}`, query, body: method === 'POST' ? {} : undefined })),
        ...(method === 'POST' ? bodies : []),
      ];
      for (const t of tries) {
        let res: Reply;
        try {
          res = await s.call(method, addressOf(route), {
            token: admin.token,
            query: t.query,
            body: t.body,
            ...(t.rawBody !== undefined && { rawBody: t.rawBody }),
          });
        } catch (error) {
          problems.push(`${method} ${route.url} with ${t.what}: no answer (${(error as Error).cause ?? error})`);
          continue;
        }
        const wrong = problem(res);
        if (wrong && !(res.status === 200 && keepsTraces.has(`${method} ${route.url}`)))
          problems.push(`${method} ${route.url} with ${t.what}: ${wrong}`);
      }
      // The session must survive whatever the route was sent (a bad call never signs the caller out).
      const still = await admin.send(authCalls.userInfo);
      if (still.status !== 200) problems.push(`${method} ${route.url}: the session stopped working`);
    }
    expect(problems).toEqual([]);
  }, 600_000);

  test('reads a parameter given twice without failing', async () => {
    // `?id=1&id=2` arrives as an array where a route expects one value.
    const twice = ['current', 'size', 'id', 'ids', 'parentId', 'tenantId', 'deptId', 'roleIds', 'name', 'paramName']
      .concat(['code', 'account', 'descs', 'ascs', 'createTime_dategt', 'topMenuId', 'keyword'])
      .flatMap((key) => [`${key}=1`, `${key}=x`])
      .join('&');
    const problems: string[] = [];
    for (const route of routes) {
      const res = await fetch(`${s.url}${addressOf(route)}?${twice}`, {
        method: route.method,
        headers: {
          'blade-auth': `bearer ${admin.token}`,
          ...(route.method === 'POST' && { 'content-type': 'application/json' }),
        },
        body: route.method === 'POST' ? '{}' : undefined,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      const wrong = problem({ status: res.status, body, text });
      if (wrong) problems.push(`${route.method} ${route.url}: ${wrong}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  test('answers a multipart body cut short, on every route that reads one, with a message', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.call?.multipart)) {
      const res = await s.call('POST', addressOf(route), {
        token: admin.token,
        rawBody: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      const wrong = problem(res) ?? (res.status === 400 ? undefined : `status ${res.status}`);
      if (wrong) problems.push(`${route.url}: ${wrong}`);
    }
    expect(problems).toEqual([]);
  });

  test('answers a NUL character in a path parameter with a message (it reached PostgreSQL: a 500)', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.url.includes('/:'))) {
      const res = await s.call(route.method as 'GET' | 'POST', route.url.replace(/:(\w+)/g, 'a%00b'), {
        token: admin.token,
        body: route.method === 'POST' ? {} : undefined,
      });
      const wrong = problem(res) ?? (res.status >= 400 && res.status < 500 ? undefined : `status ${res.status}`);
      if (wrong) problems.push(`${route.method} ${route.url}: ${wrong}`);
    }
    expect(problems).toEqual([]);
  });

  test('answers a file part without a file name (a nameless Blob), on every route that reads one, with a message', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.call?.multipart)) {
      for (const part of ['file', 'files']) {
        const res = await s.call('POST', addressOf(route), {
          token: admin.token,
          // No filename at all, as a browser's FormData sends a nameless Blob: busboy gives the part no name.
          rawBody: `--x\r\nContent-Disposition: form-data; name="${part}"\r\nContent-Type: application/octet-stream\r\n\r\n<definitions/>\r\n--x--\r\n`,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        const wrong = problem(res);
        if (wrong) problems.push(`${route.url} (${part}): ${wrong}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('answers a path segment longer than the router takes with the envelope, not an echo of the address', async () => {
    const route = routes.find((r) => r.url.includes('/:'))!;
    const res = await s.call('GET', route.url.replace(/:(\w+)/g, 'x'.repeat(300)), { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, success: false, data: null, msg: '请求格式不正确' });
  });

  test('answers an address too long for HTTP with the envelope too', async () => {
    const res = await admin.send(paramCalls.list, { query: { name: 'x'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: 431, success: false, data: null, msg: '请求地址或请求头过长' });
  });
});
