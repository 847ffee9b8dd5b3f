import { authAddresses, type authCalls, type HeadersIn, type ReplyOf } from '@pharma/contract';
import { callApi } from '../lib/api.ts';

/**
 * The shell's blade-auth calls. The shell makes them on every page, the login page's included, so they are made
 * from the calls' zod-free addresses (contract auth.ts), typed by their full declarations (auth.calls.ts, imported
 * for its types only): callApi reads nothing but the method, the path and `flat`, and zod stays out of the login
 * page's JavaScript.
 */
type AuthCalls = typeof authCalls;
const auth = <K extends keyof typeof authAddresses>(key: K) => authAddresses[key] as unknown as AuthCalls[K];

/** `required: false` means the server runs with captcha off: no captcha input, grant type `password`. */
export function fetchCaptcha() {
  return callApi(auth('captcha'));
}

export interface LoginForm {
  tenantId: string;
  username: string;
  /** Already md5-hashed (lib/md5). */
  password: string;
  /** Present when the captcha is required: the login then uses grant type `captcha`. */
  captcha?: { key: string; code: string };
  /** Switch mode: the department and role to sign in as (Dept-Id / Role-Id). */
  workAs?: WorkAs;
}

/** A department and role to work as (switch mode); either may be empty. */
export interface WorkAs {
  deptId: string;
  roleId: string;
}

type TokenHeaders = NonNullable<HeadersIn<AuthCalls['token']>>;

function workAsHeaders(workAs: WorkAs | undefined): TokenHeaders {
  const headers: TokenHeaders = {};
  if (workAs?.deptId) headers['dept-id'] = workAs.deptId;
  if (workAs?.roleId) headers['role-id'] = workAs.roleId;
  return headers;
}

/** A token reply may still carry `error_description` instead of a token (spec §8); the caller checks. */
export type TokenResult = Partial<ReplyOf<AuthCalls['token']>> & { error_description?: string };

/** The token calls themselves: a 401 there means the refresh token is over, never "refresh and retry". */
const tokenConfig = { skipAuthRetry: true };

export function requestToken(form: LoginForm): Promise<TokenResult> {
  const headers: TokenHeaders = { 'tenant-id': form.tenantId, ...workAsHeaders(form.workAs) };
  if (form.captcha) {
    headers['captcha-key'] = form.captcha.key;
    headers['captcha-code'] = form.captcha.code;
  }
  return callApi(auth('token'), {
    headers,
    config: tokenConfig,
    query: {
      tenantId: form.tenantId,
      username: form.username,
      password: form.password,
      grant_type: form.captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
      sourceSystem: 2,
    },
  });
}

/** Trades the refresh token for a new pair; with `workAs`, a pair for that department and role (switch mode). */
export function refreshToken(refresh: string, tenantId: string, workAs?: WorkAs): Promise<TokenResult> {
  return callApi(auth('token'), {
    headers: { 'tenant-id': tenantId, ...workAsHeaders(workAs) },
    config: tokenConfig,
    query: { grant_type: 'refresh_token', refresh_token: refresh, tenantId, scope: 'all' },
  });
}

/** Ends the session on the server (revokes the tokens). */
export async function logoutServer(): Promise<void> {
  await callApi(auth('logout'));
}

/** GET oauth/clear-cache (the tab bar's 清除缓存). */
export async function clearServerCache(): Promise<void> {
  await callApi(auth('clearCache'));
}

/** The departments and roles the switch dialog offers (read through useCall, keyed by the call). */
export const switchOptionsCall = auth('switchOptions');
