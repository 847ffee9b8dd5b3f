import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, prepareDatabase } from '../../src/app.ts';
import { captcha } from '../../src/modules/auth/captcha/captcha.table.ts';
import { modules as allModules } from '../../src/modules/index.ts';
import { type Config, loadConfig } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { JobQueue } from '../../src/platform/jobs/jobs.ts';
import type { ModuleManifest } from '../../src/platform/module.ts';
import type { Registry } from '../../src/platform/registry.ts';
import type { RouteInfo } from '../../src/platform/types.ts';
import { demoTemplateOf, freshDatabaseUrl } from './database.ts';
import { md5 } from './md5.ts';
import { testAdmin } from './test-admin.ts';

export { md5 } from './md5.ts';
export const basic = (id = 'saber', secret = 'saber_secret') =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  db: Db;
  config: Config;
  /** Every guarded route the server registered, with the permission it declares. */
  routes: RouteInfo[];
  /** What the server's modules registered (export sources, data-scope targets, the dictionary reader). */
  registry: Registry;
  /** The server's job queue: a test may define a queue of its own on it (`s.jobs.define(defineJob(…))`). */
  jobs: JobQueue;
  call<T = any>(method: 'GET' | 'POST', path: string, opts?: CallOptions): Promise<Reply<T>>;
  /** Signs in through the real token call (solving the captcha from the database when captcha is on). */
  login(account?: string, password?: string, tenantId?: string): Promise<Token>;
  /** The server's log lines so far, when started with `{ logLevel: 'info' }` (silent otherwise). */
  logs: string[];
  /** A captcha from the real endpoint together with its code, read where the server keeps it. */
  captcha(): Promise<{ key: string; code: string }>;
  close(): Promise<void>;
  /** Stops the server but keeps its database, for a restart test to start another server on it; then `drop`. */
  stop(): Promise<void>;
  drop(): Promise<void>;
}

export interface Token {
  access_token: string;
  refresh_token: string;
  [key: string]: unknown;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  lang?: 'zh' | 'en';
}

/**
 * Starts the real server on a fresh database, on a free loopback port: every module, or the `modules` given, or those
 * a function makes of every module (a module's suite trying its parts before they are in its manifest).
 */
export async function startServer(
  overrides: Partial<Config> = {},
  given?: readonly ModuleManifest[] | ((all: readonly ModuleManifest[]) => readonly ModuleManifest[]),
  /** `firstStart`: this file's own empty database, not a copy, demo rows or not (a test of the first start). */
  { firstStart = false }: { firstStart?: boolean } = {},
): Promise<TestServer> {
  const modules = typeof given === 'function' ? given(allModules) : given;
  // A file that wants the demo rows with every module starts from the run's demo template (made by the first file
  // that asks, on PostgreSQL); with other modules, on the embedded database or as a test of the first start itself,
  // from an empty database of its own.
  const template = inject('pgTemplate') || undefined;
  const sharedDemo = overrides.demoData && !given && !firstStart && template && !overrides.databaseUrl;
  const fresh = await freshDatabaseUrl(
    overrides.demoData || firstStart ? (sharedDemo ? await demoTemplateOf(template) : undefined) : template,
  );
  const config = loadConfig(
    { ...process.env, DATABASE_URL: fresh.url ?? '' },
    {
      dataDir: 'memory://',
      captchaEnabled: true,
      logLevel: 'silent',
      ...testAdmin,
      webDist: '/nonexistent',
      // The suites sign in from one address many times a minute; rate-limit.test.ts turns the limit on.
      signInRateLimit: 0,
      // Every reply is checked against its call's declared reply schema.
      validateReplies: true,
      // The suites' stand-ins (s3rver, SMS providers) listen on loopback; outbound.test.ts checks the refusal.
      privateHosts: ['127.0.0.1', 'localhost'],
      pgliteTemplate: overrides.demoData || firstStart ? undefined : inject('pgliteTemplate') || undefined,
      ...overrides,
    },
  );
  const logs: string[] = [];
  const logTo = { write: (line: string) => logs.push(line) };
  const database = await prepareDatabase(config, modules, logTo);
  const { app, routes, platform } = await buildApp(config, database, modules, logTo);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const target = new URL(path, url);
    for (const [k, v] of Object.entries(opts.query ?? {})) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'zh', ...opts.headers };
    if (opts.token) headers['blade-auth'] = `bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(target, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed as any, text };
  };

  const captchaOf = async () => {
    const res = await call('GET', '/api/blade-auth/oauth/captcha');
    const [row] = await database.db.select().from(captcha).where(eq(captcha.key, res.body.key));
    return { key: res.body.key as string, code: row!.code };
  };

  return {
    url,
    db: database.db,
    config,
    routes,
    registry: app.registry,
    jobs: platform.jobs,
    logs,
    call,
    captcha: captchaOf,
    async login(account = 'admin', password = 'admin', tenantId = '000000') {
      const headers: Record<string, string> = { authorization: basic(), 'tenant-id': tenantId };
      if (config.captchaEnabled) {
        const c = await captchaOf();
        headers['captcha-key'] = c.key;
        headers['captcha-code'] = c.code;
      }
      const res = await call('POST', '/api/blade-auth/oauth/token', {
        headers,
        query: {
          tenantId,
          username: account,
          password: md5(password),
          grant_type: 'captcha',
          scope: 'all',
          type: 'account',
        },
      });
      if (res.status !== 200) throw new Error(`login ${account} failed: ${res.text}`);
      return res.body as Token;
    },
    async close() {
      await app.close();
      await database.close();
      await fresh.drop();
    },
    async stop() {
      await app.close();
      await database.close();
    },
    drop: () => fresh.drop(),
  };
}
