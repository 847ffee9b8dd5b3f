import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment; see the README's configuration table. */
export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database and the generated token secret; `memory://` keeps nothing. */
  dataDir: string;
  /** A PostgreSQL URL: when set, that server is used instead of the embedded database. */
  databaseUrl: string | undefined;
  tokenSecret: string;
  /**
   * The SM2 private key (64 hex characters, `SM2_PRIVATE_KEY`) the commercial Saber 4.x console's passwords are
   * decrypted with; its public key is derived from it. Unset, one pair is generated on the first start and kept
   * sealed in the database (modules/auth/sm2).
   */
  sm2PrivateKey: string | undefined;
  /** The login page shows a captcha, and the `captcha` grant checks it. */
  captchaEnabled: boolean;
  /**
   * Every password sign-in needs a captcha (`CAPTCHA_ENABLED=always`). Otherwise, with the captcha on, a password
   * sign-in that sends none is let through until its account or address has failed before (modules/auth/captcha).
   */
  captchaAlways: boolean;
  logLevel: string;
  /** Zone in which times are shown and date filters are read. */
  timeZone: string;
  /** Built console to serve; absent in API-only runs. */
  webDist: string;
  /** Load the demo rows on first start. */
  demoData: boolean;
  /** Sign-in calls (token and captcha) allowed per client address and minute; 0 turns the limit off. */
  signInRateLimit: number;
  /** Read the client's address from X-Forwarded-For: only behind a proxy or load balancer that sets it. */
  trustProxy: boolean;
  /**
   * Check every reply against its call's declared reply schema (a mismatch is a 500): on in the tests, so the
   * declarations in @pharma/contract stay true; off in production, where replies are only serialised.
   */
  validateReplies: boolean;
  /**
   * Hosts (names or addresses) on a private or local network that tenants other than the platform's may point an
   * outbound address at (an object store's endpoint, an SMS provider's base URL): `OUTBOUND_PRIVATE_HOSTS`, comma
   * separated. Any other such address is refused (platform/outbound.ts).
   */
  privateHosts: string[];
  /**
   * Every API call goes to 接口日志 (`API_LOG`, on by default), gathered in memory and written every
   * `API_LOG_FLUSH_MS` (1000) in one statement: a crash loses at most that long's calls.
   */
  apiLog: boolean;
  apiLogFlushMs: number;
  /**
   * Reports (报表管理): each dataset's statement is cancelled after `REPORT_TIMEOUT_MS` (5000) on PostgreSQL, and
   * gives at most `REPORT_ROW_CAP` (10000) rows, the reply saying when it was cut.
   */
  reportTimeoutMs: number;
  reportRowCap: number;
  /**
   * The console's address as browsers reach it (`PUBLIC_URL`, e.g. https://console.example.com): the redirect URIs
   * given to sign-in providers and WeCom are built on it. Default: http://HOST:PORT (localhost for 0.0.0.0).
   */
  publicUrl: string;
  /**
   * A session ends after `SESSION_IDLE_MINUTES` (120) without a request, and `SESSION_MAX_HOURS` (24) after its
   * sign-in whatever it does; refreshing does not extend either.
   */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /**
   * Without demo rows, the platform administrator's first password (`ADMIN_PASSWORD`); without it one is generated
   * and printed once. Either way it must be changed at the first sign-in (`adminMustChange`: the test kit and the
   * benchmarks, which sign in as admin / admin all day, turn that off; no environment variable does).
   */
  adminPassword?: string | undefined;
  adminMustChange: boolean;
  /**
   * Connections each process keeps to PostgreSQL at most (`DATABASE_POOL_MAX`, 10): N processes hold up to N times
   * this, which must stay under the server's `max_connections` (docs/operating.md, Deployment).
   */
  databasePoolMax: number;
  /**
   * At SIGTERM readiness fails at once; the process goes on serving for `SHUTDOWN_DRAIN_SECONDS` (0) so that a
   * balancer polling readiness stops sending, then stops listening, finishes its requests and jobs and exits 0. Past
   * `SHUTDOWN_TIMEOUT_SECONDS` (30) from the signal it exits 1 whatever is left. SIGINT (Ctrl-C) skips the drain.
   */
  shutdownDrainSeconds: number;
  shutdownTimeoutSeconds: number;
  /**
   * The project's source tree the code generator generates into and checks against (`GENERATOR_SOURCE_DIR`,
   * default the tree this server runs from): its files are copied to a scratch folder, never written.
   */
  generatorSource: string;
  /** In-memory PGlite only: a dump of a migrated, seeded database to start from (set by the API tests). */
  pgliteTemplate?: string | undefined;
}

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !/^(false|0|no|off)$/i.test(value.trim());
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of at least 0, got ${value}`);
  return n;
}

function atLeastOne(name: string, value: string | undefined, fallback: number): number {
  const n = count(name, value, fallback);
  if (n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
  return n;
}

/** A secret given in the environment wins; otherwise one is generated once and kept under DATA_DIR. */
function tokenSecretFor(dataDir: string, given: string | undefined): string {
  if (given) {
    if (given.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
    return given;
  }
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A 32-byte private key in hex (BladeX's `blade.oauth2.private-key` is the same form), checked at start. */
function sm2PrivateKeyOf(given: string | undefined): string | undefined {
  const key = given?.trim();
  if (!key) return undefined;
  if (!/^[0-9a-f]{64}$/i.test(key)) throw new Error('SM2_PRIVATE_KEY must be 64 hexadecimal characters');
  return key.toLowerCase();
}

/** PUBLIC_URL without its trailing slash, or the address the server listens on. */
function publicUrlOf(given: string | undefined, host: string, port: number): string {
  if (given) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      throw new Error(`PUBLIC_URL must be an http(s) address, got ${given}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`PUBLIC_URL must be an http(s) address, got ${given}`);
    return given.replace(/\/+$/, '');
  }
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? (env.DATA_DIR ? resolve(env.DATA_DIR) : join(repoRoot, 'data'));
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    publicUrl: publicUrlOf(env.PUBLIC_URL, host, port),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecret: overrides.tokenSecret ?? tokenSecretFor(dataDir, env.TOKEN_SECRET),
    sm2PrivateKey: sm2PrivateKeyOf(env.SM2_PRIVATE_KEY),
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true),
    captchaAlways: /^always$/i.test(env.CAPTCHA_ENABLED?.trim() ?? ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    timeZone: env.TIME_ZONE ?? 'Asia/Shanghai',
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : join(repoRoot, 'packages/web/dist'),
    demoData: bool(env.DEMO_DATA, true),
    signInRateLimit: count('SIGN_IN_RATE_LIMIT', env.SIGN_IN_RATE_LIMIT, 120),
    trustProxy: bool(env.TRUST_PROXY, false),
    validateReplies: bool(env.VALIDATE_REPLIES, false),
    privateHosts: (env.OUTBOUND_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    apiLog: bool(env.API_LOG, true),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminMustChange: true,
    sessionIdleMinutes: atLeastOne('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120),
    sessionMaxHours: atLeastOne('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 24),
    databasePoolMax: atLeastOne('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    shutdownDrainSeconds: count('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 0),
    shutdownTimeoutSeconds: atLeastOne('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 30),
    generatorSource: env.GENERATOR_SOURCE_DIR ? resolve(env.GENERATOR_SOURCE_DIR) : repoRoot,
    apiLogFlushMs: Math.max(50, count('API_LOG_FLUSH_MS', env.API_LOG_FLUSH_MS, 1000)),
    reportTimeoutMs: Math.max(100, count('REPORT_TIMEOUT_MS', env.REPORT_TIMEOUT_MS, 5000)),
    reportRowCap: atLeastOne('REPORT_ROW_CAP', env.REPORT_ROW_CAP, 10_000),
    ...overrides,
  };
}
