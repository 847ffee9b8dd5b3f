import { authCalls, resourceByName, resources } from '@pharma/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import type { RouteInfo } from '../../src/platform/types.ts';
import { apiTest, rowsOf, type Session } from '../helpers/api-kit.ts';
import { keepsTraces, type LeakRules, leftOut, problem } from '../helpers/bad-input.ts';
import { type GeneratedInput, inputsFor } from '../helpers/bad-input-arbitraries.ts';
import { databaseKind } from '../helpers/database.ts';
import type { Reply, TestServer } from '../helpers/server.ts';

/**
 * The generated half of the bad-input sweep (bad-input.test.ts keeps the hand-written cases): from every call's
 * declaration, fast-check makes inputs (mostly hostile, some plausible enough to reach the service) and the platform
 * administrator, who passes every guard, sends them over loopback, several at a time. Every reply must be the envelope
 * with a message, never a 5xx or an internal; a refused submit changes nothing in its table.
 *
 * The seed is printed with the count; `BAD_INPUT_SEED=<seed>` replays a run (the inputs are the same; calls run
 * concurrently, so a failure that depends on the order may need a few tries). `BAD_INPUT_COUNT` sends more or fewer.
 */
const seed = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const wanted = Number(process.env.BAD_INPUT_COUNT ?? 10_000);
/** Requests in flight at once: enough to keep both cores busy, few enough to keep the pool of connections calm. */
const concurrency = 12;

const test = apiTest({ captchaEnabled: false, demoData: true });
let s: TestServer;
let admin: Session;
let routes: RouteInfo[];
let rules: LeakRules;

test.beforeAll(async ({ server, admin: platformAdmin }) => {
  s = server;
  admin = platformAdmin;
  routes = s.routes.filter((r) => r.call && !leftOut[`${r.method} ${r.url}`]);
  rules = { secrets: [s.config.tokenSecret, new URL(s.config.databaseUrl ?? 'x:').password].filter(Boolean) };
});

/**
 * Sends one generated input as the administrator; the reply as the helpers read it. Not the kit's `send`: the input
 * is the raw request itself (segments already encoded, keys given twice, bodies that are no JSON).
 */
async function send(route: RouteInfo, input: GeneratedInput, token: string): Promise<Reply> {
  const target = new URL(input.path, s.url);
  for (const [k, v] of Object.entries(input.query)) {
    for (const one of ([] as string[]).concat(v)) target.searchParams.append(k, one);
  }
  const headers: Record<string, string> = { 'accept-language': 'zh', 'blade-auth': `bearer ${token}` };
  let body: string | FormData | undefined;
  const b = input.body;
  if (b?.kind === 'json') {
    body = JSON.stringify(b.value);
    headers['content-type'] = 'application/json';
  } else if (b?.kind === 'raw') {
    body = b.text;
    headers['content-type'] = b.type;
  } else if (b?.kind === 'multipart') {
    const form = new FormData();
    for (const part of b.parts) {
      if (part.file) form.append(part.name, new Blob([part.file.bytes]), part.file.name);
      else form.append(part.name, part.value);
    }
    body = form;
  }
  const res = await fetch(target, { method: route.method, headers, body, signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, text };
}

/** The resource behind BladeX's other names for submit (`…/save`, `…/update`), from the route's declaration. */
function resourceOfAlias(route: RouteInfo) {
  const match = /^(.+)\/(save|update)$/.exec((route.aliasOf ? route.call?.alsoAt : route.call?.path) ?? '');
  return match ? resources.find((d) => d.api === match[1]) : undefined;
}

/** Every row of a table, as one digest: any insert, update or delete changes it. */
async function fingerprint(table: string): Promise<string> {
  const query = sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as f
    from ${sql.identifier(table)} t`;
  return (await rowsOf<{ f: string }>(s.db, query))[0]!.f;
}

/** Runs the tasks `concurrency` at a time. */
async function inPool<T>(tasks: T[], run: (task: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await run(tasks[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const describeInput = (input: GeneratedInput) =>
  JSON.stringify(input, (_k, v) => (v instanceof Uint8Array ? `<${v.length} bytes>` : v)).slice(0, 400);

describe(`generated bad input on every route, on ${databaseKind}`, () => {
  test(`answers ${wanted} generated inputs with a message, never a 5xx or an internal`, async () => {
    const perRoute = Math.ceil(wanted / routes.length);
    const tasks = routes.flatMap((route, i) =>
      fc
        .sample(inputsFor(route.call!, route.url), { seed: seed + i, numRuns: perRoute })
        .map((input) => ({ route, input })),
    );
    const started = performance.now();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    await inPool(tasks, async ({ route, input }) => {
      const name = `${route.method} ${route.url}`;
      let res: Reply;
      try {
        res = await send(route, input, admin.token);
      } catch (error) {
        problems.push(`${name}: no answer (${(error as Error).cause ?? error}) to ${describeInput(input)}`);
        return;
      }
      sent++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const wrong = problem(res, rules);
      if (!wrong || (res.status === 200 && keepsTraces.has(name))) return;
      problems.push(`${name}: ${wrong}\n    input: ${describeInput(input)}`);
    });
    const seconds = (performance.now() - started) / 1000;
    const fivexx = [...statuses].filter(([st]) => st >= 500).reduce((n, [, c]) => n + c, 0);
    console.log(
      `generated bad input: seed ${seed} (BAD_INPUT_SEED=${seed} replays it), ${tasks.length} inputs over ${routes.length} routes, ` +
        `${sent} answered in ${seconds.toFixed(1)} s, ${fivexx} 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // Printed so that they are not forgotten: the 5xx the temporary entries let through.
    // The session the sweep ran in still works: no input signed the administrator out.
    expect((await admin.send(authCalls.userInfo)).status).toBe(200);
    expect(tasks.length).toBeGreaterThanOrEqual(wanted);
    expect(problems.slice(0, 40)).toEqual([]);
  }, 900_000);

  test('stores nothing from a refused submit: its table is as it was', async () => {
    // One call at a time, so that a change to the table is this call's.
    const writes = routes.flatMap((route) => {
      const def = route.crud?.op === 'submit' ? resourceByName(route.crud.resource) : resourceOfAlias(route);
      return def ? [{ route, table: def.table }] : [];
    });
    expect(writes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let refused = 0;
    for (const [i, { route, table }] of writes.entries()) {
      const inputs = fc.sample(inputsFor(route.call!, route.url), { seed: seed + 100_000 + i, numRuns: 12 });
      for (const input of inputs) {
        const before = await fingerprint(table);
        const res = await send(route, input, admin.token);
        if ((res.body as { success?: unknown } | null)?.success !== false) continue;
        refused++;
        if ((await fingerprint(table)) !== before)
          problems.push(
            `${route.url} changed ${table} and answered ${res.text.slice(0, 200)}\n    input: ${describeInput(input)}`,
          );
      }
    }
    console.log(`generated bad input: ${refused} refused submits over ${writes.length} routes left their tables alone`);
    expect(refused).toBeGreaterThan(writes.length * 4);
    expect(problems).toEqual([]);
  }, 600_000);
});
