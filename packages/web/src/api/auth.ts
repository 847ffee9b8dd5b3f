import type { CaptchaReply, SwitchOptions, TokenReply, UserInfoReply } from '@pharma/contract';
import { get, getData, http, post } from '../lib/http.ts';

/** Auth calls (blade-auth/oauth/*). The token and captcha replies are flat; the others use the R envelope. */

/** `required: false` means the server runs with captcha off: no captcha input, grant type `password`. */
export function fetchCaptcha(): Promise<CaptchaReply> {
  return get<CaptchaReply>('/blade-auth/oauth/captcha');
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

function workAsHeaders(workAs: WorkAs | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (workAs?.deptId) headers['Dept-Id'] = workAs.deptId;
  if (workAs?.roleId) headers['Role-Id'] = workAs.roleId;
  return headers;
}

/** A token reply may still carry `error_description` instead of a token (spec §8); the caller checks. */
export type TokenResult = Partial<TokenReply> & { error_description?: string };

export function requestToken(form: LoginForm): Promise<TokenResult> {
  const headers: Record<string, string> = { 'Tenant-Id': form.tenantId, ...workAsHeaders(form.workAs) };
  if (form.captcha) {
    headers['Captcha-Key'] = form.captcha.key;
    headers['Captcha-Code'] = form.captcha.code;
  }
  return post<TokenResult>('/blade-auth/oauth/token', null, {
    headers,
    skipAuthRetry: true,
    params: {
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
  return post<TokenResult>('/blade-auth/oauth/token', null, {
    headers: { 'Tenant-Id': tenantId, ...workAsHeaders(workAs) },
    skipAuthRetry: true,
    params: { grant_type: 'refresh_token', refresh_token: refresh, tenantId, scope: 'all' },
  });
}

/** Ends the session on the server (revokes the tokens). */
export async function logoutServer(): Promise<void> {
  await http.get('/blade-auth/oauth/logout');
}

/** A local error-log entry (spec §3 / §8). */
export interface ErrorLogEntry {
  url: string;
  time: string;
  type: string;
  message: string;
  stack: string;
  info: string;
}

/** Uploads the local error log (the shell's error-log viewer will call it). */
export async function uploadErrorLogs(entries: ErrorLogEntry[]): Promise<void> {
  await post('/blade-auth/oauth/logout', entries);
}

export function fetchUserInfo(): Promise<UserInfoReply> {
  return getData<UserInfoReply>('/blade-auth/oauth/user-info');
}

/** GET oauth/clear-cache (the tab bar's 清除缓存). */
export async function clearServerCache(): Promise<void> {
  await http.get('/blade-auth/oauth/clear-cache');
}

export function fetchSwitchOptions(): Promise<SwitchOptions> {
  return getData<SwitchOptions>('/blade-auth/oauth/switch-options');
}
