import { saber4Client } from '@pharma/contract';
import { sm2 } from 'sm-crypto';
import type { TestServer } from './server.ts';

/**
 * The commercial Saber 4.x console (Vue 3, client `saber3`) as its request wrapper (src/axios.js) sends calls:
 * `/api` before every path, `Authorization: Basic base64(saber3:saber3_secret)` and `Blade-Requested-With` on every
 * call, `Accept-Language: zh-CN`, `Blade-Auth: bearer <token>` once signed in; axios `params` in the query string
 * (axios's own encoding), `data` as a JSON body. Its api files (src/api/**) are what the replays under
 * test/platform/saber4-*.test.ts send.
 */
const basic = `Basic ${Buffer.from(`${saber4Client.id}:${saber4Client.secret}`).toString('base64')}`;

export interface Saber4Sent {
  params?: Record<string, unknown>;
  data?: unknown;
  /** A FormData upload: the file goes in the `file` part. */
  file?: { bytes: Buffer; name: string };
  headers?: Record<string, string>;
  /** `false` as an api function's `authorization: false` (getCaptcha, logout, clearCache): no Basic header. */
  authorization?: false;
  /** Another session's token; `''` sends none (the sign-in page's calls). */
  token?: string;
}

export interface Saber4Reply {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
  body: any;
}

/** axios's query string (helpers/buildURL): null and undefined left out, arrays as key[], its few unescaped signs. */
export function axiosQuery(params: Record<string, unknown>): string {
  const encode = (v: string) =>
    encodeURIComponent(v)
      .replace(/%3A/gi, ':')
      .replace(/%24/g, '$')
      .replace(/%2C/gi, ',')
      .replace(/%20/g, '+')
      .replace(/%5B/gi, '[')
      .replace(/%5D/gi, ']');
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === null || raw === undefined) continue;
    const name = Array.isArray(raw) ? `${key}[]` : key;
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

/** One console session: the token its sign-in got, and calls sent as its wrapper sends them. */
export interface Saber4Session {
  token: string;
  refreshToken: string;
  /** The sign-in reply (BladeX's flat OAuth token: access_token, role_name, dept_id, …). */
  signedIn: any;
  send(method: 'GET' | 'POST', path: string, sent?: Saber4Sent): Promise<Saber4Reply>;
}

export async function saber4Send(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  sent: Saber4Sent = {},
): Promise<Saber4Reply> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': 'zh-CN',
    'Blade-Requested-With': 'BladeHttpRequest',
    ...(sent.authorization === false ? {} : { Authorization: basic }),
    ...sent.headers,
  };
  const bearer = sent.token ?? token;
  if (bearer) headers['Blade-Auth'] = `bearer ${bearer}`;
  let target = `/api${path.startsWith('/') ? path : `/${path}`}`;
  const query = axiosQuery(sent.params ?? {});
  if (query) target = `${target}${target.includes('?') ? '&' : '?'}${query}`;
  let body: FormData | string | undefined;
  if (sent.file) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sent.file.bytes)]), sent.file.name);
    body = form;
  } else if (sent.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sent.data);
  }
  const res = await fetch(new URL(target, server.url), { method, headers, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, bytes, text, body: parsed };
}

/**
 * The public key an administrator copies into the console's `website.js` (`oauth2.publicKey`), read where they read
 * it: the public call that publishes it. Kept per server, as a console's build keeps it.
 */
const publicKeys = new WeakMap<TestServer, Promise<string>>();
export function saber4PublicKey(server: TestServer): Promise<string> {
  let key = publicKeys.get(server);
  if (!key) {
    key = saber4Send(server, '', 'GET', '/blade-auth/oauth/public-key').then((res) => {
      if (res.status !== 200 || typeof res.body?.data !== 'string') throw new Error(`no public key: ${res.text}`);
      return res.body.data as string;
    });
    publicKeys.set(server, key);
  }
  return key;
}

/** The console's `utils/sm2.js` encrypt: sm-crypto `doEncrypt(text, publicKey, 0)` (C1C2C3 hex, no leading 04). */
export async function saber4Encrypt(server: TestServer, text: string): Promise<string> {
  return sm2.doEncrypt(text, await saber4PublicKey(server), 0);
}

/** loginByUsername as its store sends it: the password SM2-encrypted, the credentials in the query. */
export async function saber4Token(
  server: TestServer,
  account: string,
  password: string,
  tenantId = '000000',
): Promise<Saber4Reply> {
  return saber4Send(server, '', 'POST', '/blade-auth/oauth/token', {
    headers: { 'Tenant-Id': tenantId, 'Dept-Id': '', 'Role-Id': '' },
    params: {
      tenantId,
      username: account,
      password: await saber4Encrypt(server, password),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    },
  });
}

/** A session from a token reply, sending as the console's wrapper does. */
export function saber4Session(server: TestServer, signedIn: any): Saber4Session {
  const session: Saber4Session = {
    token: signedIn.access_token,
    refreshToken: signedIn.refresh_token,
    signedIn,
    send: (method, path, sent) => saber4Send(server, session.token, method, path, sent),
  };
  return session;
}

/**
 * Signs in as the console's login page does (loginByUsername: the token call with the credentials in the query,
 * Tenant-Id and empty Dept-Id / Role-Id headers, the `saber3` client, and the password SM2-encrypted with the public
 * key the server publishes, as an administrator copied it into website.js).
 */
export async function saber4SignIn(
  server: TestServer,
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
): Promise<Saber4Session> {
  const res = await saber4Token(server, account, password, tenantId);
  if (res.status !== 200 || !res.body?.access_token)
    throw new Error(`Saber 4 sign-in of ${account} failed: ${res.text}`);
  return saber4Session(server, res.body);
}
