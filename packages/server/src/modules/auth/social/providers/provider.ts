import { oauthMessages } from '@pharma/contract';
import { AppError } from '../../../../platform/errors.ts';
import { outboundFetch, timedOut } from '../../../../platform/outbound/fetch.ts';
import { type Reach, refusalIn } from '../../../../platform/outbound/reach.ts';
import type { ProviderUser } from '../../binding/binding.service.ts';
import type { ProviderAccount } from '../social.service.ts';

/** What a flow carries between the redirect to the provider and the code coming back. */
export interface FlowSecrets {
  state: string;
  redirectUri: string;
  /** OpenID Connect: the PKCE verifier and the nonce of this flow. */
  codeVerifier?: string | undefined;
  nonce?: string | undefined;
}

/** One kind of provider: where to send the browser, and the account behind a code that came back. */
export interface ProviderKind {
  /** Whether the flow keeps a PKCE verifier and a nonce for it. */
  pkce: boolean;
  /** `reach`: whose settings these are, for every call the provider needs (platform/outbound). */
  authorizeUrl(account: ProviderAccount, flow: FlowSecrets, reach: Reach): Promise<string>;
  exchange(account: ProviderAccount, code: string, flow: FlowSecrets, reach: Reach): Promise<ProviderUser>;
}

/** How long a provider has to answer one call. */
export const providerTimeoutMs = 10_000;

/**
 * The provider said no (a bad code, a refused client): a fixed message for the caller (the answer may not even be
 * the provider's), its own words, cut short, for the log only; never a token.
 */
export const providerRefused = (reason: string) =>
  new AppError(400, oauthMessages.providerRefused, undefined, `provider refused: ${reason.slice(0, 200)}`);

/** The provider could not be reached (a network error, an address refused), or answered something unreadable. */
export const providerUnreachable = (reason: string) =>
  new AppError(502, oauthMessages.providerUnreachable, undefined, `provider unreachable: ${reason.slice(0, 200)}`);

/** The provider did not answer within providerTimeoutMs. */
export const providerTimedOut = () =>
  new AppError(504, oauthMessages.providerTimeout, undefined, `provider timed out after ${providerTimeoutMs} ms`);

/**
 * A failed call as the caller reads it: a timeout, or unreachable. The log gets the reason (a refused address, a
 * network code), never the address itself, whose query may carry a secret.
 */
export function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  for (let e = error, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause)
    if (timedOut(e)) return providerTimedOut();
  const refused = refusalIn(error);
  if (refused) return providerUnreachable(refused.message);
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return providerUnreachable(cause?.code ?? (error as Error | undefined)?.name ?? 'network error');
}

/** A JSON call to a provider within the reach, refused plainly when it fails; the address is never logged. */
export async function providerJson(
  reach: Reach,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  let res: Response;
  let body: unknown;
  try {
    res = await outboundFetch(reach, url, {
      ...init,
      headers: { accept: 'application/json', 'user-agent': 'pharma-console', ...init.headers },
      timeoutMs: providerTimeoutMs,
    });
    body = await res.json().catch(() => undefined);
  } catch (error) {
    throw providerFailure(error);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw providerUnreachable(`HTTP ${res.status}`);
  const record = body as Record<string, unknown>;
  if (!res.ok || typeof record.error === 'string') {
    const said = record.error_description ?? record.error ?? record.message ?? `HTTP ${res.status}`;
    throw providerRefused(String(said));
  }
  return record;
}

/** A provider profile's text field, or undefined. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
