import { outboundFetch } from '../../../platform/outbound/fetch.ts';
import { refusalIn } from '../../../platform/outbound/reach.ts';
import { type Failure, textOf } from './attempt.ts';
import { providerMessages } from './provider.texts.ts';
import type { OutboundReach } from './provider.ts';

/** How an HTTP call ended: an answer (any status), or a failure that never got one. */
export type PostOutcome = { status: number; text: string } | { failure: Failure };

/**
 * POSTs a JSON body under a timeout (an AbortController covers the connection, the request and reading the reply).
 * A timeout is TIMEOUT and a network failure (refused, reset, DNS) is FAILED, both retryable: the pipeline tries
 * again later. Redirects are refused. The call goes through the outbound client of the channel's tenant, which
 * checks the address it connects to: one on the server's own network is refused (not retryable: the setting is
 * wrong).
 */
export async function postJson(
  reach: OutboundReach,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostOutcome> {
  if (!URL.canParse(url)) return { failure: { retryable: false, code: 'BAD_URL', message: 'not a URL' } };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await outboundFetch(reach, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body,
      signal: abort.signal,
      // The controller above is the deadline (answer read included); this one only backs it.
      timeoutMs: timeoutMs + 1000,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (abort.signal.aborted) {
      const reason = textOf(providerMessages.timeout, { ms: timeoutMs });
      return { failure: { retryable: true, result: 'TIMEOUT', code: 'TIMEOUT', reason } };
    }
    if (refusalIn(error)) {
      const reason = textOf(providerMessages.unreachable, { reason: 'EOUTBOUNDREFUSED' });
      return { failure: { retryable: false, code: 'EOUTBOUNDREFUSED', reason } };
    }
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const code = cause?.code ?? 'NETWORK';
    const reason = textOf(providerMessages.unreachable, { reason: cause?.code ?? cause?.message ?? String(error) });
    return { failure: { retryable: true, code, reason } };
  } finally {
    clearTimeout(timer);
  }
}

/** A robot's reply {errcode, errmsg}; undefined when the body is not that. */
export function robotReply(text: string): { errcode: number; errmsg: string } | undefined {
  try {
    const value = JSON.parse(text) as { errcode?: unknown; errmsg?: unknown };
    if (value && typeof value === 'object' && typeof value.errcode === 'number')
      return { errcode: value.errcode, errmsg: String(value.errmsg ?? '') };
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * The failure of an answer that is not the provider's success: HTTP 5xx and 429 are retryable (the provider is
 * busy or down), any other status is not (the request itself is wrong); its body is the provider's message.
 */
export function httpFailure(status: number, text: string): Failure {
  const retryable = status >= 500 || status === 429;
  return {
    retryable,
    result: status === 429 ? 'RATE_LIMITED' : 'FAILED',
    code: `HTTP ${status}`,
    message: text.trim() === '' ? `HTTP ${status}` : text,
  };
}

/** A 2xx whose body a robot should have answered with {errcode, errmsg} but did not: not retryable, a wrong URL. */
export const unreadableReply = (status: number): Failure => ({
  retryable: false,
  code: `HTTP ${status}`,
  reason: textOf(providerMessages.badReply, { status }),
});
