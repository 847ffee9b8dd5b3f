import type { BodyIn, CallDef, QueryIn, ReplyOf } from '@pharma/contract';
import type { AxiosRequestConfig } from 'axios';
import { getData, postData } from './http.ts';

/** What a call sends: its query (in the address) and its body, typed by its declaration. */
export interface CallArgs<C extends CallDef> {
  query?: QueryIn<C>;
  body?: BodyIn<C>;
  /** Extra axios options (a download's `responseType`, …). */
  config?: AxiosRequestConfig;
}

/**
 * Makes a declared call (`@pharma/contract`): its path, its method and where each value travels come from the
 * declaration, and so do the types of what it takes and answers. Returns the envelope's `data`; failures are shown
 * by lib/http as spec §8 says.
 */
export async function callApi<C extends CallDef>(call: C, args: CallArgs<C> = {}): Promise<ReplyOf<C>> {
  const url = `/${call.path}`;
  if (call.method === 'GET') return getData<ReplyOf<C>>(url, args.query ?? undefined);
  return postData<ReplyOf<C>>(url, args.body ?? null, { ...args.config, params: args.query ?? undefined });
}

/** The TanStack Query key of a call: its path, then what it was asked (so a list's filters key its cache). */
export function callKey<C extends CallDef>(call: C, query?: QueryIn<C> | Record<string, unknown>): readonly unknown[] {
  return query === undefined ? [call.path] : [call.path, query];
}
