import { crudCalls, type FieldDef, type ResourceDef, resourceByName, systemDictionaries } from '@pharma/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { dept } from '../../src/modules/system/dept/dept.table.ts';
import { dictBiz } from '../../src/modules/system/dict/dict.table.ts';
import { menu } from '../../src/modules/system/menu/menu.table.ts';
import { paramTable } from '../../src/modules/system/param/param.table.ts';
import { postTable } from '../../src/modules/system/post/post.table.ts';
import { role } from '../../src/modules/system/role/role.table.ts';
import { user } from '../../src/modules/user/user/user.table.ts';
import type { RouteInfo } from '../../src/platform/types.ts';
import { apiTest, personWith, type Session } from '../helpers/api-kit.ts';
import { databaseKind } from '../helpers/database.ts';
import type { Reply, TestServer } from '../helpers/server.ts';

/**
 * The security matrix, generated from the server's own route table: every route registered now or by a later
 * module is covered without anyone remembering to add it.
 * - no token → 401 (a public route must say why in code, `config.matrixOptOut`);
 * - a user whose roles hold no grant → 403 on every route that needs a code (both codes of a submit);
 * - a user of another tenant holding every code → sees no row of tenant 000000 in lists or details, and cannot
 *   update or remove one (checked on every generated CRUD route of a tenant-owned resource);
 * - every other read (GET) route, called by that user with tenant 000000's ids in every id parameter a route may
 *   take, answers without any id of tenant 000000's users, departments, roles, parameters or posts.
 */
const test = apiTest({ captchaEnabled: false, demoData: true });
let s: TestServer;
let admin: Session;
let nobody: Session;
let stranger: Session;
const strangerTenant = '200001';

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  nobody = await personWith(server, [], { account: 'matrix-nobody' });
  const every = await server.db
    .select({ code: menu.code })
    .from(menu)
    .where(and(eq(menu.isDeleted, 0)));
  stranger = await personWith(
    server,
    every.map((m) => m.code),
    { tenantId: strangerTenant, account: 'matrix-boss' },
  );
});

/** The route's address from the route table, every `:name` segment filled: the matrix walks routes, not calls. */
const addressOf = (route: RouteInfo) => route.url.replace(/:(\w+)/g, '1');
const send = (route: RouteInfo, who?: Session, extra: { query?: Record<string, string>; body?: unknown } = {}) =>
  s.call(route.method as 'GET' | 'POST', addressOf(route), {
    token: who?.token,
    query: extra.query,
    body: route.method === 'POST' ? (extra.body ?? {}) : undefined,
  });

/** Values that a resource's own rules require a shape of (a version number, a shop code, a grant type). */
const shapedSamples: Record<string, unknown> = {
  versions: '1.0.0',
  shopList: 'S001',
  gray: 'matrix-app',
  authorizedGrantTypes: 'password',
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
  msgType: 10,
  mode: 1,
};

/** A value of the right type within the declared length, so a generated row passes validation. */
function sampleValue(key: string, field: FieldDef, n: number): unknown {
  if (key in shapedSamples) return shapedSamples[key];
  const entry = field.dict ? systemDictionaries.find((d) => d.code === field.dict)?.items[0]?.key : undefined;
  if (entry !== undefined) return field.type === 'integer' ? Number(entry) : entry;
  switch (field.type) {
    case 'integer':
      return 1;
    case 'decimal':
      return '1.00';
    case 'boolean':
      return true;
    case 'datetime':
      return '2026-01-01 08:00:00';
    case 'date':
      return '2026-01-01';
    case 'id':
      return '1';
    default:
      return `m${n}${key}`.slice(0, field.max ?? 255);
  }
}

/** A live row of tenant 000000: an existing one, or one the administrator adds through the real submit call. */
async function adminRow(def: ResourceDef): Promise<string> {
  const listed = await admin.send(crudCalls(def).list, { query: { size: 1 } });
  const existing = listed.body.data?.records?.[0]?.id as string | undefined;
  if (existing) return existing;
  const body = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.required)
      .map(([k, f]) => [k, sampleValue(k, f, Date.now() % 100000)]),
  );
  const made = await admin.send(crudCalls(def).submit, { body });
  expect(made.status, `the administrator adds a ${def.name}: ${made.text}`).toBe(200);
  return made.body.data.id as string;
}

const refused = (r: Reply) => r.status !== 200 || r.body?.success !== true;

/** Ids of tenant 000000's own rows, by kind: no reply to another tenant may carry any of them. */
async function platformRowIds(): Promise<Record<'user' | 'dept' | 'role' | 'param' | 'post' | 'dictBiz', string[]>> {
  const ids = async (table: any) =>
    (await s.db.select({ id: table.id }).from(table).where(eq(table.tenantId, '000000'))).map((r: any) => r.id);
  return {
    user: await ids(user),
    dept: await ids(dept),
    role: await ids(role),
    param: await ids(paramTable),
    post: await ids(postTable),
    // Business dictionaries (demo data): parents first, so a probe can name one as a parent.
    dictBiz: (
      await s.db
        .select({ id: dictBiz.id })
        .from(dictBiz)
        .where(eq(dictBiz.tenantId, '000000'))
        .orderBy(dictBiz.parentId)
    ).map((r) => r.id),
  };
}

/** One probe per kind of id: every id-like parameter names a row of tenant 000000. */
function probes(rows: Awaited<ReturnType<typeof platformRowIds>>): Array<Record<string, string>> {
  const [userId, deptId, roleId] = [rows.user[0]!, rows.dept[0]!, rows.role[0]!];
  const common = {
    userId,
    userIds: userId,
    deptId,
    deptIds: deptId,
    roleId,
    roleIds: roleId,
    parentId: deptId,
    tenantId: '000000',
    size: '1000',
  };
  return (['user', 'dept', 'role', 'param', 'post', 'dictBiz'] as const).map((kind) => ({
    ...common,
    id: rows[kind][0]!,
    // dict-biz child-list and tree take a dictionary as the parent.
    ...(kind === 'dictBiz' ? { parentId: rows.dictBiz[0]! } : {}),
  }));
}

describe(`security matrix on ${databaseKind}`, () => {
  test('covers every registered route', async () => {
    const routes = s.routes;
    expect(routes.length).toBeGreaterThan(10);
    const counts = { unauthenticated: 0, forbidden: 0, crossTenant: 0, reads: 0, optedOut: [] as string[] };
    const rows = await platformRowIds();
    const secrets = Object.values(rows).flat();
    expect(secrets.length, 'tenant 000000 has rows to look for').toBeGreaterThan(10);
    expect(rows.dictBiz.length, 'tenant 000000 has business dictionaries to look for').toBeGreaterThan(0);

    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (route.permission === 'public') {
        expect(route.matrixOptOut, `${name} is public: it must say why in config.matrixOptOut`).toBeTruthy();
        counts.optedOut.push(`${name}: ${route.matrixOptOut}`);
        continue;
      }
      // 1. No token.
      const anonymous = await send(route);
      expect(anonymous.status, `${name} without a token`).toBe(401);
      expect(anonymous.body.code, `${name} without a token`).toBe(401);
      counts.unauthenticated++;

      // 2. No grant.
      if (route.permission !== 'authenticated') {
        const bodies =
          route.matrixBodies ??
          (route.method === 'POST' && typeof route.permission === 'function' ? [{}, { id: '1' }] : [{}]);
        for (const body of bodies) {
          const denied = await send(route, nobody, { body });
          expect(denied.status, `${name} ${JSON.stringify(body)} without the grant`).toBe(403);
        }
        counts.forbidden++;
      }
      if (route.permission === 'administrator') {
        expect((await send(route, stranger)).status, `${name} by a tenant's user holding every code`).toBe(403);
      }

      // 3. Another tenant, holding every code.
      const crud = route.crud;
      if (!crud) {
        // GET logout ends the caller's own session (BladeX serves it on GET): it reads nothing.
        if (route.method !== 'GET' || route.url.endsWith('/oauth/logout')) continue;
        for (const query of probes(rows)) {
          const reply = await send(route, stranger, { query });
          // The logs repeat what the caller sent (these very probes' ids, in their own calls' params): a log leaks
          // when it shows a row of another tenant.
          const records = reply.body.data?.records as Array<{ tenantId: string }> | undefined;
          if (route.call?.path.startsWith('blade-log/') && records) {
            expect(
              records.filter((r) => r.tenantId !== strangerTenant),
              `${name} shows another tenant's rows`,
            ).toEqual([]);
            continue;
          }
          const leaked = secrets.filter((id) => reply.text.includes(id));
          expect(leaked, `${name} ${JSON.stringify(query)} shows tenant 000000 rows to another tenant`).toEqual([]);
        }
        counts.reads++;
        continue;
      }
      const def = resourceByName(crud.resource);
      if (def.tenant === false) continue;
      const id = await adminRow(def);
      if (crud.op === 'list') {
        const listed = await send(route, stranger, { query: { size: '1000' } });
        expect(listed.status, name).toBe(200);
        const records = listed.body.data.records as Array<{ id: string; tenantId?: string }>;
        expect(
          records.some((r) => r.id === id || r.tenantId === '000000'),
          `${name} shows tenant 000000 rows`,
        ).toBe(false);
      } else if (crud.op === 'detail') {
        expect(refused(await send(route, stranger, { query: { id } })), `${name} reads another tenant's row`).toBe(
          true,
        );
      } else if (crud.op === 'submit') {
        const key = Object.keys(def.fields).find(
          (k) => def.fields[k]!.type === 'string' || def.fields[k]!.type === 'text',
        );
        const change = key ? { id, [key]: 'changed-by-another-tenant' } : { id };
        expect(refused(await send(route, stranger, { body: change })), `${name} updates another tenant's row`).toBe(
          true,
        );
        const after = await admin.send(crudCalls(def).detail, { query: { id } });
        expect(after.text).not.toContain('changed-by-another-tenant');
      } else if (crud.op === 'remove') {
        expect(
          refused(await send(route, stranger, { query: { ids: id } })),
          `${name} removes another tenant's row`,
        ).toBe(true);
        const after = await admin.send(crudCalls(def).detail, { query: { id } });
        expect(after.status, `${name}: the row survives`).toBe(200);
      }
      counts.crossTenant++;
    }
    console.log(
      `security matrix (${databaseKind}): ${routes.length} routes; ${counts.unauthenticated} refuse no token, ` +
        `${counts.forbidden} refuse a missing grant, ${counts.crossTenant} CRUD routes keep another tenant out, ` +
        `${counts.reads} other read routes show another tenant none of its rows; ` +
        `${counts.optedOut.length} public by design:\n  ${counts.optedOut.join('\n  ')}`,
    );
    expect(counts.unauthenticated + counts.optedOut.length).toBe(routes.length);
  }, 300_000);
});
