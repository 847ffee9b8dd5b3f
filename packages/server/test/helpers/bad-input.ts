import { authCalls, type CallDef, errorLogListCalls, errorLogProbeCall } from '@pharma/contract';
import { pathOf } from './api-kit.ts';
import type { Reply } from './server.ts';

/**
 * What the bad-input sweeps (hand-written and generated) hold every reply to: the envelope with a message, never a
 * 5xx, and nothing of the server's insides: a stack, a path on its disk, a password hash, PostgreSQL's own words
 * (which carry SQL, table and column names) or the server's secrets.
 */

/** A frame of a stack, a source file of the server or of its packages (a menu's path, `/work/start/flow`, is none). */
const stackOrPath = /\bat .+\.(ts|js|mjs):\d+|"stack"|node_modules|(?:\/[\w.@+-]+){2,}\.(?:ts|js|mjs|cjs)\b/;
/** Hashes as the server stores them (argon2id; BladeX's legacy sha1 of md5 is 40 hex digits, too common to look for). */
const passwordHash = /\$argon2(id|i|d)\$/;
/** PostgreSQL's error texts: a driver error that reached the reply. */
const databaseError =
  /violates (not-null|foreign key|unique|check) constraint|duplicate key value|syntax error at or near|invalid input syntax for|out of range for type|value too long for type|relation "\w+"|column "\w+"|SQLSTATE|\bPGlite\b|DrizzleQueryError|Failed query:/i;

export interface LeakRules {
  /** Secrets that must never be in a reply (the server's token secret, the database password). */
  secrets?: readonly string[];
}

/** What is wrong with a reply, or undefined when it is a proper answer to bad input. */
export function problem(res: Reply, rules: LeakRules = {}): string | undefined {
  if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 300)}`;
  if (stackOrPath.test(res.text) || passwordHash.test(res.text) || databaseError.test(res.text))
    return `leaks internals: ${res.text.slice(0, 500)}`;
  for (const secret of rules.secrets ?? []) {
    if (secret.length >= 8 && res.text.includes(secret)) return 'leaks a secret of the server';
  }
  if (typeof res.body !== 'object' || res.body === null) {
    // A file (an export, a template, a stored upload) may answer 200 with its bytes; anything else is the envelope.
    return res.status === 200 || res.status === 404 ? undefined : `not the envelope: ${res.text.slice(0, 200)}`;
  }
  const { code, success, msg } = res.body as { code?: unknown; success?: unknown; msg?: unknown };
  if (typeof code !== 'number' || typeof success !== 'boolean' || typeof msg !== 'string') {
    // The token, captcha and OpenID user-info calls answer in their own flat shapes (a refusal carries
    // error_description).
    const flat = res.body as {
      error_description?: unknown;
      access_token?: unknown;
      key?: unknown;
      image?: unknown;
      sub?: unknown;
    };
    if (flat.error_description || flat.access_token || flat.sub || (flat.key && flat.image)) return undefined;
    return `not the envelope: ${res.text.slice(0, 200)}`;
  }
  if (!success && msg.trim() === '') return `refused without a message: ${res.text.slice(0, 200)}`;
  if (res.status >= 400 && success) return `status ${res.status} with success: true`;
  return undefined;
}

/**
 * Lists whose records are stack traces by design: 错误日志 shows administrators the traces it kept. A query whose
 * filters are not its own lists them like any other, and that is not a leak.
 */
export const keepsTraces = new Set([routeName(errorLogListCalls.list), routeName(errorLogListCalls.detail)]);

/** Routes the sweeps leave out, by `METHOD /api/path` as the route table names them, and why. */
export const leftOut: Record<string, string> = {
  [routeName(authCalls.logout)]: 'ends the session the sweep runs in; its bad input is its own token, tested in auth',
  [routeName(errorLogProbeCall)]: 'answers 500 on purpose (异常自检) whatever it is sent; tested in log.test.ts',
};

/** A call without `:name` segments as the route table names its route (`route.method route.url`). */
export function routeName(call: CallDef): string {
  return `${call.method} ${pathOf(call)}`;
}
