import type { BodyIn, CallDef, HeadersIn, QueryIn, R, ReplyOf } from '@pharma/contract';
import type { AxiosRequestConfig } from 'axios';
import { get, post } from './http.ts';

/** What a call sends: its query (in the address), its body and its headers, typed by its declaration. */
export interface CallArgs<C extends CallDef> {
  query?: QueryIn<C>;
  /** The JSON body; a multipart call's form. */
  body?: C extends { multipart: object } ? FormData : BodyIn<C>;
  /** The headers the call declares (the token call's Tenant-Id, Captcha-Key, …). */
  headers?: HeadersIn<C>;
  /** Extra axios options (a download's `responseType`, …). */
  config?: AxiosRequestConfig;
}

/**
 * Makes a declared call (`@pharma/contract`): its path, its method and where each value travels come from the
 * declaration, and so do the types of what it takes and answers. Returns the envelope's `data`, or a flat call's
 * whole reply (the token, the captcha); failures are shown by lib/http as spec §8 says.
 */
export async function callApi<C extends CallDef>(call: C, args: CallArgs<C> = {}): Promise<ReplyOf<C>> {
  const url = `/${call.path}`;
  const headers = { ...args.config?.headers, ...(args.headers as Record<string, string> | undefined) };
  const config: AxiosRequestConfig = { ...args.config, headers, params: args.query ?? undefined };
  const reply =
    call.method === 'GET'
      ? await get<unknown>(url, args.query ?? undefined, config)
      : await post<unknown>(url, args.body ?? null, config);
  return (call.flat ? reply : (reply as R<ReplyOf<C>>).data) as ReplyOf<C>;
}

/** The TanStack Query key of a call: its path, then what it was asked (so a list's filters key its cache). */
export function callKey<C extends CallDef>(call: C, query?: QueryIn<C> | Record<string, unknown>): readonly unknown[] {
  return query === undefined ? [call.path] : [call.path, query];
}
