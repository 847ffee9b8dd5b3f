import { defaultTenantId, type Lang, langOf, messages, pick, type R, webClient, website } from '@pharma/contract';
import axios, {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { feedback } from './feedback.ts';
import { navigateTo } from './navigate.ts';
import { getStore } from './storage.ts';

/**
 * The only door to the server. Implements the spec's section 8 rule by rule:
 *  1. the code is the body's `code`, else the HTTP status;
 *  2. codes in `website.statusWhiteList` reject silently with the raw response;
 *  3. 401 logs out locally and goes to /login, toasting `error_description` or 未查询到用户信息;
 *  4. any other non-200 toasts `msg || error_description || 未知错误` and rejects;
 *  5. HTTP 200–500 reach these rules as replies; anything else and transport errors reject without a toast.
 */

/** What the http layer needs from the rest of the app; the session store plugs in its own logout. */
export interface HttpHooks {
  token(): string | undefined;
  tenantId(): string;
  lang(): Lang;
  /** Clears the local session (token, refresh token, user info, menu, permission, tags, lock). */
  onUnauthorized(): void;
  navigate(to: string): void;
  toast(text: string, key?: string): void;
  /**
   * Renews the session's tokens (one refresh at a time, shared by every caller); rejects or leaves the token as it
   * was when that is not possible. A 401 tries it once before giving up on the session.
   */
  refresh?(): Promise<unknown>;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The token calls themselves: a 401 there means the refresh token is over, never "refresh and retry". */
    skipAuthRetry?: boolean;
    /** Set on the one retry of a call that got 401. */
    authRetried?: boolean;
  }
}

const hooks: HttpHooks = {
  token: () => getStore<string>({ name: 'token' }) || undefined,
  tenantId: () => getStore<string>({ name: 'tenantId' }) || defaultTenantId,
  lang: () => langOf(getStore<string>({ name: 'language' })),
  onUnauthorized: () => {},
  navigate: navigateTo,
  toast: feedback.error,
};

export function setHttpHooks(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

/** The hooks as they are now, for the tests to put them back after a test replaced some. */
export function httpHooks(): HttpHooks {
  return { ...hooks };
}

/** The rejection of a reply that broke a rule: `code` is the resolved code, `response` the raw axios response. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly response: AxiosResponse,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface ErrorBody {
  code?: unknown;
  msg?: unknown;
  error_description?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Rule 1: the body's code (numbers or numeric strings, as some BladeX stubs send "200"), else the HTTP status. */
export function codeOf(res: AxiosResponse): number {
  const body = res.data as ErrorBody | null;
  const raw = body && typeof body === 'object' ? body.code : undefined;
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && Number.isFinite(code) ? code : res.status;
}

function onReply(res: AxiosResponse, whiteList: readonly number[]): AxiosResponse | Promise<never> {
  const code = codeOf(res);
  const body = (res.data && typeof res.data === 'object' ? res.data : {}) as ErrorBody;
  if (whiteList.includes(code)) return Promise.reject(res);
  if (code === 401) {
    const note = text(body.error_description) || pick(messages.noUserInfo, hooks.lang());
    hooks.onUnauthorized();
    hooks.navigate('/login');
    hooks.toast(note, 'http-401');
    return Promise.reject(new HttpError(note, code, res));
  }
  if (code !== 200) {
    const note = text(body.msg) || text(body.error_description) || pick(messages.unknownError, hooks.lang());
    hooks.toast(note);
    return Promise.reject(new HttpError(note, code, res));
  }
  return res;
}

/**
 * A download (`responseType: 'blob'`) that the server refused comes back as a JSON envelope inside a Blob: read it,
 * so the reply rules see its code and message like any other reply.
 */
async function readJsonBlob(res: AxiosResponse): Promise<AxiosResponse> {
  const data: unknown = res.data;
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !data.type.includes('json')) return res;
  try {
    return { ...res, data: JSON.parse(await data.text()) };
  } catch {
    return res;
  }
}

/** The token a call went out with (`bearer …` in its Blade-Auth header). */
function tokenSent(config: InternalAxiosRequestConfig): string | undefined {
  const value = AxiosHeaders.from(config.headers).get('Blade-Auth');
  return typeof value === 'string' ? value.replace(/^bearer\s+/i, '') : undefined;
}

/**
 * Spec §7's refresh, from the side of a call that got 401: when the session has a newer token than the call sent
 * (a refresh finished while it was in flight) it is retried at once; otherwise the session refreshes (one refresh
 * for all such calls) and the call is retried if that produced a new token. Each call is retried at most once.
 */
async function renewedFor(config: InternalAxiosRequestConfig): Promise<boolean> {
  if (config.skipAuthRetry || config.authRetried || !hooks.refresh) return false;
  const sent = tokenSent(config);
  if (!sent) return false;
  const current = hooks.token();
  if (current && current !== sent) return true;
  try {
    await hooks.refresh();
  } catch {
    return false;
  }
  const renewed = hooks.token();
  return Boolean(renewed && renewed !== sent);
}

const basic = `Basic ${btoa(`${webClient.id}:${webClient.secret}`)}`;

export interface HttpOptions {
  statusWhiteList?: readonly number[];
}

/** Builds an instance with the rules above; the app uses `http`, tests build their own with a stub adapter. */
export function createHttp(options: HttpOptions = {}): AxiosInstance {
  const whiteList = options.statusWhiteList ?? website.statusWhiteList;
  const instance = axios.create({
    baseURL: '/api',
    timeout: website.httpTimeoutMs,
    withCredentials: true,
    // 400 and 401 carry the server's explanation, so they must reach the reply rules instead of failing early.
    validateStatus: (status) => status >= 200 && status <= 500,
  });
  instance.interceptors.request.use((config) => {
    const headers = config.headers;
    headers.set('Authorization', basic);
    const token = hooks.token();
    if (token && !headers.has('Blade-Auth')) headers.set('Blade-Auth', `bearer ${token}`);
    // The login call names the tenant it signs into; every other call uses the session's tenant.
    if (!headers.has('Tenant-Id')) headers.set('Tenant-Id', hooks.tenantId());
    headers.set('Accept-Language', hooks.lang());
    return config;
  });
  // Transport errors (no reply, timeout, status outside 200–500) reject as they are: no toast, per the spec.
  instance.interceptors.response.use(async (res) => {
    const reply = await readJsonBlob(res);
    if (codeOf(reply) === 401 && (await renewedFor(reply.config))) {
      // The token this call carried is out of date and a newer one exists: send it once more with that one.
      const headers = new AxiosHeaders(reply.config.headers);
      headers.delete('Blade-Auth');
      return instance.request({ ...reply.config, headers, authRetried: true });
    }
    return onReply(reply, whiteList);
  });
  return instance;
}

export const http = createHttp();

/** GET returning the reply body (the `R` envelope, or the flat body of the token and captcha calls). */
export async function get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return (await http.get<T>(url, { ...config, params })).data;
}

/** POST returning the reply body. */
export async function post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await http.post<T>(url, body, config)).data;
}

/** GET of an `R<T>` call, returning its `data`. */
export async function getData<T>(url: string, params?: object): Promise<T> {
  return (await get<R<T>>(url, params)).data;
}

/** POST of an `R<T>` call, returning its `data`. */
export async function postData<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await post<R<T>>(url, body, config)).data;
}
