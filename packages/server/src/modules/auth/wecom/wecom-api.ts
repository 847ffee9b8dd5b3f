import { sha256Hex } from '../../../platform/auth/passwords.ts';
import { outboundFetch } from '../../../platform/outbound/fetch.ts';
import type { Reach } from '../../../platform/outbound/reach.ts';
import {
  providerFailure,
  providerRefused,
  providerTimeoutMs,
  providerUnreachable,
} from '../social/providers/provider.ts';
import type { ProviderAccount } from '../social/social.service.ts';

/** WeCom's API when a provider names no other address. */
export const wecomApiBase = 'https://qyapi.weixin.qq.com';

/** An access token is dropped this long before WeCom says it lapses, so none is sent in its last moments. */
const marginMs = 5 * 60_000;
/** The errcodes of an access token WeCom no longer takes (invalid, expired): fetched again, once. */
const staleToken = new Set([40014, 42001]);

interface Cached {
  token: string;
  until: number;
}

/** A reply of WeCom's API: errcode 0 is success, anything else a refusal in errmsg. */
type Reply = Record<string, unknown> & { errcode?: unknown; errmsg?: unknown };

class Refused extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(errmsg);
  }
}

/**
 * A GET of WeCom's API. The address carries the secret or an access token in its query, so neither it nor the
 * fetch's own error (which may quote it) is ever put in a message: only WeCom's errmsg or the HTTP status.
 */
async function wecomGet(reach: Reach, base: string, path: string, query: Record<string, string>): Promise<Reply> {
  const url = new URL(`${base}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: Response;
  let body: unknown;
  try {
    res = await outboundFetch(reach, url, {
      headers: { accept: 'application/json', 'user-agent': 'pharma-console' },
      timeoutMs: providerTimeoutMs,
    });
    body = await res.json().catch(() => undefined);
  } catch (error) {
    // A timeout, a refused address or a network error; never the address, whose query holds a secret.
    throw providerFailure(error);
  }
  if (!res.ok || !body || typeof body !== 'object' || Array.isArray(body))
    throw providerUnreachable(`HTTP ${res.status}`);
  const reply = body as Reply;
  const errcode = Number(reply.errcode ?? 0);
  if (errcode !== 0) throw new Refused(errcode, typeof reply.errmsg === 'string' ? reply.errmsg : `errcode ${errcode}`);
  return reply;
}

const said = (error: unknown) => (error instanceof Refused ? providerRefused(error.errmsg) : error);

/**
 * WeCom's server API as scan-to-bind needs it: `gettoken` (corp id and the app's secret) and `auth/getuserinfo`
 * (the code a scan gave → the member's userid). The access token is cached per address, corp and secret until
 * shortly before it lapses (WeCom limits how often it is fetched); the cache is this object's, one per app.
 */
export function wecomApi(privateHosts: readonly string[] = []) {
  const reachOf = (account: ProviderAccount): Reach => ({ tenantId: account.tenantId, privateHosts });
  const tokens = new Map<string, Cached>();
  const keyOf = (account: ProviderAccount) =>
    sha256Hex(`${account.baseUrl || wecomApiBase}\n${account.clientId}\n${account.clientSecret}`);

  async function accessToken(account: ProviderAccount, fresh: boolean): Promise<string> {
    const key = keyOf(account);
    const held = tokens.get(key);
    if (!fresh && held && held.until > Date.now()) return held.token;
    const reply = await wecomGet(reachOf(account), account.baseUrl || wecomApiBase, '/cgi-bin/gettoken', {
      corpid: account.clientId,
      corpsecret: account.clientSecret,
    });
    const token = typeof reply.access_token === 'string' ? reply.access_token : '';
    if (!token) throw providerUnreachable('no access_token');
    const seconds = Number(reply.expires_in) || 7200;
    tokens.set(key, { token, until: Date.now() + Math.max(0, seconds * 1000 - marginMs) });
    return token;
  }

  return {
    /**
     * The WeCom userid of the member who scanned and was given `code`; undefined when the scanner is no member of
     * the corp (WeCom then answers an openid only). A refusal (a bad or used code: 40029) is providerRefused.
     */
    async userIdOf(account: ProviderAccount, code: string): Promise<string | undefined> {
      const ask = async (fresh: boolean) =>
        wecomGet(reachOf(account), account.baseUrl || wecomApiBase, '/cgi-bin/auth/getuserinfo', {
          access_token: await accessToken(account, fresh),
          code,
        });
      let reply: Reply;
      try {
        try {
          reply = await ask(false);
        } catch (error) {
          if (!(error instanceof Refused && staleToken.has(error.errcode))) throw error;
          tokens.delete(keyOf(account));
          reply = await ask(true);
        }
      } catch (error) {
        throw said(error);
      }
      // Older documents name it UserId.
      const userId = reply.userid ?? reply.UserId;
      return typeof userId === 'string' && userId !== '' ? userId : undefined;
    },
  };
}

export type WecomApi = ReturnType<typeof wecomApi>;
