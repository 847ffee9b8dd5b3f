import { authCalls, type CallDef } from '@pharma/contract';
import type { SQL } from 'drizzle-orm';
import { test as base } from 'vitest';
import type { z } from 'zod';
import type { Config } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { createUser } from './fixtures.ts';
import { basic, md5, type Reply, startServer, type TestServer } from './server.ts';

/**
 * The one kit of the API suites: a file's server, its administrator, people with the codes a test names, and a typed
 * `send(call, { query, body })` that takes the path, the method and the shapes from the call's declaration, so a
 * test never spells an `/api/…` path and a renamed call or field fails the type check.
 *
 *   const test = apiTest({ captchaEnabled: false });
 *   test('…', async ({ admin, server }) => {
 *     const page = await admin.send(paramCalls.list, { query: { paramKey: 'a' } });
 *     expect(page.body.data.records).toHaveLength(1);
 *   });
 */
type Input<C extends CallDef, K extends 'query' | 'body' | 'params'> = C[K] extends z.ZodType ? z.input<C[K]> : never;
type Data<C extends CallDef> = C['reply'] extends z.ZodType ? z.output<C['reply']> : unknown;

/** The envelope every call but the flat and file ones answers (`data` as the call declares it). */
export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

export type CallReply<C extends CallDef> = Reply<C['flat'] extends true ? Data<C> : Envelope<Data<C>>>;

export interface Sent<C extends CallDef> {
  query?: Partial<Input<C, 'query'>> | Record<string, unknown>;
  body?: Partial<Input<C, 'body'>> | Record<string, unknown> | unknown[];
  /** The `:name` segments of the path. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  lang?: 'zh' | 'en';
}

/** A signed-in person (or nobody, with an empty token) sending declared calls. */
export interface Session {
  token: string;
  send<C extends CallDef>(call: C, sent?: Sent<C>): Promise<CallReply<C>>;
}

/** A call's address under the server, its `:name` segments filled in. */
export function pathOf(call: CallDef, params: Record<string, string> = {}): string {
  const path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  return `/api/${path}`;
}

/** Query values as the browser's client sends them: strings, arrays comma-joined, blanks left out. */
function queryOf(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

export function sessionOf(server: TestServer, token: string): Session {
  return {
    token,
    send: (call, sent = {}) =>
      server.call(call.method, pathOf(call, sent.params), {
        ...(token ? { token } : {}),
        ...(sent.query ? { query: queryOf(sent.query as Record<string, unknown>) } : {}),
        ...(sent.body !== undefined ? { body: sent.body } : {}),
        ...(sent.headers ? { headers: sent.headers } : {}),
        ...(sent.lang ? { lang: sent.lang } : {}),
      }),
  };
}

/** The rows of a raw statement, typed: what a test reads straight from the database to check what a call wrote. */
export async function rowsOf<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** A call's full address at the server at `url`: its path, `:name` segments filled, and its query as the client sends it. */
function addressOf(url: string, call: CallDef, sent: Pick<Sent<CallDef>, 'params' | 'query'>): URL {
  const address = new URL(pathOf(call, sent.params), url);
  for (const [key, value] of Object.entries(queryOf(sent.query as Record<string, unknown>) ?? {}))
    address.searchParams.set(key, value);
  return address;
}

/** Signs in through the real token call. */
export async function signedIn(server: TestServer, account = 'admin', password = 'admin', tenantId = '000000') {
  return sessionOf(server, (await server.login(account, password, tenantId)).access_token);
}

let people = 0;

/** A new person in the tenant holding exactly `codes` (a role of their own, a department of their own), signed in. */
export async function personWith(
  server: TestServer,
  codes: readonly string[],
  opts: { tenantId?: string; account?: string } = {},
): Promise<Session & { userId: string; roleId: string; deptId: string; account: string }> {
  const tenantId = opts.tenantId ?? '000000';
  people += 1;
  const account = opts.account ?? `kit-${process.pid}-${people}`;
  const password = 'Kit-pass-1';
  const made = await createUser(server.db, { tenantId, account, password, codes: [...codes] });
  return { ...(await signedIn(server, account, password, tenantId)), ...made, account };
}

/**
 * The test function of an API suite: every test of the file shares one server started with `config` (on a database
 * of its own), its platform administrator signed in once, and `anonymous`, nobody signed in.
 */
export function apiTest(config: Partial<Config> = {}) {
  const test = base
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads what a fixture needs from this pattern.
    .extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
      const server = await startServer(config);
      onCleanup(() => server.close());
      return server;
    })
    .extend('admin', { scope: 'file' }, async ({ server }) => signedIn(server))
    .extend('anonymous', { scope: 'file' }, async ({ server }) => sessionOf(server, ''));
  // The server starts (and its administrator signs in) in a hook, under a start's time limit rather than inside the
  // first test's 30 seconds: a server with the demo rows, on a loaded machine, takes longer than a test should.
  test.beforeAll(async ({ admin }) => {
    if (!admin.token) throw new Error('the platform administrator did not sign in');
  }, 300_000);
  return test;
}

/**
 * A session on a server running at `url` in another process (a test of several processes), sending declared calls
 * with `token` as the API kit's sessions do: the path, the method and the shapes from the call's declaration.
 */
export function sessionAt(url: string, token: string): Session {
  return {
    token,
    async send(call, sent = {}) {
      const res = await fetchCall(url, token, call, sent);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // A reply that is not JSON stays its text.
      }
      return { status: res.status, body, text } as never;
    },
  };
}

/**
 * A declared call whose body goes as written, not as JSON (a form post, a body that is not JSON at all): what a
 * test of how the server reads bodies sends. `headers` names its content type.
 */
export function sendRaw<C extends CallDef>(
  server: TestServer,
  who: Session,
  call: C,
  rawBody: string,
  sent: Omit<Sent<C>, 'body'> = {},
): Promise<CallReply<C>> {
  return server.call(call.method, pathOf(call, sent.params), {
    ...(who.token ? { token: who.token } : {}),
    rawBody,
    ...(sent.query ? { query: queryOf(sent.query as Record<string, unknown>) } : {}),
    ...(sent.headers ? { headers: sent.headers } : {}),
    ...(sent.lang ? { lang: sent.lang } : {}),
  });
}

/**
 * A declared multipart call (an upload) with the form given, as the console's upload sends it: `send` sends JSON
 * only. Answers like `send`.
 */
export async function sendForm<C extends CallDef>(
  server: TestServer,
  who: Session,
  call: C,
  form: FormData,
  sent: Omit<Sent<C>, 'body'> = {},
): Promise<CallReply<C>> {
  const target = addressOf(server.url, call, sent);
  const res = await fetch(target, {
    method: call.method,
    body: form,
    headers: {
      'accept-language': sent.lang ?? 'zh',
      ...(who.token ? { 'blade-auth': `bearer ${who.token}` } : {}),
      ...sent.headers,
    },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body: body as CallReply<C>['body'], text };
}

/**
 * A declared call sent with a body as raw text (malformed JSON, an array where an object is declared): what `send`,
 * which serialises what it is given, cannot spell. The test's subject is then the server's answer to such a body.
 */
export function sendRawBody<C extends CallDef>(
  server: TestServer,
  who: Session,
  call: C,
  rawBody: string,
  sent: { params?: Record<string, string>; headers?: Record<string, string>; lang?: 'zh' | 'en' } = {},
): Promise<Reply> {
  return server.call(call.method, pathOf(call, sent.params), {
    ...(who.token ? { token: who.token } : {}),
    rawBody,
    ...(sent.headers ? { headers: sent.headers } : {}),
    ...(sent.lang ? { lang: sent.lang } : {}),
  });
}

/** What a refused OAuth call (the token call) answers instead of its declared reply: OAuth's fields and the envelope's. */
export interface OAuthRefusal {
  error?: string;
  error_code?: number;
  error_description?: string;
  code?: number;
  msg?: string;
  success?: boolean;
}

/** The body of a reply read as a refusal: for a call whose declared reply is what it answers on success only. */
export function refusalOf(reply: { body: unknown }): OAuthRefusal {
  return reply.body as OAuthRefusal;
}

/**
 * Signs in at a server in another process through the declared token call (the password grant, with the console's
 * client credentials) and answers a session there: how a test of several processes gets its people.
 */
export async function signedInAt(url: string, account = 'admin', password = 'admin', tenantId = '000000') {
  const reply = await sessionAt(url, '').send(authCalls.token, {
    query: { tenantId, grant_type: 'password', username: account, password: md5(password) },
    headers: { authorization: basic(), 'tenant-id': tenantId },
  });
  const token = (reply.body as { access_token?: string }).access_token;
  if (!token) throw new Error(`${account} could not sign in at ${url}: ${reply.text}`);
  return sessionAt(url, token);
}

/**
 * The OpenAPI document the server serves, whose `paths` are keyed by address (`paths[pathOf(call)]`): it is no
 * declared call, so its own address is spelled here, once, for the suites that check how a call is documented.
 */
export async function openApiOf(
  server: TestServer,
): Promise<{ paths: Record<string, Record<string, { tags?: string[] }>> }> {
  const doc = await server.call('GET', '/api/doc/json');
  if (doc.status !== 200) throw new Error(`the API document answered ${doc.status}: ${doc.text}`);
  return doc.body;
}

/**
 * `apiTest` on a server of the modules given (or made of every module) instead of every module: a suite trying a
 * part that no shipped module registers (a test upload target). The file's server fixture is replaced; the
 * administrator, `anonymous` and the start hook are apiTest's own.
 */
export function apiTestOn(config: Partial<Config>, given: Parameters<typeof startServer>[1]) {
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads what a fixture needs from this pattern.
  return apiTest(config).extend('server', { scope: 'file' }, async ({}, { onCleanup }) => {
    const server = await startServer(config, given);
    onCleanup(() => server.close());
    return server;
  });
}

/** A file a call answers with (an export, a download), as bytes, with the headers that name it. */
export interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/**
 * A declared call whose reply is a file (`file: true`): `send` reads replies as text, which garbles the bytes of a
 * workbook. A refusal is still the envelope, to be read from `bytes`.
 */
export async function downloadOf<C extends CallDef>(
  server: TestServer,
  who: Session,
  call: C,
  sent: Sent<C> = {},
): Promise<Download> {
  const res = await fetchCall(server.url, who.token, call, sent);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * A declared call sent over HTTP to the server at `url` as the browser's client sends it (JSON body, the caller's
 * token and language), answered by the bare response, for a reply to be read as the test needs it.
 */
export function fetchCall<C extends CallDef>(
  url: string,
  token: string,
  call: C,
  sent: Sent<C> = {},
): Promise<Response> {
  return fetch(addressOf(url, call, sent), {
    method: call.method,
    headers: {
      'accept-language': sent.lang ?? 'zh',
      ...(token ? { 'blade-auth': `bearer ${token}` } : {}),
      ...(sent.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...sent.headers,
    },
    body: sent.body === undefined ? undefined : JSON.stringify(sent.body),
  });
}
