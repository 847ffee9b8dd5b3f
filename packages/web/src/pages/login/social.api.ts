import {
  authAddresses,
  type authCalls,
  type CallDef,
  type guestCalls,
  type R,
  type ReplyOf,
  type SocialButton,
  type socialCalls,
  type TokenReply,
} from '@pharma/contract';
import { callApi } from '../../lib/api.ts';
import { post } from '../../lib/http.ts';

/**
 * The login page's calls of social sign-in and guest registration. The page is the console's first load, so, like
 * api/auth.ts, it makes them from zod-free addresses typed by their full declarations (imported for their types
 * only): `satisfies` makes the compiler hold each address to its declaration, so they cannot drift apart.
 */
type Address<C extends CallDef> = Pick<C, 'method' | 'path'>;
const addresses = {
  sources: { method: 'GET', path: 'blade-auth/social/sources' } satisfies Address<typeof socialCalls.sources>,
  render: { method: 'GET', path: 'blade-auth/oauth/render/:source' } satisfies Address<typeof socialCalls.render>,
  registerGuest: {
    method: 'POST',
    path: 'blade-user/register-guest',
  } satisfies Address<typeof guestCalls.registerGuest>,
} as const;

/** The tenant's enabled providers: the buttons under the login form. */
export function fetchSocialSources(tenantId: string): Promise<SocialButton[]> {
  return callApi(addresses.sources as typeof socialCalls.sources, { query: { tenantId } });
}

/** Where the browser goes to sign in at a provider: the server answers with a redirect to it. */
export function renderUrl(source: string, tenantId: string): string {
  const path = addresses.render.path.replace(':source', encodeURIComponent(source));
  return `/api/${path}?${new URLSearchParams({ tenantId })}`;
}

/** The provider's answer, as it comes back to the console (`/oauth/redirect/{source}?code&state`). */
export interface SocialCallback {
  source: string;
  code: string;
  state: string;
}

/**
 * The token call with grant type `social`, made like the password sign-in (the saber client's Basic header, the
 * Tenant-Id header); the server finds the tenant from the state anyway. A refusal with HTTP 400 is shown by
 * lib/http; a reply without a token comes back as it is for the caller to show.
 */
export function requestSocialToken(tenantId: string, callback: SocialCallback) {
  return callApi(authAddresses.token as unknown as typeof authCalls.token, {
    headers: { 'tenant-id': tenantId },
    // A 401 here is a refused sign-in, never "refresh the session and retry".
    config: { skipAuthRetry: true },
    query: { ...callback, grant_type: 'social', tenantId, scope: 'all', sourceSystem: 2 },
  }) as Promise<Partial<ReplyOf<typeof authCalls.token>> & { error_description?: string }>;
}

/** An unbound provider account's reply: a guest token good only for registering (role guest, no user). */
export function isGuest(reply: Pick<TokenReply, 'role_name' | 'user_id'>): boolean {
  return reply.role_name === 'guest' && !reply.user_id;
}

export interface GuestForm {
  tenantId: string;
  name: string;
  account: string;
  /** md5 hex, as the login sends passwords. */
  password: string;
  oauthId: string;
}

/**
 * register-guest with the guest token of that sign-in as Blade-Auth (it is never stored: the visitor is not
 * signed in). The whole envelope comes back: the page shows its `msg` on success and on a refusal sent as 200.
 */
export function registerGuest(form: GuestForm, guestToken: string): Promise<R<null>> {
  return post<R<null>>(`/${addresses.registerGuest.path}`, null, {
    params: form,
    headers: { 'Blade-Auth': `bearer ${guestToken}`, 'Tenant-Id': form.tenantId },
    skipAuthRetry: true,
  });
}
