import { oauthMessages } from '@pharma/contract';
import { AppError } from '../../../../platform/errors.ts';
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
  authorizeUrl(account: ProviderAccount, flow: FlowSecrets): Promise<string>;
  exchange(account: ProviderAccount, code: string, flow: FlowSecrets): Promise<ProviderUser>;
}

/** How long a provider has to answer one call. */
export const providerTimeoutMs = 10_000;

/** The provider said no (a bad code, a refused client): its own words, cut short, never a token. */
export const providerRefused = (reason: string) =>
  new AppError(400, oauthMessages.providerRefused, { reason: reason.slice(0, 200) });

/** The provider could not be reached or answered something unreadable. */
export const providerUnreachable = (reason: string) =>
  new AppError(502, oauthMessages.providerUnreachable, { reason: reason.slice(0, 200) });

/** A JSON call to a provider, refused plainly when it fails; the address is never logged with its query. */
export async function providerJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', 'user-agent': 'pharma-console', ...init.headers },
      signal: AbortSignal.timeout(providerTimeoutMs),
    });
  } catch (error) {
    throw providerUnreachable(error instanceof Error ? error.message : String(error));
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw providerUnreachable(`HTTP ${res.status}`);
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
